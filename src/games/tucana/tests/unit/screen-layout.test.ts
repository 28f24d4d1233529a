import { describe, expect, it } from 'vitest';
import { islandOf, edgeBetween } from '../../rules/index';
import { fitHexes, hexAt, hexToward } from '../../ui/hex-geometry';
import { tucanaPlayLayout } from '../../ui/play-layout';
import { computeLayout } from '../../../../ui/layout';
import type { Rect } from '../../../../ui/layout';

const inside = (inner: Rect, outer: Rect): boolean =>
  inner.x >= outer.x - 0.01 && inner.y >= outer.y - 0.01 && inner.x + inner.width <= outer.x + outer.width + 0.01 && inner.y + inner.height <= outer.y + outer.height + 0.01;
const overlap = (a: Rect, b: Rect): boolean => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('Tucana hexes on screen', () => {
  for (const id of ['petit', 'grande'] as const) {
    const island = islandOf(id);
    const area = { x: 10, y: 20, width: 600, height: 500 };
    const layout = fitHexes(island.q, island.r, area);

    it(`fits ${id} inside its area, each hex found under its own centre`, () => {
      for (const c of layout.centres) {
        expect(c.x - layout.radius).toBeGreaterThanOrEqual(area.x - 0.01);
        expect(c.x + layout.radius).toBeLessThanOrEqual(area.x + area.width + 0.01);
        expect(c.y - layout.radius).toBeGreaterThanOrEqual(area.y - 0.01);
        expect(c.y + layout.radius).toBeLessThanOrEqual(area.y + area.height + 0.01);
      }
      layout.centres.forEach((c, h) => expect(hexAt(layout, c)).toBe(h));
      expect(hexAt(layout, { x: -100, y: -100 })).toBe(-1);
    });

    it(`steps from a hex to a neighbour with the arrow keys on ${id}`, () => {
      const middle = hexAt(layout, { x: area.x + area.width / 2, y: area.y + area.height / 2 });
      for (const [dx, dy] of [
        [1, 0],
        [-1, 0],
      ] as const) {
        const next = hexToward(layout, middle, dx, dy);
        expect(edgeBetween(island, middle, next)).toBeGreaterThanOrEqual(0);
      }
      // Up and down reach the next row, never two rows away.
      for (const dy of [1, -1]) expect(edgeBetween(island, middle, hexToward(layout, middle, 0, dy))).toBeGreaterThanOrEqual(0);
      expect(hexToward(layout, 0, 0, -1)).toBe(-1);
    });
  }
});

describe('the Tucana play layout', () => {
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    for (const [seats, online] of [[1, false], [4, false], [8, false], [2, true], [8, true]] as const) {
      it(`keeps its parts apart and on screen at ${width}×${height} with ${seats} seats${online ? ' at an online table' : ''}`, () => {
        const layout = computeLayout(width, height);
        const play = tucanaPlayLayout(layout, seats, online);
        const screen = { x: 0, y: 0, width: layout.width, height: layout.height };
        const parts = [play.hud, play.island, play.turn, play.undo, play.confirm, play.sheet, ...play.seats, ...play.seatLines];
        for (const part of parts) expect(inside(part, screen)).toBe(true);
        parts.forEach((a, i) => parts.slice(i + 1).forEach((b) => expect(overlap(a, b), JSON.stringify([a, b])).toBe(false)));
        expect(inside(play.cards, play.turn) && inside(play.prompt, play.turn)).toBe(true);
        for (const seat of play.seats) expect(seat.height).toBeGreaterThanOrEqual(40);
        // Online, each seat's line sits under its own button, tall enough for small type.
        expect(play.seatLines).toHaveLength(online ? seats : 0);
        play.seatLines.forEach((line, i) => {
          const seat = play.seats[i] as Rect;
          expect([line.x, line.y, line.width]).toEqual([seat.x, seat.y + seat.height, seat.width]);
          expect(line.height).toBeGreaterThanOrEqual(14);
        });
      });
    }
  }
});
