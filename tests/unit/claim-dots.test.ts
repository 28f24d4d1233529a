// The dots of the players who claimed a track's value: in colour-blind mode larger, to carry their
// seats' symbols, yet side by side within the value's own width, so none reaches the next value's.
import { describe, expect, it } from 'vitest';
import { claimDots } from '../../src/games/explorers/ui/claim-dots';

describe("claimers' dots on a track", () => {
  // A phone's rows (14.5 units, temple values 19.6 apart, races 14.2) and a desktop's.
  const cases = [
    { u: 14.5, step: 19.6 },
    { u: 14.5, step: 14.2 },
    { u: 26, step: 35 },
  ];

  it('are larger with symbols, never overlap one another, and stay within their value when they fit', () => {
    for (const { u, step } of cases) {
      const plain = claimDots(1, 100, step, u, false)[0]?.radius ?? 0;
      for (let count = 1; count <= 3; count++) {
        const dots = claimDots(count, 100, step, u, true);
        expect(dots).toHaveLength(count);
        for (const dot of dots) expect(dot.radius).toBeGreaterThanOrEqual(plain * 1.6);
        for (let k = 1; k < count; k++) expect((dots[k]?.x ?? 0) - (dots[k - 1]?.x ?? 0)).toBeGreaterThanOrEqual(2 * (dots[k]?.radius ?? 0));
        const span = { left: Math.min(...dots.map((d) => d.x - d.radius)), right: Math.max(...dots.map((d) => d.x + d.radius)) };
        if (dots[0]?.radius !== u * 0.2) expect([span.left >= 100 - step / 2 - 1e-9, span.right <= 100 + step / 2 + 1e-9], `${count} at u ${u}`).toEqual([true, true]);
      }
    }
  });

  it('alone under a value on a phone, is half again as large as before the symbols grew', () => {
    expect(claimDots(1, 100, 19.6, 14.5, true)[0]?.radius).toBeCloseTo(14.5 * 0.3);
    expect(claimDots(1, 100, 19.6, 14.5, false)).toEqual([{ x: 100 - 14.5 * 0.3, radius: 14.5 * 0.12 }]);
  });
});
