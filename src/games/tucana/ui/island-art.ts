// Tucana's island drawn procedurally (our own art, no picture files): each terrain a colour with
// its own marks (dunes, trees, peaks, waves), the sea's foam round the coast, villages as huts
// with their letter and the five sights as small emblems on a round plaque.
import type Phaser from 'phaser';
import { strongPatterns } from '../../../shell/shown-pen';
import { hexCorners, type Point } from './hex-geometry';

export const TERRAIN_FILL = [0xf1cf73, 0x6db55a, 0xaa9d8f, 0x5aaee6] as const; // desert, forest, mountain, water
export const TERRAIN_MARK = [0xcf9f45, 0x2f7a3a, 0x6f655c, 0xd5eefc] as const;
/** Colour-blind mode's marks: dark on every terrain (at least 4:1), drawn opaque and thicker, so the drawings carry what the colours may not. */
export const STRONG_TERRAIN_MARK = [0x7a4e10, 0x17401e, 0x3d3630, 0x12406e] as const;
const HEX_EDGE = 0x5b4a33;
const SEA = 0x8fd0f2;
const FOAM = 0xf4fbff;

/** Letter colours on the village plaques (A–E), dark enough for white letters. */
export const LETTER_COLORS = [0xc0392b, 0xd35400, 0x2e8b57, 0x2874a6, 0x7d3c98] as const;
/** The blue and red bonus cards' inks, on the sheet and on the score table. */
export const BONUS_BLUE = 0x2f6fb3;
export const BONUS_RED = 0xc0392b;

/** Phaser's types ask for its Vector2 where any {x, y} will do. */
export const asPoints = (points: readonly Point[]): Phaser.Math.Vector2[] => points as unknown as Phaser.Math.Vector2[];

const poly = (g: Phaser.GameObjects.Graphics, points: readonly Point[]): void => {
  g.fillPoints(asPoints(points), true);
};

/** The sea round the island: a wider, soft hex under every hex, then the foam line. */
export function drawSea(g: Phaser.GameObjects.Graphics, centres: readonly Point[], coast: ArrayLike<number>, radius: number): void {
  g.fillStyle(SEA, 0.9);
  centres.forEach((c, i) => coast[i] && poly(g, hexCorners(c, radius * 1.55)));
  g.fillStyle(FOAM, 1);
  centres.forEach((c, i) => coast[i] && poly(g, hexCorners(c, radius * 1.2)));
}

/** One hex of land: its colour, its terrain's marks, its outline. */
export function drawHex(g: Phaser.GameObjects.Graphics, c: Point, radius: number, terrain: number, seed: number): void {
  g.fillStyle(TERRAIN_FILL[terrain] ?? 0xffffff, 1);
  poly(g, hexCorners(c, radius));
  const r = radius;
  const jitter = ((seed * 37) % 7) / 7 - 0.5; // the same hex always looks the same
  const strong = strongPatterns();
  const mark = (strong ? STRONG_TERRAIN_MARK : TERRAIN_MARK)[terrain] ?? 0;
  g.fillStyle(mark, strong ? 1 : 0.9);
  g.lineStyle(Math.max(strong ? 2 : 1, r * (strong ? 0.13 : 0.07)), mark, strong ? 1 : 0.8);
  switch (terrain) {
    case 0: // desert: two dune crests
      for (const [dx, dy] of [
        [-0.3 + jitter * 0.2, -0.25],
        [0.25, 0.3 + jitter * 0.1],
      ] as const) {
        g.beginPath();
        g.arc(c.x + dx * r, c.y + dy * r + r * 0.25, r * 0.32, Math.PI * 1.15, Math.PI * 1.85);
        g.strokePath();
      }
      break;
    case 1: // forest: three small trees
      for (const [dx, dy, s] of [
        [-0.38, 0.1, 0.3],
        [0.05 + jitter * 0.1, -0.3, 0.34],
        [0.38, 0.18, 0.28],
      ] as const) {
        const x = c.x + dx * r;
        const y = c.y + dy * r;
        g.fillTriangle(x, y - s * r, x - s * 0.7 * r, y + s * 0.6 * r, x + s * 0.7 * r, y + s * 0.6 * r);
        g.fillRect(x - r * 0.03, y + s * 0.6 * r, r * 0.06, r * 0.1);
      }
      break;
    case 2: // mountain: two peaks with snow
      for (const [dx, s] of [
        [-0.22, 0.42],
        [0.24 + jitter * 0.1, 0.34],
      ] as const) {
        const x = c.x + dx * r;
        const base = c.y + r * 0.35;
        g.fillStyle(mark, strong ? 1 : 0.95);
        g.fillTriangle(x, base - s * 1.6 * r, x - s * r, base, x + s * r, base);
        g.fillStyle(0xffffff, 0.95);
        g.fillTriangle(x, base - s * 1.6 * r, x - s * 0.3 * r, base - s * 1.12 * r, x + s * 0.3 * r, base - s * 1.12 * r);
      }
      break;
    default: // water: two wave lines
      for (const dy of [-0.18, 0.22]) {
        g.beginPath();
        const y = c.y + dy * r;
        g.moveTo(c.x - r * 0.45, y);
        for (let k = 1; k <= 6; k++) g.lineTo(c.x - r * 0.45 + (k * r * 0.9) / 6, y + (k % 2 === 0 ? 0 : -r * 0.08));
        g.strokePath();
      }
  }
  g.lineStyle(Math.max(1, r * 0.05), HEX_EDGE, 0.35);
  g.strokePoints(asPoints(hexCorners(c, radius)), true, true);
}

