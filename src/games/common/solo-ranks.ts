// Solo ranks as bands of totals: every game's rules give their ladder in this one form, so that
// screens draw the ladder and the reached rank without any arithmetic of their own.

/** One rank's totals, both ends included; the top rank has no ceiling (`max` null). */
export interface RankBand {
  readonly min: number;
  readonly max: number | null;
}

/** The bands of a ladder given by the lowest total of each rank above the first (rising). */
export function bandsFrom(thresholds: readonly number[]): RankBand[] {
  return [0, ...thresholds].map((min, i) => {
    const next = thresholds[i];
    return { min, max: next === undefined ? null : next - 1 };
  });
}

/** The rank (index of its band) a total reaches. */
export const rankIn = (bands: readonly RankBand[], total: number): number =>
  bands.filter((band, i) => i === 0 || total >= band.min).length - 1;
