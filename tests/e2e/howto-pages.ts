// A game's how-to pages through the page, for any game with pages of its own: picked in the menu,
// How to play opens its own pages (not Explorers'), every page in French and German with no raw
// key, missing glyph or text too small or cut, saved at both sizes; back in the menu, Explorers'
// pages are its own again. Each game's test file names its game and its pages in order.
import { expect, inject, test } from 'vitest';
import { openPage } from './browser';
import { Driver, type View } from './driver';
import { missingGlyphs, untranslated, type Language } from './texts';

/** What the how-to screen tells the tests. */
interface HowToView {
  readonly page: number;
  readonly pages: number;
  readonly id: string;
}

const howTo = (view: View): HowToView => view.view as HowToView;

/** Declares the test of the how-to pages of `game` (its id, also its i18n namespace), expecting `pages` in order. */
export function testHowToPages(game: string, title: string, pages: readonly string[]): void {
  test(`${title}'s how-to pages, in French and German, at both sizes`, async () => {
    const session = await openPage(inject('baseUrl'), `${game}-howto`, { query: '&lng=fr' });
    try {
      const driver = new Driver(session);
      const problems: string[] = [];
      for (const lang of ['fr', 'de'] as const satisfies readonly Language[]) {
        let view = await driver.scene('Menu');
        if (view.language !== lang) {
          await driver.clickButton({ icon: 'globe', key: `language.name.${view.language}` });
          await driver.clickButton({ key: `language.name.${lang}`, icon: null });
          await driver.waitInPage(`the menu in ${lang}`, (v, l) => v.language === l && v, lang);
        }
        await driver.clickButton({ key: `${game}:name` });
        await driver.waitInPage(`${title} picked in the menu`, (v, id) => (v.view as { game?: string } | undefined)?.game === id && v, game);
        await driver.clickButton({ key: 'menu.howTo' });
        view = await driver.scene('HowTo');
        const ids: string[] = [];
        for (let page = 1; ; page++) {
          expect(howTo(view).page).toBe(page);
          ids.push(howTo(view).id);
          expect(view.texts.some((t) => t.key === `${game}:howto.pages.${howTo(view).id}.text`)).toBe(true);
          problems.push(...[...untranslated(view.texts), ...(await missingGlyphs(session.page, view.texts))].map((p) => `${lang} page ${page}: ${p}`));
          await session.shot(`${game}-howto-${page}-${lang}`);
          if (page === howTo(view).pages) break;
          await driver.press('ArrowRight');
          view = await driver.waitInPage(`how-to page ${page + 1}`, (v, n) => (v.view as HowToView | undefined)?.page === n && v, page + 1);
        }
        expect(ids).toEqual(pages);
        await driver.press('Escape');
      }
      // Explorers picked again: its own pages.
      await driver.scene('Menu');
      await driver.clickButton({ key: 'app.title' });
      await driver.clickButton({ key: 'menu.howTo' });
      const view = await driver.scene('HowTo');
      expect(view.texts.some((t) => t.key === 'explorers:howto.pages.goal.title')).toBe(true);
      expect(problems).toEqual([]);
      expect(session.textFit).toEqual([]);
      expect(session.problems).toEqual([]);
    } finally {
      await session.close();
    }
  });
}
