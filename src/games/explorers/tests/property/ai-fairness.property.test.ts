// The AI is fair: given the whole state, its search still decides the same whatever the hidden
// parts are (the unseen cards' order, the card set aside, the RNG). Its public entry gets only a
// seat's view, so this is what keeps a bot from playing on knowledge a player lacks.
import { describe, it } from 'vitest';
import { decideWith } from '../../ai/decisions';
import { PROFILES, type Level } from '../../ai/levels';
import { expectedActors, sampleHidden, stateFromView, viewFor } from '../../rules/index';
import { expectFair } from '../../../../../tests/property/fairness';
import { optionsArb, playPart, reshuffled } from './games';

const EXPLORERS = { optionsArb, playPart, reshuffled, expectedActors, viewFor, sampleHidden, stateFromView, decideWith };

describe('AI decisions', () => {
  it.each<[Level, number]>([
    ['easy', 12],
    ['normal', 12],
    ['hard', 16],
    ['master', 4],
  ])('at the %s level do not change with the hidden parts of the state', (level, numRuns) => {
    expectFair(EXPLORERS, PROFILES[level], numRuns);
  });
});
