// A scoring screen's chart: every player's score after each round, one category at a time
// (tabs above it), drawn in from the first round to the last. The game's rules count the points;
// this only draws them. Each player has a colour and a marker shape of their own, so the lines
// stay apart without colour; a point's tooltip gives its exact value.
import Phaser from 'phaser';
import type { Message } from '../platform/i18n';
import { animationDuration } from '../platform/settings';
import { niceScale, type Scale } from './chart-scale';
import { SEAT_SYMBOLS, type SeatSymbol } from './seat-symbols';
import { ChoiceRow } from './choice-row';
import type { Rect } from './layout';
import { LocalizedText } from './localized-text';
import { COLORS, css, RADIUS, textStyle } from './theme';
import type { Tooltip } from './tooltip';

/** `history[round][player][category]`: the player's points in that category at the end of that round (0-based). */
export type ScoreHistory<C extends string> = readonly (readonly Readonly<Record<C, number>>[])[];

/** Solo: the rank bands of the total (the last has no top) and the rank reached. */
export interface ChartLadder {
  readonly bands: readonly { readonly max: number | null }[];
  readonly reached: number;
}

/** Where the chart draws the lines between ranks: each band's highest total. */
const ceilingsOf = (ladder: ChartLadder): number[] => ladder.bands.flatMap((band) => (band.max === null ? [] : [band.max]));

/** One marker shape per seat, in seat order: the seats' symbols (colour-blind mode), so eight seats differ by shape too. */
const MARKERS = SEAT_SYMBOLS;
type Marker = SeatSymbol;

export interface ChartSeries {
  readonly player: number;
  readonly color: number;
  readonly name: Message;
}

export interface ChartOptions<C extends string> {
  readonly history: ScoreHistory<C>;
  /** In the legend's order; the first is drawn on top. */
  readonly series: readonly ChartSeries[];
  /** The tabs, in order; the first is shown first. */
  readonly categories: readonly C[];
  /** The key naming a category (a tab, a tooltip). */
  readonly categoryKey: (category: C) => string;
  /** Solo, on the first category (the total): the rank bands behind the line (null: none). */
  readonly ranks: ChartLadder | null;
  /** The key naming rank `i` of the ladder. */
  readonly rankKey: (rank: number) => string;
}

/** What a scoring screen shows in its panel: the final table, or the chart of the rounds. */
export type TableOrChart = 'table' | 'chart';

/** The switch between a scoring screen's table and its chart, the table first. */
export const tableOrChartSwitch = (scene: Phaser.Scene, onChange: (shown: TableOrChart) => void): ChoiceRow<TableOrChart> =>
  new ChoiceRow<TableOrChart>(scene, [{ value: 'table', label: 'scoreChart.table' }, { value: 'chart', label: 'scoreChart.chart' }], 'table', onChange);

const TAB_HEIGHT = 44;
const GAP = 8;
const DRAW_MS = 900;

/** The corners of a plus of half size `r` and arm width `w`, turned by `turn` radians. */
function plusPoints(r: number, w: number, turn: number): [number, number][] {
  // The top arm's three corners, clockwise; each turn of a quarter gives the next arm's.
  const quarter: [number, number][] = [[-w, -r], [w, -r], [w, -w]];
  return [0, 1, 2, 3].flatMap((k) => quarter.map(([x, y]): [number, number] => {
    const at = turn + (k * Math.PI) / 2;
    return [x * Math.cos(at) - y * Math.sin(at), x * Math.sin(at) + y * Math.cos(at)];
  }));
}

