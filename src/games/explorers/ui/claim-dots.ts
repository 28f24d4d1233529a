// Where the dots of the other players who claimed one value of a track sit, under its circle.
// Usually small and fanned from the circle's left; in colour-blind mode each carries its seat's
// symbol, so they are as large as the value's own width allows (side by side, none spilling onto
// the next value's dots), up to 0.3 of a row.

export interface ClaimDot {
  /** Its centre across. */
  readonly x: number;
  readonly radius: number;
}

/** The usual dot and the symbol dot's bounds, in row units. */
const PLAIN_R = 0.12;
const SYMBOL_R = { min: 0.2, max: 0.3 } as const;
/** Between two symbol dots, in pixels. */
const GAP = 1;

/** `count` dots under the value centred at `cx`, values `step` apart, rows `u` high. */
export function claimDots(count: number, cx: number, step: number, u: number, symbols: boolean): ClaimDot[] {
  if (!symbols) return Array.from({ length: count }, (_, k) => ({ x: cx - u * 0.3 + k * u * PLAIN_R * 1.7, radius: u * PLAIN_R }));
  const fits = (step - GAP * (count - 1)) / (2 * count);
  const radius = Math.max(u * SYMBOL_R.min, Math.min(u * SYMBOL_R.max, fits));
  const spacing = 2 * radius + GAP;
  return Array.from({ length: count }, (_, k) => ({ x: cx + (k - (count - 1) / 2) * spacing, radius }));
}
