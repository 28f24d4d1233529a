import { describe, expect, it } from 'vitest';
import { AchievementStatus } from '../../ai/achievement-status';
import { decideWith } from '../../ai/decisions';
import { decide } from '../../ai/index';
import { LEVELS, PROFILES } from '../../ai/levels';
import { Evaluator } from '../../ai/evaluate';
import { futureValue, type ChainScorer, type FirstPlays } from '../../ai/lookahead';
import { sampledFutures } from '../../ai/planner';
import { beamSearch } from '../../ai/search';
import { Position, sheetOf } from '../../ai/sheet';
import { turnIndexOf } from '../../ai/timing';
import { randomMove } from '../../rules/index';
import {
  ACHIEVEMENTS,
  ACHIEVEMENT_RULES,
  CELLS,
  VILLAGE,
  apply,
  nextInt,
  createGame,
  tables,
  expectedActors,
  legalPicks,
  unseenCards,
  viewFor,
  type GameOptions,
  type GameState,
  type Phase,
  type PlayerBoard,
  type Side,
} from '../../rules/index';

const sides = (side: Side): GameOptions['sides'] => ({ temples: side, provisions: side, villages: side, gemstones: side });
const options = (players: number, seed: number, side: Side, achievements: number): GameOptions => ({
  players,
  seed,
  sides: sides(side),
  map: 'random',
  achievements: { random: achievements },
});
/** Seed 51's map has two villages equally close to the centre: the first player must pick one. */
const TIED_SEED = 51;

function start(o: GameOptions): GameState {
  const created = createGame(o);
  if (!created.ok) throw new Error(created.error.detail);
  return created.value;
}

/** One state per decision of a game played by random bots (who acts, in which phase). */
function decisionPoints(o: GameOptions): { state: GameState; player: number }[] {
  const points: { state: GameState; player: number }[] = [];
  let state = start(o);
  let rng = 12345;
  while (state.phase.kind !== 'over') {
    for (const player of expectedActors(state)) {
      points.push({ state, player });
      const move = randomMove(state, player, rng);
      rng = move.rng;
      const next = apply(state, move.action);
      if (!next.ok) throw new Error(next.error.detail);
      state = next.value;
    }
  }
  return points;
}

describe.each(LEVELS)('the %s AI', (level) => {
  it('plays whole games with legal actions only, through every phase', () => {
    // Solo with three achievements; two players on a tied map with expert temples (bonus Xs);
    // three players (a last turn without an active player).
    // The levels that look ahead think longest: their one game (two players) still goes through every phase.
    const all = [options(1, 3, 'expert', 3), options(2, TIED_SEED, 'expert', 2), options(3, 8, 'basic', 1)];
    const games = PROFILES[level].lookahead > 0 ? all.slice(1, 2) : all;
    const phases = new Set<Phase['kind']>();
    let scrollTurns = 0;
    for (const o of games) {
      let state = start(o);
      let rng = 7;
      while (state.phase.kind !== 'over') {
        for (const player of expectedActors(state)) {
          phases.add(state.phase.kind);
          if (legalPicks(state, player).some((pick) => pick.kind === 'scroll')) scrollTurns++;
          const decision = decide(viewFor(state, player), level, rng);
          rng = decision.rng;
          expect(decision.action.player).toBe(player);
          const next = apply(state, decision.action);
          expect(next.ok, next.ok ? '' : `${state.phase.kind}: ${next.error.detail}`).toBe(true);
          if (next.ok) state = next.value;
        }
      }
    }
    expect([...phases].sort()).toEqual(['bonus', 'choose', 'place', 'setup', 'startVillage']);
    expect(scrollTurns).toBeGreaterThan(0);
    // A whole game of searches: minutes on a busy 2-core machine, not the default two.
  }, 600_000);

  const samples = [
    ...decisionPoints(options(1, 21, 'basic', 2)),
    ...decisionPoints(options(3, 22, 'expert', 1)),
    ...decisionPoints(options(2, TIED_SEED, 'basic', 0)),
  ].filter((_, i) => i % 9 === 0);

  it('decides the same for the same state and seed', () => {
    for (const { state, player } of samples) {
      expect(decide(viewFor(state, player), level, 99)).toEqual(decide(viewFor(state, player), level, 99));
    }
  });

  it('never uses hidden information: the deck order and the RNG do not change its decision', () => {
    for (const { state, player } of samples) {
      // The same unseen cards, dealt in another order with another card set aside.
      const unseen = unseenCards(state);
      const shuffled = unseen.slice().reverse();
      const deck = shuffled.length === 0 ? state.deck : { pile: shuffled.slice(1), aside: shuffled[0] as number };
      const other: GameState = { ...state, deck, rng: (state.rng ^ 0x5bd1e995) >>> 0 };
      expect(unseenCards(other)).toEqual(unseen);
      // Its search, given the whole state, reads neither the deck order nor the RNG.
      expect(decideWith(other, player, PROFILES[level], 5)).toEqual(decideWith(state, player, PROFILES[level], 5));
    }
  });
});