/** The outline of each shape but the ring, as points around (0, 0) for a half size `r`. */
function outline(shape: Exclude<Marker, 'ring'>, r: number): [number, number][] {
  switch (shape) {
    case 'square':
      return [[-r * 0.85, -r * 0.85], [r * 0.85, -r * 0.85], [r * 0.85, r * 0.85], [-r * 0.85, r * 0.85]];
    case 'triangle':
      return [[0, -r * 1.1], [r * 1.05, r * 0.75], [-r * 1.05, r * 0.75]];
    case 'diamond':
      return [[0, -r * 1.2], [r * 1.2, 0], [0, r * 1.2], [-r * 1.2, 0]];
    case 'plus':
      return plusPoints(r * 1.15, r * 0.42, 0);
    case 'cross':
      return plusPoints(r * 1.2, r * 0.4, Math.PI / 4);
    case 'star':
      return Array.from({ length: 10 }, (_, i): [number, number] => {
        const at = (Math.PI * i) / 5 - Math.PI / 2;
        const reach = i % 2 === 0 ? r * 1.35 : r * 0.6;
        return [Math.cos(at) * reach, Math.sin(at) * reach];
      });
    case 'bar':
      return [[-r * 1.2, -r * 0.5], [r * 1.2, -r * 0.5], [r * 1.2, r * 0.5], [-r * 1.2, r * 0.5]];
  }
}

/** A marker of `shape` centred on (x, y), `r` its half size, filled with the seat's colour and rimmed in white. */
function drawMarker(g: Phaser.GameObjects.Graphics, shape: Marker, x: number, y: number, r: number, color: number): void {
  g.fillStyle(color, 1).lineStyle(2, COLORS.white, 1);
  if (shape === 'ring') {
    g.fillCircle(x, y, r).strokeCircle(x, y, r);
    return;
  }
  const points = outline(shape, r).map(([px, py]) => new Phaser.Math.Vector2(x + px, y + py));
  g.fillPoints(points, true).strokePoints(points, true);
}

export class ScoreChart<C extends string> {
  private readonly scene: Phaser.Scene;
  private readonly options: ChartOptions<C>;
  private readonly tabs: ChoiceRow<C>;
  private readonly back: Phaser.GameObjects.Graphics;
  private readonly lines: Phaser.GameObjects.Graphics;
  private readonly yLabels: Phaser.GameObjects.Text[] = [];
  private readonly roundLabels: LocalizedText[];
  private readonly legend: { name: LocalizedText; marker: Phaser.GameObjects.Graphics }[];
  private readonly bandLabels: LocalizedText[];
  /** zones[s][round]: where series s's point of that round shows its tooltip. */
  private readonly zones: Phaser.GameObjects.Zone[][];
  private category: C;
  private plot: Rect = { x: 0, y: 0, width: 1, height: 1 };
  private compact = false;
  private shown = false;
  /** How much of the lines is drawn, 0..1 (the draw-in). */
  private progress = 0;
  private drawing: Phaser.Tweens.Tween | null = null;

  constructor(scene: Phaser.Scene, tips: Tooltip, options: ChartOptions<C>) {
    this.scene = scene;
    this.options = options;
    this.category = options.categories[0] as C;
    this.tabs = new ChoiceRow(scene, options.categories.map((value) => ({ value, label: options.categoryKey(value) })), this.category, (value) => {
      this.category = value;
      this.drawIn();
    });
    this.back = scene.add.graphics();
    this.lines = scene.add.graphics();
    const rounds = options.history.length;
    this.roundLabels = Array.from({ length: rounds }, (_, r) =>
      scene.add.existing(new LocalizedText(scene, 0, 0, 'scoreChart.round', { round: r + 1 }, textStyle('label')).setOrigin(0.5, 0)),
    );
    // One line needs no legend; solo shows the ranks behind it instead.
    this.legend = options.series.length > 1
      ? options.series.map((s) => ({
          marker: scene.add.graphics(),
          name: scene.add.existing(new LocalizedText(scene, 0, 0, s.name.key, s.name.params, textStyle('label', { color: css(COLORS.ink) })).setOrigin(0, 0.5)),
        }))
      : [];
    this.bandLabels = (options.ranks?.bands ?? []).map((_, i) =>
      scene.add.existing(new LocalizedText(scene, 0, 0, options.rankKey(i), undefined, textStyle('small', { fontStyle: 'italic' })).setOrigin(1, 0)),
    );
    // Made last to first: the first series' points, drawn on top, also take the pointer first.
    this.zones = [...options.series].reverse().map((s) =>
      Array.from({ length: rounds }, (_, r) => {
        const zone = scene.add.zone(0, 0, 32, 32);
        tips.attach(zone, () => ({
          title: s.name,
          body: { key: 'scoreChart.pointTip', params: { category: { key: options.categoryKey(this.category) }, round: r + 1, points: this.value(s.player, r) } },
        }));
        return zone;
      }),
    ).reverse();
    this.setVisible(false);
  }

