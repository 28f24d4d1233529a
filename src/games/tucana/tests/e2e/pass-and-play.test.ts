// Trails of Tucana passed around one device: two people and an AI seat on Isla Petit. Each
// person gets the device behind the hand-over curtain, the round ends on its summary, and the
// scores come out as the rules count them.
import { expect, inject, test } from 'vitest';
import { loadRecord, ranking } from '../../rules/index';
import { openPage } from '../../../../../tests/e2e/browser';
import { Driver, seededRandom } from '../../../../../tests/e2e/driver';
import { openTucanaSetup, tucanaInput, tucanaProgress, tucanaReady, type TucanaPlayView, type TucanaScoringView, pickTucanaPlayers } from './driver';

test('two people pass the device around a Tucana game with an AI seat', async () => {
  const session = await openPage(inject('baseUrl'), 'tucana-pass-and-play', { locale: 'fr-FR' });
  try {
    const driver = new Driver(session);
    await driver.scene('Menu');
    await driver.clickButton({ key: 'tucana:name' });
    await driver.waitFor('Tucana picked', (v) => (v.view as { game?: string }).game === 'tucana');
    await session.shot('tucana-menu');
    await openTucanaSetup(driver);
    await pickTucanaPlayers(driver, 3);
    // Seat 2 becomes a person: normal → hard → person.
    await driver.clickButton({ key: 'tucana:setup.kinds.normal' }, 0);
    await driver.clickButton({ key: 'tucana:setup.kinds.hard' }, 0);
    await driver.waitFor('two people', (v) => (v.view as { seats: { kind: string }[] }).seats.filter((s) => s.kind === 'human').length === 2);
    await session.shot('tucana-setup-pass-and-play');
    await driver.clickButton({ key: 'tucana:setup.start' });

    const player = { choose: seededRandom(21) };
    const handedTo = new Set<number>();
    let curtainShot = false;
    let summaryShot = false;
    let play = await tucanaReady(driver);
    while (play) {
      const s = play.summary;
      if (s.prompt === 'handover') {
        handedTo.add(s.handover as number);
        // Nothing of the previous player's sheet shows behind the curtain.
        if (!curtainShot) {
          curtainShot = true;
          await session.shot('tucana-handover');
        }
      }
      if (!summaryShot && s.round === 0 && s.turn === 12 && s.prompt === 'confirm') {
        // The last turn of round 1: once everyone has confirmed, its summary shows.
        const before = tucanaProgress(play);
        await tucanaInput(driver, play, player);
        const next = await driver.waitInPage(
          'the round summary or the next person',
          (v, was) => {
            if (v.texts.some((t) => t.key === 'tucana:events.roundScored')) return 'summary';
            const p = v.view as TucanaPlayView | undefined;
            if (v.scene !== 'TucanaPlay' || !p || p.summary.busy || p.summary.turnNumber !== 13) return false;
            const now = JSON.stringify([p.summary.prompt, p.summary.turnNumber, p.summary.actions, p.summary.draft, p.summary.handover, p.summary.acting, p.summary.selected, p.summary.opened]);
            return now !== was && p.summary.prompt !== 'wait' && 'ready';
          },
          before,
        );
        // (No screenshot: the summary is laid out for the screen it opened on, not the other size.)
        if (next === 'summary') summaryShot = true;
        play = await tucanaReady(driver, before);
        continue;
      }
      const before = tucanaProgress(play);
      await tucanaInput(driver, play, player);
      play = await tucanaReady(driver, before);
    }
    expect([...handedTo].sort()).toEqual([0, 1]);
    expect(summaryShot).toBe(true);

    const view = await driver.waitInPage('the scores shown', (v) => v.scene === 'TucanaScoring' && !v.fading && (v.view as TucanaScoringView).settled && v, null);
    await session.shot('tucana-pass-and-play-scoring');
    const scoring = view.view as TucanaScoringView;
    const replayed = loadRecord(scoring.record);
    if (!replayed.ok) throw new Error(`The record does not replay: ${replayed.error.detail}`);
    expect(scoring.winners).toEqual([...ranking(replayed.value).winners]);
    expect(session.textFit).toEqual([]);
    expect(session.problems).toEqual([]);
  } finally {
    await session.close();
  }
});
