// How many rolls of 2d6 it takes to walk a distance: the odds that n rolls sum to at least d.

/** Rolls looked ahead; beyond them a trip counts as not arriving. */
export const MAX_ROLLS = 12;
const MAX_DISTANCE = 12 * MAX_ROLLS;

/** Ways to roll each sum 0 … 12 with 2d6, out of 36. */
const SUM_WAYS = [0, 0, 1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1];

/** AT_LEAST[n][d]: the chance that n rolls sum to d or more (d capped at MAX_DISTANCE). */
const AT_LEAST: readonly Float64Array[] = (() => {
  const out: Float64Array[] = [];
  let exact = new Float64Array(MAX_DISTANCE + 1);
  exact[0] = 1;
  for (let n = 0; n <= MAX_ROLLS; n++) {
    const atLeast = new Float64Array(MAX_DISTANCE + 2);
    for (let d = MAX_DISTANCE; d >= 0; d--) atLeast[d] = (atLeast[d + 1] as number) + (exact[d] as number);
    out.push(atLeast);
    const next = new Float64Array(MAX_DISTANCE + 1);
    for (let s = 0; s <= MAX_DISTANCE; s++) {
      const p = exact[s] as number;
      if (p === 0) continue;
      for (let r = 2; r <= 12; r++) next[Math.min(MAX_DISTANCE, s + r)] += (p * (SUM_WAYS[r] as number)) / 36;
    }
    exact = next;
  }
  return out;
})();

/** The chance that n rolls cover a distance d. */
export const covers = (n: number, d: number): number => (d <= 0 ? 1 : (AT_LEAST[Math.min(n, MAX_ROLLS)] as Float64Array)[Math.min(d, MAX_DISTANCE)] as number);

/** The chance of rolling exactly `sum` with 2d6. */
export const sumChance = (sum: number): number => (SUM_WAYS[sum] ?? 0) / 36;
