// Figures the AI benchmarks share: means, quantiles, rounding, head-to-head win shares and
// decision times.
import { performance } from 'node:perf_hooks';

export const mean = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
export const quantile = (xs: readonly number[], q: number): number => {
  const sorted = xs.slice().sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};
export const round1 = (x: number): number => Math.round(x * 10) / 10;
export const round3 = (x: number): number => Math.round(x * 1000) / 1000;

/**
 * Share of `games` two-player games a player wins (a shared win counts half), every seed played
 * from both seats: `winners(g, seat)` plays seed g with the player at `seat` and returns the winners.
 */
export function winShare(games: number, winners: (g: number, seat: number) => readonly number[]): number {
  let wins = 0;
  for (let g = 0; g < games; g++) {
    for (const seat of [0, 1]) {
      const won = winners(g, seat);
      if (won.includes(seat)) wins += 1 / won.length;
    }
  }
  return wins / (2 * games);
}

/** The pairs of levels played head to head, stronger first. */
const LEVEL_PAIRS = [
  ['hard', 'normal'],
  ['normal', 'easy'],
  ['hard', 'easy'],
] as const;
type PairedLevel = (typeof LEVEL_PAIRS)[number][number];

/** Per pair of levels (`hard-normal`…): the stronger one's share of wins, logged as it comes (`table` names the games). */
export function headToHeadRates(games: number, table: string, share: (a: PairedLevel, b: PairedLevel) => number): Record<string, number> {
  return Object.fromEntries(
    LEVEL_PAIRS.map(([a, b]) => {
      const rate = round3(share(a, b));
      console.log(`head-to-head, ${table}: ${a} beats ${b} in ${Math.round(rate * 1000) / 10}% of ${2 * games} games`);
      return [`${a}-${b}`, rate];
    }),
  );
}

export type DecisionFigures = Record<'decisionMsMedian' | 'decisionMsP99' | 'decisionCpuMsMedian' | 'decisionCpuMsP99', number>;

/**
 * Each player's decision times, over all of its games (one thread): wall clock, and the process's
 * processor time, which other work on a shared machine does not inflate.
 */
export class DecisionTimes<Player extends string> {
  private readonly wall = new Map<Player, number[]>();
  private readonly cpu = new Map<Player, number[]>();

  /** `decide()`'s answer, its time counted for `player`. */
  time<T>(player: Player, decide: () => T): T {
    const started = performance.now();
    const cpu = process.cpuUsage();
    const decision = decide();
    this.timesOf(this.wall, player).push(performance.now() - started);
    const used = process.cpuUsage(cpu);
    this.timesOf(this.cpu, player).push((used.user + used.system) / 1000);
    return decision;
  }

  /**
   * A bot asked with its seat's view, as in the game's worker, each decision timed for `player`
   * (the time includes making the view).
   */
  viewBot<State, View, Move>(player: Player, viewFor: (state: State, seat: number) => View, decide: (view: View, seat: number, rng: number) => Move) {
    return (state: State, seat: number, rng: number): Move => this.time(player, () => decide(viewFor(state, seat), seat, rng));
  }

  /** The player's median and 99th percentile, logged. */
  figures(player: Player): DecisionFigures {
    const wall = this.timesOf(this.wall, player);
    const cpu = this.timesOf(this.cpu, player);
    const figures = {
      decisionMsMedian: round1(quantile(wall, 0.5)),
      decisionMsP99: round1(quantile(wall, 0.99)),
      decisionCpuMsMedian: round1(quantile(cpu, 0.5)),
      decisionCpuMsP99: round1(quantile(cpu, 0.99)),
    };
    console.log(
      `${player}: decision time median ${figures.decisionMsMedian} ms, 99th percentile ${figures.decisionMsP99} ms ` +
        `(processor time ${figures.decisionCpuMsMedian} / ${figures.decisionCpuMsP99} ms) over ${wall.length} decisions`,
    );
    return figures;
  }

  private timesOf(times: Map<Player, number[]>, player: Player): number[] {
    let list = times.get(player);
    if (!list) times.set(player, (list = []));
    return list;
  }
}
