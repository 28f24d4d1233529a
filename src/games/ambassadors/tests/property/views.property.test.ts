// A seat's view hides the other hands (their sizes are public), every deck's order, the drawn
// cards of another seat, the seed and the RNG: two states that differ only there look the same
// to it. Events are filtered alike.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apply, createGame, eventsFor, play, routeMove, viewFor, type AmbassadorsState } from '../../rules/index';

/** A game after `actions` actions of the route bot. */
function reached(seed: number, actions: number): AmbassadorsState {
  const created = createGame({ players: 3, seed, starts: [2, 4, 1] });
  if (!created.ok) throw new Error(created.error.detail);
  let state = created.value;
  let rng = seed ^ 0x5bd1e995;
  for (let i = 0; i < actions && state.phase !== 'over'; i++) {
    const move = routeMove(state, state.turn.player, rng);
    rng = move.rng;
    const next = apply(state, move.action);
    if (!next.ok) throw new Error(next.error.detail);
    state = next.value;
  }
  return state;
}

/** `items` rotated by `k`: another order of the same cards. */
const rotated = <T>(items: readonly T[], k: number): T[] => (items.length === 0 ? [] : [...items.slice(k % items.length), ...items.slice(0, k % items.length)]);

/** The same table with every part `seat` may not see changed. */
function hiddenChanged(state: AmbassadorsState, seat: number, k: number): AmbassadorsState {
  return {
    ...state,
    options: { ...state.options, seed: (state.options.seed + k) >>> 0 },
    rng: (state.rng + k) >>> 0,
    decks: state.decks.map((d) => rotated(d, k)),
    bonusDeck: rotated(state.bonusDeck, k),
    // Another seat's hand: the same size, other cards.
    players: state.players.map((p, s) => (s === seat ? p : { ...p, hand: [p.hand.reduce((a, b) => a + b, 0), 0, 0, 0] })),
    turn: state.turn.player === seat ? state.turn : { ...state.turn, drawn: state.turn.drawn.map((c) => (c + k) % 100) },
  };
}

describe('views', () => {
  it('look the same to a seat when only hidden parts differ', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: 200 }), fc.integer({ min: 0, max: 2 }), fc.integer({ min: 1, max: 50 }), (seed, actions, seat, k) => {
        const state = reached(seed, actions);
        const other = hiddenChanged(state, seat, k);
        expect(viewFor(other, seat)).toEqual(viewFor(state, seat));
        expect(JSON.stringify(viewFor(state, seat))).not.toContain(`"rng"`);
      }),
      { numRuns: 40 },
    );
  });

  it('show a seat its own hand and only the sizes of the others', () => {
    const state = reached(3, 10);
    const view = viewFor(state, 1);
    expect(view.boards[1]?.hand).toEqual(state.players[1]?.hand);
    expect(view.boards[0]?.hand).toBeNull();
    expect(view.boards[0]?.handSize).toBe(state.players[0]?.hand.reduce((a, b) => a + b, 0));
    expect(viewFor(state, null).boards.every((b) => b.hand === null)).toBe(true);
  });

  it('filter events like views: another seat\'s drawn bonus cards are hidden', () => {
    let state = reached(8, 0);
    for (let i = 0; i < 500; i++) {
      const seat = state.turn.player;
      const move = routeMove(state, seat, i);
      const played = play(state, move.action);
      if (!played.ok) throw new Error(played.error.detail);
      const drawn = played.value.events.find((e) => e.type === 'bonusDrawn');
      if (drawn) {
        const other = (seat + 1) % 3;
        expect(eventsFor(played.value.events, seat).find((e) => e.type === 'bonusDrawn')).toEqual(drawn);
        expect(eventsFor(played.value.events, other).find((e) => e.type === 'bonusDrawn')).toMatchObject({ card: null });
        expect(eventsFor(played.value.events, null).find((e) => e.type === 'bonusDrawn')).toMatchObject({ card: null });
        return;
      }
      state = played.value.state;
    }
    throw new Error('no bonus card drawn');
  });
});
