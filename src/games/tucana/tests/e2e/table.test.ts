// Trails of Tucana at a table of four: one person and three AI seats (easy, normal, hard) on Isla
// Grande with the Special Bonus, three rounds to the scores. The AI seats think in the AI worker;
// an opponent's sheet opens from their button and closes again; the game is left mid-way and
// continued from the menu; the winner on screen is the rules' own.
import { expect, inject, test } from 'vitest';
import { loadRecord, ranking, scoreHistory, type TucanaRecord } from '../../rules/index';
import { openPage } from '../../../../../tests/e2e/browser';
import { Driver, seededRandom, type Point } from '../../../../../tests/e2e/driver';
import { expectChartOf, showChart } from '../../../../../tests/e2e/score-chart';
import { openTucanaSetup, playTucanaByClicks, tucanaReady, type TucanaPlayView, type TucanaScoringView, pickTucanaPlayers, TUCANA_SCORING } from './driver';

test('one person and three AI seats play Isla Grande with the Special Bonus to the scores', async () => {
  const session = await openPage(inject('baseUrl'), 'tucana-table');
  try {
    const driver = new Driver(session);
    await openTucanaSetup(driver);
    await pickTucanaPlayers(driver, 4);
    // Seats 2–4 start at normal; the kind button cycles person → easy → normal → hard.
    const kinds = (v: { view?: unknown }): string => JSON.stringify((v.view as { seats: { kind: string }[] }).seats.map((seat) => seat.kind));
    await driver.clickButton({ key: 'tucana:setup.kinds.normal' }, 2);
    await driver.waitFor('seat 4 hard', (v) => kinds(v) === '["human","normal","normal","hard"]');
    await driver.clickButton({ key: 'tucana:setup.kinds.normal' }, 0);
    await driver.waitFor('seat 2 hard', (v) => kinds(v) === '["human","hard","normal","hard"]');
    await driver.clickButton({ key: 'tucana:setup.kinds.hard' }, 0);
    await driver.waitFor('seat 2 a person', (v) => kinds(v) === '["human","human","normal","hard"]');
    await driver.clickButton({ key: 'tucana:setup.kinds.human' }, 1);
    await driver.waitFor('seat 2 easy', (v) => kinds(v) === '["human","easy","normal","hard"]');
    await session.shot('tucana-setup-four');
    await driver.clickButton({ key: 'tucana:setup.tabs.island' });
    await driver.clickButton({ key: 'tucana:islands.grande' });
    await driver.clickButton({ key: 'tucana:setup.flags.specialBonus.name' });
    await driver.waitFor('Grande with the Special Bonus', (v) => {
      const s = v.view as { island?: string; flags?: { specialBonus: boolean } };
      return s.island === 'grande' && s.flags?.specialBonus === true;
    });
    await session.shot('tucana-setup-grande');
    await driver.clickButton({ key: 'tucana:setup.start' });

    // An opponent's sheet opens from their button, shows their island, and closes.
    let play = (await tucanaReady(driver)) as TucanaPlayView;
    await driver.click(play.buttons.seats[2] as Point);
    play = await driver.waitInPage('the sheet of seat 3', (v) => v.scene === 'TucanaPlay' && (v.view as TucanaPlayView).summary.opened === 2 && (v.view as TucanaPlayView), null);
    expect((await driver.view())?.texts.some((t) => t.key === 'tucana:play.sheetOf')).toBe(true);
    await session.shot('tucana-opponent-sheet');
    await driver.click(play.buttons.closeSheet as Point);
    await driver.waitInPage('the sheet closed', (v) => v.scene === 'TucanaPlay' && (v.view as TucanaPlayView).summary.opened === null, null);

    // Part of the game, then back to the menu and on again from the save.
    const choose = seededRandom(9);
    let left = true;
    const shots = new Set([3, 20]);
    await playTucanaByClicks(driver, {
      choose,
      before: async (p) => {
        const s = p.summary;
        if (left && s.turnNumber === 6 && s.prompt === 'draw') {
          left = false;
          await driver.click(p.buttons.menu);
          await driver.clickButton({ key: 'play.leave.confirm' });
          await driver.scene('Menu');
          await driver.waitFor('the saved game', (v) => (v.view as { save?: string }).save === 'ready');
          await driver.clickButton({ key: 'menu.continue' });
          const back = (await tucanaReady(driver)) as TucanaPlayView;
          expect(back.summary.turnNumber).toBe(6);
          expect(back.summary.seats.map((seat) => seat.kind)).toEqual(['human', 'ai', 'ai', 'ai']);
          return true;
        }
        if (s.selected !== null && shots.delete(s.turnNumber)) {
          await session.shot(`tucana-table-turn-${s.turnNumber}`);
          return true;
        }
        return false;
      },
    });
    expect(left).toBe(false);

    const view = await driver.waitInPage('the scores shown', (v) => v.scene === 'TucanaScoring' && !v.fading && (v.view as TucanaScoringView).settled && v, null);
    await session.shot('tucana-table-scoring');
    const scoring = view.view as TucanaScoringView;
    const replayed = loadRecord(scoring.record);
    if (!replayed.ok) throw new Error(`The record does not replay: ${replayed.error.detail}`);
    const state = replayed.value;
    expect(state.options).toMatchObject({ players: 4, island: 'grande', specialBonus: true });
    expect(state.boards.every((b) => b.roundScores.length === 3)).toBe(true);
    const rules = ranking(state);
    expect(scoring.winners).toEqual([...rules.winners]);
    expect(scoring.order).toEqual([...rules.order]);
    expect(view.texts.some((t) => (t.key === 'tucana:scoring.winner' || t.key === 'tucana:scoring.sharedWin') && t.text.length > 0)).toBe(true);

    // The score over the three rounds, a line per seat in ranking order; the last round is the final score.
    const history = scoreHistory(scoring.record as TucanaRecord);
    if (!history.ok) throw new Error(`No history: ${history.error.detail}`);
    expect(history.value).toHaveLength(3);
    expect(history.value.at(-1)?.map((score) => score.total)).toEqual(rules.scores.map((score) => score.total));
    expectChartOf(await showChart(driver, TUCANA_SCORING, 'total'), history.value, rules.order);
    await session.shot('tucana-table-scoring-chart');
    expectChartOf(await showChart(driver, TUCANA_SCORING, 'bonuses'), history.value, rules.order);
    expect(session.textFit).toEqual([]);
    expect(session.problems).toEqual([]);
  } finally {
    await session.close();
  }
});
