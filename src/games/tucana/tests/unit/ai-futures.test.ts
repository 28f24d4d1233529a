// The hard level's sampled futures: drawn from the cards the seat has not seen (this round) and a
// fresh deck (the rounds after), never past the game's end, the same for every candidate.
import { describe, expect, it } from 'vitest';
import { Evaluator } from '../../ai/evaluate';
import { Futures, sampleFutures } from '../../ai/futures';
import { PROFILES } from '../../ai/levels';
import { chancesFor } from '../../ai/odds';
import { timingOf } from '../../ai/timing';
import { CARD_KINDS, DECK, unseenCards, type CardKind, type TucanaState } from '../../rules/index';
import { finishRound, newGame } from './fixtures';

const count = (cards: readonly CardKind[]): Record<CardKind, number> => unseenCards(cards);

/** A state `turns` turns into its round (the pile shortened as the game does). */
const later = (state: TucanaState, turns: number): TucanaState => ({ ...state, turn: { ...state.turn, turn: turns }, pile: state.pile.slice(2 * turns) });

describe('the Tucana AI futures', () => {
  it('deal this round from the unseen cards only, then from a fresh deck', () => {
    const state = later(newGame({ players: 1, seed: 5 }), 9);
    const timing = timingOf(state, 0);
    const { futures } = sampleFutures(state, timing, 6, 8, 77);
    const unseen = unseenCards(state.pile);
    for (const future of futures) {
      expect(future).toHaveLength(8);
      const thisRound = count(future.slice(0, timing.left).flat());
      const nextRound = count(future.slice(timing.left).flat());
      for (const kind of CARD_KINDS) {
        expect(thisRound[kind]).toBeLessThanOrEqual(unseen[kind]);
        expect(nextRound[kind]).toBeLessThanOrEqual(DECK[kind]);
      }
    }
  });

  it('stop at the end of the game', () => {
    const lastRound = finishRound(newGame({ players: 1, seed: 6 }));
    const state = later(lastRound, 10);
    const timing = timingOf(state, 0);
    const { futures } = sampleFutures(state, timing, 3, 8, 1);
    for (const future of futures) expect(future).toHaveLength(timing.left);
    const { futures: none } = sampleFutures(later(lastRound, 12), timingOf(later(lastRound, 12), 0), 3, 8, 1);
    for (const future of none) expect(future).toHaveLength(0);
  });

  it('are the same for the same seed, and other for another', () => {
    const state = newGame({ players: 2, seed: 8 });
    const timing = timingOf(state, 1);
    expect(sampleFutures(state, timing, 4, 5, 123)).toEqual(sampleFutures(state, timing, 4, 5, 123));
    expect(sampleFutures(state, timing, 4, 5, 123).futures).not.toEqual(sampleFutures(state, timing, 4, 5, 124).futures);
  });

  it('value a sheet by its worth where each future stops, counting the evaluations spent', () => {
    const state = newGame({ players: 1, seed: 9 });
    const timing = timingOf(state, 0);
    const chances = chancesFor(timing, unseenCards(state.pile));
    const { weights } = PROFILES.hard;
    const now = new Evaluator(state, 0, weights, timing, chances);
    const board = state.boards[0] as TucanaState['boards'][number];
    const none = new Futures(state, 0, weights, timing, chances, [[], []]);
    expect(none.value(board, now)).toBeCloseTo(now.value(board.segments, board.groups));
    const { futures } = sampleFutures(state, timing, 3, 2, 4);
    const judge = new Futures(state, 0, weights, timing, chances, futures);
    expect(judge.value(board, now)).toBeGreaterThan(0);
    expect(judge.work).toBeGreaterThan(3 * 2);
  });
});
