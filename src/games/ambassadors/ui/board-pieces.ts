// The board's small pieces, drawn with Phaser's Graphics in our own style (inked outlines on
// parchment): each wonder's building, an explorer's figure, an ambassador's flag, an ambush
// token. Each draws centred on (x, y) at a given size, so the board and the cards share them.
import type Phaser from 'phaser';
import { drawSymbol } from '../../../ui/seat-dot';
import { symbolInk, type SeatMark } from '../../../ui/seat-symbols';

export const INK = 0x3b2a1a;
export const PARCHMENT = 0xf6ead0;
export const PARCHMENT_DARK = 0xe2cc9c;
export const PATH_GREEN = 0x3d7f3a;
export const PATH_ORANGE = 0xe27a22;
export const GOLD = 0xd9a93a;
export const AMBUSH_RED = 0x9c2a1e;

type G = Phaser.GameObjects.Graphics;
type Pt = { x: number; y: number };

const poly = (g: G, points: readonly Pt[]): void => {
  g.fillPoints(points as unknown as Phaser.Math.Vector2[], true);
  g.strokePoints(points as unknown as Phaser.Math.Vector2[], true, true);
};

export const WONDER_STYLES = ['tower', 'cathedral', 'castle', 'pyramid', 'pagoda', 'temple', 'statue', 'dome', 'stele'] as const;
export type WonderStyle = (typeof WONDER_STYLES)[number];

/** Each wonder's building, by its content id (a wonder not listed gets a temple). */
export const WONDER_STYLE: Readonly<Record<string, WonderStyle>> = {
  unitedKingdom: 'tower',
  france: 'cathedral',
  spain: 'castle',
  timbuktu: 'pyramid',
  forbiddenCity: 'pagoda',
  lhasa: 'castle',
  carthage: 'temple',
  rhodes: 'statue',
  venice: 'dome',
  hagiaSophia: 'dome',
  giza: 'pyramid',
  petra: 'temple',
  aksum: 'stele',
  greatZimbabwe: 'castle',
  persepolis: 'temple',
  samarkand: 'dome',
  tajMahal: 'dome',
  sigiriya: 'castle',
  angkor: 'pagoda',
  kyoto: 'pagoda',
};

const STONE = 0xf3e2bd;
const ROOF = 0xb5523b;
const STONE_SHADE = 0xd4b98a;

