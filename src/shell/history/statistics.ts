// Per-game statistics computed from the history's entries: a pure function, so the screens, the
// tests and an imported history all agree.
import { dealPeriod, periodById } from '../../games/deals';
import type { HistoryEntry } from './history-entry';

export interface GameStatistics {
  readonly played: number;
  /** Games with other seats at the table that the player won (shared wins count). */
  readonly won: number;
  /** The player's score in each game, oldest first: the chart over time. */
  readonly scores: readonly number[];
  /** Per AI level at the table: games played against it and won (the player among the winners). */
  readonly againstAi: Readonly<Record<string, { readonly played: number; readonly won: number }>>;
  /** The player's best and average score (null before any game). */
  readonly bestScore: number | null;
  readonly averageScore: number | null;
  /** Solo games per rank reached. */
  readonly soloRanks: Readonly<Record<number, number>>;
  /** Days in a row, up to today or yesterday (UTC), with a daily deal played; and the longest run. */
  readonly dailyStreak: number;
  readonly longestDailyStreak: number;
}

const DAY_MS = 86_400_000;

/** The statistics of `game` from the whole history, as of the instant `now`. */
export function gameStatistics(entries: readonly HistoryEntry[], game: string, now: number): GameStatistics {
  const mine = entries.filter((entry) => entry.game === game).sort((a, b) => a.finishedAt - b.finishedAt);
  const againstAi: Record<string, { played: number; won: number }> = {};
  const soloRanks: Record<number, number> = {};
  const scores: number[] = [];
  let wonAtTables = 0;
  for (const entry of mine) {
    scores.push(entry.seats[entry.player]?.score ?? 0);
    const won = entry.winners.includes(entry.player);
    if (won && entry.seats.length > 1) wonAtTables++;
    for (const level of new Set(entry.seats.map((seat) => seat.kind).filter((kind) => kind !== 'human'))) {
      const tally = (againstAi[level] ??= { played: 0, won: 0 });
      tally.played++;
      if (won) tally.won++;
    }
    if (entry.soloRank !== null) soloRanks[entry.soloRank] = (soloRanks[entry.soloRank] ?? 0) + 1;
  }
  const { current, longest } = dailyStreaks(mine, now);
  return {
    played: mine.length,
    won: wonAtTables,
    scores,
    againstAi,
    bestScore: scores.length > 0 ? Math.max(...scores) : null,
    averageScore: scores.length > 0 ? Math.round((scores.reduce((a, b) => a + b, 0) / scores.length) * 10) / 10 : null,
    soloRanks,
    dailyStreak: current,
    longestDailyStreak: longest,
  };
}

/** Runs of consecutive days whose daily deal was played: the one reaching today or yesterday, and the longest. */
function dailyStreaks(entries: readonly HistoryEntry[], now: number): { current: number; longest: number } {
  // A deal's day is its own, whenever it was finished.
  const starts = entries.map((e) => (e.deal?.kind === 'daily' ? periodById('daily', e.deal.id)?.startsAt : undefined));
  const days = [...new Set(starts.filter((start) => start !== undefined).map((start) => start / DAY_MS))].sort((a, b) => a - b);
  let longest = 0;
  let run = 0;
  for (const [i, day] of days.entries()) {
    run = i > 0 && day === (days[i - 1] as number) + 1 ? run + 1 : 1;
    longest = Math.max(longest, run);
  }
  const today = dealPeriod('daily', now).startsAt / DAY_MS;
  // Today's deal may still be ahead: a run up to yesterday still holds.
  const last = days.at(-1);
  return { current: last === today || last === today - 1 ? run : 0, longest };
}
