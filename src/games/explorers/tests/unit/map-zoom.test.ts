import { describe, expect, it } from 'vitest';
import { CELLS, TILE_SIZE, colOf, quadrantOf, rowOf } from '../../rules/index';
import { cellOnIsland, computePlayLayout, islandOrigin, mapArea } from '../../ui/play-layout';
import { computeLayout } from '../../../../ui/layout';
import { DOUBLE_TAP_MS, TouchGestures } from '../../../../ui/touch-gestures';
import { between, clampPan, clampScale, followZoom, MAX_SCALE, panBy, toPicture, toScreen, visiblePart, WHOLE, zoomAt, type Zoom } from '../../../../ui/zoom-view';

const area = { x: 10, y: 50, width: 370, height: 400 };

/** The picture covers the area: no sky shows where the map is. */
function covers(zoom: Zoom): boolean {
  const from = toScreen(zoom, area);
  const to = toScreen(zoom, { x: area.x + area.width, y: area.y + area.height });
  return from.x <= area.x + 1e-9 && from.y <= area.y + 1e-9 && to.x >= area.x + area.width - 1e-9 && to.y >= area.y + area.height - 1e-9;
}

describe('zoom maths', () => {
  it('keeps the scale between the whole map and the deepest zoom', () => {
    expect(clampScale(0.4)).toBe(1);
    expect(clampScale(1.7)).toBe(1.7);
    expect(clampScale(9)).toBe(MAX_SCALE);
    expect(zoomAt(WHOLE, area, 0.5, { x: 100, y: 100 })).toEqual(WHOLE);
  });

  it('keeps the point under the fingers where it is', () => {
    const focus = { x: 190, y: 240 };
    const zoom = zoomAt(WHOLE, area, 2, focus);
    expect(zoom.scale).toBe(2);
    expect(toScreen(zoom, focus).x).toBeCloseTo(focus.x);
    expect(toScreen(zoom, focus).y).toBeCloseTo(focus.y);
    const deeper = zoomAt(zoom, area, 2.4, { x: 120, y: 300 });
    const under = toPicture(zoom, { x: 120, y: 300 });
    expect(toScreen(deeper, under).x).toBeCloseTo(120);
    expect(toScreen(deeper, under).y).toBeCloseTo(300);
  });

  it('reads a touch against the zoom it was made under, after the picture moved', () => {
    const then = zoomAt(WHOLE, area, 2, { x: 200, y: 250 });
    const now = panBy(then, area, -40, 25);
    const touched = { x: 120, y: 300 };
    const moved = followZoom(then, now, touched);
    expect(toPicture(now, moved).x).toBeCloseTo(toPicture(then, touched).x, 9);
    expect(toPicture(now, moved).y).toBeCloseTo(toPicture(then, touched).y, 9);
    expect(moved).toEqual({ x: 80, y: 325 });
    expect(followZoom(now, now, touched)).toBe(touched);
  });

  it('near an edge, moves only as far as the area allows', () => {
    const corner = zoomAt(WHOLE, area, 2, { x: 0, y: 0 });
    expect(covers(corner)).toBe(true);
    expect(toScreen(corner, area).x).toBeCloseTo(area.x);
    expect(toScreen(corner, area).y).toBeCloseTo(area.y);
  });

  it('pans within the area, never past the map edges', () => {
    const zoom = zoomAt(WHOLE, area, 2, { x: 200, y: 250 });
    expect(panBy(zoom, area, 30, -20)).toEqual({ scale: 2, x: zoom.x + 30, y: zoom.y - 20 });
    for (const [dx, dy] of [
      [5000, 0],
      [-5000, 0],
      [0, 5000],
      [0, -5000],
    ] as const) {
      expect(covers(panBy(zoom, area, dx, dy))).toBe(true);
    }
    expect(panBy(WHOLE, area, 40, 40)).toEqual(WHOLE);
    expect(clampPan({ scale: 2, x: 900, y: -900 }, area)).toEqual(clampPan({ scale: 2, x: 10_000, y: -10_000 }, area));
  });

  it('tells the part of the map on screen, and passes through every step of a transition', () => {
    const zoom = zoomAt(WHOLE, area, 2, { x: 200, y: 250 });
    const part = visiblePart(zoom, area);
    expect(part.width).toBeCloseTo(area.width / 2);
    expect(toScreen(zoom, part).x).toBeCloseTo(area.x);
    expect(visiblePart(WHOLE, area)).toEqual(area);
    for (const t of [0, 0.25, 0.5, 1]) expect(covers(between(WHOLE, zoom, t))).toBe(true);
    expect(between(WHOLE, zoom, 1)).toEqual(zoom);
  });
});

