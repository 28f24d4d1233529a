// The replay viewer, on a phone, in English then French: a game finished by clicks (replayed once
// from its scoring screen first), and two-seat games of Ambassadors and Tucana brought in with a history file, are replayed from the History
// screen: step by key and by button, scrub on the slider, autoplay, go to the end (the game's
// play screen stays, with no scoring), switch to the other seat's view, and back to the history.
import { expect, inject, test } from 'vitest';
import { exportHistory } from '../../src/shell/history/history-file';
import { openPage } from './browser';
import { Driver, type View } from './driver';
import { historyWithFinishedGame } from './nearly-finished';
import { LOADED, newState, playOut } from '../contract/games';

interface ReplayView {
  readonly step: number;
  readonly turns: number;
  readonly seat: number;
  readonly autoplay: boolean;
  readonly track: { readonly from: { x: number; y: number }; readonly to: { x: number; y: number } };
  /** The play screen's own test view: Ambassadors' summary says whose view and whose hand it shows. */
  readonly play: { readonly summary?: { readonly viewer: number; readonly handShown: number | null } } | null;
}

interface HistoryRows {
  readonly rows: readonly { readonly game: string }[];
}

const replayView = (driver: Driver, what: string, check: (r: ReplayView) => boolean): Promise<ReplayView> =>
  driver.waitFor(what, (v: View) => v.scene === 'Replay' && !v.fading && (v.view as ReplayView).play !== null && check(v.view as ReplayView) && (v.view as ReplayView));

test('a finished game replays from the history: steps, scrubbing, autoplay, the end, and another seat', async () => {
  const session = await openPage(inject('baseUrl'), 'replay', { viewport: 'phone' });
  try {
    const driver = new Driver(session);
    // First the scoring screen's Replay: the game just played, whose close goes to the menu.
    await historyWithFinishedGame(session, driver, async () => {
      await driver.clickButton({ icon: 'undo', key: null });
      await replayView(driver, 'the replay from the scoring screen', (r) => r.step === 0 && r.seat === 0);
      await driver.clickButton({ key: 'replay.close' });
      await driver.scene('Menu');
    });
    await driver.waitFor('the game in the history', (v) => v.scene === 'History' && (v.view as HistoryRows).rows.length === 1);
    await session.shot('replay-history');

    // The finished game, from the start.
    await driver.clickButton({ icon: 'play', key: null });
    const start = await replayView(driver, 'the replay at its start', (r) => r.step === 0);
    expect(start.turns).toBeGreaterThan(5);
    expect(start.seat).toBe(0);
    await session.shot('replay-start');

    // By key, by button and back; then the slider's middle.
    await driver.press('ArrowRight');
    await replayView(driver, 'step 1', (r) => r.step === 1);
    await driver.clickButton({ key: 'replay.forward' });
    await replayView(driver, 'step 2', (r) => r.step === 2);
    await driver.clickButton({ key: 'replay.back' });
    await replayView(driver, 'back at step 1', (r) => r.step === 1);
    const middle = { x: (start.track.from.x + start.track.to.x) / 2, y: start.track.from.y };
    await driver.click(middle);
    const scrubbed = await replayView(driver, 'the middle of the game', (r) => Math.abs(r.step - start.turns / 2) <= 1);
    await session.shot('replay-middle');

    // Autoplay moves on by itself; space stops it.
    await driver.press(' ');
    await replayView(driver, 'autoplay on', (r) => r.autoplay && r.step > scrubbed.step);
    await driver.press(' ');
    await replayView(driver, 'autoplay off', (r) => !r.autoplay);

    // The end: the play screen stays under the controls (no scoring screen).
    await driver.clickButton({ key: 'replay.last' });
    const end = await replayView(driver, 'the end', (r) => r.step === r.turns);
    expect(end.play).not.toBeNull();
    await session.shot('replay-end');
    await driver.clickButton({ key: 'replay.close' });
    await driver.scene('History');

    // In French, a two-seat game of Ambassadors brought in with a file, seen from either seat.
    await driver.clickButton({ icon: 'globe', key: 'language.name.en' });
    await driver.clickButton({ key: 'language.name.fr', icon: null });
    await driver.waitFor('French', (v) => v.language === 'fr');
    /** A history entry of a two-seat game of `id` played by its AI, Ann in seat 0. */
    const entryOf = async (id: string, finishedAt: number) => {
      const game = LOADED.find((loaded) => loaded.id === id) as (typeof LOADED)[number];
      const { state } = await playOut(game, newState(game.rules, 2, 12), 12);
      const final = game.rules.view(state, null);
      const [ann, other] = game.rules.scores(final).map((score) => score.total) as [number, number];
      const record = game.rules.toRecord(state);
      const seats = [
        { name: 'Ann', kind: 'human', score: ann },
        { name: null, kind: 'normal', score: other },
      ];
      return { game: id, finishedAt, options: record.options as Record<string, unknown>, seats, player: 0, winners: [...(game.rules.ranking(final)?.winners ?? [])], soloRank: null, deal: null, record };
    };
    const file = exportHistory([await entryOf('ambassadors', 1_700_000_000_000), await entryOf('tucana', 1_600_000_000_000)], Date.now());
    const [chooser] = await Promise.all([session.page.waitForEvent('filechooser'), driver.clickButton({ key: 'history.import' })]);
    await chooser.setFiles({ name: 'history.json', mimeType: 'application/json', buffer: Buffer.from(file) });
    await driver.clickButton({ key: 'history.ok' });
    const listed = await driver.waitFor('three games', (v) => v.scene === 'History' && (v.view as HistoryRows).rows.length === 3 && (v.view as HistoryRows));
    await driver.clickButton({ icon: 'play', key: null }, listed.rows.findIndex((row) => row.game === 'ambassadors'));
    await replayView(driver, "Ambassadors from Ann's seat", (r) => r.step === 0 && r.seat === 0 && r.play?.summary?.viewer === 0);
    await driver.press('ArrowRight');
    await driver.press('ArrowRight');
    await replayView(driver, 'two turns on', (r) => r.step === 2);
    await driver.clickButton({ key: 'replay.seat' });
    const other = await replayView(driver, "the other seat's view", (r) => r.seat === 1 && r.step === 2 && r.play?.summary?.viewer === 1);
    expect(other.play?.summary?.handShown).toBe(1);
    const french = await driver.view();
    expect(french?.texts.find((t) => t.key === 'replay.step')?.text).toBe(`Étape 2 sur ${other.turns}`);
    await session.shot('replay-other-seat-fr');
    await driver.clickButton({ key: 'replay.close' });
    await driver.scene('History');

    // Tucana's play screen takes a replay as well.
    await driver.clickButton({ icon: 'play', key: null }, listed.rows.findIndex((row) => row.game === 'tucana'));
    await replayView(driver, 'Tucana at its start', (r) => r.step === 0);
    await driver.clickButton({ key: 'replay.forward' });
    await replayView(driver, 'its first turn', (r) => r.step === 1);
    await session.shot('replay-tucana-fr');
    await driver.clickButton({ key: 'replay.close' });
    await driver.scene('History');

    expect(session.textFit).toEqual([]);
    expect(session.problems).toEqual([]);
  } finally {
    await session.close();
  }
});
