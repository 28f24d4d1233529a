// The Tucana part of the AI benchmark (npm run bench:ai -- --game tucana [--games 30] [--seed 1]):
//   solo, for every level and the one-turn greedy reference player (scripts/tucana-greedy.ts):
//     mean and median score on Isla Petit, and on Isla Grande beside it (no Special Bonus);
//   head-to-head: 2-player games on Isla Petit of each pair of levels, every seed from both seats;
//   decision time per call, over all of a player's games (one thread): wall clock, and the
//     process's processor time, which other work on a shared machine does not inflate. Bots are
//     asked with their seat's view, as in the game's worker, so the time includes sampling the
//     hidden cards and rebuilding a state from the view;
//   the round-end clairvoyant, a yardstick that is not fair: solo on Isla Petit, the hard level's
//     evaluation judging its 8 best turns on the real rest of the round (it reads the pile);
//   load averages (1, 5 and 15 minutes) before and after.
import { loadavg } from 'node:os';
import { Evaluator } from '../src/games/tucana/ai/evaluate';
import { Futures } from '../src/games/tucana/ai/futures';
import { finishGreedily } from '../src/games/tucana/ai/greedy-turn';
import { decide } from '../src/games/tucana/ai/index';
import { LEVELS, PROFILES, type Level } from '../src/games/tucana/ai/levels';
import { chancesFor } from '../src/games/tucana/ai/odds';
import { timingOf } from '../src/games/tucana/ai/timing';
import { playOut, type BotFn } from '../src/games/tucana/ai/play-out';
import { Drawer, islandOf, ranking, sampleHidden, stateFromView, unseenCards, viewFor, type BotMove, type CardKind, type IslandId, type TucanaOptions, type TucanaState } from '../src/games/tucana/rules/index';
import { DecisionTimes, headToHeadRates, mean, quantile, round1, round3, winShare } from './bench-stats';
import { greedyMove } from './tucana-greedy';

type Player = Level | 'greedy';
const PLAYERS: readonly Player[] = [...LEVELS, 'greedy'];
/** How many of its best turns the clairvoyant judges on the real rest of the round. */
const CLAIRVOYANT_CANDIDATES = 8;

/** The round-end clairvoyant's turn: it reads the real state, the pile's order included. */
function clairvoyantMove(state: TucanaState, seat: number, rng: number): BotMove {
  const begun = Drawer.begin(islandOf(state.options.island), state, seat);
  if (!begun.ok) throw new Error(`clairvoyant: ${begun.error.detail}`);
  const { weights } = PROFILES.hard;
  const timing = timingOf(state, seat);
  const chances = chancesFor(timing, unseenCards(state.pile));
  const evaluator = new Evaluator(state, seat, weights, timing, chances);
  const turns = begun.value.legalEdges().map((edge) => {
    const drawer = begun.value.clone();
    drawer.draw(edge);
    finishGreedily(drawer, evaluator);
    const board = drawer.board();
    return { drawer, value: evaluator.value(board.segments, board.groups) };
  });
  turns.sort((a, b) => b.value - a.value);
  const rest = Array.from({ length: timing.left }, (_, t) => [state.pile[2 * t], state.pile[2 * t + 1]] as [CardKind, CardKind]);
  const judge = new Futures(state, seat, weights, timing, chances, [rest]);
  const judged = turns.slice(0, CLAIRVOYANT_CANDIDATES).map((turn) => ({ turn, value: judge.value(turn.drawer.board(), evaluator) }));
  const best = judged.reduce((a, b) => (b.value > a.value ? b : a));
  return { action: best.turn.drawer.action(), rng };
}

/** Solo scores on Isla Petit of the round-end clairvoyant over `games` seeds from `seed`. */
export const clairvoyantSolo = (games: number, seed: number): number[] =>
  Array.from({ length: games }, (_, g) => ranking(playOut({ players: 1, seed: (seed + g) >>> 0, island: 'petit', specialBonus: false, randomStart: false, counterClockwise: false, symmetric: false }, [clairvoyantMove])).scores[0]?.total ?? 0);


/** Runs the Tucana benchmark, logging as it goes; returns the summary for the last line. */
export function benchTucana(games: number, seed: number): object {
  const optionsFor = (players: number, island: IslandId, g: number): TucanaOptions => ({
    players,
    seed: (seed + g) >>> 0,
    island,
    specialBonus: false,
    randomStart: false,
    counterClockwise: false,
    symmetric: false,
  });
  const loadBefore = loadavg();
  const clock = new DecisionTimes<Player>();
  const timed = (player: Player): BotFn =>
    clock.viewBot(player, viewFor, (view, seat, rng) => {
      if (player !== 'greedy') return decide(view, player, rng);
      // The reference player reads a state: one rebuilt from the view, as fair as the AI.
      const sample = sampleHidden(view, rng);
      return greedyMove(stateFromView(view, sample.hidden), seat, sample.rng);
    });
  const solo = (player: Player, island: IslandId): number[] =>
    Array.from({ length: games }, (_, g) => ranking(playOut(optionsFor(1, island, g), [timed(player)])).scores[0]?.total ?? 0);

  /** Share of the games `a` wins against `b` (a shared win counts half), every seed from both seats. */
  const share = (a: Level, b: Level): number =>
    winShare(games, (g, seat) => ranking(playOut(optionsFor(2, 'petit', g), seat === 0 ? [timed(a), timed(b)] : [timed(b), timed(a)])).winners);

  const petit = {} as Record<Player, number[]>;
  const grande = {} as Record<Player, number[]>;
  for (const player of PLAYERS) {
    petit[player] = solo(player, 'petit');
    grande[player] = solo(player, 'grande');
    const line = (xs: number[]) => `mean ${round1(mean(xs))}, median ${quantile(xs, 0.5)}, min ${Math.min(...xs)}, max ${Math.max(...xs)}`;
    console.log(`solo ${player}: Isla Petit ${line(petit[player])}; Isla Grande ${line(grande[player])}`);
  }
  const clairvoyant = clairvoyantSolo(games, seed);
  const hardOverClairvoyant = round3(mean(petit.hard) / mean(clairvoyant));
  console.log(`solo round-end clairvoyant (reads the pile), Isla Petit: mean ${round1(mean(clairvoyant))}, median ${quantile(clairvoyant, 0.5)}; hard / it = ${hardOverClairvoyant}`);
  const headToHead = headToHeadRates(games, '2 players, Isla Petit', share);
  const levels = Object.fromEntries(
    PLAYERS.map((player) => {
      const figures = {
        soloMean: round1(mean(petit[player])),
        soloMedian: quantile(petit[player], 0.5),
        grandeSoloMean: round1(mean(grande[player])),
        grandeSoloMedian: quantile(grande[player], 0.5),
        ...clock.figures(player),
      };
      return [player, figures];
    }),
  );
  const hardOverGreedy = round3(mean(petit.hard) / mean(petit.greedy));
  console.log(`hard / greedy, solo on Isla Petit: ${hardOverGreedy}`);
  const load = { before: loadBefore.map(round1), after: loadavg().map(round1) };
  console.log(`load averages (1, 5, 15 min) ${load.before.join(' ')} → ${load.after.join(' ')}`);
  return { game: 'tucana', load, levels, headToHead, hardOverGreedy, clairvoyantMean: round1(mean(clairvoyant)), hardOverClairvoyant };
}