describe('a point on the zoomed map finds its cell', () => {
  const play = computePlayLayout(computeLayout(390, 844));
  const cellAt = (zoom: Zoom, s: { x: number; y: number }): number | null => {
    const p = toPicture(zoom, s);
    for (let q = 0; q < 4; q++) {
      const cell = cellOnIsland(play.cell, q, islandOrigin(play, q), p);
      if (cell !== null) return cell;
    }
    return null;
  };
  const centre = (cell: number) => {
    const o = islandOrigin(play, quadrantOf(cell));
    return { x: o.x + ((colOf(cell) % TILE_SIZE) + 0.5) * play.cell, y: o.y + ((rowOf(cell) % TILE_SIZE) + 0.5) * play.cell };
  };

  it('for every cell, at the whole map and zoomed, each cell twice the size', () => {
    const zoomed = zoomAt(WHOLE, mapArea(play), 2, { x: 250, y: 300 });
    for (const zoom of [WHOLE, zoomed]) {
      for (let cell = 0; cell < CELLS; cell++) expect(cellAt(zoom, toScreen(zoom, centre(cell)))).toBe(cell);
    }
    const a = toScreen(zoomed, centre(0));
    const b = toScreen(zoomed, centre(1));
    expect(play.cell).toBeLessThan(40);
    expect(b.x - a.x).toBeGreaterThanOrEqual(40);
  });

  it('and none in the sky between the islands', () => {
    const gap = { x: islandOrigin(play, 1).x - play.gap / 2, y: centre(0).y };
    const zoomed = zoomAt(WHOLE, mapArea(play), 2.5, gap);
    expect(cellAt(zoomed, toScreen(zoomed, gap))).toBeNull();
  });

  it('keeps the map area above the opponents, inside the screen', () => {
    const m = mapArea(play);
    expect(m.y + m.height).toBeLessThanOrEqual(play.opponents.y);
    expect(m.x).toBeGreaterThanOrEqual(0);
    expect(m.x + m.width).toBeLessThanOrEqual(390);
    const wide = computePlayLayout(computeLayout(1280, 800));
    expect(mapArea(wide).x + mapArea(wide).width).toBeLessThanOrEqual(wide.opponents.x);
  });
});

describe('touch gestures', () => {
  const at = (x: number, y: number) => ({ x, y });

  // Each finger goes down with its own pose (here its number): a tap told later carries its own.
  it('tells a tap only once no second tap can follow', () => {
    const g = new TouchGestures<number>();
    g.down(1, at(100, 100), 1);
    expect(g.up(1, at(101, 100), 1000)).toBeNull();
    expect(g.settle(1000 + DOUBLE_TAP_MS - 1)).toBeNull();
    expect(g.settle(1000 + DOUBLE_TAP_MS)).toEqual({ kind: 'tap', at: at(100, 100), pose: 1 });
    expect(g.settle(5000)).toBeNull();
  });

  it('tells a double tap, and no tap with it', () => {
    const g = new TouchGestures<number>();
    g.down(1, at(100, 100), 1);
    g.up(1, at(100, 100), 1000);
    g.down(2, at(108, 104), 2);
    expect(g.up(2, at(108, 104), 1200)).toEqual({ kind: 'doubleTap', at: at(100, 100) });
    expect(g.settle(9000)).toBeNull();
  });

  it('two taps apart in time or space are two taps', () => {
    const g = new TouchGestures<number>();
    g.down(1, at(100, 100), 1);
    g.up(1, at(100, 100), 1000);
    g.down(2, at(200, 100), 2);
    // The first acts when the second, far from it, comes.
    expect(g.up(2, at(200, 100), 1100)).toEqual({ kind: 'tap', at: at(100, 100), pose: 1 });
    expect(g.settle(1100 + DOUBLE_TAP_MS)).toEqual({ kind: 'tap', at: at(200, 100), pose: 2 });
    g.down(3, at(200, 100), 3);
    expect(g.up(3, at(200, 100), 2000)).toBeNull();
    // Quick taps on neighbouring phone cells (21 units apart) stay two taps.
    g.down(4, at(221, 100), 4);
    expect(g.up(4, at(221, 100), 2100)).toEqual({ kind: 'tap', at: at(200, 100), pose: 3 });
    // A tap whose wait ran late acts when the next one comes, not lost.
    g.down(5, at(221, 100), 5);
    expect(g.up(5, at(221, 100), 2100 + DOUBLE_TAP_MS + 50)).toEqual({ kind: 'tap', at: at(221, 100), pose: 4 });
  });

  it('a drag pans and is no tap', () => {
    const g = new TouchGestures<number>();
    g.down(1, at(100, 100), 1);
    expect(g.move(1, at(104, 100))).toBeNull();
    expect(g.move(1, at(130, 90))).toEqual({ kind: 'pan', dx: 30, dy: -10 });
    expect(g.move(1, at(140, 90))).toEqual({ kind: 'pan', dx: 10, dy: 0 });
    expect(g.up(1, at(140, 90), 1000)).toBeNull();
    expect(g.settle(9000)).toBeNull();
  });

  it('two fingers pinch about their middle, and lifting them is no tap', () => {
    const g = new TouchGestures<number>();
    g.down(1, at(100, 100), 1);
    g.down(2, at(200, 100), 2);
    expect(g.move(2, at(300, 100))).toEqual({ kind: 'pinch', factor: 2, at: at(200, 100) });
    expect(g.up(2, at(300, 100), 1000)).toBeNull();
    expect(g.up(1, at(100, 100), 1010)).toBeNull();
    expect(g.settle(9000)).toBeNull();
  });
});