  private value(player: number, round: number): number {
    return this.options.history[round]?.[player]?.[this.category] ?? 0;
  }

  private markerOf(player: number): Marker {
    return MARKERS[player % MARKERS.length] as Marker;
  }

  setVisible(on: boolean): this {
    const wasShown = this.shown;
    this.shown = on;
    this.tabs.setVisible(on);
    for (const object of [this.back, this.lines, ...this.yLabels, ...this.roundLabels, ...this.bandLabels]) object.setVisible(on);
    for (const { name, marker } of this.legend) {
      name.setVisible(on);
      marker.setVisible(on);
    }
    for (const zone of this.zones.flat()) {
      zone.setVisible(on);
      if (zone.input) zone.input.enabled = on;
    }
    if (on && !wasShown) this.drawIn();
    return this;
  }

  /**
   * Lays the tabs, the plot and the legend out in `rect` (logical units): the tabs in a column
   * left of the plot on a wide screen (room for their names), in two rows above it on a phone.
   */
  place(rect: Rect, compact: boolean): this {
    this.compact = compact;
    const categories = this.options.categories.length;
    const columns = compact ? Math.ceil(categories / 2) : 1;
    const tabRows = Math.ceil(categories / columns);
    const tabsWidth = compact ? rect.width : Math.min(200, rect.width * 0.24);
    this.tabs.placeGrid(rect.x, rect.y + TAB_HEIGHT / 2, tabsWidth, columns, TAB_HEIGHT);
    // A short last row is centred under the full one.
    const missing = columns * tabRows - categories;
    const tabWidth = (tabsWidth - GAP * (columns - 1)) / columns;
    for (const tab of this.tabs.objects.slice(categories - (columns - missing))) tab.x += (missing * (tabWidth + GAP)) / 2;
    const area = compact
      ? { x: rect.x, y: rect.y + tabRows * TAB_HEIGHT + (tabRows - 1) * GAP + 16, width: rect.width }
      : { x: rect.x + tabsWidth + 28, y: rect.y + 8, width: rect.width - tabsWidth - 28 };
    const legendColumns = compact ? 2 : Math.min(4, Math.max(1, this.legend.length));
    const legendLine = compact ? 24 : 30;
    const legendHeight = this.legend.length > 0 ? Math.ceil(this.legend.length / legendColumns) * legendLine + 6 : 0;
    const axisWidth = compact ? 34 : 46;
    const roundsHeight = compact ? 22 : 28;
    this.plot = {
      x: area.x + axisWidth,
      y: area.y,
      width: area.width - axisWidth - (compact ? 4 : 8),
      height: Math.max(80, rect.y + rect.height - legendHeight - roundsHeight - area.y),
    };
    const roundWidth = this.plot.width / Math.max(1, this.roundLabels.length);
    this.roundLabels.forEach((label, r) => {
      label.setBaseFontSize(compact ? 13 : 16).setPosition(this.plot.x + roundWidth * (r + 0.5), this.plot.y + this.plot.height + 6).fitWidth(roundWidth - 6);
    });
    const legendWidth = area.width / legendColumns;
    const legendTop = this.plot.y + this.plot.height + roundsHeight + 4;
    this.legend.forEach(({ name, marker }, i) => {
      const x = area.x + (i % legendColumns) * legendWidth + (compact ? 14 : 24);
      const y = legendTop + Math.floor(i / legendColumns) * legendLine + legendLine / 2;
      const s = this.options.series[i] as ChartSeries;
      marker.clear().lineStyle(3, s.color, 1).lineBetween(x - 12, y, x + 12, y);
      drawMarker(marker, this.markerOf(s.player), x, y, compact ? 5 : 6, s.color);
      name.setBaseFontSize(compact ? 14 : 17).setPosition(x + 18, y).fitWidth(legendWidth - (compact ? 36 : 46));
    });
    this.draw();
    return this;
  }

