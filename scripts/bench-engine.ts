// Engine speed: four-player games with random bots, per second, on one core and on all cores.
// npm run bench -- [--games 4000] [--seed 1]
import { availableParallelism, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { playOut } from '../src/games/explorers/ai/play-out';
import { randomMove } from '../src/games/explorers/rules/index';
import type { GameOptions } from '../src/games/explorers/rules/index';

const PLAYERS = 4;
const WARM_UP = 200;

/** Plays `games` games; returns the wall-clock seconds and the CPU seconds they took. */
function playMany(seed: number, games: number): { wall: number; cpu: number } {
  const started = performance.now();
  const cpuStarted = process.cpuUsage();
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
  const cpu = process.cpuUsage(cpuStarted);
  return { wall: (performance.now() - started) / 1000, cpu: (cpu.user + cpu.system) / 1e6 };
}

const nextMessage = (child: ChildProcess): Promise<unknown> =>
  new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('error', reject);
  });

const { values } = parseArgs({
  options: { games: { type: 'string', default: '4000' }, seed: { type: 'string', default: '1' }, child: { type: 'boolean', default: false } },
});
const games = Number(values.games);
const seed = Number(values.seed);
if (values.child) {
  // One process per core. Each warms up (module loading, JIT) before the parent starts the clock,
  // so the figure is what the cores play together, not how fast processes start.
  playMany(seed, Math.min(WARM_UP, games));
  process.once('message', () => {
    playMany(seed, games);
    process.send?.('done');
  });
  process.send?.('ready');
} else {
  playMany(seed, Math.min(WARM_UP, games));
  // Games per CPU second barely depend on what else the machine runs; games per second do.
  const alone = playMany(seed, games);
  const oneCore = games / alone.wall;
  const perCpuSecond = games / alone.cpu;
  const cores = availableParallelism();
  const children = Array.from({ length: cores }, (_, i) =>
    fork(fileURLToPath(import.meta.url), ['--child', '--seed', String(seed + i * games), '--games', String(games)], { execArgv: ['--import', 'tsx'] }),
  );
  await Promise.all(children.map(nextMessage));
  const started = performance.now();
  const done = Promise.all(children.map(nextMessage));
  for (const child of children) child.send('go');
  await done;
  const allCores = (cores * games) / ((performance.now() - started) / 1000);
  const load = loadavg()[0] as number;
  console.log(
    `four-player games per second, random bots: ${Math.round(oneCore)} on one core (${Math.round(perCpuSecond)} per CPU second), ` +
      `${Math.round(allCores)} on ${cores} cores (load average ${load.toFixed(2)})`,
  );
  console.log(
    JSON.stringify({
      players: PLAYERS,
      games,
      gamesPerSecondOneCore: Math.round(oneCore),
      gamesPerCpuSecond: Math.round(perCpuSecond),
      gamesPerSecond: Math.round(allCores),
      cores,
      loadAverage: Number(load.toFixed(2)),
    }),
  );
}
