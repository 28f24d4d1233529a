// What a stretch of the online benchmark counted: round trips of the acts sent while counting,
// the actions acknowledged, errors by kind, and acknowledged actions that did not show.

export class Tally {
  /** Round trips (ms) from an act to its answer, for acts sent while counting. */
  readonly rtts: number[] = [];
  /** Acts sent while counting and acknowledged. */
  actions = 0;
  /** Acknowledged actions missing from the view of the version they made. */
  lost = 0;
  /** Refusals (by code) and failures a correct client should never meet. */
  readonly errors = new Map<string, number>();
  counting = false;

  error(kind: string): void {
    this.errors.set(kind, (this.errors.get(kind) ?? 0) + 1);
  }

  get errorCount(): number {
    let total = 0;
    for (const count of this.errors.values()) total += count;
    return total;
  }

  /** The round trips' values at the quantiles asked (ms, one decimal), sorting once. */
  rttQuantiles(...qs: readonly number[]): number[] {
    const sorted = Float64Array.from(this.rtts).sort();
    return qs.map((q) => (sorted.length === 0 ? 0 : Math.round((sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number) * 10) / 10));
  }

  /** Adds another stretch's errors and losses (its round trips stay its own). */
  absorb(other: Tally): void {
    this.lost += other.lost;
    for (const [kind, count] of other.errors) this.errors.set(kind, (this.errors.get(kind) ?? 0) + count);
  }
}
