// Trails of Tucana by touch on a phone and by keyboard on a desktop: a few turns each, the
// segments landing where the rules say.
import { expect, inject, test } from 'vitest';
import { openPage } from '../../../../../tests/e2e/browser';
import { Driver, seededRandom, type Point } from '../../../../../tests/e2e/driver';
import { openTucanaSetup, tucanaInput, tucanaProgress, tucanaReady, type TucanaPlayView, pickTucanaPlayers } from './driver';

async function startSolo(driver: Driver): Promise<TucanaPlayView> {
  await openTucanaSetup(driver);
  await pickTucanaPlayers(driver, 1);
  await driver.clickButton({ key: 'tucana:setup.start' });
  return (await tucanaReady(driver)) as TucanaPlayView;
}

test('on a phone, turns are drawn by tapping two hexes', async () => {
  const session = await openPage(inject('baseUrl'), 'tucana-touch', { viewport: 'phone' });
  try {
    const driver = new Driver(session);
    let play = await startSolo(driver);
    const player = { choose: seededRandom(4) };
    while (play.summary.actions < 3) {
      await tucanaInput(driver, play, player);
      play = (await tucanaReady(driver, tucanaProgress(play))) as TucanaPlayView;
    }
    await session.shot('tucana-touch');
    const turns = play.summary.actions;
    expect(turns).toBe(3);
    expect(session.textFit).toEqual([]);
    expect(session.problems).toEqual([]);
  } finally {
    await session.close();
  }
});

test('on a desktop, the arrows move over the island and Enter draws and confirms', async () => {
  const session = await openPage(inject('baseUrl'), 'tucana-keyboard');
  try {
    const driver = new Driver(session);
    let play = await startSolo(driver);
    for (let turn = 0; turn < 2; turn++) {
      const [a, b] = play.summary.legal[0] as [number, number];
      for (const target of [a, b]) {
        // Steer the cursor towards the hex, an arrow at a time.
        for (let presses = 0; presses < 40 && play.summary.cursor !== target; presses++) {
          const from = play.hexes[play.summary.cursor ?? target] as Point;
          const to = play.hexes[target] as Point;
          const dx = to.x - from.x;
          const dy = to.y - from.y;
          const key = play.summary.cursor === null ? 'ArrowRight' : Math.abs(dx) >= Math.abs(dy) ? (dx > 0 ? 'ArrowRight' : 'ArrowLeft') : dy > 0 ? 'ArrowDown' : 'ArrowUp';
          const before = play.summary.cursor;
          await driver.press(key);
          play = await driver.waitInPage('the cursor', (v, c) => v.scene === 'TucanaPlay' && !(v.view as TucanaPlayView).summary.busy && (v.view as TucanaPlayView).summary.cursor !== c && (v.view as TucanaPlayView), before, 10_000).catch(() => play);
        }
        expect(play.summary.cursor).toBe(target);
        const before = tucanaProgress(play);
        await driver.press('Enter');
        play = (await tucanaReady(driver, before)) as TucanaPlayView;
      }
      expect(play.summary.prompt === 'confirm' || play.summary.prompt === 'bonus').toBe(true);
      while (play.summary.prompt === 'bonus') {
        const [c] = play.summary.legal[0] as [number, number];
        await driver.click(play.hexes[c] as Point);
        play = (await tucanaReady(driver, tucanaProgress(play))) as TucanaPlayView;
        const partner = play.summary.legal.find(([x, y]) => x === c || y === c) as [number, number];
        await driver.click(play.hexes[partner[0] === c ? partner[1] : partner[0]] as Point);
        play = (await tucanaReady(driver, tucanaProgress(play))) as TucanaPlayView;
      }
      const before = tucanaProgress(play);
      const actions = play.summary.actions;
      await driver.press('Enter');
      play = (await tucanaReady(driver, before)) as TucanaPlayView;
      expect(play.summary.actions).toBe(actions + 1);
    }
    await session.shot('tucana-keyboard');
    expect(session.textFit).toEqual([]);
    expect(session.problems).toEqual([]);
  } finally {
    await session.close();
  }
});
