// Where everything of the board stands, in the map's units (the rules' MAP box, 1000 × 600):
// wonders at their content coordinates, each path a gentle curve between its two wonders (its bend
// seeded by its index, so the board always looks the same), its dots spaced evenly along it. Pure
// (no Phaser): the board view draws from it, and the geometry test checks it.
import { board as checkedBoard, MAP, type Board } from '../rules/index';
import { nextFloat } from '../../common/rng';
import { MAP_HEIGHT, MAP_WIDTH, type Point } from './map-coasts';
import type { Rect } from '../../../ui/layout';

export type { Point };

/** A path's line: a quadratic curve from wonder `a` to wonder `b`. */
export interface PathCurve {
  readonly from: Point;
  readonly control: Point;
  readonly to: Point;
}

export interface BoardGeometry {
  /** Per spot (wonders, then every path's dots): its place. */
  readonly spots: readonly Point[];
  /** Per path: its line. */
  readonly curves: readonly PathCurve[];
}

/** How far a path bows at most, as a share of its length. */
const MAX_BEND = 0.1;
/** Samples taken along a curve to space the dots by length. */
const SAMPLES = 48;

export const pointOnCurve = (c: PathCurve, t: number): Point => {
  const u = 1 - t;
  return { x: u * u * c.from.x + 2 * u * t * c.control.x + t * t * c.to.x, y: u * u * c.from.y + 2 * u * t * c.control.y + t * t * c.to.y };
};

const distance = (a: Point, b: Point): number => Math.hypot(a.x - b.x, a.y - b.y);

/** `count` points spaced evenly by length along the curve, its ends left out. */
export function evenlyAlong(c: PathCurve, count: number): Point[] {
  const samples = Array.from({ length: SAMPLES + 1 }, (_, i) => pointOnCurve(c, i / SAMPLES));
  const lengths = [0];
  for (let i = 1; i <= SAMPLES; i++) lengths.push((lengths[i - 1] as number) + distance(samples[i - 1] as Point, samples[i] as Point));
  const total = lengths[SAMPLES] as number;
  const out: Point[] = [];
  let i = 1;
  for (let k = 1; k <= count; k++) {
    const want = (total * k) / (count + 1);
    while ((lengths[i] as number) < want) i++;
    const before = lengths[i - 1] as number;
    const share = (want - before) / ((lengths[i] as number) - before);
    const a = samples[i - 1] as Point, b = samples[i] as Point;
    out.push({ x: a.x + (b.x - a.x) * share, y: a.y + (b.y - a.y) * share });
  }
  return out;
}

export function boardGeometry(board: Board = checkedBoard()): BoardGeometry {
  const wonders: Point[] = MAP.wonders.map((w) => ({ x: w.x, y: w.y }));
  const spots: Point[] = wonders.slice();
  const curves = board.paths.map((path, p) => {
    const from = wonders[path.a] as Point, to = wonders[path.b] as Point;
    const bend = (nextFloat(0x5eed + p * 7919).value * 2 - 1) * MAX_BEND;
    const control = { x: (from.x + to.x) / 2 - (to.y - from.y) * bend, y: (from.y + to.y) / 2 + (to.x - from.x) * bend };
    return { from, control, to };
  });
  board.paths.forEach((path, p) => evenlyAlong(curves[p] as PathCurve, path.dots).forEach((dot, d) => (spots[path.firstDot + d] = dot)));
  return { spots, curves };
}

/** Where the map sits in a rect: as large as fits (or as covers it), centred, its aspect kept. */
export interface MapPlacement {
  readonly x: number;
  readonly y: number;
  readonly scale: number;
}

export function placeMap(rect: Rect, cover = false): MapPlacement {
  const fit = cover ? Math.max : Math.min;
  const scale = fit(rect.width / MAP_WIDTH, rect.height / MAP_HEIGHT);
  return { x: rect.x + (rect.width - MAP_WIDTH * scale) / 2, y: rect.y + (rect.height - MAP_HEIGHT * scale) / 2, scale };
}

/** A tappable stop is at least this wide on screen (logical units, a finger's width on a phone). */
export const HIT_SIZE = 44;

/**
 * The stop a tap at `at` picks: the nearest within HIT_SIZE / 2, or -1. Stops closer together
 * than HIT_SIZE share the space between them, each taking the side nearer to it.
 */
export function pickStop(stops: readonly Point[], at: Point): number {
  let best = -1;
  let bestDistance = HIT_SIZE / 2;
  stops.forEach((s, i) => {
    const d = distance(s, at);
    if (d <= bestDistance) {
      best = i;
      bestDistance = d;
    }
  });
  return best;
}

/** Where a wonder's name stands against its plaque. */
export type LabelSide = 'below' | 'above' | 'left' | 'right';
const LABEL_SIDES: readonly LabelSide[] = ['below', 'above', 'right', 'left'];

export interface LabelSpot {
  /** The plaque's centre and radius. */
  readonly at: Point;
  readonly radius: number;
  /** The name's size (map units at the zoom it is drawn for). */
  readonly width: number;
  readonly height: number;
  /** Tried first: away from the wonder's paths. */
  readonly preferred: LabelSide;
  /** How much higher than usual the wonder's flags stand (colour-blind mode's): a name above rises as much, to leave them in sight. */
  readonly raised?: number;
}

/** The box of a name on `side` of its plaque (a small gap between the two). */
export function labelBox(spot: LabelSpot, side: LabelSide): Rect {
  const { at, radius: r, width: w, height: h } = spot;
  switch (side) {
    case 'above':
      return { x: at.x - w / 2, y: at.y - r - 6 - h - (spot.raised ?? 0), width: w, height: h };
    case 'left':
      return { x: at.x - r - w, y: at.y - h / 2, width: w, height: h };
    case 'right':
      return { x: at.x + r, y: at.y - h / 2, width: w, height: h };
    default:
      return { x: at.x - w / 2, y: at.y + r, width: w, height: h };
  }
}

const overlaps = (a: Rect, b: Rect): boolean => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const within = (inner: Rect, outer: Rect): boolean => inner.x >= outer.x && inner.y >= outer.y && inner.x + inner.width <= outer.x + outer.width && inner.y + inner.height <= outer.y + outer.height;

/**
 * A side for each name, in order, or null where none fits: inside `visible` (the part of the map
 * on screen), clear of the names placed before it and of every plaque. The preferred side first,
 * then below, above, right, left.
 */
export function placeLabels(spots: readonly LabelSpot[], visible: Rect): (LabelSide | null)[] {
  const plaques = spots.map((s) => ({ x: s.at.x - s.radius, y: s.at.y - s.radius, width: 2 * s.radius, height: 2 * s.radius }));
  const placed: Rect[] = [];
  return spots.map((spot) => {
    for (const side of [spot.preferred, ...LABEL_SIDES.filter((s) => s !== spot.preferred)]) {
      const box = labelBox(spot, side);
      if (!within(box, visible) || placed.some((p) => overlaps(p, box)) || plaques.some((p) => overlaps(p, box))) continue;
      placed.push(box);
      return side;
    }
    return null;
  });
}
