// The fairness check every game's AI passes: given a whole state, its search decides the same
// whatever the hidden parts are, dealt another way or sampled afresh from the seat's view.
import fc from 'fast-check';
import { expect } from 'vitest';

export interface FairnessCase<Options, State, View, Hidden, Profile> {
  readonly optionsArb: fc.Arbitrary<Options>;
  playPart(options: Options, fraction: number, rng: number): State;
  /** The same state with other hidden parts. */
  reshuffled(state: State, rng: number): State;
  expectedActors(state: State): number[];
  viewFor(state: State, seat: number): View;
  sampleHidden(view: View, rng: number): { readonly hidden: Hidden };
  stateFromView(view: View, hidden: Hidden): State;
  decideWith(state: State, player: number, profile: Profile, rng: number): { readonly action: unknown };
}

const uint32 = fc.integer({ min: 0, max: 0xffffffff });

export function expectFair<Options, State, View, Hidden, Profile>(game: FairnessCase<Options, State, View, Hidden, Profile>, profile: Profile, numRuns: number): void {
  fc.assert(
    fc.property(game.optionsArb, fc.double({ min: 0, max: 0.95, noNaN: true }), uint32, uint32, uint32, (options, fraction, rng, other, seed) => {
      const state = game.playPart(options, fraction, rng);
      const player = game.expectedActors(state)[0];
      if (player === undefined) return;
      const decided = game.decideWith(state, player, profile, seed);
      expect(game.decideWith(game.reshuffled(state, other), player, profile, seed)).toEqual(decided);
      const view = game.viewFor(state, player);
      expect(game.decideWith(game.stateFromView(view, game.sampleHidden(view, other).hidden), player, profile, seed).action).toEqual(decided.action);
    }),
    { numRuns, seed: 20261125 },
  );
}
