// Scenario 4: switching the language in the menu (and its sub-screens) and in the middle of a
// game re-renders every visible text; in English, French, German and Italian no text shows a raw
// key or an empty translation, every character has a glyph in the fonts the page uses, and every
// text fits its box at 1280×800 and 390×844.
import { expect, inject, test } from 'vitest';
import { openPage, type Session } from './browser';
import { Driver, playByClicks, playInputs, readyToPlay, seededRandom, type TextInfo, type View } from './driver';
import { textProblems, pickFromSwitcher } from './language-switch';
import { LANGUAGES, missingGlyphs, unchanged, type Language } from './texts';

/** Waits for the language to apply, then checks the texts against those of the previous one. */
async function switched(driver: Driver, before: readonly TextInfo[], from: Language, to: Language): Promise<{ view: View; problems: string[] }> {
  const view = await driver.waitInPage(`the texts in ${to}`, (v, lang) => v.language === lang && !v.fading && v, to);
  const problems = [...unchanged(before, view.texts, from, to).map((p) => `${view.scene}: ${p}`), ...(await textProblems(driver.page, view))];
  return { view, problems };
}

/**
 * Switches `scene` from `from` to `to` with its globe and adds what is wrong with the texts to
 * `problems`; returns the view in the new language.
 */
async function switchWithGlobe(driver: Driver, scene: string, from: Language, to: Language, problems: string[]): Promise<View> {
  // The texts just before the switch (a screenshot's resize lays them out, and so redraws them, again).
  const before = await driver.scene(scene);
  await pickFromSwitcher(driver, from, to);
  const result = await switched(driver, before.texts, from, to);
  problems.push(...result.problems);
  return result.view;
}

/** What the how-to screen tells the tests. */
interface HowToView {
  page: number;
  pages: number;
}

const NEXT: Record<Language, Language> = { en: 'fr', fr: 'de', de: 'it', it: 'en' };

async function shotEach(session: Session, name: string, lang: Language): Promise<void> {
  await session.shot(`${name}-${lang}`);
}

