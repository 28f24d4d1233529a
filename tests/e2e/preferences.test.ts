// Scenario: preferences that come from outside the game. A `?lng=de` link opens the game in
// German (an unknown value falls back quietly); the system's reduced-motion preference stops the
// scenery until the player chooses otherwise in the settings, and that choice is remembered.
import { expect, inject, test } from 'vitest';
import { flatLocale } from '../locale-files';
import { openPage, type Session } from './browser';
import { Driver } from './driver';

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
    await session.page.goto(`${inject('baseUrl')}?test=1&lng=xx`);
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
