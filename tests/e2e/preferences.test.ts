// Scenario: preferences that come from outside the game. A `?lng=de` link opens the game in
// German (an unknown value falls back quietly); the system's reduced-motion preference stops the
// scenery until the player chooses otherwise in the settings, and that choice is remembered; a
// large text size makes the words larger on every screen, each still fitting its box, in every
// language.
import { expect, inject, test } from 'vitest';
import { flatLocale } from '../locale-files';
import { openPage, type Session } from './browser';
import { Driver, openTab, playByClicks, seededRandom, type TextInfo } from './driver';
import { LANGUAGES } from './texts';

/** The menu's pixels at two moments some frames apart (each wait is on the page's frame count). */
async function twoLooks(driver: Driver, session: Session): Promise<[Buffer, Buffer]> {
  const start = await driver.scene('Menu');
  const first = await session.page.screenshot();
  await driver.waitInPage('30 more frames', (v, after) => v.frame >= after, start.frame + 30);
  return [first, await session.page.screenshot()];
}

test('a ?lng= link chooses the language; an unknown one falls back without a word', async () => {
  const session = await openPage(inject('baseUrl'), 'link-language', { locale: 'en-GB', query: '&lng=de' });
  try {
    const driver = new Driver(session);
    const german = flatLocale('de').get('menu.newGame') as string;
    const menu = await driver.scene('Menu');
    expect(menu.language).toBe('de');
    expect(menu.texts.some((text) => text.text === german)).toBe(true);
    await driver.clickButton({ key: 'menu.settings' });
    await driver.scene('Settings');
    await session.shot('settings-de');

    // A hand-edited link: the language remembered from the last visit, no error shown.
    await session.goto(`${inject('baseUrl')}?test=1&lng=xx`);
    expect((await driver.scene('Menu')).language).toBe('de');
    expect(session.problems).toEqual([]);
  } finally {
    await session.close();
  }
});

test('reduced motion from the system stills the scenery, and the settings can turn it back on', async () => {
  const session = await openPage(inject('baseUrl'), 'reduced-motion', { locale: 'en-GB' });
  try {
    const driver = new Driver(session);
    await session.page.emulateMedia({ reducedMotion: 'reduce' });
    await session.reload();
    const [before, after] = await twoLooks(driver, session);
    expect(before.equals(after), 'the menu moved with reduced motion').toBe(true);

    await driver.clickButton({ key: 'menu.settings' });
    const settings = await driver.scene('Settings');
    expect(settings.buttons.find((b) => b.key === 'settings.motion.reduced')?.selected).toBe(true);
    await session.shot('settings-reduced-motion');

    // The player's choice beats the system's, and survives a reload.
    await driver.clickButton({ key: 'settings.motion.full' });
    await driver.waitInPage('full motion chosen', (v) => v.buttons.some((b) => b.key === 'settings.motion.full' && b.selected), null);
    await session.reload();
    const [moving, moved] = await twoLooks(driver, session);
    expect(moving.equals(moved), 'the clouds drift again').toBe(false);
    expect(session.problems).toEqual([]);
  } finally {
    await session.close();
  }
});

/** The font size (px) of the first text shown with this key. */
function fontPx(texts: readonly TextInfo[], key: string): number {
  const text = texts.find((t) => t.key === key);
  if (!text) throw new Error(`No text ${key}`);
  return Number(/([\d.]+)px/.exec(text.font)?.[1]);
}

test('a large text size, chosen in the settings: larger words on every screen, each still fitting its box in every language', async () => {
  const session = await openPage(inject('baseUrl'), 'large-text', { locale: 'en-GB', query: '&lng=de' });
  try {
    const driver = new Driver(session);
    await driver.scene('Menu');
    await driver.clickButton({ key: 'menu.settings' });
    const before = await driver.scene('Settings');
    await driver.clickButton({ key: 'settings.textSize.large' });
    // The choice shows selected a frame before the screen is laid out again in the larger size.
    const standard = fontPx(before.texts, 'settings.sound');
    const after = await driver.waitFor(
      'the settings made again in large text',
      (v) => v.scene === 'Settings' && v.buttons.some((b) => b.key === 'settings.textSize.large' && b.selected) && v.texts.some((t) => t.key === 'settings.sound') && fontPx(v.texts, 'settings.sound') !== standard && v,
    );
    expect(fontPx(after.texts, 'settings.sound')).toBeGreaterThan(standard);
    await session.shot('settings');
    // Remembered: a reload keeps it.
    await session.reload();
    await driver.scene('Menu');
    await driver.clickButton({ key: 'menu.settings' });
    expect(fontPx((await driver.scene('Settings')).texts, 'settings.sound')).toBe(fontPx(after.texts, 'settings.sound'));
    await driver.clickButton({ key: 'common.back' });
    await driver.scene('Menu');
    await session.shot('menu');

    // In every language: every how-to page, the setup's tabs and a game's first turn.
    for (const lang of LANGUAGES) {
      // The last language's game is left unsaved, so New game opens the setup at once.
      await session.page.evaluate(() => localStorage.removeItem('explorers.savedGame'));
      await session.goto(`${inject('baseUrl')}?test=1&lng=${lang}`);
      await driver.scene('Menu');
      await session.shot(`menu-${lang}`);
      await driver.clickButton({ key: 'menu.howTo' });
      let view = await driver.waitInPage('the first how-to page', (v) => v.scene === 'HowTo' && !v.fading && v.buttons.some((b) => b.key === 'howto.next') && v, null);
      for (let page = 1; ; page++) {
        await session.shot(`howto-${page}-${lang}`);
        if (!view.buttons.find((b) => b.key === 'howto.next')?.enabled) break;
        await driver.press('ArrowRight');
        view = await driver.waitInPage(`how-to page ${page + 1}`, (v, n) => (v.view as { page?: number } | undefined)?.page === n && v, page + 1);
      }
      await driver.press('Escape');

      await driver.scene('Menu');
      await driver.clickButton({ key: 'menu.newGame' });
      for (const tab of ['rules', 'map', 'achievements', 'players'] as const) {
        await openTab(driver, tab);
        await session.shot(`setup-${tab}-${lang}`);
      }
      await driver.clickButton({ key: 'setup.start' });
      await playByClicks(driver, { choose: seededRandom(4), stop: (play) => play.summary.turnNumber >= 1 && play.summary.prompt !== 'wait' });
      await session.shot(`play-${lang}`);
    }

    expect(session.textFit).toEqual([]);
    expect(session.problems).toEqual([]);
  } finally {
    await session.close();
  }
});