describe('the futures a planning AI samples', () => {
  it('draw this round\'s turns from the unseen cards, each later round\'s from a whole deck, stop at the game\'s end and are the same for the same seed', () => {
    let state = start(options(1, 5, 'basic', 0));
    // The setup: all eight cards unseen, seven turns to come in the round.
    const first = sampledFutures(state, 6, 3, 11);
    expect(first.futures).toHaveLength(6);
    expect(sampledFutures(state, 6, 3, 11)).toEqual(first);
    for (const { turns } of first.futures) {
      expect(turns).toHaveLength(3);
      expect(new Set(turns.map((t) => t.card.id)).size).toBe(3);
    }
    const { TURNS_PER_ROUND, ROUNDS } = tables;
    let rng = 3;
    while (state.phase.kind !== 'over') {
      const unseen = unseenCards(state);
      const played = state.turn.number === 0 ? 0 : state.turn.turn + 1;
      const gameLeft = (ROUNDS - state.turn.round) * TURNS_PER_ROUND - played;
      for (const { turns } of sampledFutures(state, 4, 12, rng).futures) {
        expect(turns).toHaveLength(Math.min(12, gameLeft));
        const thisRound = turns.slice(0, TURNS_PER_ROUND - played);
        for (const turn of thisRound) expect(unseen).toContain(turn.card.id);
        // Each later round is 7 different cards of the 8.
        for (let r = thisRound.length; r < turns.length; r += TURNS_PER_ROUND) {
          const round = turns.slice(r, r + TURNS_PER_ROUND).map((t) => t.card.id);
          expect(new Set(round).size).toBe(round.length);
        }
      }
      const move = randomMove(state, 0, rng);
      rng = move.rng;
      const next = apply(state, move.action);
      if (!next.ok) throw new Error(next.error.detail);
      state = next.value;
    }
  });
});

describe('the AI\'s achievement status', () => {
  it('agrees with the engine\'s rules on boards grown from a base', () => {
    const { map } = start(options(1, 4, 'basic', 0));
    const status = new AchievementStatus(map, ACHIEVEMENTS);
    let rng = 1;
    const draw = (bound: number): number => {
      const drawn = nextInt(rng, bound);
      rng = drawn.rng;
      return drawn.value;
    };
    for (let trial = 0; trial < 60; trial++) {
      // Dense or sparse bases, so that lines, squares, areas and edges are sometimes complete.
      const density = 0.2 + 0.75 * (trial / 60);
      const base = new Uint8Array(CELLS);
      for (let cell = 0; cell < CELLS; cell++) if (map.terrain[cell] !== VILLAGE && draw(1000) < density * 1000) base[cell] = 1;
      const marks = base.slice();
      const added: number[] = [];
      for (let k = 0; k < 6; k++) {
        const cell = draw(CELLS);
        if (marks[cell] === 0 && map.terrain[cell] !== VILLAGE) {
          marks[cell] = 1;
          added.push(cell);
        }
      }
      const expected = ACHIEVEMENTS.map((id) => {
        const rule = ACHIEVEMENT_RULES[id];
        return rule.kind === 'end' ? rule.points(map, marks) : rule.met(map, marks) ? 1 : 0;
      });
      expect(status.measure(base, marks, added, [])).toEqual(expected);
    }
  });
});

