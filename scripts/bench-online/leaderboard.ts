// The leaderboard phase of bench:online: results of the day's deal of every game sent to the
// server, each replayed by the game's rules and ranked before its answer. The records are a pool
// of games played by the weakest AI from different seeds (playing 1,000 games would take longer
// than the phase measures); each submission comes from its own device key, so each is stored and
// ranked, the server's whole work. `inFlight` submissions at a time, from one address.
import { performance } from 'node:perf_hooks';
import type { GameAi, LoadedGame } from '../../src/games/contract';
import { dealAt, withDeals, type DealGame } from '../../src/games/deals';
import { playWithBots } from '../../src/games/play-with-bots';
import { GAMES, loadGame } from '../../src/games/registry';
import type { DealResultAnswer } from '../../src/protocol/deal-results';

export interface LeaderboardRun {
  readonly submissions: number;
  /** Answers that were not a stored, ranked result. */
  readonly errors: number;
  readonly submitsPerSecond: number;
  /** From sending a result to reading its rank, in ms. */
  readonly msP50: number;
  readonly msP95: number;
  readonly msP99: number;
}

interface Submission {
  readonly path: string;
  readonly body: string;
}

/** `perGame` finished records of each game's daily deal, with the score each claims. */
async function recordPool(perGame: number, seed: number, now: number): Promise<Submission[][]> {
  return Promise.all(
    withDeals(GAMES).map(async ({ id }) => {
      const game = (await loadGame(id)) as LoadedGame & DealGame;
      const ai = (await game.loadAi()) as GameAi<unknown, unknown>;
      const deal = dealAt(game, 'daily', now);
      const options = game.rules.validateOptions(deal.options);
      if (!options.ok) throw new Error(options.error.detail);
      return Array.from({ length: perGame }, (_, i) => {
        const state = playWithBots(game, ai, options.value, ai.levels[0] as string, seed + i);
        const score = (game.rules.scores(game.rules.view(state, 0))[0] as { total: number }).total;
        return { path: `/deals/${id}/daily/${deal.id}/results`, body: JSON.stringify({ score, record: game.rules.toRecord(state) }) };
      });
    }),
  );
}

const quantile = (sorted: Float64Array, q: number): number => Math.round((sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0) * 10) / 10;

export async function leaderboardPhase(url: string, { submissions = 1000, inFlight = 8, perGame = 10, seed = 1 } = {}): Promise<LeaderboardRun> {
  const pool = await recordPool(perGame, seed, Date.now());
  const times: number[] = [];
  let errors = 0;
  let next = 0;
  const send = async (n: number): Promise<void> => {
    const games = pool[n % pool.length] as Submission[];
    const { path, body } = games[Math.floor(n / pool.length) % games.length] as Submission;
    // The device key and name wrap the pooled record: every submission is a new device's try.
    const deviceKey = `bench-device-${String(n).padStart(12, '0')}`;
    const started = performance.now();
    const res = await fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `{"name":"Bench ${n}","deviceKey":"${deviceKey}",${body.slice(1)}`,
    });
    const answer = (await res.json()) as Partial<DealResultAnswer>;
    times.push(performance.now() - started);
    if (res.status !== 201 || !answer.standing?.rank) errors++;
  };
  const started = performance.now();
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (next < submissions) await send(next++);
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const sorted = Float64Array.from(times).sort();
  return {
    submissions,
    errors,
    submitsPerSecond: Math.round((submissions / seconds) * 10) / 10,
    msP50: quantile(sorted, 0.5),
    msP95: quantile(sorted, 0.95),
    msP99: quantile(sorted, 0.99),
  };
}
