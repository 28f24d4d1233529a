// Property tests of Tucana's views and events: a view holds nothing hidden (states that differ
// only in hidden parts look the same to a seat), and a seat's view is enough to play its turn.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  Drawer,
  apply,
  eventsFor,
  expectedActors,
  islandOf,
  legalMoves,
  play,
  randomMove,
  sampleHidden,
  scoreBoard,
  stateFromView,
  viewFor,
  type TucanaState,
} from '../../rules/index';
import { unwrap } from '../unit/fixtures';
import { optionsArb, playPart, reshuffled, uint32 } from './games';

const seatsOf = (state: TucanaState): (number | null)[] => [null, ...state.boards.map((_, p) => p)];

describe('Tucana views, for any game', () => {
  it('are the same for states that differ only in the pile order and the RNG', () => {
    fc.assert(
      fc.property(optionsArb, fc.double({ min: 0, max: 1, noNaN: true }), uint32, uint32, (options, fraction, rng, other) => {
        const state = playPart(options, fraction, rng);
        const hidden = reshuffled(state, other);
        for (const seat of seatsOf(state)) expect(viewFor(hidden, seat)).toEqual(viewFor(state, seat));
      }),
      { numRuns: 60 },
    );
  });

  it("are the same whatever another seat drew this turn, until the turn closes (events alike)", () => {
    fc.assert(
      fc.property(optionsArb.filter((o) => o.players >= 2), fc.double({ min: 0, max: 0.95, noNaN: true }), uint32, uint32, uint32, (options, fraction, rng, a, b) => {
        const state = playPart(options, fraction, rng);
        const actors = expectedActors(state);
        // The drawing seat is not the last to draw, so the turn stays open.
        if (state.phase === 'over' || actors.length < 2) return;
        const drawer = actors[0] as number;
        const one = unwrap(play(state, randomMove(state, drawer, a).action));
        const two = unwrap(play(state, randomMove(state, drawer, b).action));
        for (const seat of seatsOf(state)) {
          if (seat === drawer) continue;
          expect(viewFor(one.state, seat)).toEqual(viewFor(two.state, seat));
          expect(eventsFor(one.events, seat)).toEqual(eventsFor(two.events, seat));
        }
      }),
      { numRuns: 80 },
    );
  });

  it("are enough for a seat to list its legal moves and play its turn as in the true state", () => {
    fc.assert(
      fc.property(optionsArb, fc.double({ min: 0, max: 1, noNaN: true }), uint32, uint32, (options, fraction, rng, guess) => {
        const state = playPart(options, fraction, rng);
        if (state.phase === 'over') return;
        const island = islandOf(options.island);
        for (const seat of expectedActors(state)) {
          const view = viewFor(state, seat);
          const truth = unwrap(Drawer.begin(island, state, seat)).legalEdges();
          expect(legalMoves(view, seat).map((m) => m.edge)).toEqual(truth);
          const rebuilt = stateFromView(view, sampleHidden(view, guess).hidden);
          const move = randomMove(rebuilt, seat, guess);
          const real = unwrap(apply(state, move.action));
          const imagined = unwrap(apply(rebuilt, move.action));
          expect(Array.from(imagined.boards[seat]?.segments ?? [])).toEqual(Array.from(real.boards[seat]?.segments ?? []));
          expect(imagined.boards[seat]?.sights).toBe(real.boards[seat]?.sights);
          expect(scoreBoard(imagined, seat).villages).toBe(scoreBoard(real, seat).villages);
        }
        for (const seat of seatsOf(state)) {
          if (seat !== null && !expectedActors(state).includes(seat)) expect(legalMoves(viewFor(state, seat), seat)).toEqual([]);
        }
      }),
      { numRuns: 60 },
    );
  });
});
