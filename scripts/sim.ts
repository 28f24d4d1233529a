// Headless simulator: plays bot games and prints one JSON summary on its last line.
// npm run sim -- --players 4 --games 1000 --seed 1 [--temples expert] [--provisions expert]
//   [--villages expert] [--gemstones expert] [--achievements 2] [--bot random]
// npm run sim -- --game tucana --players 4 --games 2000 --seed 7 [--island grande]
//   [--special] [--bot random|greedy]
// npm run sim -- --game ambassadors --players 4 --games 2000 --seed 7
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { playOut, type BotFn } from '../src/games/explorers/ai/play-out';
import { randomMove } from '../src/games/explorers/rules/index';
import { ranking, SCORE_CATEGORIES, type GameOptions, type Side } from '../src/games/explorers/rules/index';
import * as tucana from '../src/games/tucana/rules/index';
import * as ambassadors from '../src/games/ambassadors/rules/index';
import { BOTS } from './bots';
import { greedyMove } from './tucana-greedy';

const { values } = parseArgs({
  options: {
    game: { type: 'string', default: 'explorers' },
    players: { type: 'string', default: '4' },
    games: { type: 'string', default: '1000' },
    seed: { type: 'string', default: '1' },
    temples: { type: 'string', default: 'basic' },
    provisions: { type: 'string', default: 'basic' },
    villages: { type: 'string', default: 'basic' },
    gemstones: { type: 'string', default: 'basic' },
    achievements: { type: 'string', default: '0' },
    island: { type: 'string', default: 'petit' },
    special: { type: 'boolean', default: false },
    bot: { type: 'string', default: 'random' },
  },
});

const players = Number(values.players);
const games = Number(values.games);
const seed = Number(values.seed);

/** Running mean, minimum and maximum of some figures. */
function tally<K extends string>(keys: readonly K[]) {
  const stats = Object.fromEntries(keys.map((k) => [k, { sum: 0, min: Infinity, max: -Infinity }])) as Record<K, { sum: number; min: number; max: number }>;
  return {
    add(values: Readonly<Record<K, number>>): void {
      for (const k of keys) {
        const s = stats[k];
        s.sum += values[k];
        s.min = Math.min(s.min, values[k]);
        s.max = Math.max(s.max, values[k]);
      }
    },
    summary(count: number) {
      return Object.fromEntries(keys.map((k) => [k, { mean: Number((stats[k].sum / count).toFixed(2)), min: stats[k].min, max: stats[k].max }]));
    },
  };
}

function simExplorers(): object {
  const side = (v: string): Side => (v === 'expert' ? 'expert' : 'basic');
  const bot: BotFn = BOTS[values.bot as keyof typeof BOTS] ?? randomMove;
  const categories = [...SCORE_CATEGORIES, 'total'] as const;
  const stats = tally(categories);
  const started = performance.now();
  for (let g = 0; g < games; g++) {
    const options: GameOptions = {
      players,
      seed: (seed + g) >>> 0,
      sides: { temples: side(values.temples), provisions: side(values.provisions), villages: side(values.villages), gemstones: side(values.gemstones) },
      map: 'random',
      achievements: { random: Number(values.achievements) },
    };
    const final = playOut(options, Array.from({ length: players }, () => bot));
    for (const score of ranking(final).scores) stats.add(score);
  }
  const seconds = (performance.now() - started) / 1000;
  return { games, players, bot: values.bot, seconds: Number(seconds.toFixed(3)), gamesPerSecond: Math.round(games / seconds), scores: stats.summary(games * players) };
}

type TucanaBot = (state: tucana.TucanaState, player: number, rng: number) => tucana.BotMove;
const TUCANA_BOTS: Readonly<Record<string, TucanaBot>> = { random: tucana.randomMove, greedy: greedyMove };

/** One Tucana game with one bot per seat, and how often each seat had nothing to draw. */
function playTucana(options: tucana.TucanaOptions, bot: TucanaBot): { final: tucana.TucanaState; passes: number } {
  const created = tucana.createGame(options);
  if (!created.ok) throw new Error(created.error.detail);
  let state = created.value;
  let rng = (options.seed ^ 0x9e3779b9) >>> 0;
  let passes = 0;
  let turn = 0;
  while (state.phase !== 'over') {
    if (state.turn.number !== turn) {
      turn = state.turn.number;
      for (const passed of state.turn.passed) if (passed) passes++;
    }
    for (const player of tucana.expectedActors(state)) {
      const move = bot(state, player, rng);
      rng = move.rng;
      const next = tucana.apply(state, move.action);
      if (!next.ok) throw new Error(`bot ${player} proposed an illegal action: ${next.error.code} ${next.error.detail}`);
      state = next.value;
    }
  }
  return { final: state, passes };
}

const bits = (mask: number): number => {
  let n = 0;
  for (let m = mask; m !== 0; m &= m - 1) n++;
  return n;
};

