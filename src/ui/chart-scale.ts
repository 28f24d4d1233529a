// Axis bounds a reader can count on: round numbers, a step of 1, 2 or 5 times a power of ten.

export interface Scale {
  readonly min: number;
  readonly max: number;
  readonly step: number;
}

/** The tightest round axis holding [low, high] in at most `steps` whole steps (at least 1 each). */
export function niceScale(low: number, high: number, steps: number): Scale {
  const raw = Math.max(high - low, 1) / steps;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = Math.max(1, ([1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw - 1e-9) as number));
  const min = Math.floor(low / step) * step;
  const max = Math.max(Math.ceil(high / step) * step, min + step);
  // Rounding both ends may need one step more than asked: widen the step instead.
  return (max - min) / step > steps ? niceScale(min, max, steps - 0.5) : { min, max, step };
}
