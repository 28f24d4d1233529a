// The board's map, painted once into a texture (Canvas 2D, our own art): a parchment sea with
// rings of ripples along the coasts, inked coastlines that wobble a little (seeded, so the map
// is the same every time), land washed green along its shores, stippled deserts, hatched
// mountains, a compass rose, paper grain, a darker rim and a ruled border. Drawn in the map's
// units (map-coasts.ts) at `pixelsPerUnit`; the board shows it scaled to its rectangle.
import type Phaser from 'phaser';
import { addPaintedTexture } from '../../../ui/raster';
import { DESERTS, FORESTS, MAP_HEIGHT, MAP_SHAPES, MAP_WIDTH, MOUNTAINS, stream, wobbled, type Point } from './map-coasts';

export const MAP_TEXTURE = 'ambassadors-map';

const SEA_TOP = '#bcd3c4';
const SEA_BOTTOM = '#a7c2b8';
const RIPPLE = 'rgba(70, 105, 100, 0.35)';
const LAND = '#efe0b6';
const LAND_SHORE = 'rgba(120, 150, 80, 0.28)';
const INK = '#3b2a1a';
/** Compass rose: in the Atlantic, off West Africa. */
const COMPASS = { x: 68, y: 548, r: 34 } as const;

const trace = (c: CanvasRenderingContext2D, points: readonly Point[]): void => {
  c.moveTo((points[0] as Point).x, (points[0] as Point).y);
  for (const p of points) c.lineTo(p.x, p.y);
  c.closePath();
};

export function paintMap(c: CanvasRenderingContext2D, pixelsPerUnit: number): void {
  c.scale(pixelsPerUnit, pixelsPerUnit);
  const outlines = MAP_SHAPES.map((shape, i) => wobbled(shape.outline, 101 + i * 31));
  const sea = c.createLinearGradient(0, 0, 0, MAP_HEIGHT);
  sea.addColorStop(0, SEA_TOP);
  sea.addColorStop(1, SEA_BOTTOM);
  c.fillStyle = sea;
  c.fillRect(0, 0, MAP_WIDTH, MAP_HEIGHT);
  c.lineJoin = 'round';
  const ripples = (points: readonly Point[]): void => {
    for (const width of [22, 12]) {
      c.beginPath();
      trace(c, points);
      c.lineWidth = width;
      c.strokeStyle = RIPPLE;
      c.stroke();
      c.lineWidth = width - 1.6;
      c.strokeStyle = sea;
      c.stroke();
    }
  };
  const lands = MAP_SHAPES.flatMap((shape, i) => (shape.land ? [outlines[i] as Point[]] : []));
  lands.forEach(ripples);
  // The land, washed greener along its shores.
  const landPath = new Path2D();
  for (const points of lands) {
    landPath.moveTo((points[0] as Point).x, (points[0] as Point).y);
    for (const p of points) landPath.lineTo(p.x, p.y);
    landPath.closePath();
  }
  c.fillStyle = LAND;
  c.fill(landPath);
  c.save();
  c.clip(landPath);
  for (const width of [18, 9]) {
    c.beginPath();
    lands.forEach((points) => trace(c, points));
    c.lineWidth = width;
    c.strokeStyle = LAND_SHORE;
    c.stroke();
  }
  c.restore();
  // Enclosed seas, with their own ripples.
  MAP_SHAPES.forEach((shape, i) => {
    if (shape.land) return;
    const points = outlines[i] as Point[];
    c.save();
    c.beginPath();
    trace(c, points);
    c.clip();
    c.fillStyle = sea;
    c.fillRect(0, 0, MAP_WIDTH, MAP_HEIGHT);
    ripples(points);
    c.restore();
  });
  // Islands set into those seas are painted again on top.
  MAP_SHAPES.forEach((shape, i) => {
    if (!shape.land || i === 0) return;
    c.beginPath();
    trace(c, outlines[i] as Point[]);
    c.fillStyle = LAND;
    c.fill();
  });
  paintDeserts(c);
  paintForests(c);
  paintMountains(c);
  c.beginPath();
  outlines.forEach((points) => trace(c, points));
  c.lineWidth = 1.5;
  c.strokeStyle = INK;
  c.stroke();
  paintWaves(c);
  paintCompass(c);
  paintPaper(c);
}