  /** Draws the chart with its lines coming in from the first round (a tab chosen, the chart opened). */
  private drawIn(): void {
    this.drawing?.stop();
    this.progress = 0;
    this.draw();
    this.drawing = this.scene.tweens.addCounter({
      from: 0,
      to: 1,
      duration: animationDuration(DRAW_MS),
      ease: 'Sine.easeInOut',
      onUpdate: (tween) => {
        this.progress = tween.getValue() ?? 1;
        this.drawLines();
      },
      onComplete: () => {
        this.progress = 1;
        this.drawing = null;
        this.drawLines();
      },
    });
  }

  /** The values' axis: solo totals also show the next rank to reach. */
  private scale(): Scale {
    const values = this.options.series.flatMap((s) => this.options.history.map((_, r) => this.value(s.player, r)));
    let high = Math.max(0, ...values);
    const ranks = this.category === this.options.categories[0] ? this.options.ranks : null;
    // Solo: up to the rank above the one reached, so the next goal shows too.
    if (ranks) {
      const ceilings = ceilingsOf(ranks);
      high = Math.max(high, ceilings.filter((ceiling) => ceiling >= high)[1] ?? ceilings.at(-1) ?? high);
    }
    return niceScale(Math.min(0, ...values), high, this.compact ? 4 : 5);
  }

  /** Where a round and a value go in the plot. */
  private axes(): { scale: Scale; roundX: (round: number) => number; toY: (value: number) => number } {
    const { x, y, width, height } = this.plot;
    const scale = this.scale();
    const rounds = this.options.history.length;
    return {
      scale,
      roundX: (round) => x + (width / rounds) * (round + 0.5),
      toY: (value) => y + height - ((value - scale.min) / (scale.max - scale.min)) * height,
    };
  }

  /** The axes, the grid, the solo ranks and the lines as far as drawn. */
  private draw(): void {
    if (!this.shown) return;
    const { x, y, width, height } = this.plot;
    const { scale, roundX, toY } = this.axes();
    const g = this.back.clear();
    g.fillStyle(COLORS.paperShade, 0.45).fillRoundedRect(x, y - 6, width, height + 12, RADIUS.small);
    this.drawRanks(scale, toY);
    // Grid: a line per step, the zero line darker when the axis goes below it.
    const steps = Math.round((scale.max - scale.min) / scale.step);
    for (let i = 0; i <= steps; i++) {
      const value = scale.min + i * scale.step;
      const zero = value === 0 && scale.min < 0;
      g.lineStyle(zero ? 2 : 1, zero ? COLORS.inkSoft : COLORS.paperEdge, 1).lineBetween(x, toY(value), x + width, toY(value));
      const label = this.yLabels[i] ?? this.addYLabel();
      label.setText(String(value)).setFontSize(this.compact ? 13 : 15).setPosition(x - 8, toY(value)).setVisible(true);
    }
    for (let i = steps + 1; i < this.yLabels.length; i++) this.yLabels[i]?.setVisible(false);
    this.options.history.forEach((_, round) => g.lineStyle(1, COLORS.paperEdge, 0.6).lineBetween(roundX(round), y - 6, roundX(round), y + height + 6));
    this.drawLines();
  }