/** A wonder's building in a box `s` wide, standing on y + s * 0.36. */
export function drawBuilding(g: G, style: WonderStyle, x: number, y: number, s: number): void {
  const base = y + s * 0.36;
  const u = s / 20; // one unit of the drawings below
  g.lineStyle(Math.max(0.6, u * 1.1), INK, 1);
  const box = (x0: number, y0: number, w: number, h: number, fill: number): void => {
    g.fillStyle(fill, 1);
    g.fillRect(x0, y0, w, h);
    g.strokeRect(x0, y0, w, h);
  };
  const tri = (points: readonly number[], fill: number): void => {
    g.fillStyle(fill, 1);
    const pts: Pt[] = [];
    for (let i = 0; i < points.length; i += 2) pts.push({ x: x + (points[i] as number) * u, y: base + (points[i + 1] as number) * u });
    poly(g, pts);
  };
  switch (style) {
    case 'tower':
      box(x - 3 * u, base - 14 * u, 6 * u, 14 * u, STONE);
      tri([-4, -14, 0, -19, 4, -14], ROOF);
      g.fillStyle(PARCHMENT, 1).fillCircle(x, base - 10 * u, 1.7 * u).strokeCircle(x, base - 10 * u, 1.7 * u);
      box(x - 8 * u, base - 6 * u, 5 * u, 6 * u, STONE_SHADE);
      break;
    case 'cathedral':
      box(x - 8 * u, base - 12 * u, 5 * u, 12 * u, STONE);
      box(x + 3 * u, base - 12 * u, 5 * u, 12 * u, STONE);
      box(x - 3 * u, base - 8 * u, 6 * u, 8 * u, STONE_SHADE);
      tri([-3, -8, 0, -12, 3, -8], ROOF);
      g.fillStyle(INK, 1).fillCircle(x, base - 4.5 * u, 1.3 * u);
      break;
    case 'castle':
      box(x - 8 * u, base - 9 * u, 16 * u, 9 * u, STONE);
      for (const dx of [-8, -3.5, 1, 5.5]) box(x + dx * u, base - 11 * u, 2.5 * u, 2 * u, STONE);
      box(x - 2 * u, base - 15 * u, 4 * u, 6 * u, STONE_SHADE);
      tri([-3, -15, 0, -18, 3, -15], ROOF);
      g.fillStyle(INK, 1).fillRect(x - 1.5 * u, base - 4 * u, 3 * u, 4 * u);
      break;
    case 'pyramid':
      tri([-10, 0, -1, -15, 10, 0], STONE);
      tri([-1, -15, 10, 0, 3, 0], STONE_SHADE);
      break;
    case 'pagoda':
      tri([-9, -4, 9, -4, 6, -7, -6, -7], ROOF);
      box(x - 5 * u, base - 4 * u, 10 * u, 4 * u, STONE);
      box(x - 3.5 * u, base - 11 * u, 7 * u, 4 * u, STONE);
      tri([-7, -11, 7, -11, 4, -14, -4, -14], ROOF);
      tri([-4, -14, 0, -18, 4, -14], ROOF);
      break;
    case 'temple':
      tri([-10, -10, 0, -16, 10, -10], STONE_SHADE);
      for (const dx of [-8, -4, 0, 4]) box(x + (dx + 0.8) * u, base - 10 * u, 2.4 * u, 8 * u, STONE);
      box(x - 10 * u, base - 2 * u, 20 * u, 2 * u, STONE_SHADE);
      break;
    case 'statue':
      box(x - 5 * u, base - 4 * u, 10 * u, 4 * u, STONE_SHADE);
      tri([-2, -4, -1.5, -14, 1.5, -14, 2, -4], 0xc98f4a);
      g.fillStyle(0xc98f4a, 1).fillCircle(x, base - 15.5 * u, 2 * u).strokeCircle(x, base - 15.5 * u, 2 * u);
      g.lineStyle(Math.max(0.8, u * 1.6), INK, 1).lineBetween(x + 1.5 * u, base - 12 * u, x + 5 * u, base - 19 * u);
      g.fillStyle(0xf6c344, 1).fillCircle(x + 5 * u, base - 19.5 * u, 1.6 * u);
      break;
    case 'dome':
      box(x - 8 * u, base - 7 * u, 16 * u, 7 * u, STONE);
      g.fillStyle(0x5f9bb0, 1);
      g.beginPath().arc(x, base - 7 * u, 6 * u, Math.PI, 0).closePath().fillPath().strokePath();
      g.lineBetween(x, base - 13 * u, x, base - 16 * u);
      box(x - 10 * u, base - 12 * u, 2 * u, 12 * u, STONE_SHADE);
      box(x + 8 * u, base - 12 * u, 2 * u, 12 * u, STONE_SHADE);
      break;
    case 'stele':
      tri([-2.5, 0, -2.5, -16, 0, -19, 2.5, -16, 2.5, 0], STONE);
      tri([-7, 0, -7, -9, -5.5, -11, -4, -9, -4, 0], STONE_SHADE);
      tri([4, 0, 4, -7, 5.5, -9, 7, -7, 7, 0], STONE_SHADE);
      break;
  }
}

/** The round plaque a wonder stands on, its rim in `rim` (a claimer's colour, gold for the City). */
export function drawWonderPlaque(g: G, style: WonderStyle, x: number, y: number, r: number, rim: number): void {
  g.fillStyle(INK, 0.25).fillCircle(x + r * 0.08, y + r * 0.14, r);
  g.fillStyle(PARCHMENT, 1).fillCircle(x, y, r);
  g.lineStyle(r * 0.16, rim, 1).strokeCircle(x, y, r * 0.92);
  g.lineStyle(Math.max(0.6, r * 0.06), INK, 1).strokeCircle(x, y, r);
  drawBuilding(g, style, x, y - r * 0.02, r * 1.25);
}

