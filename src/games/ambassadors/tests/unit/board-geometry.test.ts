// The board's geometry: every wonder on land with room around it on the painted map, every path's
// dots spaced evenly along its line, no two spots on top of each other, and taps that reach a stop
// from a finger's width away and never pick a farther stop than the nearest.
import { describe, expect, it } from 'vitest';
import { board, MAP } from '../../rules/index';
import { boardGeometry, HIT_SIZE, labelBox, pickStop, placeLabels, placeMap, pointOnCurve, type LabelSpot, type Point } from '../../ui/board-geometry';
import type { Rect } from '../../../../ui/layout';
import { COAST_WOBBLE, isLand, MAP_HEIGHT, MAP_SHAPES, MAP_WIDTH, wobbled } from '../../ui/map-coasts';

const geometry = boardGeometry(board());
const distance = (a: Point, b: Point): number => Math.hypot(a.x - b.x, a.y - b.y);
/** Room kept between a wonder and the nearest coast, in map units (the inked wobble is 1.4). */
const SHORE_ROOM = 10;

describe('the map', () => {
  it.each(MAP.wonders.map((w) => [w.id, w] as const))('%s stands on land, with room to the shore', (_, wonder) => {
    const around = Array.from({ length: 16 }, (_, k) => ({ x: wonder.x + Math.cos((k * Math.PI) / 8) * SHORE_ROOM, y: wonder.y + Math.sin((k * Math.PI) / 8) * SHORE_ROOM }));
    expect(isLand(wonder)).toBe(true);
    expect(around.filter((p) => !isLand(p))).toEqual([]);
  });

  it('inks its coasts within a hair of their outlines, the same on every run', () => {
    const toSegment = (p: Point, a: Point, b: Point): number => {
      const t = Math.max(0, Math.min(1, ((p.x - a.x) * (b.x - a.x) + (p.y - a.y) * (b.y - a.y)) / ((b.x - a.x) ** 2 + (b.y - a.y) ** 2)));
      return distance(p, { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t });
    };
    MAP_SHAPES.forEach((shape, i) => {
      const corners = Array.from({ length: shape.outline.length / 2 }, (_, k) => ({ x: shape.outline[2 * k] as number, y: shape.outline[2 * k + 1] as number }));
      const inked = wobbled(shape.outline, 101 + i * 31);
      expect(wobbled(shape.outline, 101 + i * 31)).toEqual(inked);
      for (const p of inked) expect(Math.min(...corners.map((a, k) => toSegment(p, a, corners[(k + 1) % corners.length] as Point)))).toBeLessThanOrEqual(COAST_WOBBLE + 1e-9);
    });
    expect(COAST_WOBBLE).toBeLessThan(SHORE_ROOM / 2);
  });

  it('keeps every wonder inside the map', () => {
    expect(MAP.wonders.filter((w) => w.x < 0 || w.y < 0 || w.x > MAP_WIDTH || w.y > MAP_HEIGHT)).toEqual([]);
  });
});

describe('the paths', () => {
  it('place every dot on its path, evenly spaced from one wonder to the other', () => {
    const b = board();
    b.paths.forEach((path, p) => {
      const curve = geometry.curves[p];
      expect(curve?.from).toEqual(geometry.spots[path.a]);
      expect(curve?.to).toEqual(geometry.spots[path.b]);
      const line = [geometry.spots[path.a], ...Array.from({ length: path.dots }, (_, d) => geometry.spots[path.firstDot + d]), geometry.spots[path.b]] as Point[];
      // Each dot lies on the curve (near one of many samples of it).
      const samples = Array.from({ length: 2001 }, (_, i) => pointOnCurve(curve as NonNullable<typeof curve>, i / 2000));
      for (const dot of line) expect(Math.min(...samples.map((s) => distance(s, dot)))).toBeLessThan(0.5);
      // Consecutive steps are as long as each other (a straight step is at most a little shorter than the arc).
      const steps = line.slice(1).map((q, i) => distance(line[i] as Point, q));
      expect(Math.max(...steps) / Math.min(...steps)).toBeLessThan(1.05);
    });
  });

  it('keep every spot clear of every other', () => {
    const { spots } = geometry;
    let closest = Infinity;
    spots.forEach((a, i) => spots.forEach((b, j) => j > i && (closest = Math.min(closest, distance(a, b)))));
    expect(closest).toBeGreaterThanOrEqual(12);
  });
});