/** A solo basic game played by the normal level up to the placing of turn `turns`. */
function soloAt(seed: number, turns: number): GameState {
  let state = start(options(1, seed, 'basic', 0));
  let rng = 1;
  while (state.phase.kind !== 'place' || turnIndexOf(state) < turns) {
    const decision = decide(viewFor(state, 0), 'normal', rng);
    rng = decision.rng;
    const next = apply(state, decision.action);
    if (!next.ok) throw new Error(next.error.detail);
    state = next.value;
  }
  return state;
}

describe('the position evaluation', () => {
  /** The evaluation of a solo position early in the game, with these shares of the goals many cells offer. */
  const valuedEarly = (() => {
    const state = soloAt(3, 2);
    const sheet = sheetOf(state.boards[0] as PlayerBoard, state.turn.round, state.turn.templesReached[0] ?? []);
    return (commonGoals: number, crowding = 0): number => new Evaluator(state, 0, { ...PROFILES.hard.weights, commonGoals, crowding }).value(sheet);
  })();

  it('keeps the commonGoals share of the outlook of gemstones, provisions, horses and scrolls, and all of the rest', () => {
    const [none, all] = [valuedEarly(0), valuedEarly(1)];
    // Early in the game many such goals are in reach, and the rest (secured points, villages, temples) is worth something.
    expect(all - none).toBeGreaterThan(5);
    expect(none).toBeGreaterThan(20);
    expect(valuedEarly(0.8)).toBeCloseTo(none + 0.8 * (all - none), 9);
  });

  it('lets those goals crowd each other out: the more crowding, the less they add, the most valuable one always kept', () => {
    const none = valuedEarly(0);
    const added = [0, 0.05, 0.1, 0.5, 1e9].map((crowding) => valuedEarly(1, crowding) - none);
    for (let i = 1; i < added.length; i++) expect(added[i]).toBeLessThan(added[i - 1] as number);
    // Crowded out all but one, they still add their most valuable goal; the share applies on top.
    expect(added[4]).toBeGreaterThan(0.5);
    expect(valuedEarly(0.8, 0.1) - none).toBeCloseTo(0.8 * (added[2] as number), 9);
  });
});

describe('judging a placement on its futures', () => {
  it('gives the same value on all the futures at once as on a first share and then the rest, the first turn\'s plays kept between them', () => {
    // Candidates are screened on the first futures and the better ones judged on the rest, reusing
    // what the first share already played: the two parts must add up to the whole.
    for (const [seed, turns] of [
      [5, 2],
      [6, 9],
    ] as const) {
      const state = soloAt(seed, turns);
      const evaluator = new Evaluator(state, 0, PROFILES.hard.weights);
      const position = new Position(state.map);
      const base = sheetOf(state.boards[0] as PlayerBoard, state.turn.round, state.turn.templesReached[0] ?? []);
      const score: ChainScorer = (chain, ahead) => evaluator.value(position.load(base, chain, turnIndexOf(state)), ahead);
      const [pick] = legalPicks(state, 0);
      if (!pick) throw new Error('no pick');
      const placer = (beamSearch(state, 0, { type: 'turn', pick }, (p) => score([p], 0), 3)[0] ?? { placer: null }).placer;
      if (!placer) throw new Error('no placement');
      const { futures } = sampledFutures(state, 8, 3, 17);
      const judge = (part: typeof futures, memo?: FirstPlays): number => futureValue(state, 0, [placer], part, () => 'split', score, memo);
      const memo: FirstPlays = new Map();
      const first = judge(futures.slice(0, 3), memo);
      const rest = judge(futures.slice(3), memo);
      expect(memo.size).toBeGreaterThan(0);
      expect((first * 3 + rest * 5) / 8).toBeCloseTo(judge(futures), 9);
      expect(first).not.toBeCloseTo(rest, 6);
    }
  });
});