/**
 * An explorer: a pawn in `color`, `h` tall, standing on (x, y). Its head is seat `seat`'s own
 * shape (a ball, a square cap, a pointed hood, a diamond), so that figures differ by more than
 * their colour (colour-blind players, a dim screen).
 */
export function drawFigure(g: G, color: number, x: number, y: number, h: number, seat = 0): void {
  const w = h * 0.62;
  g.fillStyle(INK, 0.3).fillEllipse(x, y, w * 1.1, h * 0.22);
  g.fillStyle(color, 1).lineStyle(Math.max(0.8, h * 0.07), 0xffffff, 1);
  poly(g, [
    { x: x - w / 2, y },
    { x: x - w * 0.16, y: y - h * 0.6 },
    { x: x + w * 0.16, y: y - h * 0.6 },
    { x: x + w / 2, y },
  ]);
  const hy = y - h * 0.76, r = h * 0.24;
  switch (seat % 4) {
    case 1:
      g.fillRect(x - r * 0.9, hy - r * 0.9, r * 1.8, r * 1.8).strokeRect(x - r * 0.9, hy - r * 0.9, r * 1.8, r * 1.8);
      break;
    case 2:
      poly(g, [{ x, y: hy - r * 1.45 }, { x: x + r * 1.05, y: hy + r * 0.75 }, { x: x - r * 1.05, y: hy + r * 0.75 }]);
      break;
    case 3:
      poly(g, [{ x, y: hy - r * 1.25 }, { x: x + r * 1.05, y: hy }, { x, y: hy + r * 1.05 }, { x: x - r * 1.05, y: hy }]);
      break;
    default:
      g.fillCircle(x, hy, r * 0.92).strokeCircle(x, hy, r * 0.92);
  }
  g.fillStyle(0xffffff, 0.35).fillCircle(x - h * 0.07, hy - h * 0.05, h * 0.06);
}

/**
 * An ambassador: a flag `h` tall in its seat's colour, its pole's foot at (x, y): a swallowtail
 * pennant, or with a symbol a square cloth that holds it whole (no notch cuts into it).
 */
export function drawFlag(g: G, { color, symbol }: SeatMark, x: number, y: number, h: number): void {
  g.lineStyle(Math.max(0.6, h * 0.1), INK, 1).lineBetween(x, y, x, y - h);
  g.fillStyle(color, 1).lineStyle(Math.max(0.5, h * 0.07), 0xffffff, 1);
  if (symbol) {
    poly(g, [{ x, y: y - h }, { x: x + h * 0.56, y: y - h }, { x: x + h * 0.56, y: y - h * 0.46 }, { x, y: y - h * 0.46 }]);
    drawSymbol(g, symbol, x + h * 0.28, y - h * 0.73, h * 0.44, symbolInk(color));
    return;
  }
  poly(g, [
    { x, y: y - h },
    { x: x + h * 0.62, y: y - h * 0.86 },
    { x: x + h * 0.5, y: y - h * 0.72 },
    { x: x + h * 0.62, y: y - h * 0.58 },
    { x, y: y - h * 0.5 },
  ]);
}

/** An ambush token: a dark red disc with crossed blades, radius `r`. */
export function drawAmbushToken(g: G, x: number, y: number, r: number): void {
  g.fillStyle(INK, 0.35).fillCircle(x + r * 0.1, y + r * 0.18, r);
  g.fillStyle(AMBUSH_RED, 1).fillCircle(x, y, r);
  g.lineStyle(Math.max(0.6, r * 0.14), 0xf8e7c4, 1).strokeCircle(x, y, r * 0.8);
  g.lineStyle(Math.max(0.8, r * 0.2), 0xf8e7c4, 1);
  const k = r * 0.42;
  g.lineBetween(x - k, y - k, x + k, y + k).lineBetween(x + k, y - k, x - k, y + k);
}
