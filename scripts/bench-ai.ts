// AI benchmark: seeded headless games for every level, then one JSON summary on the last line.
// npm run bench:ai -- [--games 50] [--seed 1] [--versus 10] [--ceiling-games 10] [--ceiling-width 16]
//                     [--fair-games 0] [--game explorers|tucana|ambassadors] (Tucana: see bench-ai-tucana.ts,
//                     Ambassadors: bench-ai-ambassadors.ts, where --fair-games counts its games at each player count)
//   solo (basic sides, no achievements): mean and median score per level and for the one-turn
//     greedy reference player (scripts/greedy.ts); the full-game clairvoyant ceiling
//     (scripts/ceiling.ts, apart from the AI, beam `--ceiling-width`, its games side by side in
//     one process per core) on the first `--ceiling-games` seeds, and every level's share of it on
//     those seeds; with `--fair-games N`, the ceiling's fair twin (scripts/ceiling-fair.ts: the
//     same search on futures sampled from the view, minutes a game) on the first N seeds, and
//     every level's share of it; the older round-end clairvoyant (scripts/clairvoyant.ts) against hard;
//   4 players (basic, no achievements), every seat the same level: mean score per level (not master:
//     see `versus`);
//   head-to-head: 2-player games of each pair of the first three levels, every seed played from
//     both seats; and 4-player games with every expert side and 2 achievements (`--versus` seeds,
//     each played as A B A B and B A B A), where a level's share counts every pair of seats of
//     the two levels in every game (a tie counts half);
//   decision time per call of `decide`, over all of a level's games (one thread): wall clock, and
//     the process's processor time, which other work on a shared machine does not inflate (the
//     machine's own speed does: `referenceMs` times the same work before and after). Bots
//     are asked with their seat's view, as in the game's worker, so the time includes sampling
//     the hidden cards and rebuilding a state from the view.
import { availableParallelism, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { decide } from '../src/games/explorers/ai/index';
import { LEVELS, type Level } from '../src/games/explorers/ai/levels';
import { playOut, type BotFn } from '../src/games/explorers/ai/play-out';
import { ranking, viewFor, type GameOptions } from '../src/games/explorers/rules/index';
import { benchAmbassadors } from './bench-ai-ambassadors';
import { benchTucana } from './bench-ai-tucana';
import { DecisionTimes, headToHeadRates, mean, quantile, round1, round3, winShare } from './bench-stats';
import { CEILING_SETTINGS, ceilingMethod } from './ceiling';
import { FAIR_SETTINGS, fairMethod } from './ceiling-fair';
import { ceilingScores } from './ceiling-pool';
import type { CeilingSearch } from './ceiling-worker';
import { clairvoyantDecide } from './clairvoyant';
import { greedyDecide } from './greedy';

const { values } = parseArgs({
  options: {
    games: { type: 'string', default: '50' },
    seed: { type: 'string', default: '1' },
    versus: { type: 'string', default: '10' },
    'ceiling-games': { type: 'string', default: '10' },
    'ceiling-width': { type: 'string', default: String(CEILING_SETTINGS.width) },
    'fair-games': { type: 'string', default: '0' },
    'fair-players': { type: 'string', default: '4,3,2' },
    game: { type: 'string', default: 'explorers' },
  },
});
const games = Number(values.games);
const seed = Number(values.seed);
const versusGames = Number(values.versus);
const ceilingGames = Math.min(games, Number(values['ceiling-games']));
const fairGames = Math.min(games, Number(values['fair-games']));
const ceilingSettings = { ...CEILING_SETTINGS, width: Number(values['ceiling-width']) };

const BASIC = { temples: 'basic', provisions: 'basic', villages: 'basic', gemstones: 'basic' } as const;
const EXPERT = { temples: 'expert', provisions: 'expert', villages: 'expert', gemstones: 'expert' } as const;
const optionsFor = (players: number, g: number): GameOptions => ({
  players,
  seed: (seed + g) >>> 0,
  sides: BASIC,
  map: 'random',
  achievements: { random: 0 },
});
const expertOptionsFor = (g: number): GameOptions => ({ ...optionsFor(4, g), sides: EXPERT, achievements: { random: 2 } });

type Player = Level | 'greedy';
const clock = new DecisionTimes<Player>();
const timed = (player: Player): BotFn =>
  clock.viewBot(player, viewFor, (view, _seat, rng) => (player === 'greedy' ? greedyDecide(view, rng) : decide(view, player, rng)));

function soloScores(bot: BotFn): number[] {
  return Array.from({ length: games }, (_, g) => ranking(playOut(optionsFor(1, g), [bot])).scores[0]?.total ?? 0);
}

function fourPlayerScores(bot: BotFn): number[] {
  return Array.from({ length: games }, (_, g) => ranking(playOut(optionsFor(4, g), [bot, bot, bot, bot])).scores.map((s) => s.total)).flat();
}

/** Share of the games `a` wins against `b` (a shared win counts half), every seed from both seats. */
const share = (a: Level, b: Level): number =>
  winShare(games, (g, seat) => ranking(playOut(optionsFor(2, g), seat === 0 ? [timed(a), timed(b)] : [timed(b), timed(a)])).winners);

/** 4 players, expert sides, 2 achievements, seats A B A B then B A B A: how often an A seat outscores a B seat. */
function versus(a: Level, b: Level): number {
  let won = 0;
  let pairs = 0;
  for (let g = 0; g < versusGames; g++) {
    for (const first of [a, b]) {
      const levels = [first, first === a ? b : a, first, first === a ? b : a];
      const totals = ranking(playOut(expertOptionsFor(g), levels.map(timed))).scores.map((s) => s.total);
      for (let i = 0; i < 4; i++) {
        for (let j = 0; j < 4; j++) {
          if (levels[i] !== a || levels[j] !== b) continue;
          const [mine, theirs] = [totals[i] ?? 0, totals[j] ?? 0];
          won += mine > theirs ? 1 : mine === theirs ? 0.5 : 0;
          pairs++;
        }
      }
    }
  }
  const rate = round3(won / pairs);
  console.log(`head-to-head, 4 players, expert sides, 2 achievements: ${a} beats ${b} in ${round1(rate * 100)}% of ${pairs} pairs of seats (${2 * versusGames} games)`);
  return rate;
}

/**
 * The machine's speed at a moment: the least processor time, in ms, over 5 tries, that the greedy
 * reference takes to play solo seed 1, the same work every time. The processor is shared below
 * this machine and its speed moves whatever the load average says: decision times are comparable
 * between runs only alongside this.
 */
function referenceWork(): number {
  const bot: BotFn = (state, seat, rng) => greedyDecide(viewFor(state, seat), rng);
  let least = Infinity;
  for (let i = 0; i < 5; i++) {
    const cpu = process.cpuUsage();
    playOut({ ...optionsFor(1, 0), seed: 1 }, [bot]);
    const used = process.cpuUsage(cpu);
    least = Math.min(least, (used.user + used.system) / 1000);
  }
  return round1(least);
}

/** The first `count` solo seeds played with `search` side by side (one process per core): scores, wall-clock seconds, processor seconds a game. */
async function pooled(count: number, search: CeilingSearch): Promise<{ scores: number[]; seconds: number; cpuSecondsPerGame: number }> {
  const started = performance.now();
  const answers = await ceilingScores(
    Array.from({ length: count }, (_, g) => optionsFor(1, g)),
    search,
  );
  return {
    scores: answers.map((answer) => answer.score),
    seconds: Math.round((performance.now() - started) / 1000),
    cpuSecondsPerGame: round1(mean(answers.map((answer) => answer.cpuMs)) / 1000),
  };
}

type PooledRun = Awaited<ReturnType<typeof pooled>>;

/** A pooled search's entry in the JSON summary: its scores, its method and settings, its time. */
const runSummary = (run: PooledRun, method: string, settings: object) => ({
  soloMean: round1(mean(run.scores)),
  games: run.scores.length,
  scores: run.scores,
  method,
  ...settings,
  seconds: run.seconds,
  cpuSecondsPerGame: run.cpuSecondsPerGame,
});

const logSolo = (name: string, scores: readonly number[]): void =>
  console.log(`solo ${name}: mean ${round1(mean(scores))}, median ${quantile(scores, 0.5)}, min ${Math.min(...scores)}, max ${Math.max(...scores)}`);

async function benchExplorers(): Promise<void> {
  const started = performance.now();
  const loadBefore = loadavg();
  console.log(`AI benchmark: ${games} games per table, seeds ${seed}..${seed + games - 1}, ${availableParallelism()} cores, node ${process.version}`);
  const referenceBefore = referenceWork();
  console.log(`reference work (the greedy reference's solo game on seed 1, least of 5): ${referenceBefore} ms of processor time`);

  const solo = Object.fromEntries(LEVELS.map((level) => [level, [] as number[]])) as Record<Level, number[]>;
  const four: Partial<Record<Level, number[]>> = {};
  for (const level of LEVELS) {
    solo[level] = soloScores(timed(level));
    logSolo(level, solo[level]);
  }
  const greedy = soloScores(timed('greedy'));
  logSolo('greedy (one turn, reference)', greedy);
  const ceilingRun = await pooled(ceilingGames, { kind: 'ceiling', settings: ceilingSettings });
  const ceiling = ceilingRun.scores;
  const ceilingMean = mean(ceiling);
  const ofCeiling = (scores: readonly number[]): number => round3(mean(scores.slice(0, ceilingGames)) / ceilingMean);
  console.log(
    `solo ceiling (full-game clairvoyant pilot beam of ${ceilingSettings.width}, ${ceilingGames} seeds, ${ceilingRun.seconds} s, ` +
      `${ceilingRun.cpuSecondsPerGame} processor s a game): ${ceiling.join(' ')}, mean ${round1(ceilingMean)}; ` +
      LEVELS.map((level) => `${level} ${ofCeiling(solo[level])}`).join(', '),
  );
  const fair = fairGames > 0 ? await pooled(fairGames, { kind: 'fair', settings: FAIR_SETTINGS }) : null;
  if (fair) {
    const fairMean = mean(fair.scores);
    console.log(
      `solo fair twin of the ceiling (${FAIR_SETTINGS.futures} futures a step, beam of ${FAIR_SETTINGS.width}, ${fairGames} seeds, ${fair.seconds} s, ` +
        `${fair.cpuSecondsPerGame} processor s a game): ${fair.scores.join(' ')}, mean ${round1(fairMean)}; ` +
        (fairGames <= ceilingGames ? `the ceiling on those seeds ${round1(mean(ceiling.slice(0, fairGames)))}; ` : '') +
        LEVELS.map((level) => `${level} ${round3(mean(solo[level].slice(0, fairGames)) / fairMean)} of it`).join(', '),
    );
  }
  const clairvoyant = soloScores(clairvoyantDecide);
  const clairvoyantRatio = round3(mean(solo.hard) / mean(clairvoyant));
  console.log(`solo round-end clairvoyant (hard's search, knows the round's cards): mean ${round1(mean(clairvoyant))}; hard / it = ${clairvoyantRatio}`);
  for (const level of LEVELS) {
    if (level === 'master') continue;
    const scores = fourPlayerScores(timed(level));
    four[level] = scores;
    console.log(`4 players, all ${level}: mean ${round1(mean(scores))}, median ${quantile(scores, 0.5)}`);
  }
  const headToHead = { ...headToHeadRates(games, '2 players', share), 'fourExpert:hard-normal': versus('hard', 'normal'), 'fourExpert:master-hard': versus('master', 'hard') };
  const levels = {
    ...Object.fromEntries(
      LEVELS.map((level) => {
        const scores = four[level];
        const figures = {
          soloMean: round1(mean(solo[level])),
          soloMedian: quantile(solo[level], 0.5),
          ofCeiling: ofCeiling(solo[level]),
          ...(scores ? { fourPlayerMean: round1(mean(scores)) } : {}),
          ...clock.figures(level),
        };
        return [level, figures];
      }),
    ),
    greedy: { soloMean: round1(mean(greedy)), soloMedian: quantile(greedy, 0.5), ofCeiling: ofCeiling(greedy), ...clock.figures('greedy') },
  };
  const hardOverGreedy = round3(mean(solo.hard) / mean(greedy));
  console.log(`hard / greedy, solo: ${hardOverGreedy}`);
  const seconds = Math.round((performance.now() - started) / 1000);
  const load = { before: loadBefore.map(round1), after: loadavg().map(round1) };
  const reference = { before: referenceBefore, after: referenceWork() };
  console.log(`ran ${seconds} s, load averages (1, 5, 15 min) ${load.before.join(' ')} → ${load.after.join(' ')}, reference work ${reference.before} → ${reference.after} ms`);
  console.log(
    JSON.stringify({
      games,
      seed,
      versusGames,
      cores: availableParallelism(),
      seconds,
      load,
      referenceMs: reference,
      levels,
      headToHead,
      hardOverGreedy,
      ceiling: {
        ...runSummary(ceilingRun, ceilingMethod(ceilingSettings), ceilingSettings),
        ...(fair ? { fair: runSummary(fair, fairMethod(FAIR_SETTINGS), FAIR_SETTINGS) } : {}),
      },
      clairvoyantRatio,
      clairvoyantMean: round1(mean(clairvoyant)),
    }),
  );
}

/** A game benched apart from Explorers: its run framed by the seeds, the time taken and the load. */
function benchOther(name: string, bench: () => object): void {
  const started = performance.now();
  const loadBefore = loadavg()[0] ?? 0;
  console.log(`AI benchmark, ${name}: ${games} games per table, seeds ${seed}..${seed + games - 1}, ${availableParallelism()} cores, node ${process.version}`);
  const summary = bench();
  const seconds = Math.round((performance.now() - started) / 1000);
  console.log(`ran ${seconds} s, load average ${round1(loadBefore)} → ${round1(loadavg()[0] ?? 0)}`);
  console.log(JSON.stringify({ games, seed, cores: availableParallelism(), seconds, ...summary }));
}

if (values.game === 'tucana') benchOther('Tucana', () => benchTucana(games, seed));
else if (values.game === 'ambassadors') benchOther('Ambassadors', () => benchAmbassadors(games, seed, Number(values['fair-games']), values['fair-players'].split(',').map(Number)));
else if (values.game === 'explorers') await benchExplorers();
else throw new Error(`unknown game ${values.game} (explorers, tucana or ambassadors)`);