function simTucana(): object {
  const island = values.island === 'grande' ? 'grande' : 'petit';
  const bot = TUCANA_BOTS[values.bot] ?? tucana.randomMove;
  const map = tucana.islandOf(island);
  const scores = tally([...tucana.SCORE_CATEGORIES, 'total'] as const);
  // Per seat and game: sights scored, kinds completed (a bonus segment each), pairs, blue and red cards.
  const goals = tally(['sights', 'kindsCompleted', 'pairs', 'blueCards', 'redCards'] as const);
  const totals: number[] = [];
  const ranks = new Array<number>(map.soloRanks.length + 1).fill(0);
  let passes = 0;
  let sharedWins = 0;
  // Per seat: total points and wins (a shared win counts for each winner).
  const seatPoints = new Array<number>(players).fill(0);
  const seatWins = new Array<number>(players).fill(0);
  const started = performance.now();
  for (let g = 0; g < games; g++) {
    const options: tucana.TucanaOptions = {
      players,
      seed: (seed + g) >>> 0,
      island,
      specialBonus: values.special,
      randomStart: false,
      counterClockwise: false,
      symmetric: false,
    };
    const { final, passes: passed } = playTucana(options, bot);
    passes += passed;
    const ranking = tucana.ranking(final);
    if (ranking.winners.length > 1) sharedWins++;
    for (const p of ranking.winners) seatWins[p]++;
    ranking.scores.forEach((score, p) => {
      scores.add(score);
      totals.push(score.total);
      seatPoints[p] += score.total;
      if (players === 1) ranks[tucana.soloRank(island, score.total)]++;
      const board = final.boards[p] as tucana.Board;
      goals.add({
        sights: bits(board.sights),
        kindsCompleted: map.kindMasks.filter((mask) => (board.sights & mask) === mask).length,
        pairs: bits(board.pairs),
        blueCards: board.blue.filter((v) => v > 0).length,
        redCards: board.red.filter((v) => v > 0).length,
      });
    });
  }
  const seconds = (performance.now() - started) / 1000;
  totals.sort((a, b) => a - b);
  const centile = (q: number) => totals[Math.min(totals.length - 1, Math.floor(q * totals.length))];
  const turns = games * 13 * map.rounds * players;
  return {
    game: 'tucana',
    island,
    special: values.special,
    games,
    players,
    bot: values.bot,
    seconds: Number(seconds.toFixed(3)),
    gamesPerSecond: Math.round(games / seconds),
    scores: scores.summary(games * players),
    totalCentiles: { p10: centile(0.1), p25: centile(0.25), p50: centile(0.5), p75: centile(0.75), p90: centile(0.9) },
    perSeat: goals.summary(games * players),
    nothingToDrawPerTurn: Number((passes / turns).toFixed(5)),
    sharedWins: Number((sharedWins / games).toFixed(4)),
    seats: { meanTotal: seatPoints.map((t) => Number((t / games).toFixed(2))), winShare: seatWins.map((w) => Number((w / games).toFixed(3))) },
    ...(players === 1 ? { soloRanks: ranks.map((n) => Number((n / games).toFixed(4))) } : {}),
  };
}

/**
 * Ambassadors with the route bot in every seat. Game g seats its players on a rotation of the
 * start wonders (so each seat meets each start equally often); the first player comes from the seed.
 */
function simAmbassadors(): object {
  const rounds: number[] = [];
  const seatWins = new Array<number>(players).fill(0);
  const startWins = new Array<number>(4).fill(0);
  const startGames = new Array<number>(4).fill(0);
  let firstWins = 0;
  let capped = 0;
  let actions = 0;
  const started = performance.now();
  // Processor time too: on a shared machine the wall clock also counts other programs' turns.
  const cpuStarted = process.cpuUsage();
  for (let g = 0; g < games; g++) {
    const gameSeed = (seed + g) >>> 0;
    const starts = Array.from({ length: players }, (_, s) => ((g + s) % 4) + 1);
    const created = ambassadors.createGame({ players, seed: gameSeed, starts });
    if (!created.ok) throw new Error(created.error.detail);
    let state = created.value;
    let rng = (gameSeed ^ 0x9e3779b9) >>> 0;
    while (state.phase !== 'over') {
      const move = ambassadors.routeMove(state, state.turn.player, rng);
      rng = move.rng;
      const next = ambassadors.apply(state, move.action);
      if (!next.ok) throw new Error(`bot ${state.turn.player} proposed an illegal action: ${next.error.code} ${next.error.detail}`);
      state = next.value;
      actions++;
    }
    const outcome = state.outcome as ambassadors.Outcome;
    rounds.push(state.turn.round);
    if (outcome.reason === 'roundCap') capped++;
    starts.forEach((start) => startGames[start - 1]++);
    // A shared win counts as a share for each winner.
    for (const winner of outcome.winners) {
      const share = 1 / outcome.winners.length;
      seatWins[winner] += share;
      startWins[(starts[winner] as number) - 1] += share;
      if (winner === state.first) firstWins += share;
    }
  }
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuStarted);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  rounds.sort((a, b) => a - b);
  const centile = (q: number) => rounds[Math.min(rounds.length - 1, Math.floor(q * rounds.length))];
  const share = (n: number, of: number) => Number((n / of).toFixed(3));
  return {
    game: 'ambassadors',
    games,
    players,
    bot: 'route',
    seconds: Number(seconds.toFixed(3)),
    gamesPerSecond: Math.round(games / seconds),
    actionsPerSecond: Math.round(actions / seconds),
    cpuSeconds: Number(cpuSeconds.toFixed(3)),
    gamesPerCpuSecond: Math.round(games / cpuSeconds),
    actionsPerCpuSecond: Math.round(actions / cpuSeconds),
    rounds: { median: centile(0.5), p10: centile(0.1), p25: centile(0.25), p75: centile(0.75), p90: centile(0.9), max: rounds[rounds.length - 1] },
    roundCapShare: share(capped, games),
    winShare: {
      fair: share(1, players),
      seats: seatWins.map((w) => share(w, games)),
      starts: startWins.map((w, i) => share(w, startGames[i] as number)),
      firstPlayer: share(firstWins, games),
    },
  };
}

const SIMS: Readonly<Record<string, () => object>> = { explorers: simExplorers, tucana: simTucana, ambassadors: simAmbassadors };
console.log(JSON.stringify((SIMS[values.game] ?? simExplorers)()));
