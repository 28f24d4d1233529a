// Engine speed: four-player games with random bots, per second, on one core and on all cores.
// npm run bench -- [--games 4000] [--seed 1]
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { playOut } from '../src/ai/play-out';
import { randomMove } from '../src/ai/random-bot';
import type { GameOptions } from '../src/engine/index';

const PLAYERS = 4;

function playMany(seed: number, games: number): number {
  const started = performance.now();
  for (let g = 0; g < games; g++) {
    const options: GameOptions = {
      players: PLAYERS,
      seed: (seed + g) >>> 0,
      sides: { temples: 'basic', provisions: 'basic', villages: 'basic', gemstones: 'basic' },
      map: 'random',
      achievements: { random: 0 },
    };
    playOut(options, [randomMove, randomMove, randomMove, randomMove]);
  }
  return (performance.now() - started) / 1000;
}

const { values } = parseArgs({
  options: { games: { type: 'string', default: '4000' }, seed: { type: 'string', default: '1' }, child: { type: 'boolean', default: false } },
});
if (values.child) {
  // One process per core; the parent only times them.
  process.send?.(playMany(Number(values.seed), Number(values.games)));
} else {
  const games = Number(values.games);
  const seed = Number(values.seed);
  playMany(seed, Math.min(200, games)); // warm-up
  const oneCore = games / playMany(seed, games);
  const cores = availableParallelism();
  const started = performance.now();
  await Promise.all(
    Array.from({ length: cores }, (_, i) =>
      new Promise((resolve, reject) => {
        const child = fork(fileURLToPath(import.meta.url), ['--child', '--seed', String(seed + i * games), '--games', String(games)], {
          execArgv: ['--import', 'tsx'],
        });
        child.once('message', resolve);
        child.once('error', reject);
      }),
    ),
  );
  const allCores = (cores * games) / ((performance.now() - started) / 1000);
  console.log(`four-player games per second, random bots: ${Math.round(oneCore)} on one core, ${Math.round(allCores)} on ${cores} cores`);
  console.log(JSON.stringify({ players: PLAYERS, games, gamesPerSecondOneCore: Math.round(oneCore), gamesPerSecond: Math.round(allCores), cores }));
}
