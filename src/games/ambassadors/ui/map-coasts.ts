// The Old World of our board as data, in the map's own units (the 1000 × 600 box of the rules'
// MAP, x west to east, y north to south): the land and sea shapes painted in order (a later shape
// wins where they overlap, so enclosed seas are cut out of the land and islands set into the
// seas), the mountain ranges and the deserts. Stylised, not surveyed: the coasts follow the
// wonders' places, so that every wonder stands on land with room around it (a test checks it).
// Also the seeded wobble the coasts are inked with, which strays at most COAST_WOBBLE from them.

import { nextFloat } from '../../common/rng';

export interface Point {
  readonly x: number;
  readonly y: number;
}

export interface MapShape {
  readonly land: boolean;
  /** Its outline, x and y in turn. */
  readonly outline: readonly number[];
}

export const MAP_WIDTH = 1000;
export const MAP_HEIGHT = 600;

const land = (outline: readonly number[]): MapShape => ({ land: true, outline });
const sea = (outline: readonly number[]): MapShape => ({ land: false, outline });

/** Europe, Asia and Africa in one outline (the Mediterranean, the Red Sea and the Gulf open to the ocean). */
const OLD_WORLD = land([
  150, 0, 1000, 0, 1000, 95, 975, 110, 955, 140, 935, 158,
  // Korea, the Yellow Sea, China's coast, Indochina
  928, 165, 936, 195, 938, 228, 925, 232, 918, 205, 905, 200, 898, 215, 910, 232, 925, 262, 922, 295, 905, 335, 885, 352, 872, 362,
  880, 395, 905, 420, 895, 460, 870, 470, 850, 455, 840, 470,
  // Malaya, Burma, the Bay of Bengal, India
  835, 510, 845, 560, 830, 565, 810, 520, 800, 450, 785, 395, 770, 375, 745, 370, 725, 405, 705, 430, 692, 425, 675, 395, 655, 345, 640, 330,
  // The Gulf, Arabia, the Red Sea
  605, 322, 580, 312, 548, 297, 528, 292, 532, 305, 552, 322, 575, 335, 592, 332, 605, 330, 618, 350, 625, 375, 600, 405, 570, 435, 540, 455, 528, 462,
  505, 425, 480, 385, 462, 350, 452, 340, 442, 338, 452, 362, 478, 405, 508, 445, 522, 468,
  // The Horn, East Africa, the south edge, West Africa
  560, 476, 606, 476, 585, 500, 548, 540, 520, 585, 512, 600, 250, 600, 250, 560, 225, 515, 170, 505, 110, 500, 60, 470, 30, 435, 28, 400, 45, 350, 70, 310, 90, 297,
  // North Africa, the Levant, Anatolia, the Aegean, Greece
  150, 290, 200, 283, 222, 268, 238, 259, 250, 268, 262, 290, 300, 305, 330, 318, 360, 305, 385, 310, 405, 312, 425, 318, 432, 308, 436, 280, 440, 258,
  415, 250, 390, 248, 350, 238, 352, 215, 365, 200, 340, 200, 320, 210, 322, 230, 335, 250, 318, 252, 308, 228, 295, 205, 280, 188,
  // The Adriatic, Italy, the Gulf of Lion, Iberia
  262, 183, 275, 200, 298, 226, 312, 238, 302, 242, 292, 236, 288, 252, 280, 250, 272, 232, 255, 212, 237, 199, 215, 198, 195, 210, 175, 215,
  168, 228, 160, 255, 140, 275, 110, 288, 92, 292, 65, 290, 55, 270, 48, 235, 60, 218,
  // Biscay, the Channel, the North Sea, Scandinavia
  100, 220, 128, 212, 122, 190, 100, 172, 120, 165, 140, 150, 165, 140, 185, 115, 195, 100, 200, 75, 185, 60, 160, 35,
]);

