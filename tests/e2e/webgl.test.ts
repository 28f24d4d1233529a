// The renderer players get: the scenarios run on Phaser's Canvas renderer for speed (see
// browser.ts), so this short one runs on WebGL: the menu, a solo setup placed by clicks, the first
// turn's card, with no console problem and no pixel read-back of the page's own (a GPU stall).
import { expect, inject, test } from 'vitest';
import { openPage, pixelReadbacks } from './browser';
import { Driver, playByClicks, seededRandom, setupView } from './driver';

test('the game runs on WebGL: menu, setup and a first turn by clicks', async () => {
  const session = await openPage(inject('baseUrl'), 'webgl', { webgl: true });
  try {
    const driver = new Driver(session);
    const menu = await driver.scene('Menu');
    expect(menu.renderer).toBe('webgl');
    await session.shot('menu');
    await driver.clickButton({ key: 'menu.newGame' });
    await setupView(driver);
    await driver.clickButton({ key: 'common.verbatim', text: '1' });
    await driver.clickButton({ key: 'setup.start' });
    // The setup: a terrain, three Xs and Confirm; then the first card is up.
    const play = await playByClicks(driver, { choose: seededRandom(2), stop: (p) => p.summary.turnNumber === 1 && p.summary.prompt === 'pick' });
    expect(play?.summary.marked[0]).toHaveLength(4);
    expect(play?.cardOptions.filter((o) => o.clickable)).toHaveLength(2);
    await session.shot('play');
    expect(session.problems).toEqual([]);
    expect(await pixelReadbacks(session)).toEqual([]);
  } finally {
    await session.close();
  }
});
