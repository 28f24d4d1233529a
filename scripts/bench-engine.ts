// Engine speed: four-player games with random bots, per second, on one core and on all cores.
// npm run bench -- [--games 4000] [--seed 1]
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
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

if (!isMainThread) {
  const { seed, games } = workerData as { seed: number; games: number };
  parentPort?.postMessage(playMany(seed, games));
} else {
  const { values } = parseArgs({ options: { games: { type: 'string', default: '4000' }, seed: { type: 'string', default: '1' } } });
  const games = Number(values.games);
  const seed = Number(values.seed);
  playMany(seed, Math.min(200, games)); // warm-up
  const oneCore = games / playMany(seed, games);
  const cores = availableParallelism();
  const started = performance.now();
  await Promise.all(
    Array.from({ length: cores }, (_, i) =>
      new Promise((resolve, reject) => {
        const worker = new Worker(new URL(import.meta.url), { workerData: { seed: seed + i * games, games }, execArgv: ['--import', 'tsx'] });
        worker.once('message', resolve);
        worker.once('error', reject);
      }),
    ),
  );
  const allCores = (cores * games) / ((performance.now() - started) / 1000);
  console.log(`four-player games per second, random bots: ${Math.round(oneCore)} on one core, ${Math.round(allCores)} on ${cores} cores`);
  console.log(JSON.stringify({ players: PLAYERS, games, gamesPerSecondOneCore: Math.round(oneCore), gamesPerSecond: Math.round(allCores), cores }));
}
