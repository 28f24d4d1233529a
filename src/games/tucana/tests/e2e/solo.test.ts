// Trails of Tucana, solo on Isla Petit: from the menu's game choice through the setup to a whole
// game of two rounds, every segment drawn by taps (and now and then a drag), a refused pair and an
// undo on the way, the sheet's sight points read in round 2, and a scoring screen whose total is
// the rules' own recount of the record.
import { expect, inject, test } from 'vitest';
import { loadRecord, recount, scoreHistory, type TucanaRecord } from '../../rules/index';
import { openPage } from '../../../../../tests/e2e/browser';
import { Driver, seededRandom } from '../../../../../tests/e2e/driver';
import { expectChartOf, showChart } from '../../../../../tests/e2e/score-chart';
import { openTucanaSetup, playTucanaByClicks, refusePair, type TucanaPlayView, type TucanaScoringView, pickTucanaPlayers, TUCANA_SCORING } from './driver';

test('a solo game of Tucana played by taps ends on the rules’ recount', async () => {
  const session = await openPage(inject('baseUrl'), 'tucana-solo');
  try {
    const driver = new Driver(session);
    await openTucanaSetup(driver);
    await pickTucanaPlayers(driver, 1);
    await session.shot('tucana-setup-players');
    await driver.clickButton({ key: 'tucana:setup.tabs.island' });
    await driver.waitFor('the island tab', (v) => (v.view as { tab?: string }).tab === 'island');
    await session.shot('tucana-setup-island');
    await driver.clickButton({ key: 'tucana:setup.start' });

    const choose = seededRandom(5);
    const shots = new Set([1, 14]);
    let refused = false;
    let undone = false;
    let totalsRead = false;
    await playTucanaByClicks(driver, {
      choose,
      drag: true,
      before: async (play: TucanaPlayView) => {
        const s = play.summary;
        if (!refused && s.prompt === 'draw' && s.selected === null && s.turnNumber >= 2) {
          // A pair the cards do not allow is refused by the rules, with their reason on screen.
          const after = await refusePair(driver, play);
          if (!after) return false;
          refused = true;
          const summary = (after.view as TucanaPlayView).summary;
          expect(['wrongTerrain', 'alreadyDrawn']).toContain(summary.refusal?.code);
          expect(after.texts.some((t) => t.key === `tucana:errors.${summary.refusal?.code}` && t.text.length > 0)).toBe(true);
          expect(summary.actions).toBe(s.actions);
          await session.shot('tucana-refused');
          return true;
        }
        if (!undone && s.prompt === 'confirm' && s.turnNumber >= 3) {
          // Private undo: the segment goes, the turn is drawn again.
          undone = true;
          await driver.click(play.buttons.undo as { x: number; y: number });
          await driver.waitInPage('the undo', (v, n) => v.scene === 'TucanaPlay' && ((v.view as TucanaPlayView).summary.draft?.edges.length ?? 0) < n && v, s.draft?.edges.length ?? 0);
          return true;
        }
        if (!totalsRead && s.round === 1) {
          // Round 2 (the rules count from 0): the sheet's sight points in words, this round's, then what round 1 wrote.
          totalsRead = true;
          const view = await driver.waitFor('the sheet in round 2', (v) => v.scene === 'TucanaPlay' && v);
          const totals = view.texts.filter((t) => t.key?.startsWith('tucana:hud.sightTotal'));
          expect(totals.map((t) => t.key)).toEqual(['tucana:hud.sightTotals']);
          expect(totals[0]?.text).toMatch(/^Sights linked: \d+ pts? now · round 1: \d+$/);
          return false;
        }
        if (s.selected !== null && shots.delete(s.turnNumber)) {
          await session.shot(`tucana-play-turn-${s.turnNumber}`);
          return true;
        }
        return false;
      },
    });
    expect(refused).toBe(true);
    expect(undone).toBe(true);
    expect(totalsRead).toBe(true);

    const view = await driver.waitInPage('the scores shown', (v) => v.scene === 'TucanaScoring' && !v.fading && (v.view as TucanaScoringView).settled && v, null);
    await session.shot('tucana-scoring');
    const scoring = view.view as TucanaScoringView;
    const replayed = loadRecord(scoring.record);
    if (!replayed.ok) throw new Error(`The record does not replay: ${replayed.error.detail}`);
    expect(replayed.value.phase).toBe('over');
    const total = recount(replayed.value, 0).total;
    expect(scoring.totals[0]).toBe(total);
    expect(view.texts.some((t) => t.key === 'tucana:scoring.soloTotal' && t.text.includes(String(total)))).toBe(true);
    expect(view.texts.some((t) => (t.key === 'tucana:scoring.rank' || t.key === 'tucana:scoring.rankTop') && t.text.length > 0)).toBe(true);

    // The score over the rounds, in front of the ranks: the engine's history, ending on the total.
    const history = scoreHistory(scoring.record as TucanaRecord);
    if (!history.ok) throw new Error(`No history: ${history.error.detail}`);
    expect(scoring.shownAs).toBe('table');
    const chart = await showChart(driver, TUCANA_SCORING, 'total');
    expectChartOf(chart, history.value, [0]);
    expect(chart.series[0]?.values.at(-1)).toBe(total);
    await session.shot('tucana-scoring-chart');
    expectChartOf(await showChart(driver, TUCANA_SCORING, 'sights'), history.value, [0]);
    expect(session.textFit).toEqual([]);
    expect(session.problems).toEqual([]);
  } finally {
    await session.close();
  }
});