function paintDeserts(c: CanvasRenderingContext2D): void {
  const random = stream(7);
  c.fillStyle = 'rgba(170, 120, 50, 0.45)';
  for (const [x, y, rx, ry] of DESERTS) {
    const count = Math.round((rx * ry) / 18);
    for (let k = 0; k < count; k++) {
      const a = random() * Math.PI * 2, r = Math.sqrt(random());
      c.beginPath();
      c.arc(x + Math.cos(a) * rx * r, y + Math.sin(a) * ry * r, 0.5 + random() * 0.6, 0, Math.PI * 2);
      c.fill();
    }
  }
}

function paintForests(c: CanvasRenderingContext2D): void {
  const random = stream(11);
  c.lineWidth = 0.8;
  c.strokeStyle = INK;
  for (const [x, y] of FORESTS) {
    for (let k = 0; k < 4; k++) {
      const tx = x + (random() - 0.5) * 22, ty = y + (random() - 0.5) * 12, h = 6 + random() * 3;
      c.beginPath();
      c.moveTo(tx, ty - h);
      c.lineTo(tx + h * 0.45, ty);
      c.lineTo(tx - h * 0.45, ty);
      c.closePath();
      c.fillStyle = 'rgba(92, 130, 70, 0.85)';
      c.fill();
      c.stroke();
      c.beginPath();
      c.moveTo(tx, ty);
      c.lineTo(tx, ty + 2);
      c.stroke();
    }
  }
}

function paintMountains(c: CanvasRenderingContext2D): void {
  c.lineJoin = 'round';
  for (const [x, y, h] of MOUNTAINS) {
    const w = h * 0.85;
    // The shaded side, then hatching, then the inked ridge and a touch of snow.
    c.beginPath();
    c.moveTo(x, y - h);
    c.lineTo(x + w, y);
    c.lineTo(x, y);
    c.closePath();
    c.fillStyle = 'rgba(120, 90, 55, 0.45)';
    c.fill();
    c.beginPath();
    c.moveTo(x - w, y);
    c.lineTo(x, y - h);
    c.lineTo(x, y);
    c.closePath();
    c.fillStyle = 'rgba(250, 240, 215, 0.9)';
    c.fill();
    c.strokeStyle = 'rgba(59, 42, 26, 0.5)';
    c.lineWidth = 0.7;
    for (let k = 1; k < 4; k++) {
      const t = k / 4;
      c.beginPath();
      c.moveTo(x + w * t * 0.9, y - h * (1 - t) * 0.9);
      c.lineTo(x + w * t * 0.5, y);
      c.stroke();
    }
    c.beginPath();
    c.moveTo(x - w, y);
    c.lineTo(x, y - h);
    c.lineTo(x + w, y);
    c.strokeStyle = INK;
    c.lineWidth = 1.2;
    c.stroke();
    c.beginPath();
    c.moveTo(x - w * 0.28, y - h * 0.72);
    c.lineTo(x, y - h);
    c.lineTo(x + w * 0.28, y - h * 0.72);
    c.lineTo(x + w * 0.1, y - h * 0.78);
    c.lineTo(x - w * 0.05, y - h * 0.7);
    c.closePath();
    c.fillStyle = '#ffffff';
    c.fill();
  }
}

/** A few strokes of swell out in the open sea. */
function paintWaves(c: CanvasRenderingContext2D): void {
  c.strokeStyle = 'rgba(60, 95, 95, 0.5)';
  c.lineWidth = 1;
  for (const [x, y] of [[140, 560], [190, 580], [660, 535], [700, 575], [615, 560], [20, 300], [960, 470], [985, 300]] as const) {
    for (const dx of [0, 9]) {
      c.beginPath();
      c.arc(x + dx, y, 4.5, Math.PI * 1.1, Math.PI * 1.9);
      c.stroke();
    }
  }
}

