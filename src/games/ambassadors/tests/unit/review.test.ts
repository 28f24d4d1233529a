// The review's judge reads only the judged seat's view: the states it plays out agree with that
// view, and what the seat cannot see (others' hands, deck orders, the dice to come) changes nothing.
import { describe, expect, it } from 'vitest';
import { decide } from '../../ai/index';
import { beyondNoise, judge, sampleState } from '../../ai/review';
import { createGame, legalMoves, play, viewFor, type AmbassadorsState } from '../../rules/index';

/** The states of a game the hard level plays at every seat, up to `actions` actions. */
function* states(players: number, seed: number, actions: number): Generator<AmbassadorsState> {
  const made = createGame({ players, seed, starts: Array.from({ length: players }, (_, i) => i + 1) });
  if (!made.ok) throw new Error(made.error.detail);
  let state = made.value;
  for (let n = 0; n < actions && state.phase !== 'over'; n++) {
    yield state;
    const next = play(state, decide(viewFor(state, state.turn.player), 'hard', n).action);
    if (!next.ok) throw new Error(next.error.detail);
    state = next.value.state;
  }
}

describe("the review's sampled states", () => {
  it("show the judged seat its own view again, at every step", () => {
    for (const [players, seed] of [[2, 7], [4, 12]] as const) {
      for (const [n, state] of [...states(players, seed, 150)].entries()) {
        const seat = state.turn.player;
        const view = viewFor(state, seat);
        expect(viewFor(sampleState(view, seat, n), seat)).toEqual(view);
      }
    }
  });
});

describe("the review's judge", () => {
  it("judges alike two states that differ only in another seat's hand, the decks' order and the dice to come", () => {
    const state = [...states(2, 5, 60)].find((s) => s.phase === 'move' && legalMoves(viewFor(s, s.turn.player), s.turn.player).length > 2) as AmbassadorsState;
    const seat = state.turn.player;
    const other = 1 - seat;
    const hand = state.players[other]?.hand as readonly number[];
    const size = hand.reduce((a, b) => a + b, 0);
    expect(size).toBeGreaterThan(0);
    // The same number of cards, all of another kind than the first the hand holds.
    const swapped = hand.map((_, i) => (i === (hand[0] ? 1 : 0) ? size : 0));
    const hidden: AmbassadorsState = {
      ...state,
      players: state.players.map((p, s) => (s === other ? { ...p, hand: swapped } : p)),
      decks: state.decks.map((deck) => deck.slice().reverse()),
      bonusDeck: state.bonusDeck.slice().reverse(),
      rng: state.rng ^ 0x5555,
    };
    const view = viewFor(state, seat);
    expect(viewFor(hidden, seat)).toEqual(view);
    const played = legalMoves(view, seat).find((move) => move.type === 'pass') ?? legalMoves(view, seat)[0];
    expect(judge(viewFor(hidden, seat), played as never, 3)).toEqual(judge(view, played as never, 3));
  });
});

describe("the review's noise", () => {
  const paired = (better: number, worse: number, count: number): number[] => [...new Array<number>(better).fill(1), ...new Array<number>(worse).fill(-1), ...new Array<number>(count - better - worse).fill(0)];

  it('counts a loss only beyond two standard errors of the play-outs paired', () => {
    // One play-out of twelve that went the other way was a mark of 8 points: now noise.
    expect(beyondNoise(paired(1, 0, 12))).toBe(false);
    expect(beyondNoise(paired(3, 0, 48))).toBe(false);
    expect(beyondNoise(paired(6, 2, 48))).toBe(false);
    expect(beyondNoise(paired(6, 0, 48))).toBe(true);
    expect(beyondNoise(paired(12, 2, 48))).toBe(true);
    expect(beyondNoise(paired(0, 6, 48))).toBe(false);
  });
});
