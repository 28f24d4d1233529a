// Property tests of Tucana's rules: random games (player counts, islands, variants, setup
// options, seeds), junk and spoiled actions at random points of them, and the invariants every
// state keeps along the way.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  LETTERS,
  RULE_ERRORS,
  apply,
  expectedActors,
  groupsOf,
  islandOf,
  loadRecord,
  play,
  randomMove,
  recount,
  scoreBoard,
  toRecord,
  type Board,
  type TucanaState,
} from '../../rules/index';
import { unwrap } from '../unit/fixtures';
import { optionsArb, playPart, uint32 } from './games';

/** Any value at all, including objects with no prototype, boxed values, sparse and typed arrays. */
const junk = fc.anything({ maxDepth: 2, withNullPrototype: true, withBoxedValues: true, withSparseArray: true, withTypedArray: true, withBigInt: true });
const junkAction = fc.record(
  {
    type: fc.oneof(fc.constantFrom<unknown>('draw', 'pass', 'choose'), junk),
    player: fc.oneof(fc.integer({ min: -1, max: 9 }), junk),
    edges: fc.oneof(fc.array(fc.oneof(fc.integer({ min: -2, max: 300 }), junk), { maxLength: 5 }), junk),
  },
  { requiredKeys: [] },
);
const MUTATIONS = ['keep', 'dropLast', 'extraEdge', 'replaceFirst', 'otherPlayer', 'repeatFirst'] as const;
type Move = { readonly kind: 'junk'; readonly input: unknown } | { readonly kind: 'bot'; readonly mutation: (typeof MUTATIONS)[number]; readonly edge: number; readonly rng: number };
const moveArb: fc.Arbitrary<Move> = fc.oneof(
  fc.oneof(junkAction, junk).map((input): Move => ({ kind: 'junk', input })),
  fc.record({ mutation: fc.constantFrom(...MUTATIONS), edge: fc.integer({ min: 0, max: 291 }), rng: uint32 }).map((m): Move => ({ kind: 'bot', ...m })),
);

/** What a random player would do now, kept as is or slightly spoiled. */
function resolve(state: TucanaState, move: Move): unknown {
  if (move.kind === 'junk') return move.input;
  const actor = expectedActors(state)[0];
  if (actor === undefined) return { type: 'draw', player: 0, edges: [move.edge] };
  const action = randomMove(state, actor, move.rng).action;
  switch (move.mutation) {
    case 'keep':
      return action;
    case 'dropLast':
      return { ...action, edges: action.edges.slice(0, -1) };
    case 'extraEdge':
      return { ...action, edges: [...action.edges, move.edge] };
    case 'replaceFirst':
      return { ...action, edges: [move.edge, ...action.edges.slice(1)] };
    case 'otherPlayer':
      return { ...action, player: (action.player + 1) % state.options.players };
    case 'repeatFirst':
      return { ...action, edges: [...action.edges, action.edges[0]] };
  }
}

/** Everything a state holds, typed arrays included, as a comparable copy. */
const snapshot = (state: TucanaState) => structuredClone(state);

/** The partition of hexes into groups, as a list of sorted groups (labels differ, groups do not). */
function partition(groups: ArrayLike<number>): string {
  const byLabel = new Map<number, number[]>();
  for (let h = 0; h < groups.length; h++) byLabel.set(groups[h] as number, [...(byLabel.get(groups[h] as number) ?? []), h]);
  return [...byLabel.values()].map((g) => g.join(',')).sort().join('|');
}

