// A child process of the ceiling's pool (scripts/ceiling-pool.ts): plays the search it is sent for
// each game (the clairvoyant ceiling, or its fair twin) and answers with the real final score and
// the processor time it took.
import type { GameOptions } from '../src/games/explorers/rules/index';
import { ceilingGame, type CeilingSettings } from './ceiling';
import { fairGame, type FairSettings } from './ceiling-fair';

/** Which search a game is played with. */
export type CeilingSearch = { readonly kind: 'ceiling'; readonly settings: CeilingSettings } | { readonly kind: 'fair'; readonly settings: FairSettings };

export interface CeilingJob {
  readonly index: number;
  readonly options: GameOptions;
  readonly search: CeilingSearch;
}

export interface CeilingAnswer {
  readonly index: number;
  readonly score: number;
  readonly cpuMs: number;
}

process.on('message', (job: CeilingJob) => {
  const started = process.cpuUsage();
  const { score } = job.search.kind === 'fair' ? fairGame(job.options, job.search.settings) : ceilingGame(job.options, job.search.settings);
  const used = process.cpuUsage(started);
  const answer: CeilingAnswer = { index: job.index, score, cpuMs: (used.user + used.system) / 1000 };
  process.send?.(answer);
});
