import { describe, expect, it } from 'vitest';
import { niceScale } from '../../src/ui/chart-scale';

describe('niceScale', () => {
  it('rounds the ends to whole steps of 1, 2 or 5 times a power of ten', () => {
    expect(niceScale(0, 87, 5)).toEqual({ min: 0, max: 100, step: 20 });
    expect(niceScale(0, 12, 4)).toEqual({ min: 0, max: 15, step: 5 });
    expect(niceScale(-9, 14, 5)).toEqual({ min: -10, max: 15, step: 5 });
    expect(niceScale(0, 3, 5)).toEqual({ min: 0, max: 3, step: 1 });
  });

  it('keeps a step of one point and an axis of at least one step when everything is zero', () => {
    expect(niceScale(0, 0, 4)).toEqual({ min: 0, max: 1, step: 1 });
  });

  it('never needs more steps than asked', () => {
    for (let high = 1; high < 400; high += 7) {
      for (const low of [0, -3, -17]) {
        const { min, max, step } = niceScale(low, high, 5);
        expect(min).toBeLessThanOrEqual(low);
        expect(max).toBeGreaterThanOrEqual(high);
        expect((max - min) / step).toBeLessThanOrEqual(5);
      }
    }
  });
});
