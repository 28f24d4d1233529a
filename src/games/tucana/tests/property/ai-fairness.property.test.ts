// The Tucana AI is fair: given a whole state, its search still decides the same whatever the
// hidden parts are (the pile's order, the card never revealed, the RNG). Its public entry gets
// only a seat's view, so this is what keeps a bot from playing on knowledge a player lacks.
import { describe, it } from 'vitest';
import { PROFILES, type Level } from '../../ai/levels';
import { decideWith } from '../../ai/search';
import { expectedActors, sampleHidden, stateFromView, viewFor } from '../../rules/index';
import { expectFair } from '../../../../../tests/property/fairness';
import { optionsArb, playPart, reshuffled } from './games';

const TUCANA = { optionsArb, playPart, reshuffled, expectedActors, viewFor, sampleHidden, stateFromView, decideWith };

describe('Tucana AI decisions', () => {
  it.each<[Level, number]>([
    ['easy', 15],
    ['normal', 15],
    ['hard', 10],
  ])('at the %s level do not change with the hidden parts of the state', (level, numRuns) => {
    expectFair(TUCANA, PROFILES[level], numRuns);
  });
});
