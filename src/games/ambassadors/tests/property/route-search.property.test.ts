// The route bot's search around figures may stop once it reaches the walker's spot: every
// distance a walk from there reads (those up to the walker's own) must be what the whole search
// gives, and nothing else may be set.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stepsAround } from '../../rules/index';
import { B } from '../unit/fixtures';

const spot = fc.integer({ min: 0, max: B.spots - 1 });
const ground = fc.record({
  // A few wonders holding someone's ambassador: shortcuts open and close with them.
  embassies: fc.array(fc.integer({ min: 0, max: 15 }), { minLength: B.wonders, maxLength: B.wonders }),
  target: fc.integer({ min: 0, max: B.wonders - 1 }),
  walls: fc.uniqueArray(spot, { maxLength: 3 }),
  from: spot,
});

describe('the search around figures, stopped at the walker', () => {
  it('knows every distance up to the walker’s, as the whole search does, and no other', () => {
    fc.assert(
      fc.property(ground, ({ embassies, target, walls, from }) => {
        const whole = stepsAround(B, embassies, target, walls);
        const stopped = stepsAround(B, embassies, target, walls, new Int16Array(B.spots), from).slice();
        const reach = whole[from] as number;
        for (let s = 0; s < B.spots; s++) {
          const d = whole[s] as number;
          if (reach < 0 || (d >= 0 && d <= reach)) expect(stopped[s]).toBe(d);
          else expect([-1, d]).toContain(stopped[s]);
        }
      }),
      { numRuns: 2000 },
    );
  });
});