describe('taps on a phone (390 × 844, the map zoomed in)', () => {
  const placement = placeMap({ x: 8, y: 110, width: 374, height: 420 });
  const zoom = 2.5;
  const onScreen = (p: Point): Point => ({ x: placement.x + p.x * placement.scale * zoom, y: placement.y + p.y * placement.scale * zoom });

  it('reach a lone stop from half a finger-width away, in every direction', () => {
    expect(HIT_SIZE).toBeGreaterThanOrEqual(44);
    const stop = onScreen(geometry.spots[0] as Point);
    for (let k = 0; k < 8; k++) {
      const at = { x: stop.x + Math.cos((k * Math.PI) / 4) * (HIT_SIZE / 2 - 0.5), y: stop.y + Math.sin((k * Math.PI) / 4) * (HIT_SIZE / 2 - 0.5) };
      expect(pickStop([stop], at)).toBe(0);
    }
    expect(pickStop([stop], { x: stop.x + HIT_SIZE, y: stop.y })).toBe(-1);
  });

  it('pick the nearest of every stop of the board, wherever the tap lands', () => {
    const stops = geometry.spots.map(onScreen);
    for (let i = 0; i < 400; i++) {
      const at = { x: (i * 37) % 400, y: 110 + ((i * 53) % 420) };
      const picked = pickStop(stops, at);
      const nearest = Math.min(...stops.map((s) => distance(s, at)));
      if (picked < 0) expect(nearest).toBeGreaterThan(HIT_SIZE / 2);
      else expect(distance(stops[picked] as Point, at)).toBe(nearest);
    }
  });
});

describe('wonder names', () => {
  // Each name about 7 units a letter and 14 tall on screen (12-unit bold type), in map units at `scale`.
  const spotsAt = (scale: number): LabelSpot[] =>
    MAP.wonders.map((w, i) => ({ at: geometry.spots[i] as Point, radius: w.city ? 19 : 16, width: (w.id.length * 7) / scale, height: 14 / scale, preferred: 'below' }));
  const clear = (a: Rect, b: Rect): boolean => a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
  const inside = (a: Rect, b: Rect): boolean => a.x >= b.x && a.y >= b.y && a.x + a.width <= b.x + b.width && a.y + a.height <= b.y + b.height;

  for (const [what, scale, visible] of [
    ['the whole map at 0.78 units a map unit (a desktop)', 0.78, { x: 0, y: 0, width: MAP_WIDTH, height: MAP_HEIGHT }],
    ['a phone zoomed in on the Mediterranean', 0.4 * 2.5, { x: 60, y: 100, width: 400, height: 240 }],
  ] as const) {
    it(`meet neither each other nor a plaque, and stay in sight: ${what}`, () => {
      const spots = spotsAt(scale);
      const sides = placeLabels(spots, visible);
      const boxes = sides.flatMap((side, i) => (side === null ? [] : [labelBox(spots[i] as LabelSpot, side)]));
      expect(boxes.length).toBeGreaterThan(spots.length / 3);
      boxes.forEach((a, i) => {
        expect(inside(a, visible)).toBe(true);
        boxes.forEach((b, j) => j > i && expect(clear(a, b)).toBe(true));
        for (const s of spots) expect(clear(a, { x: s.at.x - s.radius, y: s.at.y - s.radius, width: 2 * s.radius, height: 2 * s.radius })).toBe(true);
      });
    });
  }

  it('move to another side when the preferred one is taken', () => {
    const a: LabelSpot = { at: { x: 100, y: 100 }, radius: 10, width: 60, height: 14, preferred: 'below' };
    const b: LabelSpot = { ...a, at: { x: 130, y: 100 } };
    expect(placeLabels([a, b], { x: 0, y: 0, width: 400, height: 400 })).toEqual(['below', 'above']);
  });

  it("rise above a wonder's taller flags (colour-blind mode's), on that side only", () => {
    const a: LabelSpot = { at: { x: 100, y: 100 }, radius: 10, width: 60, height: 14, preferred: 'above' };
    const flagged = { ...a, raised: 21 };
    expect(labelBox(flagged, 'above')).toEqual({ ...labelBox(a, 'above'), y: labelBox(a, 'above').y - 21 });
    for (const side of ['below', 'left', 'right'] as const) expect(labelBox(flagged, side)).toEqual(labelBox(a, side));
  });
});
