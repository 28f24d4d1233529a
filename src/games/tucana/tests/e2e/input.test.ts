// Trails of Tucana by touch on a phone and by keyboard on a desktop: a few turns each, the
// segments landing where the rules say, and a tap on a hex where none can start refused next to it.
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

test('on a phone, a hex where no segment can start is not chosen: the rules’ reason shows next to it', async () => {
  const session = await openPage(inject('baseUrl'), 'tucana-dead-end', { viewport: 'phone' });
  try {
    const driver = new Driver(session);
    let play = await startSolo(driver);
    // The hex nearest the screen's middle at no end of the pairs the cards allow (the lit ones).
    const starts = new Set(play.summary.legal.flat());
    const { width, height } = (await driver.view())?.canvas ?? { width: 0, height: 0 };
    const off = (h: number): number => Math.hypot((play.hexes[h]?.x ?? 0) - width / 2, (play.hexes[h]?.y ?? 0) - height / 2);
    const deadEnd = play.hexes.map((_, h) => h).filter((h) => !starts.has(h)).sort((a, b) => off(a) - off(b))[0] ?? -1;
    expect(deadEnd).toBeGreaterThanOrEqual(0);
    const at = play.hexes[deadEnd] as Point;
    await driver.click(at);
    const refused = await driver.waitInPage(
      'the tap taken',
      (v) => {
        const s = v.scene === 'TucanaPlay' && (v.view as TucanaPlayView).summary;
        return s && !s.busy && (s.selected !== null || s.refusal !== null) && v;
      },
      null,
    );
    play = refused.view as TucanaPlayView;
    expect(play.summary.selected).toBeNull();
    expect(play.summary.refusal).toEqual({ code: 'noSegmentHere', edge: null, hex: deadEnd });
    // The reason, in words, just above the hex tapped.
    const reason = refused.texts.find((t) => t.key === 'tucana:errors.noSegmentHere');
    expect(reason?.text).toBe('No segment these cards allow starts from this hex: pick a highlighted one.');
    const box = reason?.box ?? { left: 0, right: 0, top: 0, bottom: 0 };
    expect(box.bottom).toBeLessThanOrEqual(at.y);
    expect(at.y - box.bottom).toBeLessThan(120);
    await session.shot('tucana-dead-end');
    // A lit hex is still chosen as before.
    const [lit] = play.summary.legal[0] as [number, number];
    const before = tucanaProgress(play);
    await driver.click(play.hexes[lit] as Point);
    play = (await tucanaReady(driver, before)) as TucanaPlayView;
    expect(play.summary.selected).toBe(lit);
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
