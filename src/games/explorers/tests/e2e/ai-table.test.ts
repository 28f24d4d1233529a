// Scenario 2: one person against three AI seats (one at the master level), every scoring tile on
// its expert side and two achievements, played to the end; the scoring screen agrees with the engine's own recount. In
// Italian, every text fitting its box.
import { expect, inject, test } from 'vitest';
import { loadRecord, ranking, recount, scoreHistory, type GameRecord } from '../../rules/index';
import { openPage } from '../../../../../tests/e2e/browser';
import { expectChartOf, showChart, type ChartScreen } from '../../../../../tests/e2e/score-chart';
import { Driver, openTab, playByClicks, seededRandom, setupView, typeSeed, type Player, type ScoringView, type SetupView } from '../../../../../tests/e2e/driver';
import { continueSaved, nearEnd, savedAfterReload } from '../../../../../tests/e2e/nearly-finished';
import { explorers } from '../../index';

/** Actions of the game left to play after the jump: the last turns, every seat acting in them. */
const LAST_ACTIONS = 12;

const SCORING: ChartScreen = { scene: 'Scoring', categoryKey: (category) => `scoring.categories.${category}` };

test('one human and three AI seats, expert sides and two achievements, to the end', async () => {
  // On a phone, with taps: the long games cover both sizes and both kinds of pointer.
  const session = await openPage(inject('baseUrl'), 'ai-table', { viewport: 'phone', query: '&lng=it' });
  try {
    const driver = new Driver(session);
    await driver.scene('Menu');
    await driver.clickButton({ key: 'menu.newGame' });

    await setupView(driver);
    await driver.clickButton({ key: 'common.verbatim', text: '4' });
    const players = await driver.waitInPage('four seats', (v) => {
      const setup = v.view as SetupView;
      return setup.players === 4 && setup;
    }, null);
    // A person first, the computer (normal level) in the other seats: the setup's defaults.
    expect(players.seats.map((s) => s.kind)).toEqual(['human', 'normal', 'normal', 'normal']);
    // The second seat plays at the master level, the strongest: its search runs in the AI worker.
    const master = (await driver.view())?.buttons.filter((b) => b.key === 'levels.master')[1];
    if (!master) throw new Error('No master level for the second seat');
    await driver.click(master);
    const seats = await driver.waitInPage('a master seat', (v) => {
      const setup = v.view as SetupView;
      return setup.seats[1]?.kind === 'master' && setup;
    }, null);
    expect(seats.seats.map((s) => s.kind)).toEqual(['human', 'master', 'normal', 'normal']);
    await session.shot('setup-players');

    await openTab(driver, 'rules');
    for (let part = 0; part < 4; part++) {
      // Each part's row has a basic and an expert choice; the expert ones, in order.
      const expert = (await driver.view())?.buttons.filter((b) => b.key === 'setup.sides.expert') ?? [];
      const target = expert[part];
      if (!target) throw new Error(`No expert choice for scoring part ${part}`);
      await driver.click(target);
      await driver.waitInPage(`expert side ${part}`, (v, n) => Object.values((v.view as SetupView).sides).filter((s) => s === 'expert').length === n, part + 1);
    }
    await session.shot('setup-rules');

    await openTab(driver, 'achievements');
    await driver.clickButton({ key: 'setup.achievements.random' });
    await driver.clickButton({ key: 'common.verbatim', text: '2' });
    await driver.waitInPage('two achievements', (v) => JSON.stringify((v.view as SetupView).achievements) === '{"random":2}', null);
    await session.shot('setup-achievements');
    await typeSeed(driver, 987654);

    const setup = (await setupView(driver)) as SetupView;
    expect(setup.sides).toEqual({ temples: 'expert', provisions: 'expert', villages: 'expert', gemstones: 'expert' });
    await driver.clickButton({ key: 'setup.start' });

    // The first turns by taps, until the person has chosen a card's option for everyone and seen a
    // tooltip; then the same game, played on by the weakest AI in every seat to its last actions,
    // continued from the menu and finished by taps (the master seat's last searches among them).
    let sawOption = false;
    let sawBonus = false;
    let tipped = false;
    let shoot = true;
    const player: Player = {
      choose: seededRandom(11),
      scrolls: true,
      stop: () => tipped && sawOption,
      before: async (play) => {
        const s = play.summary;
        expect(s.seats.map((seat) => seat.kind)).toEqual(['human', 'ai', 'ai', 'ai']);
        if (s.prompt === 'option') sawOption = true;
        if (s.phase === 'bonus') sawBonus = true;
        // A tap on a card half the person may not take shows its tooltip, which stays up after
        // the finger lifts (a lifted finger counts as the pointer leaving).
        const other = play.cardOptions.find((o) => !o.clickable && o.xs !== null);
        if (!tipped && s.turnNumber >= 2 && other) {
          tipped = true;
          await driver.click(other);
          await driver.waitInPage('the tooltip after a tap', (v) => (v.view as { tip?: string | null } | undefined)?.tip, null, 5_000);
          return true;
        }
        // The first turn of each part photographed.
        if (!shoot || s.turnNumber < 1) return false;
        shoot = false;
        await session.shot(`play-turn-${s.turnNumber}`);
        return true;
      },
    };
    const early = await playByClicks(driver, player);
    expect(early?.summary.turnNumber).toBeLessThan(10);
    await continueSaved(session, driver, explorers.saveKey, await nearEnd(explorers.id, await savedAfterReload(session, explorers.saveKey), LAST_ACTIONS));
    shoot = true;
    const end = await playByClicks(driver, { ...player, stop: undefined });
    expect(end).toBeNull();
    // The person was the active player on some turns (choosing the card's option for everyone).
    expect(sawOption).toBe(true);
    expect(tipped).toBe(true);

    const scoring = await driver.waitInPage('the count-up to finish', (v) => v.scene === 'Scoring' && (v.view as ScoringView).finished && (v.view as ScoringView), null);
    await session.shot('scoring');
    const replayed = loadRecord(scoring.record);
    if (!replayed.ok) throw new Error(`The record does not replay: ${replayed.error.detail}`);
    const state = replayed.value;
    expect(state.phase.kind).toBe('over');
    expect(state.options.players).toBe(4);
    expect(state.achievements).toHaveLength(2);
    expect(state.options.sides).toEqual(setup.sides);
    // Every column shows the engine's recount of that player's final board, in ranking order.
    const result = ranking(state);
    expect(scoring.order).toEqual(result.order);
    expect(scoring.winners).toEqual(result.winners);
    expect(scoring.shown.map((c) => c.player)).toEqual(result.order);
    for (const column of scoring.shown) expect(Number(column.values.total)).toBe(recount(state, column.player).total);
    // Expert temples may have owed bonus Xs; when they did, the person placed them.
    if (sawBonus) expect(state.log.some((a) => a.type === 'bonus' && a.player === 0)).toBe(true);

    // The score over the rounds: the engine's history, the last round the final score.
    const history = scoreHistory(scoring.record as GameRecord);
    if (!history.ok) throw new Error(`No history: ${history.error.detail}`);
    expect(history.value.at(-1)).toEqual(result.scores);
    expect(scoring.shownAs).toBe('table');
    const total = await showChart(driver, SCORING, 'total');
    expectChartOf(total, history.value, result.order);
    await session.shot('scoring-chart');
    // Expert gemstones may go below zero; a tap on a point gives its value.
    const gems = await showChart(driver, SCORING, 'gemstones');
    expectChartOf(gems, history.value, result.order);
    await driver.click(gems.series[0]?.points[3] as { x: number; y: number });
    await driver.waitInPage('the tooltip of a point', (v) => (v.view as ScoringView).tip, null, 5_000);
    await session.shot('scoring-chart-gemstones');

    expect(session.textFit).toEqual([]);
    expect(session.problems).toEqual([]);
  } finally {
    await session.close();
  }
});
