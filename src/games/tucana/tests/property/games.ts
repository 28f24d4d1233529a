// Tucana games for property tests: any options, a game played part way by random players, and
// the same game with other hidden parts.
import fc from 'fast-check';
import { ISLANDS, apply, createGame, expectedActors, randomMove, type TucanaOptions, type TucanaState } from '../../rules/index';
import { unwrap } from '../unit/fixtures';

export const uint32 = fc.integer({ min: 0, max: 0xffffffff });

export const optionsArb: fc.Arbitrary<TucanaOptions> = fc.record({
  players: fc.integer({ min: 1, max: 8 }),
  seed: uint32,
  island: fc.constantFrom(...ISLANDS),
  specialBonus: fc.boolean(),
  randomStart: fc.boolean(),
  counterClockwise: fc.boolean(),
  symmetric: fc.boolean(),
});

/** Random players play about `fraction` of a game (1: to the end). */
export function playPart(options: TucanaOptions, fraction: number, rng: number): TucanaState {
  const length = options.players * 13 * (options.island === 'petit' ? 2 : 3);
  let state = unwrap(createGame(options));
  for (let i = 0; i < fraction * length && state.phase !== 'over'; i++) {
    const move = randomMove(state, expectedActors(state)[0] as number, rng);
    rng = move.rng;
    state = unwrap(apply(state, move.action));
  }
  return state;
}

/** The same game with other hidden parts: the pile in another order, another RNG state. */
export function reshuffled(state: TucanaState, rng: number): TucanaState {
  const order = state.pile.map((card, i) => ({ card, key: Math.imul(i + 1, rng | 1) >>> 7 })).sort((a, b) => a.key - b.key);
  return { ...state, pile: order.map((x) => x.card), rng: (state.rng ^ rng) >>> 0, options: { ...state.options, seed: rng } };
}