  /** Each player's line up to `progress`; players who tie sit a few units apart, so every marker shows. */
  private drawLines(): void {
    if (!this.shown) return;
    const { roundX, toY } = this.axes();
    const count = this.options.series.length;
    const dodge = (i: number) => (i - (count - 1) / 2) * (this.compact ? 3 : 4);
    const reach = this.progress * (this.options.history.length - 1);
    const lines = this.lines.clear();
    const size = this.compact ? 5.5 : 7;
    // The first series last, on top.
    for (let i = count - 1; i >= 0; i--) {
      const s = this.options.series[i] as ChartSeries;
      const points = this.options.history.map((_, round) => ({ x: roundX(round) + dodge(i), y: toY(this.value(s.player, round)) }));
      const path = points.filter((_, round) => round <= reach).map((p) => new Phaser.Math.Vector2(p.x, p.y));
      const last = path[path.length - 1];
      const next = points[path.length];
      // The segment being drawn, part of the way.
      if (last && next) path.push(new Phaser.Math.Vector2(last.x, last.y).lerp(new Phaser.Math.Vector2(next.x, next.y), reach - (path.length - 1)));
      if (path.length > 1) {
        lines.lineStyle(this.compact ? 6 : 8, COLORS.paper, 0.9).strokePoints(path, false);
        lines.lineStyle(this.compact ? 3 : 4, s.color, 1).strokePoints(path, false);
      }
      points.forEach((p, round) => {
        if (round <= reach + 1e-6) drawMarker(lines, this.markerOf(s.player), p.x, p.y, size, s.color);
        this.zones[i]?.[round]?.setPosition(p.x, p.y).setSize(this.compact ? 30 : 26, this.compact ? 30 : 26);
      });
    }
  }

  private addYLabel(): Phaser.GameObjects.Text {
    const label = this.scene.add.text(0, 0, '', textStyle('label')).setOrigin(1, 0.5);
    this.yLabels.push(label);
    return label;
  }

  /** Solo, on the total: a band per rank behind the line, the rank reached tinted. */
  private drawRanks(scale: Scale, toY: (value: number) => number): void {
    const ranks = this.category === this.options.categories[0] ? this.options.ranks : null;
    const g = this.back;
    const { x, width } = this.plot;
    this.bandLabels.forEach((label, i) => {
      if (!ranks) return label.setVisible(false);
      const low = Math.max(scale.min, ranks.bands[i - 1]?.max ?? scale.min);
      const high = Math.min(scale.max, ranks.bands[i]?.max ?? scale.max);
      const band = toY(low) - toY(high);
      if (band <= 0) return label.setVisible(false);
      const reached = i === ranks.reached;
      if (reached) g.fillStyle(COLORS.primary, 0.22).fillRect(x, toY(high), width, band);
      else if (i % 2 === 1) g.fillStyle(COLORS.paperEdge, 0.18).fillRect(x, toY(high), width, band);
      g.lineStyle(1, COLORS.primaryDark, 0.5).lineBetween(x, toY(high), x + width, toY(high));
      const size = this.compact ? 12 : 14;
      label
        .setVisible(band >= size + 6)
        .setColor(css(reached ? COLORS.primaryDark : COLORS.inkSoft))
        .setFontStyle(reached ? 'bold italic' : 'italic')
        .setBaseFontSize(size)
        .setPosition(x + width - 8, toY(high) + 3)
        .fitWidth(width * 0.6);
    });
  }

  /** For the end-to-end test bridge: what the chart shows, and where its points and tabs are. */
  testState(toPage: (point: { readonly x: number; readonly y: number }) => { x: number; y: number }): unknown {
    return {
      category: this.category,
      drawn: this.progress === 1,
      series: this.options.series.map((s, i) => ({
        player: s.player,
        values: this.options.history.map((_, round) => this.value(s.player, round)),
        points: (this.zones[i] ?? []).map((zone) => toPage(zone)),
      })),
      tabs: Object.fromEntries(this.options.categories.map((c, i) => [c, toPage(this.tabs.objects[i] as Phaser.GameObjects.Container)])),
    };
  }
}