function paintCompass(c: CanvasRenderingContext2D): void {
  const { x, y, r } = COMPASS;
  c.save();
  c.translate(x, y);
  c.fillStyle = 'rgba(250, 240, 215, 0.55)';
  c.beginPath();
  c.arc(0, 0, r * 0.78, 0, Math.PI * 2);
  c.fill();
  c.strokeStyle = INK;
  c.lineWidth = 1;
  for (const rr of [r * 0.78, r * 0.7]) {
    c.beginPath();
    c.arc(0, 0, rr, 0, Math.PI * 2);
    c.stroke();
  }
  for (let k = 0; k < 16; k++) {
    const a = (k * Math.PI) / 8;
    c.beginPath();
    c.moveTo(Math.cos(a) * r * 0.7, Math.sin(a) * r * 0.7);
    c.lineTo(Math.cos(a) * r * 0.78, Math.sin(a) * r * 0.78);
    c.stroke();
  }
  // Eight points: the long four, then the short ones between; each half light, half shaded.
  for (const [count, length, width] of [[4, r, r * 0.16], [4, r * 0.58, r * 0.12]] as const) {
    for (let k = 0; k < count; k++) {
      const a = (k * Math.PI) / 2 - Math.PI / 2 + (length < r ? Math.PI / 4 : 0);
      const tip = { x: Math.cos(a) * length, y: Math.sin(a) * length };
      const side = { x: Math.cos(a + Math.PI / 2) * width, y: Math.sin(a + Math.PI / 2) * width };
      const north = length === r && k === 0;
      c.beginPath();
      c.moveTo(0, 0);
      c.lineTo(tip.x, tip.y);
      c.lineTo(side.x, side.y);
      c.closePath();
      c.fillStyle = north ? '#b5523b' : '#f8efd8';
      c.fill();
      c.stroke();
      c.beginPath();
      c.moveTo(0, 0);
      c.lineTo(tip.x, tip.y);
      c.lineTo(-side.x, -side.y);
      c.closePath();
      c.fillStyle = north ? '#7e3323' : '#7a6248';
      c.fill();
      c.stroke();
    }
  }
  c.fillStyle = '#d9a93a';
  c.beginPath();
  c.arc(0, 0, r * 0.08, 0, Math.PI * 2);
  c.fill();
  c.stroke();
  c.restore();
}

/** Grain, a darker rim like old paper, and a ruled border. */
function paintPaper(c: CanvasRenderingContext2D): void {
  const random = stream(23);
  for (let k = 0; k < 2600; k++) {
    c.fillStyle = random() < 0.5 ? 'rgba(90, 60, 25, 0.07)' : 'rgba(255, 250, 235, 0.1)';
    c.fillRect(random() * MAP_WIDTH, random() * MAP_HEIGHT, 1 + random() * 1.5, 1 + random() * 1.5);
  }
  const rim = c.createRadialGradient(MAP_WIDTH / 2, MAP_HEIGHT / 2, MAP_HEIGHT * 0.45, MAP_WIDTH / 2, MAP_HEIGHT / 2, MAP_WIDTH * 0.62);
  rim.addColorStop(0, 'rgba(110, 70, 20, 0)');
  rim.addColorStop(1, 'rgba(110, 70, 20, 0.32)');
  c.fillStyle = rim;
  c.fillRect(0, 0, MAP_WIDTH, MAP_HEIGHT);
  c.strokeStyle = INK;
  c.lineWidth = 3;
  c.strokeRect(1.5, 1.5, MAP_WIDTH - 3, MAP_HEIGHT - 3);
  c.lineWidth = 0.8;
  c.strokeRect(6, 6, MAP_WIDTH - 12, MAP_HEIGHT - 12);
}

/**
 * Makes (or remakes, at another resolution) the map's texture, and gives its key. The picture is
 * painted at the device pixels it will be shown at, up to twice the map's units.
 */
export function ensureMapTexture(scene: Phaser.Scene, pixelsPerUnit: number): string {
  const ppu = Math.min(2, Math.max(0.5, Math.ceil(pixelsPerUnit * 4) / 4));
  const key = `${MAP_TEXTURE}@${ppu}`;
  if (!scene.textures.exists(key)) addPaintedTexture(scene.textures, key, Math.round(MAP_WIDTH * ppu), Math.round(MAP_HEIGHT * ppu), (c) => paintMap(c, ppu));
  return key;
}
