// Seeded RNG (mulberry32), shared by every game's rules. Its whole state is one uint32 kept
// inside the game state, so every transition stays a pure function.

export interface Drawn<T> {
  readonly value: T;
  readonly rng: number;
}

export function nextFloat(rng: number): Drawn<number> {
  const s = (rng + 0x6d2b79f5) >>> 0;
  let t = s;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return { value: ((t ^ (t >>> 14)) >>> 0) / 4294967296, rng: s };
}

export function nextInt(rng: number, bound: number): Drawn<number> {
  const d = nextFloat(rng);
  return { value: Math.floor(d.value * bound), rng: d.rng };
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
