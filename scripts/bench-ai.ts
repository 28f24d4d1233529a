// AI benchmark: seeded headless games for every level, then one JSON summary on the last line.
// npm run bench:ai -- [--games 50] [--seed 1]
//   solo (basic sides, no achievements): mean and median score per level, and the hard level's
//     mean against the clairvoyant planner's on the same seeds;
//   4 players (basic, no achievements), every seat the same level: mean score per level;
//   head-to-head: 2-player games of each pair of levels, every seed played from both seats;
//   decision time per call of `decide`, over all of a level's games (one thread, wall clock). Bots
//     are asked with their seat's view, as in the game's worker, so the time includes sampling
//     the hidden cards and rebuilding a state from the view.
import { availableParallelism, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { decide } from '../src/games/explorers/ai/index';
import { LEVELS, type Level } from '../src/games/explorers/ai/levels';
import { playOut, type BotFn } from '../src/games/explorers/ai/play-out';
import { ranking, viewFor, type GameOptions } from '../src/games/explorers/rules/index';
import { clairvoyantDecide } from './clairvoyant';

const { values } = parseArgs({ options: { games: { type: 'string', default: '50' }, seed: { type: 'string', default: '1' } } });
const games = Number(values.games);
const seed = Number(values.seed);

const BASIC = { temples: 'basic', provisions: 'basic', villages: 'basic', gemstones: 'basic' } as const;
const optionsFor = (players: number, g: number): GameOptions => ({
  players,
  seed: (seed + g) >>> 0,
  sides: BASIC,
  map: 'random',
  achievements: { random: 0 },
});

const times: Record<Level, number[]> = { easy: [], normal: [], hard: [] };
const timed =
  (level: Level): BotFn =>
  (state, player, rng) => {
    const started = performance.now();
    const view = viewFor(state, player);
    const decision = decide(view, level, rng);
    times[level].push(performance.now() - started);
    return decision;
  };

const mean = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
const quantile = (xs: readonly number[], q: number): number => {
  const sorted = xs.slice().sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};
const round1 = (x: number): number => Math.round(x * 10) / 10;
const round3 = (x: number): number => Math.round(x * 1000) / 1000;

function soloScores(bot: BotFn): number[] {
  return Array.from({ length: games }, (_, g) => ranking(playOut(optionsFor(1, g), [bot])).scores[0]?.total ?? 0);
}

function fourPlayerScores(bot: BotFn): number[] {
  return Array.from({ length: games }, (_, g) => ranking(playOut(optionsFor(4, g), [bot, bot, bot, bot])).scores.map((s) => s.total)).flat();
}

/** Share of the games `a` wins against `b` (a shared win counts half), every seed from both seats. */
function headToHead(a: Level, b: Level): number {
  let wins = 0;
  for (let g = 0; g < games; g++) {
    for (const aSeat of [0, 1]) {
      const bots = aSeat === 0 ? [timed(a), timed(b)] : [timed(b), timed(a)];
      const { winners } = ranking(playOut(optionsFor(2, g), bots));
      if (winners.includes(aSeat)) wins += 1 / winners.length;
    }
  }
  return wins / (2 * games);
}

const started = performance.now();
const loadBefore = loadavg()[0] ?? 0;
console.log(`AI benchmark: ${games} games per table, seeds ${seed}..${seed + games - 1}, ${availableParallelism()} cores, node ${process.version}`);

const solo: Record<Level, number[]> = { easy: [], normal: [], hard: [] };
const four: Record<Level, number[]> = { easy: [], normal: [], hard: [] };
for (const level of LEVELS) {
  solo[level] = soloScores(timed(level));
  console.log(`solo ${level}: mean ${round1(mean(solo[level]))}, median ${quantile(solo[level], 0.5)}, min ${Math.min(...solo[level])}, max ${Math.max(...solo[level])}`);
}
const clairvoyant = soloScores(clairvoyantDecide);
const clairvoyantRatio = round3(mean(solo.hard) / mean(clairvoyant));
console.log(`solo clairvoyant (knows the card order): mean ${round1(mean(clairvoyant))}; hard / clairvoyant = ${clairvoyantRatio}`);
for (const level of LEVELS) {
  four[level] = fourPlayerScores(timed(level));
  console.log(`4 players, all ${level}: mean ${round1(mean(four[level]))}, median ${quantile(four[level], 0.5)}`);
}
const pairs = [
  ['hard', 'normal'],
  ['normal', 'easy'],
  ['hard', 'easy'],
] as const;
const headToHeadRates = Object.fromEntries(
  pairs.map(([a, b]) => {
    const rate = round3(headToHead(a, b));
    console.log(`head-to-head, 2 players: ${a} beats ${b} in ${Math.round(rate * 1000) / 10}% of ${2 * games} games`);
    return [`${a}-${b}`, rate];
  }),
);
const levels = Object.fromEntries(
  LEVELS.map((level) => {
    const figures = {
      soloMean: round1(mean(solo[level])),
      soloMedian: quantile(solo[level], 0.5),
      fourPlayerMean: round1(mean(four[level])),
      decisionMsMedian: round1(quantile(times[level], 0.5)),
      decisionMsP99: round1(quantile(times[level], 0.99)),
    };
    console.log(`${level}: decision time median ${figures.decisionMsMedian} ms, 99th percentile ${figures.decisionMsP99} ms over ${times[level].length} decisions`);
    return [level, figures];
  }),
);
const seconds = Math.round((performance.now() - started) / 1000);
const load = `${round1(loadBefore)} → ${round1(loadavg()[0] ?? 0)}`;
console.log(`ran ${seconds} s, load average ${load}`);
console.log(
  JSON.stringify({ games, seed, cores: availableParallelism(), seconds, levels, headToHead: headToHeadRates, clairvoyantRatio, clairvoyantMean: round1(mean(clairvoyant)) }),
);