test('every visible text follows the language, in the menu and mid-game, with no raw key or missing glyph, each fitting its box at both sizes', async () => {
  const session = await openPage(inject('baseUrl'), 'languages');
  try {
    const driver = new Driver(session);
    const problems: string[] = [];

    // The check itself must be able to see a missing glyph (a private-use character no font has).
    const control = await missingGlyphs(session.page, [{ id: 0, text: 'A\u{10FFFD}', key: null, font: 'normal 20px "DejaVu Sans", sans-serif', x: 0, y: 0, box: { left: 0, top: 0, right: 0, bottom: 0 }, fit: null, wrap: null, lines: ['A\u{10FFFD}'], button: null, plate: null, layer: '0/0' }]);
    expect(control).toHaveLength(1);

    // The menu, through its globe switcher: English → French → German → Italian → English.
    let view = await driver.scene('Menu');
    expect(view.language).toBe('en');
    problems.push(...(await textProblems(driver.page, view)));
    let lang: Language = 'en';
    for (let i = 0; i < LANGUAGES.length; i++) {
      const next: Language = NEXT[lang];
      view = await switchWithGlobe(driver, view.scene, lang, next, problems);
      lang = next;
      await shotEach(session, 'menu', lang);
    }

    // Settings, through its own language row; the how-to pages and the credits in each language.
    await driver.clickButton({ key: 'menu.settings' });
    view = await driver.scene('Settings');
    for (let i = 0; i < LANGUAGES.length; i++) {
      const next: Language = NEXT[lang];
      view = await driver.scene('Settings');
      await driver.clickButton({ key: `language.name.${next}`, icon: null });
      const result = await switched(driver, view.texts, lang, next);
      problems.push(...result.problems);
      view = result.view;
      lang = next;
      await shotEach(session, 'settings', lang);
    }
    await driver.clickButton({ key: 'common.back' });
    for (const each of LANGUAGES) {
      await driver.scene('Menu');
      if (each !== lang) {
        await pickFromSwitcher(driver, lang, each);
        await driver.waitInPage(`the menu in ${each}`, (v, l) => v.language === l && v, each);
        lang = each;
      }
      await driver.clickButton({ key: 'menu.howTo' });
      view = await driver.waitInPage('how-to page 1', (v) => v.scene === 'HowTo' && !v.fading && (v.view as HowToView | undefined)?.page === 1 && v, null);
      for (let page = 1; ; page++) {
        expect((view.view as HowToView).page).toBe(page);
        problems.push(...(await textProblems(driver.page, view)));
        await shotEach(session, `howto-${page}`, lang);
        const forward = view.buttons.find((b) => b.key === 'howto.next');
        if (!forward?.enabled) break;
        await driver.press('ArrowRight');
        view = await driver.waitInPage(`how-to page ${page + 1}`, (v, n) => (v.view as HowToView | undefined)?.page === n && v, page + 1);
      }
      expect((view.view as HowToView).page).toBe((view.view as HowToView).pages);
      if (lang === 'en') {
        // Presses that come faster than the frames (here three in one go, with no frame between)
        // each turn exactly one page: key events are handled once however slow the game is.
        await session.page.evaluate(() => {
          for (const type of ['keydown', 'keyup', 'keydown', 'keyup', 'keydown', 'keyup']) {
            document.body.dispatchEvent(new KeyboardEvent(type, { key: 'ArrowLeft', code: 'ArrowLeft', keyCode: 37, bubbles: true }));
          }
        });
        const pages = (view.view as HowToView).pages;
        view = await driver.waitInPage('three pages back', (v, n) => (v.view as HowToView | undefined)?.page !== n && v, pages);
        expect((view.view as HowToView).page).toBe(pages - 3);
      }
      await driver.press('Escape');
      await driver.scene('Menu');
      await driver.clickButton({ key: 'menu.credits' });
      view = await driver.scene('Credits');
      problems.push(...(await textProblems(driver.page, view)));
      await shotEach(session, 'credits', lang);
      await driver.press('Escape');
    }

    // Setup: every tab, in each language, switched with the frame's globe.
    await driver.scene('Menu');
    await driver.clickButton({ key: 'menu.newGame' });
    view = await driver.scene('Setup');
    for (let i = 0; i < LANGUAGES.length; i++) {
      const next: Language = NEXT[lang];
      view = await switchWithGlobe(driver, view.scene, lang, next, problems);
      lang = next;
      for (const tab of ['rules', 'map', 'achievements', 'players'] as const) {
        await driver.clickButton({ key: `setup.tabs.${tab}` });
        if (tab === 'achievements') await driver.clickButton({ key: 'setup.achievements.chosen' });
        view = await driver.waitInPage(`the ${tab} tab`, (v, t) => (v.view as { tab?: string }).tab === t && v, tab);
        problems.push(...(await textProblems(driver.page, view)));
        await shotEach(session, `setup-${tab}`, lang);
      }
    }

    // A game against one AI: the language changes between moves, from the HUD's switcher.
    await driver.clickButton({ key: 'common.verbatim', text: '2' });
    await driver.clickButton({ key: 'setup.start' });
    const choose = seededRandom(4);
    // Play into the first turns, so the card, the tracks and the opponent's strip show.
    await playByClicks(driver, { choose, stop: (play) => play.summary.turnNumber >= 2 });
    for (let i = 0; i < LANGUAGES.length; i++) {
      const play = await readyToPlay(driver);
      if (!play) throw new Error('The game ended before the language checks.');
      view = await driver.play().then((p) => p.view);
      const next: Language = NEXT[lang];
      await driver.click(play.buttons.language);
      await driver.clickButton({ key: `language.name.${next}`, icon: null });
      const result = await switched(driver, view.texts, lang, next);
      problems.push(...result.problems);
      lang = next;
      await shotEach(session, 'play', lang);
      // One more move in this language, and the texts it brings.
      await playInputs(driver, choose, 1);
      problems.push(...(await textProblems(driver.page, (await driver.play()).view)));
    }

    // Every screen above, in every language, at 1280×800 and 390×844 (the screenshots').
    expect(session.textFit).toEqual([]);
    expect(problems).toEqual([]);
    expect(session.problems).toEqual([]);
  } finally {
    await session.close();
  }
});
