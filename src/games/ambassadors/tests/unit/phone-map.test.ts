// The play screen's places from a screen's size: an upright phone gives the map the height the
// turn's controls leave free, the map drawn to cover it and pannable across what overflows.
import { describe, expect, it } from 'vitest';
import { computeLayout, type Rect } from '../../../../ui/layout';
import { clampPan, panBy, toScreen, WHOLE, zoomAt } from '../../../../ui/zoom-view';
import { HIT_SIZE, placeMap } from '../../ui/board-geometry';
import { MAP_HEIGHT, MAP_WIDTH } from '../../ui/map-coasts';
import { playLayout, type PlayLayout } from '../../scenes/play-layout';

const ASPECT = MAP_HEIGHT / MAP_WIDTH;
const overlap = (a: Rect, b: Rect): boolean => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const places = (play: PlayLayout): Rect[] => [play.map, ...play.seats, play.prompt, play.dice, play.decks, play.hand, play.log, ...play.actions];

describe('the play screen on an upright phone (390 × 844)', () => {
  const screen = computeLayout(390, 844);
  for (const players of [2, 3, 4]) {
    const play = playLayout(screen, players);
    it(`${players} players: the map takes the free height, taller than its own aspect`, () => {
      expect(play.map.height).toBeGreaterThanOrEqual(play.map.width * ASPECT + 70);
      // Down to the seats: no empty band left on the screen.
      const seatsTop = Math.min(...play.seats.map((s) => s.y));
      expect(seatsTop - (play.map.y + play.map.height)).toBeLessThanOrEqual(8);
    });
    it(`${players} players: nothing overlaps, everything on screen, buttons a finger wide`, () => {
      const all = places(play);
      all.forEach((a, i) => all.slice(i + 1).forEach((b) => expect(overlap(a, b)).toBe(false)));
      for (const r of all) {
        expect(r.x).toBeGreaterThanOrEqual(0);
        expect(r.y).toBeGreaterThanOrEqual(0);
        expect(r.x + r.width).toBeLessThanOrEqual(screen.width);
        expect(r.y + r.height).toBeLessThanOrEqual(screen.height);
      }
      for (const r of play.actions) expect(Math.min(r.width, r.height)).toBeGreaterThanOrEqual(HIT_SIZE);
    });
  }
});

describe('the play screen in landscape', () => {
  for (const [width, height] of [[1280, 800], [844, 390]] as const) {
    it(`${width} × ${height}: the map keeps its own aspect, shown whole`, () => {
      const { map } = playLayout(computeLayout(width, height), 4);
      expect(map.height).toBeCloseTo(map.width * ASPECT, 6);
    });
  }
});

describe('a map drawn to cover a taller area', () => {
  const area = { x: 0, y: 60, width: 390, height: 380 };
  const { x, y, scale } = placeMap(area, true);
  const picture = { x, y, width: MAP_WIDTH * scale, height: MAP_HEIGHT * scale };

  it('fills the area, centred, overflowing on the sides only', () => {
    expect(picture.height).toBeCloseTo(area.height, 6);
    expect(picture.x).toBeLessThan(area.x);
    expect(picture.x + picture.width).toBeGreaterThan(area.x + area.width);
  });

  it('pans at scale 1 as far as either edge of the map, never past it', () => {
    const right = panBy(WHOLE, area, -10_000, 0, picture);
    expect(toScreen(right, { x: picture.x + picture.width, y: 0 }).x).toBeCloseTo(area.x + area.width, 6);
    const left = panBy(WHOLE, area, 10_000, 0, picture);
    expect(toScreen(left, { x: picture.x, y: 0 }).x).toBeCloseTo(area.x, 6);
    // No vertical slack: the map's height is the area's.
    expect(panBy(WHOLE, area, 0, 500, picture).y).toBeCloseTo(0, 6);
  });

  it('zooms out no further than the whole map, centred in the area', () => {
    const out = zoomAt(WHOLE, area, 0.1, { x: 195, y: 250 }, picture);
    const left = toScreen(out, { x: picture.x, y: picture.y });
    const right = toScreen(out, { x: picture.x + picture.width, y: picture.y + picture.height });
    expect(left.x).toBeCloseTo(area.x, 6);
    expect(right.x).toBeCloseTo(area.x + area.width, 6);
    expect((left.y + right.y) / 2).toBeCloseTo(area.y + area.height / 2, 6);
    // Smaller than its area, the map stays centred whatever the drag.
    expect(panBy(out, area, 0, 300, picture)).toEqual(out);
  });

  it('leaves a picture the size of its area as before (no pan at scale 1, no zoom below it)', () => {
    expect(zoomAt(WHOLE, area, 0.5, { x: 100, y: 100 })).toEqual(WHOLE);
    expect(clampPan({ scale: 1, x: 40, y: -30 }, area)).toEqual(WHOLE);
  });
});
