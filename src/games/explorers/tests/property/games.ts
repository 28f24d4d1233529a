// Games for property tests: any options, a game played part way by random bots, and the same
// game with other hidden parts.
import fc from 'fast-check';
import { ACHIEVEMENTS, SIDES, apply, createGame, expectedActors, randomMove, tables, type GameOptions, type GameState } from '../../rules/index';
import { FIXED_MAP, TIED_MAP, unwrap } from '../unit/engine-fixtures';

const side = fc.constantFrom(...SIDES);
export const uint32 = fc.integer({ min: 0, max: 0xffffffff });
export const optionsArb: fc.Arbitrary<GameOptions> = fc.record({
  players: fc.integer({ min: 1, max: 4 }),
  seed: uint32,
  sides: fc.record({ temples: side, provisions: side, villages: side, gemstones: side }),
  map: fc.constantFrom<GameOptions['map']>('random', FIXED_MAP, TIED_MAP),
  achievements: fc.oneof(fc.uniqueArray(fc.constantFrom(...ACHIEVEMENTS), { maxLength: 3 }), fc.record({ random: fc.integer({ min: 0, max: 3 }) })),
});

/** Random bots play about `fraction` of a game. */
export function playPart(options: GameOptions, fraction: number, rng: number): GameState {
  const n = options.players;
  const length = n + tables.ROUNDS * tables.TURNS_PER_ROUND * (n === 1 ? 1 : n + 1);
  let state = unwrap(createGame(options));
  for (let i = 0; i < fraction * length && state.phase.kind !== 'over'; i++) {
    const move = randomMove(state, expectedActors(state)[0] as number, rng);
    rng = move.rng;
    state = unwrap(apply(state, move.action));
  }
  return state;
}

/** The same game with other hidden parts: the unseen cards in another order, another RNG state. */
export function reshuffled(state: GameState, rng: number): GameState {
  const unseen = [...state.deck.pile, ...(state.deck.aside === null ? [] : [state.deck.aside])];
  const order = unseen.map((card, i) => ({ card, key: Math.imul(i + 1, rng | 1) >>> 7 })).sort((a, b) => a.key - b.key).map((x) => x.card);
  const aside = state.deck.aside === null ? null : (order.pop() as number);
  return { ...state, deck: { pile: order, aside }, rng: (state.rng ^ rng) >>> 0, options: { ...state.options, seed: rng } };
}

