// Ambassadors on a phone held upright (390×844), in French: a whole race of one person against
// two computer explorers, every step tapped, and the French scoring screen.
import { expect, inject, test } from 'vitest';
import { loadRecord } from '../../rules/index';
import { openPage } from '../../../../../tests/e2e/browser';
import { Driver } from '../../../../../tests/e2e/driver';
import { openAmbassadorsSetup, playAmbassadorsByTaps, type AmbassadorsScoringView } from './driver';

test('a French race on a phone, against two computer explorers', async () => {
  const session = await openPage(inject('baseUrl'), 'ambassadors-phone-french', { viewport: 'phone', locale: 'fr-FR' });
  try {
    const driver = new Driver(session);
    await openAmbassadorsSetup(driver);
    await driver.clickButton({ key: 'common.verbatim', text: '3' });
    await driver.waitFor('3 players', (v) => (v.view as { players?: number }).players === 3);
    await session.shot('ambassadors-setup-fr');
    await driver.clickButton({ key: 'ambassadors:setup.start' });

    const shots = new Set(['move', 'ambush', 'choose']);
    await playAmbassadorsByTaps(driver, {
      level: 'hard',
      before: async (play) => {
        if (play.summary.round >= 2 && shots.delete(play.summary.prompt)) await session.shot(`ambassadors-play-fr-${play.summary.prompt}`);
        return false;
      },
    });
    const view = await driver.waitInPage('the scores shown', (v) => v.scene === 'AmbassadorsScoring' && !v.fading && v, null);
    await session.shot('ambassadors-scoring-fr');
    const scoring = view.view as AmbassadorsScoringView;
    const replayed = loadRecord(scoring.record);
    expect(replayed.ok && replayed.value.outcome?.winners).toEqual(scoring.winners);
    expect(view.language).toBe('fr');
    expect(view.texts.some((t) => t.key?.startsWith('ambassadors:scoring.') && /course|victoire/.test(t.text))).toBe(true);
    // Zoomed in, the map's mask hides the wonders' names beyond its edges; the board view leaves them placed off the page.
    const offMap = (line: string): boolean => /\(ambassadors:wonders\.\w+\) runs off the page/.test(line);
    expect(session.textFit.filter((line) => !offMap(line))).toEqual([]);
    expect(session.problems).toEqual([]);
  } finally {
    await session.close();
  }
});
