// Switching the game the menu offers and the language: the page's title names the game on
// screen, the menu's sky is the offered game's (Explorers' floating islands leave with it), the
// manifest speaks of the whole collection; and mid-game, an AI keeps the name it was given at the
// start while a person's generic label follows the language.
import { expect, inject, test } from 'vitest';
import { openPage } from './browser';
import { Driver, readyToPlay, type View } from './driver';
import { flatLocale } from '../locale-files';

interface MenuView {
  readonly game: string;
  readonly islands: boolean;
}

const menuOffers = (driver: Driver, game: string): Promise<MenuView> =>
  driver.waitInPage(`the menu offering ${game}`, (v, g) => v.scene === 'Menu' && (v.view as MenuView).game === g && (v.view as MenuView), game);
const texts = (view: View): string[] => view.texts.map((text) => text.text);

test('the title, the menu sky and the AI names follow what they should', async () => {
  const session = await openPage(inject('baseUrl'), 'switching');
  try {
    const driver = new Driver(session);
    const { page } = session;
    await driver.scene('Menu');

    const explorers = await menuOffers(driver, 'explorers');
    expect(explorers.islands).toBe(true);
    expect(await page.title()).toBe('Explorers');

    await driver.clickButton({ key: 'tucana:name' });
    const tucana = await menuOffers(driver, 'tucana');
    expect(tucana.islands, "Explorers' islands in Tucana's sky").toBe(false);
    expect(await page.title()).toBe('Trails of Tucana');
    await session.shot('menu-tucana');

    const href = await page.evaluate(() => document.querySelector<HTMLLinkElement>('link[rel="manifest"]')?.href ?? '');
    const manifest = (await (await fetch(href)).json()) as { description: string };
    expect(manifest.description).not.toMatch(/floating islands|1 to 4/);
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(manifest.description);

    await driver.clickButton({ key: 'app.title' });
    expect((await menuOffers(driver, 'explorers')).islands).toBe(true);
    await driver.clickButton({ key: 'menu.newGame' });
    await driver.scene('Setup');
    await driver.clickButton({ key: 'setup.start' });
    if (!(await readyToPlay(driver))) throw new Error('No game');
    expect(await page.title()).toBe('Explorers');
    const english = flatLocale('en');
    const french = flatLocale('fr');
    const aiName = english.get('setup.players.aiNames.1') as string;
    const label = (locale: Map<string, string>): string => (locale.get('setup.players.defaultName') as string).replace('{{n}}', '1');
    expect(texts((await driver.view()) as View)).toEqual(expect.arrayContaining([aiName, label(english)]));

    // French, mid-game: the AI keeps its name, "Player 1" becomes French.
    await driver.clickButton({ icon: 'globe', key: 'language.name.en' });
    await driver.clickButton({ key: 'language.name.fr', icon: null });
    const inFrench = await driver.waitInPage('the play screen in French', (v) => v.language === 'fr' && v, null);
    await session.shot('play-french');
    const shown = texts(await settledView(driver, inFrench.frame));
    expect(shown).toContain(aiName);
    expect(shown).not.toContain(french.get('setup.players.aiNames.1'));
    expect(shown).toContain(label(french));
    expect(session.problems).toEqual([]);
  } finally {
    await session.close();
  }
});

/** The view a few steps after `frame`, once the new language has been drawn everywhere. */
const settledView = (driver: Driver, frame: number): Promise<View> => driver.waitInPage('a few more steps', (v, f) => v.frame >= f + 2 && v, frame);
