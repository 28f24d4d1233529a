// The history's score chart: points left to right on a round axis holding them all.
import { describe, expect, it } from 'vitest';
import { trendGeometry } from '../../src/ui/trend-chart';

const PLOT = { x: 40, y: 10, width: 200, height: 100 };

describe('the trend chart', () => {
  it('spreads the games from edge to edge on an axis from 0 to a round value', () => {
    const g = trendGeometry([40, 85, 60], PLOT, 4);
    expect(g?.scale).toEqual({ min: 0, max: 100, step: 50 });
    expect(g?.points).toEqual([
      { x: 40, y: 70 },
      { x: 140, y: 25 },
      { x: 240, y: 50 },
    ]);
    expect(g?.ticks.map((tick) => [tick.value, tick.y])).toEqual([[0, 110], [50, 60], [100, 10]]);
  });

  it('puts a single game in the middle, keeps negative scores on the axis, and draws nothing for none', () => {
    expect(trendGeometry([30], PLOT, 3)?.points).toEqual([{ x: 140, y: 10 }]);
    const low = trendGeometry([-12, 8], PLOT, 4);
    expect(low?.scale.min).toBeLessThanOrEqual(-12);
    expect(low?.points.every((p) => p.y >= PLOT.y && p.y <= PLOT.y + PLOT.height)).toBe(true);
    expect(trendGeometry([], PLOT, 4)).toBeNull();
  });
});
