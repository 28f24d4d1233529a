// A game's screens that fail to load (the connection dropped, a release replaced the files) say
// so in the player's language and offer Try again; once the files can be fetched again, Try
// again brings the screen.
import type { Route } from 'playwright-core';
import { expect, inject, test } from 'vitest';
import { openPage } from './browser';
import { Driver, type View } from './driver';

const dialogShown = (view: View): boolean => view.buttons.some((button) => button.key === 'loadFailed.retry');

test('screens that fail to load say so, and Try again brings them once the files come', async () => {
  const session = await openPage(inject('baseUrl'), 'load-failure', { query: '&lng=fr' });
  try {
    const driver = new Driver(session);
    await driver.scene('Menu');
    const cut = (route: Route): Promise<void> => route.abort('internetdisconnected');
    await session.page.route('**/assets/screens-*.js', cut);

    await driver.clickButton({ key: 'menu.newGame' });
    const failed = await driver.waitFor('the load failure told', (view) => view.scene === 'Menu' && dialogShown(view) && view);
    expect(failed.texts.map((text) => text.key)).toEqual(expect.arrayContaining(['loadFailed.title', 'loadFailed.message']));
    expect(failed.texts.find((text) => text.key === 'loadFailed.retry')?.text).toBe('Réessayer');
    await session.shot('load-failed');

    await session.page.unroute('**/assets/screens-*.js', cut);
    await driver.clickButton({ key: 'loadFailed.retry' });
    // Chromium fetches a failed module again: the setup opens at the first Try again.
    await driver.scene('Setup');
    // The failed requests were the test's own doing.
    expect(session.problems.filter((problem) => !/screens-.*\.js|ERR_INTERNET_DISCONNECTED|Failed to fetch dynamically imported module/.test(problem))).toEqual([]);
  } finally {
    await session.close();
  }
});
