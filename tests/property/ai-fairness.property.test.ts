// The AI is fair: given the whole state, its search still decides the same whatever the hidden
// parts are (the unseen cards' order, the card set aside, the RNG). Its public entry gets only a
// seat's view, so this is what keeps a bot from playing on knowledge a player lacks.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decideWith } from '../../src/games/explorers/ai/decisions';
import { PROFILES, type Level } from '../../src/games/explorers/ai/levels';
import { expectedActors, sampleHidden, stateFromView, viewFor } from '../../src/games/explorers/rules/index';
import { optionsArb, playPart, reshuffled, uint32 } from './games';

describe('AI decisions', () => {
  it.each<[Level, number]>([
    ['easy', 12],
    ['normal', 12],
    ['hard', 16],
  ])('at the %s level do not change with the hidden parts of the state', (level, numRuns) => {
    fc.assert(
      fc.property(optionsArb, fc.double({ min: 0, max: 0.95, noNaN: true }), uint32, uint32, uint32, (options, fraction, rng, other, seed) => {
        const state = playPart(options, fraction, rng);
        const player = expectedActors(state)[0];
        if (player === undefined) return;
        const decided = decideWith(state, player, PROFILES[level], seed);
        // The hidden parts dealt another way, and sampled afresh from the seat's view.
        expect(decideWith(reshuffled(state, other), player, PROFILES[level], seed)).toEqual(decided);
        const view = viewFor(state, player);
        expect(decideWith(stateFromView(view, sampleHidden(view, other).hidden), player, PROFILES[level], seed).action).toEqual(decided.action);
      }),
      { numRuns, seed: 20261125 },
    );
  });
});
