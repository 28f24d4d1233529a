// The decks' script (scripts/ambassadors-decks.ts): the shipped decks are what its plan writes, the
// start decks' first trips, when planned, keep their corridors apart, and a plan the map cannot satisfy stops it
// with a typed error instead of writing other decks than asked.
import { describe, expect, it } from 'vitest';
import { DECK_PLAN, DeckScriptError, decksFile, planDecks, type DeckPlan } from '../../../../../scripts/ambassadors-decks';
import { DECKS } from '../../rules/index';

const refusal = (change: Partial<DeckPlan>): string => {
  try {
    planDecks({ ...DECK_PLAN, ...change });
    return 'written';
  } catch (error) {
    if (error instanceof DeckScriptError) return error.code;
    throw error;
  }
};

describe('the decks script', () => {
  it('writes the shipped decks from its plan', () => {
    const { now, written } = decksFile();
    expect(written).toBe(now);
  });

  it('puts in each start deck its planned first trips, and no other trip as short', () => {
    // One of the trial plans (docs/balance-ambassadors.md, fifth round).
    const firstTrips = { unitedKingdom: ['venice'], france: ['carthage'], spain: ['timbuktu'], timbuktu: ['giza'] };
    const decks = planDecks({ ...DECK_PLAN, firstTrips });
    for (const [start, firsts] of Object.entries(firstTrips)) {
      const deck = decks.find((d) => d.wonder === start);
      expect(deck?.cards).toHaveLength(DECK_PLAN.deckSize);
      expect(deck?.cards.filter((c) => c.top <= DECK_PLAN.firstTripRolls).map((c) => c.target)).toEqual(firsts);
    }
    expect(decks.filter((d) => !(d.wonder in firstTrips))).toEqual(DECKS.filter((d) => !(d.wonder in firstTrips)));
  });

  it('refuses first trips of two starts that share a corridor', () => {
    // The decks before: both the United Kingdom and France sent their first trip to Venice.
    expect(refusal({ firstTrips: { unitedKingdom: ['venice'], france: ['venice'] } })).toBe('sharedCorridor');
    // France → Carthage walks Spain – Carthage, the way of Spain's trip there.
    expect(refusal({ firstTrips: { france: ['carthage'], spain: ['carthage'] } })).toBe('sharedCorridor');
    expect(refusal({ firstTrips: { france: ['carthage'], timbuktu: ['venice'] } })).toBe('written');
  });

  it('stops with a typed error where a pick cannot be made', () => {
    expect(refusal({ fixedPicks: [{ deck: 'spain', at: DECK_PLAN.deckSize, target: 'aksum' }] })).toBe('notPicked');
    // A swap the decks once held: Timbuktu's spread never picks Petra, so it did nothing, unseen.
    expect(refusal({ swaps: { ...DECK_PLAN.swaps, timbuktu: { petra: 'rhodes' } } })).toBe('notPicked');
    expect(refusal({ fixedPicks: [{ deck: 'france', at: 1, target: 'atlantis' }] })).toBe('unknownWonder');
    expect(refusal({ firstTrips: { france: ['lhasa'] } })).toBe('notFirstTrip');
    expect(refusal({ deadEndSwaps: { kyoto: ['forbiddenCity'] } })).toBe('noReplacement');
    expect(refusal({ firstTrips: { unitedKingdom: ['venice', 'hagiaSophia', 'rhodes', 'spain', 'carthage', 'timbuktu', 'giza', 'france'] } })).toBe('noReplacement');
  });
});