/** Problems with a state, as text: sheets agree with their segments, piles and boxes with each other. */
function invariantProblems(state: TucanaState): string[] {
  const problems: string[] = [];
  const island = islandOf(state.options.island);
  const closedTurns = state.turn.number - 1 + (state.phase === 'over' ? 1 : 0);
  state.boards.forEach((board: Board, p) => {
    const groups = groupsOf(island, board.segments);
    if (partition(groups) !== partition(board.groups)) problems.push(`seat ${p}: groups differ from its segments`);
    // Sights scored are exactly those joined to a village; pairs exactly those joined.
    let reached = 0;
    island.sights.forEach((h, s) => {
      if (island.villages.some((v) => groups[v] === groups[h])) reached |= 1 << s;
    });
    if (reached !== board.sights) problems.push(`seat ${p}: sights ${board.sights} scored, ${reached} joined to a village`);
    const segments = Array.from(board.segments).filter((x) => x > 0).length;
    if (segments > closedTurns + 1 + 2 * island.sights.length) problems.push(`seat ${p}: ${segments} segments after ${closedTurns} turns`);
    if (Array.from(board.segments).some((x) => x > state.turn.round + 1)) problems.push(`seat ${p}: a segment from a later round`);
    LETTERS.forEach((_, l) => {
      if ((board.blue[l] as number) > 0 && !(board.pairs & (1 << l))) problems.push(`seat ${p}: a blue card without its pair`);
    });
    if (board.roundScores.length !== (state.phase === 'over' ? island.rounds : state.turn.round)) problems.push(`seat ${p}: ${board.roundScores.length} round totals in round ${state.turn.round}`);
  });
  if (state.options.players > 1) {
    // Each blue card dealt is still in its pile or was taken (by one player or shared): one value per card of a letter.
    const dealt = state.options.players <= 4 ? 5 : 10;
    const left = state.blue.reduce((sum, pile) => sum + pile.length, 0);
    const taken = new Set<string>();
    state.boards.forEach((b) => b.blue.forEach((v, l) => v > 0 && taken.add(`${l}:${v}`)));
    if (left + taken.size !== dealt) problems.push(`blue cards: ${left} left and ${taken.size} taken of ${dealt}`);
  }
  if (state.redOpen.some((open, i) => open && state.boards.some((b) => b.red[['obelisk', 'book', 'toucan', 'yeti', 'seaMonster'].indexOf(state.redCards[i] as string)] !== 0)))
    problems.push('a red card still open after someone took it');
  if (state.phase === 'draw' && expectedActors(state).length === 0) problems.push('nobody is expected to draw');
  return problems;
}

describe('Tucana rules, for any game', () => {
  it('never throw nor change their input, and refuse with a known code', () => {
    fc.assert(
      fc.property(optionsArb, fc.double({ min: 0, max: 1, noNaN: true }), uint32, fc.array(moveArb, { minLength: 1, maxLength: 8 }), (options, fraction, rng, moves) => {
        let state = playPart(options, fraction, rng);
        for (const move of moves) {
          const before = snapshot(state);
          const input = resolve(state, move);
          const next = apply(state, input);
          expect(state).toEqual(before);
          if (!next.ok) expect(RULE_ERRORS).toContain(next.error.code);
          else state = next.value;
        }
      }),
      { numRuns: 100 },
    );
  });

  it('keep their invariants in every state of a game, and the recount from each sheet equals its running score', () => {
    fc.assert(
      fc.property(optionsArb, uint32, (options, rng) => {
        let state = playPart(options, 0, rng);
        const problems: string[] = [];
        while (state.phase !== 'over') {
          const move = randomMove(state, expectedActors(state)[0] as number, rng);
          rng = move.rng;
          const round = state.turn.round;
          state = unwrap(apply(state, move.action));
          problems.push(...invariantProblems(state));
          if (state.turn.round !== round || state.phase === 'over') {
            for (let p = 0; p < options.players; p++) expect(recount(state, p)).toEqual(scoreBoard(state, p));
          }
        }
        expect(problems).toEqual([]);
      }),
      { numRuns: 40 },
    );
  });

  it('replay a record to the same state; play gives the state apply gives', () => {
    fc.assert(
      fc.property(optionsArb, fc.double({ min: 0, max: 1, noNaN: true }), uint32, (options, fraction, rng) => {
        const state = playPart(options, fraction, rng);
        expect(unwrap(loadRecord(JSON.parse(JSON.stringify(toRecord(state)))))).toEqual(state);
        expect(playPart(options, fraction, rng)).toEqual(state);
        if (state.phase === 'over') return;
        const move = randomMove(state, expectedActors(state)[0] as number, rng);
        expect(unwrap(play(state, move.action)).state).toEqual(unwrap(apply(state, move.action)));
      }),
      { numRuns: 60 },
    );
  });
});
