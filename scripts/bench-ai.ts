// AI benchmark: seeded headless games for every level, then one JSON summary on the last line.
// npm run bench:ai -- [--games 50] [--seed 1] [--game explorers|tucana] (Tucana: see bench-ai-tucana.ts)
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
import { benchTucana } from './bench-ai-tucana';
import { headToHeadRates, mean, quantile, round1, round3, winShare } from './bench-stats';
import { clairvoyantDecide } from './clairvoyant';

const { values } = parseArgs({
  options: { games: { type: 'string', default: '50' }, seed: { type: 'string', default: '1' }, game: { type: 'string', default: 'explorers' } },
});
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

function soloScores(bot: BotFn): number[] {
  return Array.from({ length: games }, (_, g) => ranking(playOut(optionsFor(1, g), [bot])).scores[0]?.total ?? 0);
}

function fourPlayerScores(bot: BotFn): number[] {
  return Array.from({ length: games }, (_, g) => ranking(playOut(optionsFor(4, g), [bot, bot, bot, bot])).scores.map((s) => s.total)).flat();
}

/** Share of the games `a` wins against `b` (a shared win counts half), every seed from both seats. */
const share = (a: Level, b: Level): number =>
  winShare(games, (g, seat) => ranking(playOut(optionsFor(2, g), seat === 0 ? [timed(a), timed(b)] : [timed(b), timed(a)])).winners);

function benchExplorers(): void {
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
  const headToHead = headToHeadRates(games, '2 players', share);
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
    JSON.stringify({ games, seed, cores: availableParallelism(), seconds, levels, headToHead, clairvoyantRatio, clairvoyantMean: round1(mean(clairvoyant)) }),
  );
}

if (values.game === 'tucana') {
  const started = performance.now();
  const loadBefore = loadavg()[0] ?? 0;
  console.log(`AI benchmark, Tucana: ${games} games per table, seeds ${seed}..${seed + games - 1}, ${availableParallelism()} cores, node ${process.version}`);
  const summary = benchTucana(games, seed);
  const seconds = Math.round((performance.now() - started) / 1000);
  console.log(`ran ${seconds} s, load average ${round1(loadBefore)} → ${round1(loadavg()[0] ?? 0)}`);
  console.log(JSON.stringify({ games, seed, cores: availableParallelism(), seconds, ...summary }));
} else if (values.game === 'explorers') benchExplorers();
else throw new Error(`unknown game ${values.game} (explorers or tucana)`);
