// An online table's stand-in state: for every seat and a spectator, at every step of whole games,
// its view is the view it was made from, and so are the legal moves read from it.
import { describe, expect, it } from 'vitest';
import { createGame, legalMoves, play, randomAction, viewFor, type AmbassadorsState } from '../../rules/index';
import { stateFromView } from '../../ai/view-state';

function* steps(seed: number, players: number): Generator<AmbassadorsState> {
  const made = createGame({ players, seed, starts: Array.from({ length: players }, (_, i) => i + 1) });
  if (!made.ok) throw new Error(made.error.detail);
  let state = made.value;
  let rng = seed;
  for (let n = 0; n < 400 && state.phase !== 'over'; n++) {
    yield state;
    const seat = state.turn.player;
    const drawn = randomAction(state, seat, rng);
    rng = drawn.rng;
    const played = play(state, drawn.action);
    if (!played.ok) throw new Error(played.error.detail);
    state = played.value.state;
  }
}

describe('a state made from a view', () => {
  it('shows that view again, and its legal moves, for every seat and a spectator', () => {
    for (const [seed, players] of [[3, 2], [11, 4]] as const) {
      for (const state of steps(seed, players)) {
        for (const seat of [null, ...Array.from({ length: players }, (_, i) => i)]) {
          const view = viewFor(state, seat);
          const again = viewFor(stateFromView(view), seat);
          expect(again).toEqual(view);
          if (seat !== null) expect(legalMoves(again, seat)).toEqual(legalMoves(view, seat));
        }
      }
    }
  });
});
