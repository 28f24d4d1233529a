// A scoring screen's chart (src/ui/score-chart.ts), for the scenarios that reach it: open it (or
// one of its tabs), wait for the lines to be drawn in, and check it draws the engine's own history.
import { expect } from 'vitest';
import type { ChartView, Driver } from './driver';

/** Where a game's scoring screen is, and the key of each of its chart's tabs. */
export interface ChartScreen {
  readonly scene: string;
  readonly categoryKey: (category: string) => string;
}

/** `history[round][player][category]`, as the game's rules count it. */
type History = readonly (readonly Readonly<Record<string, number>>[])[];

/** Shows the chart's `category` (`total` opens the chart) and waits until its lines are drawn. */
export async function showChart(driver: Driver, screen: ChartScreen, category: string): Promise<ChartView> {
  await driver.clickButton({ key: category === 'total' ? 'scoreChart.chart' : screen.categoryKey(category) });
  return chartDrawn(driver, screen, category);
}

/** The chart once it shows `category` with its lines drawn in. */
export function chartDrawn(driver: Driver, screen: ChartScreen, category: string): Promise<ChartView> {
  return driver.waitInPage(
    `the ${category} chart`,
    (v, [scene, c]) => {
      const chart = v.scene === scene ? (v.view as { chart?: ChartView | null }).chart : null;
      return chart?.category === c && chart.drawn && chart;
    },
    [screen.scene, category] as const,
  );
}

/** One line per player in ranking order, each the engine's values after every round, a higher value higher up. */
export function expectChartOf(chart: ChartView, history: History, order: readonly number[]): void {
  expect(chart.series.map((s) => s.player)).toEqual(order);
  for (const s of chart.series) expect(s.values).toEqual(history.map((round) => round[s.player]?.[chart.category]));
  for (const a of chart.series) {
    for (const b of chart.series) {
      a.values.forEach((value, round) => {
        if (value > (b.values[round] as number)) expect(a.points[round]?.y).toBeLessThan(b.points[round]?.y as number);
      });
    }
  }
}
