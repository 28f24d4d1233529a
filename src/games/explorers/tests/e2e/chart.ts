// The scoring screen's chart, for the scenarios that reach it: open it (or one of its tabs), wait
// for the lines to be drawn in, and check it draws the engine's own history of the game.
import { expect } from 'vitest';
import type { ScoreCategory, ScoreHistory } from '../../rules/index';
import type { ChartView, Driver, ScoringView } from '../../../../../tests/e2e/driver';

/** Shows the chart's `category` (`total` opens the chart) and waits until its lines are drawn. */
export async function showChart(driver: Driver, category: ScoreCategory | 'total'): Promise<ChartView> {
  await driver.clickButton({ key: category === 'total' ? 'scoring.chart.chart' : `scoring.categories.${category}` });
  return chartDrawn(driver, category);
}

/** The chart once it shows `category` with its lines drawn in. */
export function chartDrawn(driver: Driver, category: ScoreCategory | 'total'): Promise<ChartView> {
  return driver.waitInPage(
    `the ${category} chart`,
    (v, c) => {
      const chart = v.scene === 'Scoring' ? (v.view as ScoringView).chart : null;
      return chart?.category === c && chart.drawn && chart;
    },
    category,
  );
}

/** One line per player in ranking order, each the engine's values after every round, a higher value higher up. */
export function expectChartOf(chart: ChartView, history: ScoreHistory, order: readonly number[]): void {
  const category = chart.category as ScoreCategory | 'total';
  expect(chart.series.map((s) => s.player)).toEqual(order);
  for (const s of chart.series) expect(s.values).toEqual(history.map((round) => round[s.player]?.[category]));
  for (const a of chart.series) {
    for (const b of chart.series) {
      a.values.forEach((value, round) => {
        if (value > (b.values[round] as number)) expect(a.points[round]?.y).toBeLessThan(b.points[round]?.y as number);
      });
    }
  }
}
