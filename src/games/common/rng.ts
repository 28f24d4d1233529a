// Seeded RNG (mulberry32), shared by every game's rules. Its whole state is one uint32 kept
// inside the game state, so every transition stays a pure function.

export interface Drawn<T> {
  readonly value: T;
  readonly rng: number;
}

export const nextFloat = (rng: number): Drawn<number> => ({ value: floatAfter(rng), rng: (rng + 0x6d2b79f5) >>> 0 });

/** One object per draw, not two: code not yet optimized allocates every object it builds. */
export const nextInt = (rng: number, bound: number): Drawn<number> => ({ value: Math.floor(floatAfter(rng) * bound), rng: (rng + 0x6d2b79f5) >>> 0 });

/** The float in [0, 1) drawn from state `rng` (the next state is `rng + 0x6d2b79f5`). */
function floatAfter(rng: number): number {
  let t = (rng + 0x6d2b79f5) >>> 0;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

/** Fisher–Yates shuffle into a new array. */
export function shuffle<T>(rng: number, items: readonly T[]): Drawn<T[]> {
  const out = items.slice();
  let state = rng;
  for (let i = out.length - 1; i > 0; i--) {
    const d = nextInt(state, i + 1);
    state = d.rng;
    const j = d.value;
    const tmp = out[i] as T;
    out[i] = out[j] as T;
    out[j] = tmp;
  }
  return { value: out, rng: state };
}
