// Scenario 1: from the menu through the setup to a whole solo game of 28 turns, every move a
// click, and a scoring screen that shows the total the engine recounts from the game's record;
// in large text, every text fitting its box.
import { expect, inject, test } from 'vitest';
import { loadRecord, recount, scoreBoard, scoreHistory, type GameRecord } from '../../rules/index';
import { openPage } from '../../../../../tests/e2e/browser';
import { chartDrawn, expectChartOf, showChart, type ChartScreen } from '../../../../../tests/e2e/score-chart';
import { Driver, openTab, playByClicks, seededRandom, setupView, typeSeed, type ScoringView } from '../../../../../tests/e2e/driver';

const SCORING: ChartScreen = { scene: 'Scoring', categoryKey: (category) => `scoring.categories.${category}` };

test('a solo game of 28 turns played by clicks ends on the engine recount total', async () => {
  const session = await openPage(inject('baseUrl'), 'solo-game');
  try {
    const driver = new Driver(session);
    // In large text (Settings › Text size), so the scoring screen and its chart are checked in it.
    await driver.scene('Menu');
    await session.page.evaluate(() => localStorage.setItem('explorers.textSize', 'large'));
    await session.reload();
    await driver.scene('Menu');
    await session.shot('menu');
    await driver.clickButton({ key: 'menu.newGame' });

    await setupView(driver);
    await driver.clickButton({ key: 'common.verbatim', text: '1' });
    await driver.waitFor('one player', (v) => (v.view as { players?: number }).players === 1);
    await session.shot('setup-players');
    await typeSeed(driver, 20240611);
    await session.shot('setup-map');
    await openTab(driver, 'players');
    await driver.clickButton({ key: 'setup.start' });

    const choose = seededRandom(7);
    const turnsPlayed = new Set<number>();
    const shots = new Set([1, 14]);
    let refused = false;
    const end = await playByClicks(driver, {
      choose,
      scrolls: true,
      before: async (play) => {
        const s = play.summary;
        if (s.prompt === 'pick' || s.prompt === 'place' || s.prompt === 'confirm') turnsPlayed.add(s.turnNumber);
        if (!refused && s.prompt === 'place' && s.turnNumber >= 2) {
          // A click on a cell already crossed is refused where it was tried: the reason stands
          // next to the cell, in words, and nothing changes.
          refused = true;
          const taken = s.marked[0]?.[(s.marked[0]?.length ?? 1) - 1] as number;
          await driver.click(play.cells[taken] as { x: number; y: number });
          const after = await driver.waitInPage('the refusal', (v) => v.scene === 'Play' && (v.view as typeof play).summary.refusal !== null && v, null);
          const summary = (after.view as typeof play).summary;
          expect(summary.refusal?.cell).toBe(taken);
          expect(['occupied', 'village']).toContain(summary.refusal?.code);
          expect(after.texts.some((t) => t.key === `errors.${summary.refusal?.code}` && t.text.length > 0)).toBe(true);
          expect(summary.actions).toBe(s.actions);
          expect(summary.draft).toEqual(s.draft);
          // The turn log (read out by screen readers) has the card of each turn, and this refusal last.
          const log = await session.page.evaluate(() => [...document.querySelectorAll('#turn-log[role="log"] p')].map((p) => p.textContent ?? ''));
          const reason = after.texts.find((t) => t.key === `errors.${summary.refusal?.code}`)?.text;
          expect(log[log.length - 1]).toBe(reason);
          expect(log.filter((line) => line.startsWith('Round 1, turn ')).length).toBeGreaterThanOrEqual(2);
          await session.shot('refused-x');
          return true;
        }
        if (!shots.delete(s.turnNumber)) return false;
        await session.shot(`play-turn-${s.turnNumber}`);
        return true;
      },
    });
    expect(end).toBeNull();
    // Turn 0 is the setup; 1..28 the regular turns.
    expect([...turnsPlayed].sort((a, b) => a - b)).toEqual(Array.from({ length: 29 }, (_, i) => i));

    const scoring = await driver.waitFor('the count-up to finish', (v) => v.scene === 'Scoring' && (v.view as ScoringView).finished && (v.view as ScoringView));
    await session.shot('scoring');
    // The engine, in Node, replays the record on its own and recounts the final board.
    const replayed = loadRecord(scoring.record);
    if (!replayed.ok) throw new Error(`The record does not replay: ${replayed.error.detail}`);
    const state = replayed.value;
    expect(state.phase.kind).toBe('over');
    expect(state.turn.number).toBe(28);
    const total = recount(state, 0).total;
    expect(scoreBoard(state, 0).total).toBe(total);
    const shown = scoring.shown[0];
    expect(shown?.player).toBe(0);
    expect(Number(shown?.values.total)).toBe(total);
    // The headline says the same total, in words.
    const view = await driver.scene('Scoring');
    expect(view.texts.some((t) => t.key === 'scoring.soloScore' && t.text.includes(String(total)))).toBe(true);

    // One line over the rounds, in front of the explorer ranks; it ends on the final total.
    const history = scoreHistory(scoring.record as GameRecord);
    if (!history.ok) throw new Error(`No history: ${history.error.detail}`);
    const chart = await showChart(driver, SCORING, 'total');
    expectChartOf(chart, history.value, [0]);
    expect(chart.series[0]?.values.at(-1)).toBe(total);
    await session.shot('scoring-chart');
    // The tabs answer the keyboard: Tab to the provisions, Enter.
    for (let presses = 0; presses < 8; presses++) {
      await driver.press('Tab');
      if ((await driver.view())?.buttons.some((b) => b.focused && b.key === 'scoring.categories.provisions')) break;
    }
    await driver.press('Enter');
    expectChartOf(await chartDrawn(driver, SCORING, 'provisions'), history.value, [0]);

    expect(session.textFit).toEqual([]);
    expect(session.problems).toEqual([]);
  } finally {
    await session.close();
  }
});
