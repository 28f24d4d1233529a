// Tucana's play screen stages what happens: a drawn segment is pulled by a pen, then its points
// pop where they were scored; when a turn closes, a stroke of each AI's ink flies to its seat and
// an open sheet draws its segments in one by one. None of it holds up input: Undo, pressed right
// after a segment (its pen still drawing on any machine but the fastest), takes it back. On a
// phone, the round's summary fits the screen. The shows are counted, not timed: a screenshot
// taken as they begin shows them mid-way on this machine, and proves nothing.
import { expect, inject, test } from 'vitest';
import { openPage } from '../../../../../tests/e2e/browser';
import { Driver, seededRandom, type Point } from '../../../../../tests/e2e/driver';
import { tooSmall, unfitting } from '../../../../../tests/e2e/texts';
import { openTucanaSetup, tucanaInput, tucanaProgress, tucanaReady, type TucanaPlayView, pickTucanaPlayers } from './driver';

/** The play view once `count` shows more than `before` have begun. */
const staged = (driver: Driver, what: string, before: number, count = 1): Promise<TucanaPlayView> =>
  driver.waitInPage(what, (v, { before, count }) => v.scene === 'TucanaPlay' && (v.view as TucanaPlayView).summary.staged >= before + count && (v.view as TucanaPlayView), { before, count });

test('a segment is drawn by a pen and the AI seats’ segments fly to their seats, without holding up input', async () => {
  const session = await openPage(inject('baseUrl'), 'tucana-staging');
  try {
    const driver = new Driver(session);
    await openTucanaSetup(driver);
    await pickTucanaPlayers(driver, 3);
    await driver.clickButton({ key: 'tucana:setup.start' });
    const choose = seededRandom(11);
    let play = (await tucanaReady(driver)) as TucanaPlayView;

    // The first hex, then its partner: the pen starts drawing, and Undo takes the segment back at once.
    await tucanaInput(driver, play, { choose });
    play = (await tucanaReady(driver, tucanaProgress(play))) as TucanaPlayView;
    await tucanaInput(driver, play, { choose });
    await session.page.screenshot({ path: `${session.dir}/pen-stroke-1280x800.png` });
    const stroke = await staged(driver, 'the pen drawing the segment', play.summary.staged);
    expect(stroke.summary.draft?.edges.length).toBe(1);
    await driver.click(stroke.buttons.undo as Point);
    play = await driver.waitInPage('the segment undone', (v) => v.scene === 'TucanaPlay' && (v.view as TucanaPlayView).summary.draft?.edges.length === 0 && (v.view as TucanaPlayView), null);

    // Seat 2's sheet open while the turn closes: its segments are drawn in, and strokes fly to the seats.
    const turn = play.summary.turnNumber;
    while (play.summary.turnNumber === turn) {
      if (play.summary.prompt === 'confirm') {
        await driver.click(play.buttons.seats[1] as Point);
        play = await driver.waitInPage('seat 2’s sheet', (v) => v.scene === 'TucanaPlay' && (v.view as TucanaPlayView).summary.opened === 1 && (v.view as TucanaPlayView), null);
      }
      const before = tucanaProgress(play);
      await tucanaInput(driver, play, { choose });
      if (play.summary.prompt === 'confirm') {
        // A stroke flies to each AI seat, and seat 2's open sheet draws its segment in.
        await session.page.screenshot({ path: `${session.dir}/others-drawn-1280x800.png` });
        const flying = await staged(driver, 'the AI seats’ segments on their way', play.summary.staged, 3);
        expect(flying.summary.actions).toBeGreaterThan(play.summary.actions);
      }
      play = (await tucanaReady(driver, before)) as TucanaPlayView;
    }
    await session.shot('tucana-staged');
    expect(session.textFit).toEqual([]);
    expect(session.problems).toEqual([]);
  } finally {
    await session.close();
  }
});

test('on a phone, a solo round ends on its summary, which fits the screen', async () => {
  const session = await openPage(inject('baseUrl'), 'tucana-round-summary', { viewport: 'phone' });
  try {
    const driver = new Driver(session);
    await openTucanaSetup(driver);
    await pickTucanaPlayers(driver, 1);
    await driver.clickButton({ key: 'tucana:setup.start' });
    const choose = seededRandom(5);
    let play = (await tucanaReady(driver)) as TucanaPlayView;
    let shot = false;
    while (!(play.summary.round === 0 && play.summary.turn === 12 && play.summary.prompt === 'confirm')) {
      const before = tucanaProgress(play);
      await tucanaInput(driver, play, { choose });
      if (!shot && play.summary.selected !== null) {
        // A segment on its way, on a phone.
        await session.page.screenshot({ path: `${session.dir}/pen-stroke-390x844.png` });
        shot = true;
      }
      play = (await tucanaReady(driver, before)) as TucanaPlayView;
    }
    // The round's last confirm: its summary, while it is on screen (it is laid out for the phone it opened on).
    await driver.click(play.buttons.confirm as Point);
    const summary = await driver.waitInPage('the round summary', (v) => v.texts.some((t) => t.key === 'tucana:events.roundScored') && v, null);
    await session.page.screenshot({ path: `${session.dir}/round-summary-390x844.png` });
    expect(unfitting(summary.texts, { width: 390, height: 844 })).toEqual([]);
    expect(tooSmall(summary.texts, summary.layout.cssScale)).toEqual([]);
    expect(summary.texts.filter((t) => t.key === 'tucana:events.roundLine').length).toBe(1);
    play = (await tucanaReady(driver)) as TucanaPlayView;
    expect(play.summary.round).toBe(1);
    expect(session.textFit).toEqual([]);
    expect(session.problems).toEqual([]);
  } finally {
    await session.close();
  }
});