/** A village: a hut on a round plaque in its letter's colour. */
export function drawVillage(g: Phaser.GameObjects.Graphics, c: Point, radius: number, letterIndex: number): void {
  const r = radius * 0.62;
  g.fillStyle(0x000000, 0.2).fillCircle(c.x + r * 0.08, c.y + r * 0.12, r);
  g.fillStyle(LETTER_COLORS[letterIndex] ?? 0x555555, 1).fillCircle(c.x, c.y, r);
  g.lineStyle(Math.max(1.5, r * 0.12), 0xffffff, 1).strokeCircle(c.x, c.y, r);
}

/** The five sights' emblems: obelisk, book, toucan, yeti, sea monster (SIGHT_KINDS order). */
export function drawSight(g: Phaser.GameObjects.Graphics, c: Point, radius: number, kind: number, scored: boolean): void {
  const r = radius * 0.6;
  g.fillStyle(0x000000, 0.2).fillCircle(c.x + r * 0.08, c.y + r * 0.12, r);
  g.fillStyle(0xfffaf0, 1).fillCircle(c.x, c.y, r);
  g.lineStyle(Math.max(1.5, r * (scored ? 0.2 : 0.1)), scored ? 0xe0a526 : 0x7a6a55, 1).strokeCircle(c.x, c.y, r);
  const x = c.x;
  const y = c.y;
  switch (kind) {
    case 0: // obelisk
      g.fillStyle(0xb7793f, 1);
      g.fillPoints(asPoints([{ x: x - r * 0.2, y: y + r * 0.6 }, { x: x - r * 0.13, y: y - r * 0.45 }, { x, y: y - r * 0.7 }, { x: x + r * 0.13, y: y - r * 0.45 }, { x: x + r * 0.2, y: y + r * 0.6 }]), true);
      g.fillStyle(0x8a5a2b, 1).fillRect(x - r * 0.4, y + r * 0.5, r * 0.8, r * 0.15);
      break;
    case 1: // book
      g.fillStyle(0x7d3c98, 1);
      g.fillPoints(asPoints([{ x: x - r * 0.6, y: y - r * 0.35 }, { x, y: y - r * 0.25 }, { x, y: y + r * 0.5 }, { x: x - r * 0.6, y: y + r * 0.4 }]), true);
      g.fillStyle(0x9b59b6, 1);
      g.fillPoints(asPoints([{ x: x + r * 0.6, y: y - r * 0.35 }, { x, y: y - r * 0.25 }, { x, y: y + r * 0.5 }, { x: x + r * 0.6, y: y + r * 0.4 }]), true);
      g.lineStyle(Math.max(1, r * 0.06), 0xffffff, 0.9).lineBetween(x - r * 0.45, y - r * 0.05, x - r * 0.12, y);
      break;
    case 2: // toucan
      g.fillStyle(0x222222, 1).fillCircle(x - r * 0.2, y + r * 0.1, r * 0.38);
      g.fillStyle(0xffffff, 1).fillCircle(x - r * 0.18, y - r * 0.05, r * 0.16);
      g.fillStyle(0x222222, 1).fillCircle(x - r * 0.16, y - r * 0.05, r * 0.07);
      g.fillStyle(0xf39c12, 1).fillTriangle(x, y - r * 0.2, x + r * 0.7, y + r * 0.02, x, y + r * 0.12);
      g.fillStyle(0xe74c3c, 1).fillTriangle(x + r * 0.5, y - r * 0.04, x + r * 0.7, y + r * 0.02, x + r * 0.5, y + r * 0.06);
      break;
    case 3: // yeti
      g.fillStyle(0xdfe9f3, 1).fillCircle(x, y, r * 0.52);
      g.lineStyle(Math.max(1, r * 0.08), 0x8aa0b5, 1).strokeCircle(x, y, r * 0.52);
      g.fillStyle(0x4a6073, 1).fillCircle(x - r * 0.18, y - r * 0.08, r * 0.08).fillCircle(x + r * 0.18, y - r * 0.08, r * 0.08);
      g.fillStyle(0x4a6073, 1).fillRect(x - r * 0.15, y + r * 0.2, r * 0.3, r * 0.07);
      break;
    default: // sea monster: humps over the waves
      g.fillStyle(0x1e8449, 1);
      g.fillCircle(x - r * 0.3, y + r * 0.15, r * 0.22).fillCircle(x + r * 0.12, y + r * 0.1, r * 0.26);
      g.fillCircle(x + r * 0.45, y - r * 0.15, r * 0.16);
      g.fillStyle(0xffffff, 1).fillCircle(x + r * 0.5, y - r * 0.2, r * 0.06);
      g.fillStyle(0x2874a6, 1).fillRect(x - r * 0.65, y + r * 0.25, r * 1.3, r * 0.14);
  }
}
