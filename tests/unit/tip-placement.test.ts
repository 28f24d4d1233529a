import { describe, expect, test } from 'vitest';
import { tipBelow, tipClearOf, type Point, type Size } from '../../src/ui/tip-placement';

const screen: Size = { width: 1280, height: 800 };
const tip: Size = { width: 160, height: 50 };
const overlaps = (spot: Point, area: { x: number; y: number; width: number; height: number }): boolean =>
  spot.x < area.x + area.width && spot.x + tip.width > area.x && spot.y < area.y + area.height && spot.y + tip.height > area.y;

describe('a tooltip', () => {
  test('under a point, centred, or over it when the screen ends first', () => {
    expect(tipBelow({ x: 400, y: 300 }, tip, screen)).toEqual({ x: 320, y: 300 });
    expect(tipBelow({ x: 400, y: 780 }, tip, screen).y).toBeLessThan(780 - tip.height);
    expect(tipBelow({ x: 10, y: 300 }, tip, screen).x).toBe(6);
  });

  test('beside a cell and its neighbours never covers them', () => {
    const keep = { x: 500, y: 300, width: 120, height: 120 };
    const spot = tipClearOf(keep, [], 0, tip, screen);
    expect(overlaps(spot, keep)).toBe(false);
    expect(spot.y).toBe(keep.y + keep.height + 6);
  });

  test('takes the side with the fewest cells the player may click next', () => {
    const keep = { x: 500, y: 300, width: 120, height: 120 };
    // Legal cells below and above: the tip goes to the right.
    const avoid = [
      { x: 560, y: 450 },
      { x: 520, y: 460 },
      { x: 560, y: 270 },
    ];
    const spot = tipClearOf(keep, avoid, 20, tip, screen);
    expect(spot.x).toBe(keep.x + keep.width + 6);
    expect(avoid.some((p) => overlaps(spot, { x: p.x - 20, y: p.y - 20, width: 40, height: 40 }))).toBe(false);
  });

  test('at the bottom of the screen, it goes above rather than back over the cell', () => {
    const keep = { x: 500, y: 700, width: 120, height: 100 };
    const spot = tipClearOf(keep, [], 0, tip, screen);
    expect(overlaps(spot, keep)).toBe(false);
    expect(spot.y + tip.height).toBeLessThanOrEqual(keep.y);
  });
});
