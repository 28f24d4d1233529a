// The ceiling's games spread over child processes (one per core by default): each game's search
// is independent and takes tens of seconds, so the games run side by side.
import { fork, type ChildProcess } from 'node:child_process';
import { availableParallelism } from 'node:os';
import type { GameOptions } from '../src/games/explorers/rules/index';
import type { CeilingAnswer, CeilingJob, CeilingSearch } from './ceiling-worker';

/** Every game played with `search` (the ceiling or its fair twin), in order, with each game's processor time. */
export function ceilingScores(games: readonly GameOptions[], search: CeilingSearch, processes = availableParallelism()): Promise<CeilingAnswer[]> {
  const answers: CeilingAnswer[] = [];
  let next = 0;
  return new Promise((resolve, reject) => {
    const children: ChildProcess[] = [];
    const feed = (child: ChildProcess): void => {
      if (next < games.length) {
        const job: CeilingJob = { index: next, options: games[next] as GameOptions, search };
        next++;
        child.send(job);
      } else child.kill();
    };
    for (let p = 0; p < Math.min(processes, games.length); p++) {
      // The child inherits this process's TypeScript loader.
      const child = fork(new URL('./ceiling-worker.ts', import.meta.url));
      child.on('message', (answer: CeilingAnswer) => {
        answers.push(answer);
        if (answers.length === games.length) resolve(answers.sort((a, b) => a.index - b.index));
        feed(child);
      });
      child.on('exit', (code) => {
        if (code !== 0 && code !== null) reject(new Error(`ceiling: a search process ended with code ${code}`));
      });
      children.push(child);
      feed(child);
    }
    if (games.length === 0) resolve([]);
  });
}
