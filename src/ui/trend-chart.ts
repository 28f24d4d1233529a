// A small line chart of one series over time (a player's score, game after game): a round axis
// (chart-scale.ts) with its figures, a line through the points and a dot on each. Drawing only;
// the geometry is a pure function, tested.
import type Phaser from 'phaser';
import { niceScale, type Scale } from './chart-scale';
import type { Rect } from './layout';
import { addFigure, COLORS } from './theme';

export interface TrendGeometry {
  readonly scale: Scale;
  /** One point per value, left to right. */
  readonly points: readonly { readonly x: number; readonly y: number }[];
  /** The axis' round values and their heights. */
  readonly ticks: readonly { readonly value: number; readonly y: number }[];
}

/** Where `values` go in `plot` (the area right of the axis' figures); null for no values. */
export function trendGeometry(values: readonly number[], plot: Rect, steps: number): TrendGeometry | null {
  if (values.length === 0) return null;
  const scale = niceScale(Math.min(0, ...values), Math.max(...values), steps);
  const yOf = (value: number): number => plot.y + plot.height - ((value - scale.min) / (scale.max - scale.min)) * plot.height;
  // A single game sits in the middle; more spread from edge to edge.
  const xOf = (i: number): number => (values.length === 1 ? plot.x + plot.width / 2 : plot.x + (i / (values.length - 1)) * plot.width);
  const ticks = Array.from({ length: Math.round((scale.max - scale.min) / scale.step) + 1 }, (_, i) => scale.min + i * scale.step);
  return { scale, points: values.map((value, i) => ({ x: xOf(i), y: yOf(value) })), ticks: ticks.map((value) => ({ value, y: yOf(value) })) };
}

const AXIS_ROOM = 40;

export class TrendChart {
  private readonly lines: Phaser.GameObjects.Graphics;
  private figures: Phaser.GameObjects.Text[] = [];
  private geometry: TrendGeometry | null = null;

  constructor(private readonly scene: Phaser.Scene) {
    this.lines = scene.add.graphics();
  }

  /** Draws `values` in `rect` (figures at `fontSize`); nothing for none. */
  draw(values: readonly number[], rect: Rect, fontSize: number): void {
    for (const figure of this.figures) figure.destroy();
    this.figures = [];
    const g = this.lines.clear();
    const plot = { x: rect.x + AXIS_ROOM, y: rect.y + fontSize / 2, width: rect.width - AXIS_ROOM - 8, height: rect.height - fontSize };
    this.geometry = trendGeometry(values, plot, rect.height < 140 ? 3 : 4);
    if (!this.geometry) return;
    const { points, ticks } = this.geometry;
    g.lineStyle(1, COLORS.paperEdge, 1);
    for (const tick of ticks) {
      g.lineBetween(plot.x, tick.y, plot.x + plot.width, tick.y);
      this.figures.push(addFigure(this.scene, rect.x + AXIS_ROOM / 2, tick.y, String(tick.value), fontSize, COLORS.inkSoft));
    }
    g.lineStyle(3, COLORS.secondary, 1).beginPath();
    points.forEach((p, i) => (i === 0 ? g.moveTo(p.x, p.y) : g.lineTo(p.x, p.y)));
    g.strokePath();
    for (const p of points) g.fillStyle(COLORS.secondaryDark, 1).fillCircle(p.x, p.y, 4.5);
  }

  /** For the test bridge: the points as drawn. */
  get drawn(): TrendGeometry | null {
    return this.geometry;
  }
}
