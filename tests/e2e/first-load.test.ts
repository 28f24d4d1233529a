// A first visit fetches no game's screens: the menu loads them when the player asks for a game
// (New game), or at once when a saved game waits behind Continue, which needs them to read it.
import { expect, inject, test } from 'vitest';
import { openPage } from './browser';
import { Driver, type View } from './driver';

const hasContinue = (view: View): boolean => view.buttons.some((button) => button.key === 'menu.continue');

test("the menu fetches a game's screens only when they are needed", async () => {
  const session = await openPage(inject('baseUrl'), 'first-load');
  try {
    const driver = new Driver(session);
    const scripts: string[] = [];
    session.page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await session.reload();
    expect(hasContinue(await driver.scene('Menu'))).toBe(false);
    await session.page.waitForLoadState('networkidle');
    const firstLoad = scripts.length;

    await driver.clickButton({ key: 'menu.newGame' });
    await driver.scene('Setup');
    // Asked for on the click: before it, the first load had left them out.
    expect(scripts.slice(firstLoad), 'scripts fetched for New game').not.toEqual([]);

    // Something saved (here, a broken save): the menu reads it as it opens, to offer Continue.
    await session.page.evaluate(() => localStorage.setItem('explorers.savedGame', '{"record":'));
    await session.reload();
    await driver.waitFor('Continue offered for the save', (view) => view.scene === 'Menu' && hasContinue(view));
    expect(session.problems).toEqual([]);
  } finally {
    await session.close();
  }
});
