// Seeded randomness for organic variation: the same seed always draws the same art.
import { nextFloat } from '../../src/games/explorers/rules/rng';

export interface Random {
  next(): number;
  range(min: number, max: number): number;
}

export function seeded(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    const drawn = nextFloat(state);
    state = drawn.rng;
    return drawn.value;
  };
  return { next, range: (min, max) => min + (max - min) * next() };
}
