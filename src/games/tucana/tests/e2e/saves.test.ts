// A broken Tucana save (cut-off JSON, a record of another version, a seat edited by hand) gets a
// clear message in words from the menu, never a raw exception, and the menu stays usable.
import { expect, inject, test } from 'vitest';
import en from '../../../../../locales/en/common.json';
import fr from '../../../../../locales/fr/common.json';
import { openPage } from '../../../../../tests/e2e/browser';
import { Driver, seededRandom } from '../../../../../tests/e2e/driver';
import { openTucanaSetup, tucanaInput, tucanaProgress, tucanaReady, type TucanaPlayView, pickTucanaPlayers } from './driver';

const SAVE_KEY = 'tucana.savedGame';

type Broken = { readonly name: string; readonly code: 'unreadable' | 'outdated' | 'badSeats'; readonly edit: (saved: string) => string };

/** Each way a save is found broken, made from a good one. */
const BROKEN: readonly Broken[] = [
  // Cut off in the middle, as a full disk or a killed tab can leave it.
  { name: 'cut-off', code: 'unreadable', edit: (saved) => saved.slice(0, Math.floor(saved.length / 2)) },
  {
    name: 'other-version',
    code: 'outdated',
    edit: (saved) => {
      const data = JSON.parse(saved) as { record: { version: number } };
      return JSON.stringify({ ...data, record: { ...data.record, version: data.record.version + 7 } });
    },
  },
  {
    name: 'hand-edited-seat',
    code: 'badSeats',
    edit: (saved) => {
      const data = JSON.parse(saved) as { seats: Record<string, unknown>[] };
      return JSON.stringify({ ...data, seats: data.seats.map((seat) => ({ ...seat, kind: 'wizard', color: -1 })) });
    },
  },
];

for (const [language, texts] of [
  ['en', en],
  ['fr', fr],
] as const) {
  test(`a broken Tucana save says why and leaves the menu usable (${language})`, async () => {
    const session = await openPage(inject('baseUrl'), `tucana-broken-save-${language}`, { locale: language === 'fr' ? 'fr-FR' : 'en-GB' });
    try {
      const driver = new Driver(session);
      // A good save first: a solo game, a turn drawn, then back to the menu.
      await openTucanaSetup(driver);
      await pickTucanaPlayers(driver, 1);
      await driver.clickButton({ key: 'tucana:setup.start' });
      let play = (await tucanaReady(driver)) as TucanaPlayView;
      const choose = seededRandom(3);
      while (play.summary.actions < 1) {
        const before = tucanaProgress(play);
        await tucanaInput(driver, play, { choose });
        play = (await tucanaReady(driver, before)) as TucanaPlayView;
      }
      const good = await session.page.evaluate((key) => localStorage.getItem(key), SAVE_KEY);
      if (!good) throw new Error('The game was not saved.');

      for (const broken of BROKEN) {
        await session.page.evaluate(({ key, text }) => localStorage.setItem(key, text), { key: SAVE_KEY, text: broken.edit(good) });
        await session.reload();
        // The menu remembers Tucana, and finds its save broken.
        await driver.waitInPage('the menu with the broken save', (v, code) => v.scene === 'Menu' && !v.fading && (v.view as { save?: string }).save === `broken:${code}` && v, broken.code);
        await driver.clickButton({ key: 'menu.continue' });
        const dialog = await driver.waitInPage('the message about the save', (v) => v.texts.some((t) => t.key === 'save.brokenMessage') && v, null);
        await session.shot(`tucana-save-${broken.name}`);
        // The reason in words, the language's own, not a code or an exception.
        expect(dialog.texts.find((t) => t.key === 'save.brokenTitle')?.text).toBe(texts.save.brokenTitle);
        expect(dialog.texts.find((t) => t.key === 'save.brokenMessage')?.text).toBe(texts.save.brokenMessage.replace('{{reason}}', texts.save.errors[broken.code]));
        // Kept, the menu goes on working: a new game's setup opens.
        await driver.clickButton({ key: 'save.keep' });
        await driver.waitInPage('the dialog closed', (v) => v.scene === 'Menu' && !v.texts.some((t) => t.key === 'save.brokenMessage') && v, null);
        await driver.clickButton({ key: 'menu.newGame' });
        await driver.scene('TucanaSetup');
        expect(await session.page.evaluate((key) => localStorage.getItem(key), SAVE_KEY)).toBe(broken.edit(good));
      }
      expect(session.textFit).toEqual([]);
      expect(session.problems).toEqual([]);
    } finally {
      await session.close();
    }
  });
}
