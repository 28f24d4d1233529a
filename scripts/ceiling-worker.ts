// A child process of the ceiling's pool (scripts/ceiling-pool.ts): plays the ceiling's search for
// each game it is sent and answers with the best real final score and the processor time it took.
import type { GameOptions } from '../src/games/explorers/rules/index';
import { ceilingGame, type CeilingSettings } from './ceiling';

export interface CeilingJob {
  readonly index: number;
  readonly options: GameOptions;
  readonly settings: CeilingSettings;
}

export interface CeilingAnswer {
  readonly index: number;
  readonly score: number;
  readonly cpuMs: number;
}

process.on('message', (job: CeilingJob) => {
  const started = process.cpuUsage();
  const { score } = ceilingGame(job.options, job.settings);
  const used = process.cpuUsage(started);
  const answer: CeilingAnswer = { index: job.index, score, cpuMs: (used.user + used.system) / 1000 };
  process.send?.(answer);
});