export const MAP_SHAPES: readonly MapShape[] = [
  OLD_WORLD,
  sea([215, 80, 240, 60, 275, 40, 300, 20, 318, 30, 300, 70, 285, 95, 255, 105, 228, 100]), // the Baltic
  sea([398, 168, 425, 145, 470, 140, 498, 160, 480, 182, 440, 180, 410, 182]), // the Black Sea
  sea([505, 130, 525, 120, 540, 145, 535, 185, 545, 215, 528, 240, 512, 230, 515, 195, 500, 160]), // the Caspian
  land([78, 40, 100, 42, 108, 70, 122, 95, 132, 128, 118, 142, 86, 146, 72, 138, 78, 122, 62, 104, 68, 74]), // Britain
  land([30, 85, 52, 80, 58, 100, 50, 125, 28, 125, 22, 105]), // Ireland
  land([212, 222, 224, 220, 226, 246, 214, 248]), // Sardinia
  land([318, 276, 345, 273, 344, 281, 320, 283]), // Crete
  land([355, 258, 368, 252, 378, 260, 375, 273, 362, 277, 353, 270]), // Rhodes
  land([400, 270, 425, 265, 428, 272, 405, 278]), // Cyprus
  land([568, 548, 582, 540, 588, 565, 575, 600, 560, 600, 556, 580]), // Madagascar
  land([712, 455, 728, 452, 738, 470, 730, 492, 714, 490, 706, 472]), // Lanka
  land([760, 515, 772, 508, 812, 565, 818, 600, 800, 600]), // Sumatra
  land([880, 520, 920, 505, 945, 525, 935, 575, 895, 580, 875, 555]), // Borneo
  land([945, 360, 955, 355, 960, 385, 950, 400, 942, 380]), // the Philippines
  land([930, 312, 937, 308, 940, 330, 932, 338]), // Taiwan
  land([962, 135, 985, 130, 1000, 160, 1000, 225, 990, 250, 965, 265, 948, 262, 950, 245, 955, 215, 958, 180]), // Japan
];

/** Mountain ranges: peaks along a line, each peak its place and height (map units). */
export const MOUNTAINS: readonly (readonly [number, number, number])[] = [
  [205, 186, 14], [222, 182, 17], [240, 186, 13], // the Alps
  [112, 223, 9], [126, 224, 10], // the Pyrenees
  [120, 318, 11], [140, 312, 13], [162, 306, 10], // the Atlas
  [470, 195, 12], [488, 200, 14], // the Caucasus
  [520, 60, 10], [524, 84, 11], // the Urals
  [545, 262, 10], [585, 262, 11], // the Zagros
  [640, 222, 13], [655, 180, 12], [675, 172, 14], // the Hindu Kush and the Tian Shan
  [695, 292, 15], [715, 284, 19], [736, 282, 17], [790, 292, 16], [808, 300, 13], // the Himalaya
  [495, 430, 10], // the highlands of Abyssinia
];

/** Woods of the north and the monsoon lands: a few inked trees round each place. */
export const FORESTS: readonly (readonly [number, number])[] = [
  [300, 118], [345, 92], [418, 108], [462, 72], [600, 98], [700, 92], [765, 128], [860, 95], [935, 62], [180, 165], [835, 395], [780, 430],
];

/** Sandy stretches (centre and radii), stippled. */
export const DESERTS: readonly (readonly [number, number, number, number])[] = [
  [210, 390, 120, 50], // the Sahara
  [355, 380, 45, 40],
  [540, 390, 45, 35], // Arabia
  [840, 150, 60, 25], // the Gobi
];

/** Whether a point of the outline's polygon contains `p` (even-odd rule). */
export function insideOutline(outline: readonly number[], p: Point): boolean {
  let inside = false;
  for (let i = 0, j = outline.length - 2; i < outline.length; j = i, i += 2) {
    const xi = outline[i] as number, yi = outline[i + 1] as number;
    const xj = outline[j] as number, yj = outline[j + 1] as number;
    if (yi > p.y !== yj > p.y && p.x < ((xj - xi) * (p.y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Land or sea at `p`: the last shape holding it decides; outside every shape is the ocean. */
export function isLand(p: Point): boolean {
  let onLand = false;
  for (const shape of MAP_SHAPES) if (insideOutline(shape.outline, p)) onLand = shape.land;
  return onLand;
}

/** How far an inked coast strays from its outline, in map units. */
export const COAST_WOBBLE = 1.4;

/** A seeded stream of numbers in [0, 1). */
export function stream(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    const d = nextFloat(state);
    state = d.rng;
    return d.value;
  };
}

/** An outline cut into short steps, each nudged across the line by a smooth seeded swing: an inked hand. */
export function wobbled(outline: readonly number[], seed: number): Point[] {
  const random = stream(seed);
  const phase = [random() * 6.3, random() * 6.3];
  const out: Point[] = [];
  let along = 0;
  for (let i = 0; i < outline.length; i += 2) {
    const ax = outline[i] as number, ay = outline[i + 1] as number;
    const bx = outline[(i + 2) % outline.length] as number, by = outline[(i + 3) % outline.length] as number;
    const length = Math.hypot(bx - ax, by - ay);
    const steps = Math.max(1, Math.ceil(length / 4));
    for (let k = 0; k < steps; k++) {
      const t = k / steps;
      const s = along + length * t;
      const swing = COAST_WOBBLE * (Math.sin(s * 0.21 + (phase[0] as number)) * 0.7 + Math.sin(s * 0.57 + (phase[1] as number)) * 0.3);
      out.push({ x: ax + (bx - ax) * t - ((by - ay) / length) * swing, y: ay + (by - ay) * t + ((bx - ax) / length) * swing });
    }
    along += length;
  }
  return out;
}
