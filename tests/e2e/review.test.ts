// The master's review, on a phone, in English then French: a solo game finished by clicks is
// reviewed from its scoring screen, its replay opening with the review under way, to its end
// (progress, then the marked turns; one jumps to its turn and says what the master would have
// played); closing goes to the menu. Then, in French, the game is replayed from the History
// screen, a review is started and cancelled, and the replay goes on as before.
import { expect, inject, test } from 'vitest';
import { openPage } from './browser';
import { Driver, type View } from './driver';
import { finishSaved, nearlyFinished } from './nearly-finished';

interface ReviewView {
  readonly offered: boolean;
  readonly state: 'idle' | 'running' | 'done' | 'failed';
  readonly done: number | null;
  readonly total: number | null;
  readonly marks: readonly { readonly step: number; readonly loss: number }[];
}

interface ReplayView {
  readonly step: number;
  readonly turns: number;
  readonly review: ReviewView;
  readonly play: unknown;
}

const replayView = (driver: Driver, what: string, check: (r: ReplayView) => boolean): Promise<ReplayView> =>
  driver.waitFor(what, (v: View) => v.scene === 'Replay' && !v.fading && (v.view as ReplayView).play !== null && check(v.view as ReplayView) && (v.view as ReplayView), 120_000);

test("the master's review of a solo game: run to its end, its marked turns, and a review cancelled", async () => {
  const session = await openPage(inject('baseUrl'), 'review', { viewport: 'phone' });
  try {
    const driver = new Driver(session);
    await driver.scene('Menu');
    await finishSaved(session, driver, await nearlyFinished());
    await session.shot('review-scoring');

    // From the scoring screen, to its end: progress turn by turn, then the turns where the most points were lost.
    await driver.clickButton({ icon: 'robot', key: null });
    const running = await replayView(driver, 'the review under way', (r) => r.review.state === 'running' && (r.review.done ?? 0) >= 1);
    expect(running.review.total).toBeGreaterThan(10);
    await session.shot('review-running');
    const done = await replayView(driver, 'the review over', (r) => r.review.state === 'done');
    expect(done.review.marks.length).toBeGreaterThan(0);
    expect(done.review.marks.length).toBeLessThanOrEqual(3);
    for (const mark of done.review.marks) expect(mark.loss).toBeGreaterThan(0.5);
    const marks = [...done.review.marks].sort((a, b) => a.step - b.step);
    expect(done.review.marks).toEqual(marks);
    const last = marks[marks.length - 1] as (typeof marks)[number];
    await driver.clickButton({ key: 'review.mark' }, marks.length - 1);
    await replayView(driver, 'the last marked turn', (r) => r.step === last.step);
    const said = (await driver.view())?.texts.find((t) => t.key === 'review.better')?.text ?? '';
    expect(said).toMatch(/^The master would have played .+: \+\d+\.\d points expected$/);
    await session.shot('review-marked-turn');
    await driver.clickButton({ key: 'review.close' });
    await replayView(driver, 'the review closed', (r) => r.review.state === 'idle');
    await driver.clickButton({ key: 'replay.close' });
    await driver.scene('Menu');
    await driver.clickButton({ key: 'menu.history' });
    await driver.waitFor('the game in the history', (v) => v.scene === 'History');

    // In French: a review started, then cancelled; the replay goes on.
    await driver.clickButton({ icon: 'globe', key: 'language.name.en' });
    await driver.clickButton({ key: 'language.name.fr', icon: null });
    await driver.waitFor('French', (v) => v.language === 'fr');
    await driver.clickButton({ icon: 'play', key: null });
    const start = await replayView(driver, 'the replay, its review offered', (r) => r.step === 0 && r.review.offered && r.review.state === 'idle');
    await driver.clickButton({ key: 'review.start' });
    await replayView(driver, 'a review under way', (r) => r.review.state === 'running' && (r.review.done ?? 0) >= 1);
    const french = (await driver.view())?.texts.find((t) => t.key === 'review.running')?.text ?? '';
    expect(french).toMatch(/^Tour \d+ sur \d+ jugé$/);
    await session.shot('review-running-fr');
    await driver.clickButton({ key: 'review.cancel' });
    await replayView(driver, 'the review cancelled', (r) => r.review.state === 'idle');
    await driver.clickButton({ key: 'replay.forward' });
    await replayView(driver, 'the replay steps on', (r) => r.step === 1 && r.turns === start.turns);
    await session.shot('review-cancelled-fr');

    expect(session.textFit).toEqual([]);
    expect(session.problems).toEqual([]);
  } finally {
    await session.close();
  }
});
