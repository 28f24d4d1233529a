// Ambassadors on a phone held upright (390×844), begun in French: the menu and the setup in
// French, German and Italian; a race of one person against two computer explorers, its first
// rounds and its last steps tapped, the table's globe stepping to German and then Italian mid-race; the scores in
// every language. No raw key, empty translation or missing glyph anywhere, and every text
// fitting its box at both sizes (each screenshot lays the screen out at 1280×800 and 390×844).
import { expect, inject, test } from 'vitest';
import { loadRecord } from '../../rules/index';
import { openPage } from '../../../../../tests/e2e/browser';
import { Driver, type View } from '../../../../../tests/e2e/driver';
import { switchTo, textProblems } from '../../../../../tests/e2e/language-switch';
import type { Language } from '../../../../../tests/e2e/texts';
import { continueSaved, nearEnd, savedAfterReload } from '../../../../../tests/e2e/nearly-finished';
import { ambassadors } from '../../index';
import { playAmbassadorsByTaps, type AmbassadorsPlayer, type AmbassadorsScoringView } from './driver';

/** Steps of the race left to play after the jump: the last turns of the three seats. */
const LAST_STEPS = 15;

/** The play screen's globe on a phone steps through the languages in this order. */
const NEXT_ON_PHONE: Readonly<Record<Language, Language>> = { en: 'fr', fr: 'de', de: 'it', it: 'en' };

test('a race on a phone against two computer explorers, in French, German and Italian', async () => {
  const session = await openPage(inject('baseUrl'), 'ambassadors-phone-languages', { viewport: 'phone', locale: 'fr-FR' });
  try {
    const driver = new Driver(session);
    const problems: string[] = [];
    const look = async (name: string, view?: View): Promise<void> => {
      const seen = view ?? ((await driver.view()) as View);
      problems.push(...(await textProblems(session.page, seen)));
      await session.shot(`${name}-${seen.language}`);
    };
    let lang: Language = 'fr';
    /** The screen in French, German and Italian, then back in French. */
    const each = async (name: string): Promise<void> => {
      for (const next of ['fr', 'de', 'it'] as const) {
        await look(name, await switchTo(driver, lang, next));
        lang = next;
      }
      await switchTo(driver, lang, 'fr');
      lang = 'fr';
    };

    await driver.scene('Menu');
    await driver.clickButton({ key: 'ambassadors:name' });
    await driver.waitFor('Ambassadors picked in the menu', (v) => (v.view as { game?: string } | undefined)?.game === 'ambassadors');
    await each('ambassadors-menu');
    await driver.clickButton({ key: 'menu.newGame' });
    await driver.scene('AmbassadorsSetup');
    await driver.clickButton({ key: 'common.verbatim', text: '3' });
    await driver.waitFor('3 players', (v) => (v.view as { players?: number }).players === 3);
    await each('ambassadors-setup');
    await driver.clickButton({ key: 'ambassadors:setup.start' });

    // Round 2 in French, round 3 in German, from round 4 on in Italian: each prompt's first sight
    // in a language is checked and photographed. Once Italian has shown every prompt French or
    // German showed, the same race jumps to its last steps (played on by the weakest AI in every
    // seat, then continued from the menu), and is finished by taps, in Italian.
    const seen = new Set<string>();
    const prompts = ['roll', 'move', 'ambush', 'choose'];
    const player: AmbassadorsPlayer = {
      level: 'hard',
      stop: () => lang === 'it' && prompts.every((p) => seen.has(`it:${p}`) || !(seen.has(`fr:${p}`) || seen.has(`de:${p}`))),
      before: async (play) => {
        const { round, prompt } = play.summary;
        const wanted: Language = round >= 4 ? 'it' : round === 3 ? 'de' : 'fr';
        if (wanted !== lang) {
          await driver.clickButton({ icon: 'globe', key: null });
          lang = NEXT_ON_PHONE[lang];
          await driver.waitInPage(`the table in ${lang}`, (v, l) => v.language === l && v, lang);
          return true;
        }
        if (round >= 2 && !seen.has(`${lang}:${prompt}`) && prompts.includes(prompt)) {
          seen.add(`${lang}:${prompt}`);
          await look(`ambassadors-play-${prompt}`);
          // The screenshots laid the screen out at another size and back: its places are read again.
          return true;
        }
        return false;
      },
    };
    expect(await playAmbassadorsByTaps(driver, player)).not.toBeNull();
    await continueSaved(session, driver, ambassadors.saveKey, await nearEnd(ambassadors.id, await savedAfterReload(session, ambassadors.saveKey), LAST_STEPS));
    expect(await playAmbassadorsByTaps(driver, { ...player, stop: undefined })).toBeNull();
    expect([...seen].some((s) => s.startsWith('de:'))).toBe(true);
    expect([...seen].some((s) => s.startsWith('it:'))).toBe(true);

    const view = await driver.waitInPage('the scores shown', (v) => v.scene === 'AmbassadorsScoring' && !v.fading && v, null);
    const scoring = view.view as AmbassadorsScoringView;
    const replayed = loadRecord(scoring.record);
    expect(replayed.ok && replayed.value.outcome?.winners).toEqual(scoring.winners);
    await each('ambassadors-scoring');
    const french = (await driver.view()) as View;
    expect(french.language).toBe('fr');
    expect(french.texts.some((t) => t.key?.startsWith('ambassadors:scoring.') && /course|victoire/.test(t.text))).toBe(true);
    expect(problems).toEqual([]);
    // Zoomed in, the map's mask hides the wonders' names beyond its edges; the board view leaves them placed off the page.
    const offMap = (line: string): boolean => /\(ambassadors:wonders\.\w+\) runs off the page/.test(line);
    expect(session.textFit.filter((line) => !offMap(line))).toEqual([]);
    expect(session.problems).toEqual([]);
  } finally {
    await session.close();
  }
});
