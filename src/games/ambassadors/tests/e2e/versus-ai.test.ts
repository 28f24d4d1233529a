// Ambassadors against the computer through the page, in English at 1280×800: from the menu's game
// choice through the setup (a start wonder picked) to a whole race, every step of the person's
// turns tapped on the map or a button, and a scoring screen whose winner is the rules' own replay
// of the record; drawn cards fly from the decks. Screenshots of setup, play and scoring at both sizes.
import { expect, inject, test } from 'vitest';
import { loadRecord, viewFor } from '../../rules/index';
import { openPage } from '../../../../../tests/e2e/browser';
import { Driver } from '../../../../../tests/e2e/driver';
import { openAmbassadorsSetup, playAmbassadorsByTaps, type AmbassadorsScoringView } from './driver';

test('a race against the computer, tapped through to the rules’ own winner', async () => {
  const session = await openPage(inject('baseUrl'), 'ambassadors-versus-ai');
  try {
    const driver = new Driver(session);
    await openAmbassadorsSetup(driver);
    // Seat 1 picks start wonder 2 (one tap past "random").
    await driver.clickButton({ key: 'ambassadors:setup.startRandom' });
    await driver.waitFor('a start picked', (v) => (v.view as { starts?: unknown[] }).starts?.[0] === 1);
    await driver.clickButton({ key: 'ambassadors:setup.startAt' });
    await driver.waitFor('start 2 picked', (v) => (v.view as { starts?: unknown[] }).starts?.[0] === 2);
    await session.shot('ambassadors-setup');
    await driver.clickButton({ key: 'ambassadors:setup.start' });

    const shots = new Set(['roll', 'move', 'choose']);
    let steps = 0;
    let flown = 0;
    await playAmbassadorsByTaps(driver, {
      level: 'hard',
      before: async (play) => {
        steps++;
        const s = play.summary;
        flown = s.cardsFlown;
        // Only the person's own cards are ever on screen.
        expect(s.handShown).toBe(0);
        expect(play.view.boards[1]?.hand).toBeNull();
        if (s.round >= 2 && shots.delete(s.prompt)) await session.shot(`ambassadors-play-${s.prompt}`);
        return false;
      },
    });
    expect(steps).toBeGreaterThan(10);
    // Trip cards drawn at each arrival flew from their deck.
    expect(flown).toBeGreaterThan(0);

    const view = await driver.waitInPage('the scores shown', (v) => v.scene === 'AmbassadorsScoring' && !v.fading && v, null);
    await session.shot('ambassadors-scoring');
    const scoring = view.view as AmbassadorsScoringView;
    const replayed = loadRecord(scoring.record);
    if (!replayed.ok) throw new Error(`The record does not replay: ${replayed.error.detail}`);
    expect(replayed.value.phase).toBe('over');
    expect(replayed.value.options.starts[0]).toBe(2);
    expect(scoring.winners).toEqual(replayed.value.outcome?.winners);
    expect(scoring.gold).toEqual(viewFor(replayed.value, null).boards.map((b) => b.gold));
    if (scoring.reason === 'chain') expect(scoring.chain.length).toBeGreaterThan(1);
    expect(view.texts.some((t) => t.key === 'ambassadors:scoring.winner' && t.text.length > 0)).toBe(true);
    expect(session.textFit).toEqual([]);
    expect(session.problems).toEqual([]);
  } finally {
    await session.close();
  }
});
