// The end of the expedition: every player's points by category, counting up row by row, then the
// winner(s) (fewer scrolls used breaks a tie; a remaining tie is a shared win), or the solo rank.
// A switch puts the chart of the score over the rounds in the table's place.
import Phaser from 'phaser';
import { playSound } from '../../../shell/audio';
import type { Seat } from '../play/game-config';
import { rankRanges, soloLadder, type SoloLadder } from '../play/play-view';
import { seatName, seatNames } from '../play/seat-names';
import { translate } from '../../../platform/i18n';
import { animationDuration } from '../../../platform/settings';
import { SCORE_CATEGORIES, type Breakdown, type ScoreCategory, type GameRecord, type PlayerView, type Ranking } from '../rules/index';
import { shownSeat } from '../../../shell/shown-pen';
import { Button } from '../../../ui/button';
import { SeatDot } from '../../../ui/seat-dot';
import { ChoiceRow } from '../../../ui/choice-row';
import { addIcon } from '../../../ui/icons';
import { reducedMotion } from '../../../ui/motion';
import { watchLayout, type Layout } from '../../../ui/layout';
import { LocalizedText } from '../../../ui/localized-text';
import { Panel } from '../../../ui/panel';
import { SkyBackdrop } from '../../../ui/sky-backdrop';
import { fitLines } from '../../../ui/fit-lines';
import { Tooltip } from '../../../ui/tooltip';
import { COLORS, css, RADIUS, textStyle } from '../../../ui/theme';
import { fadeIn, goTo } from '../../../ui/transition';
import { SceneKeys } from '../../../platform/scene-keys';
import { ExplorersScenes } from '../scene-keys';
import { explorers } from '../index';
import { leaveTable } from '../../../shell/online/leave';
import { offerRematch } from '../../../shell/online/rematch';
import type { OnlineSession } from '../../../shell/online/session';
import type { ScoringData } from './PlayScene';
import { ScoreChart, tableOrChartSwitch, type TableOrChart } from '../../../ui/score-chart';
import type { ToPage } from '../../../shell/scenes/test-bridge';
import { ScoringReplay } from '../../../shell/replay/scoring-replay';

const ROWS = [...SCORE_CATEGORIES, 'total'] as const;
type Row = (typeof ROWS)[number];

/** Width of `text` in a CSS `font`, as the canvas draws it. */
const measureText = (() => {
  let context: CanvasRenderingContext2D | null = null;
  return (text: string, font: string): number => {
    context ??= document.createElement('canvas').getContext('2d');
    if (!context) return 0;
    context.font = font;
    return context.measureText(text).width;
  };
})();

/** A fresh uint32 seed for the next game. */
const newSeed = (): number => crypto.getRandomValues(new Uint32Array(1))[0] as number;

export class ScoringScene extends Phaser.Scene {
  /** The finished game as everyone may now see it. */
  private view!: PlayerView;
  private record!: GameRecord;
  private seats!: readonly Seat[];
  private online: OnlineSession | null = null;
  private result!: Ranking;
  private backdrop!: SkyBackdrop;
  private panel!: Panel;
  private title!: LocalizedText;
  private headline!: LocalizedText;
  private note!: LocalizedText;
  /** The rows shown: the achievements row only when achievements were in play. */
  private rows: readonly Row[] = ROWS;
  private rowLabels = new Map<Row, LocalizedText>();
  private columns: { header: Phaser.GameObjects.Container; name: LocalizedText; player: number; values: Map<Row, Phaser.GameObjects.Text> }[] = [];
  /** The full name of a column's player, on a hover or a tap of its head. */
  private tips!: Tooltip;
  private ladder: LocalizedText[] = [];
  private ladderTitle!: LocalizedText;
  /** The band behind the rank reached (solo), drawn once the count is over. */
  private ladderMark!: Phaser.GameObjects.Graphics;
  private highlight!: Phaser.GameObjects.Graphics;
  private lastLayout: Layout | null = null;
  /** The score over the rounds (null: no history to draw), and the switch between it and the table. */
  private chart: ScoreChart<ScoreCategory | 'total'> | null = null;
  private shownAs: ChoiceRow<TableOrChart> | null = null;
  private playAgain!: Button;
  private menu!: Button;
  private replays!: ScoringReplay;
  /** Rows fully counted so far; a click shows everything at once. */
  private counted = 0;
  private finished = false;

  constructor() {
    super(ExplorersScenes.scoring);
  }

  create(data: ScoringData): void {
    this.view = data.view;
    this.record = data.record;
    this.seats = data.seats;
    this.online = data.online ?? null;
    this.result = data.view.ranking as Ranking;
    this.counted = 0;
    this.finished = false;
    this.backdrop = new SkyBackdrop(this);
    this.panel = new Panel(this);
    this.tips = new Tooltip(this);
    this.highlight = this.add.graphics();
    this.ladderMark = this.add.graphics();
    this.rows = ROWS.filter((row) => row !== 'achievements' || data.view.achievements.length > 0);
    this.title = new LocalizedText(this, 0, 0, 'scoring.title', undefined, textStyle('title', { fontSize: '48px' })).setOrigin(0.5, 0);
    this.add.existing(this.title);
    this.headline = this.add.existing(new LocalizedText(this, 0, 0, 'common.verbatim', { text: '' }, textStyle('heading', { align: 'center' })).setOrigin(0.5, 0).setAlpha(0));
    this.note = this.add.existing(new LocalizedText(this, 0, 0, 'common.verbatim', { text: '' }, textStyle('body', { align: 'center', color: css(COLORS.inkSoft) })).setOrigin(0.5, 0).setAlpha(0));
    this.rowLabels = new Map(this.rows.map((row) => [row, this.add.existing(new LocalizedText(this, 0, 0, `scoring.categories.${row}`, undefined, textStyle(row === 'total' ? 'subheading' : 'body')).setOrigin(0, 0.5))]));
    this.columns = this.result.order.map((p) => this.buildColumn(p));
    this.ladder = this.solo ? this.buildLadder() : [];
    this.ladderTitle = this.add.existing(new LocalizedText(this, 0, 0, 'play.solo.title', undefined, textStyle('label')).setOrigin(0, 0.5).setVisible(this.solo));
    const history = data.history;
    this.shownAs = history && history.length > 0
      ? tableOrChartSwitch(this, (shown) => this.show(shown))
      : null;
    this.chart = history && history.length > 0
      ? new ScoreChart(this, this.tips, {
          history,
          series: this.result.order.map((p) => ({ player: p, color: (this.seats[p] as Seat).color, name: seatName(this.seats, p) })),
          categories: ['total', ...this.rows.filter((row) => row !== 'total')],
          categoryKey: (category) => `scoring.categories.${category}`,
          ranks: this.solo ? this.soloLadder() : null,
          rankKey: (rank) => `ranks.${rank}`,
        })
      : null;
    this.playAgain = new Button(this, 0, 0, { label: 'scoring.playAgain', icon: 'play', onClick: () => this.replay() });
    this.menu = new Button(this, 0, 0, { label: 'scoring.menu', icon: 'home', variant: 'plain', onClick: () => (data.online ? leaveTable(this, data.online) : goTo(this, SceneKeys.Menu)) });
    if (data.online) offerRematch(this, data.online, this.playAgain, ExplorersScenes.play);
    this.replays = new ScoringReplay(this, explorers, data);
    this.setHeadline();
    // Default names follow the language: the columns fit them again.
    watchLayout(this, (layout) => this.layout(layout), { languages: true });
    this.input.on(Phaser.Input.Events.POINTER_UP, this.skip, this);
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => this.input.off(Phaser.Input.Events.POINTER_UP, this.skip, this));
    fadeIn(this);
    this.time.delayedCall(animationDuration(400), () => this.countRow(0));
  }

  /** The table or the chart, in the same room on the panel. */
  private show(shown: TableOrChart): void {
    const table = shown === 'table';
    const tableParts = [...this.rowLabels.values(), ...this.columns.flatMap((c) => [c.header, c.name, ...c.values.values()]), this.highlight, this.ladderMark, ...this.ladder];
    for (const part of tableParts) part.setVisible(table);
    this.ladderTitle.setVisible(table && this.solo);
    for (const column of this.columns) {
      const zone = column.header.getByName('name-zone') as Phaser.GameObjects.Zone;
      if (zone.input) zone.input.enabled = table;
    }
    this.tips.hide();
    this.chart?.setVisible(!table);
  }

  private get solo(): boolean {
    return this.view.players === 1;
  }

  /** Solo: the rank reached, once the count is over (null before, and with several players). */
  private get rank(): number | null {
    return this.solo && this.finished ? this.soloLadder().reached : null;
  }

  private score(player: number): Breakdown {
    return this.result.scores[player] as Breakdown;
  }

  private buildColumn(player: number): ScoringScene['columns'][number] {
    const seat = this.seats[player] as Seat;
    const winner = this.result.winners.includes(player) && !this.solo;
    const header = this.add.container(0, 0);
    // The dot carries the person or robot icon; in colour-blind mode a badge beside it, the seat's symbol.
    const mark = shownSeat(seat.color, explorers);
    header.add(new SeatDot(this, 14, 3, { color: mark.color, symbol: null }));
    header.add(addIcon(this, 0, 0, seat.kind === 'ai' ? 'robot' : 'person', 16));
    header.add(new SeatDot(this, 7, 2, mark).badgeOn(0, 0, 28));
    if (winner) {
      const crown = addIcon(this, 0, -30, 'crown', 28, COLORS.primary).setName('crown');
      header.add(crown);
    }
    const name = this.add.existing(new LocalizedText(this, 0, 0, 'common.verbatim', { text: '' }, textStyle('label', { color: css(COLORS.ink), align: 'center' })).setOrigin(0.5, 1));
    const zone = this.add.zone(0, 0, 1, 1).setName('name-zone');
    header.add(zone);
    this.tips.attach(zone, () => ({ title: seatName(this.seats, player) }));
    const values = new Map<Row, Phaser.GameObjects.Text>();
    for (const row of this.rows) {
      const text = this.add
        .text(0, 0, '', textStyle(row === 'total' ? 'heading' : 'subheading', { color: css(row === 'total' ? COLORS.primaryDark : COLORS.ink) }))
        .setOrigin(0.5);
      values.set(row, text);
    }
    return { header, name, player, values };
  }

  /** Solo: the ranks' bands as the rules give them and the one the final total reaches. */
  private soloLadder(): SoloLadder {
    return soloLadder(this.score(0).total, this.view.achievements.length);
  }

  /** Solo: the six ranks with this game's bounds (raised per achievement in play). */
  private buildLadder(): LocalizedText[] {
    return rankRanges(this.soloLadder().bands).map((range, i) =>
      this.add.existing(new LocalizedText(this, 0, 0, 'ranks.line', { range, title: { key: `ranks.${i}` } }, textStyle('body', { fontSize: '17px' })).setOrigin(0, 0.5).setAlpha(0.55)),
    );
  }

  private setHeadline(): void {
    const { winners, tieBroken } = this.result;
    if (this.solo) {
      const total = this.score(0).total;
      this.headline.setKey('scoring.soloScore', { total });
      this.note.setKey('scoring.soloRank', { title: { key: `ranks.${this.soloLadder().reached}` } });
      return;
    }
    const names = seatNames(this.seats, winners);
    this.headline.setKey(winners.length > 1 ? 'scoring.sharedWin' : 'scoring.winner', { names, name: names });
    if (tieBroken) this.note.setKey('scoring.tieBreak', { count: this.view.boards[winners[0] as number]?.scrollsUsed ?? 0 });
    else if (winners.length > 1) this.note.setKey('scoring.sharedNote');
    else this.note.setKey('common.verbatim', { text: '' });
  }

  private layout(layout: Layout): void {
    this.lastLayout = layout;
    // A tip would stay where its point was.
    this.tips.hide();
    this.backdrop.layout(layout);
    const compact = layout.portrait;
    const rows = this.rows;
    const width = Math.min(compact ? layout.width - 16 : 900, layout.width - 2 * layout.margin);
    const left = (layout.width - width) / 2;
    // Sizes first: the title, the panel sized to its table and the buttons make one block,
    // centred on the screen, so a short table leaves no empty paper under its last row.
    this.title.setBaseFontSize(compact ? 34 : 52).fitWidth(layout.width - 2 * layout.margin);
    this.headline.setBaseFontSize(compact ? 22 : 32).setWordWrapWidth(width - 60, true);
    this.note.setBaseFontSize(compact ? 15 : 18).setWordWrapWidth(width - 60, true);
    const titleGap = compact ? 8 : 14;
    const headlineTop = compact ? 24 : 28;
    // The table / chart switch under the note, clear of the winner's crown below it.
    const switchGap = compact ? 6 : 8;
    const switchRoom = this.shownAs ? (compact ? 80 : 74) : 0;
    // Clear of the panel's wooden frame.
    const inset = compact ? 18 : 40;
    const labelWidth = compact ? 90 : 220;
    const tableLeft = left + inset;
    const tableWidth = this.solo && !compact ? width * 0.4 : width - 2 * inset;
    const columnWidth = (tableWidth - labelWidth) / this.columns.length;
    // Names on a second line (a phone's narrow columns) push the table down.
    const nameRoom = this.placeNames(compact ? 13 : 16, compact ? 10 : 13, columnWidth - 4, compact);
    // From the panel's top to the table's (player names sit above the table's top line).
    const noteBottom = headlineTop + this.headline.height + 4 + Math.max(this.note.height, 10);
    const tableOffset = noteBottom + switchRoom + (compact ? 48 : 60) + nameRoom;
    const firstRow = compact ? 10 : 16;
    const bottomPad = compact ? 22 : 28;
    const ladderLine = compact ? 22 : 40;
    // Solo on a phone: the ranks under the table, with their heading.
    const ladderRoom = this.solo && compact ? 40 + this.ladder.length * ladderLine : 0;
    const buttonsGap = compact ? 16 : 20;
    const buttonsHeight = compact ? 2 * 56 + 12 : 56;
    const edge = compact ? 12 : 24;
    const fixed = this.title.height + titleGap + tableOffset + firstRow + ladderRoom + bottomPad + buttonsGap + buttonsHeight + 2 * edge;
    const rowHeight = Math.max(compact ? 36 : 44, Math.min(compact ? 58 : 62, (layout.height - fixed) / rows.length));
    const panelHeight = tableOffset + firstRow + rows.length * rowHeight + ladderRoom + bottomPad;
    const blockHeight = this.title.height + titleGap + panelHeight + buttonsGap + buttonsHeight;
    const top = Math.max(edge, (layout.height - blockHeight) / 2);

    this.title.setPosition(layout.centerX, top);
    const panelTop = top + this.title.height + titleGap;
    this.panel.place({ x: left, y: panelTop, width, height: panelHeight });
    this.headline.setPosition(layout.centerX, panelTop + headlineTop);
    this.note.setPosition(layout.centerX, this.headline.y + this.headline.height + 4);

    const tableTop = panelTop + tableOffset;
    // The head of a column: the seat's badge over its name, over the first row.
    const namesBottom = tableTop + firstRow - 3;
    const headerY = tableTop - nameRoom - (compact ? 24 : 30);
    // Names above `tableTop`; row r spans [rowTop(r), rowTop(r + 1)].
    const rowTop = (r: number) => tableTop + firstRow + r * rowHeight;
    const rowCenter = (r: number) => rowTop(r) + rowHeight / 2;
    // Three-digit totals must stay apart in the narrow columns of a four-player table on a phone.
    const totalSize = Math.min(compact ? 26 : 34, Math.floor(columnWidth / 2.7));
    const valueSize = Math.min(compact ? 20 : 24, Math.floor(columnWidth / 3));
    this.columns.forEach((column, i) => {
      const cx = tableLeft + labelWidth + columnWidth * (i + 0.5);
      column.header.setPosition(cx, headerY);
      column.name.setPosition(cx, namesBottom);
      const zone = column.header.getByName('name-zone') as Phaser.GameObjects.Zone;
      zone.setPosition(0, (namesBottom - headerY) / 2 - 8).setSize(columnWidth, namesBottom - headerY + 32);
      rows.forEach((row, r) => {
        const text = column.values.get(row) as Phaser.GameObjects.Text;
        text.setPosition(cx, rowCenter(r)).setFontSize(row === 'total' ? totalSize : valueSize);
      });
    });
    rows.forEach((row, r) => {
      const label = this.rowLabels.get(row) as LocalizedText;
      label.setBaseFontSize(row === 'total' ? (compact ? 18 : 24) : compact ? 15 : 19).setPosition(tableLeft, rowCenter(r)).fitWidth(labelWidth - 8);
    });
    const g = this.highlight.clear();
    g.lineStyle(1, COLORS.paperEdge, 1);
    for (let r = 0; r <= rows.length; r++) {
      const y = rowTop(r);
      if (r === rows.length - 1) g.lineStyle(2, COLORS.primaryDark, 1);
      g.lineBetween(tableLeft, y, tableLeft + tableWidth, y);
      if (r === rows.length - 1) g.lineStyle(1, COLORS.paperEdge, 1);
    }
    this.result.winners.forEach((p) => {
      if (this.solo) return;
      const i = this.result.order.indexOf(p);
      const cx = tableLeft + labelWidth + columnWidth * (i + 0.5);
      const top = headerY - (compact ? 18 : 22);
      g.fillStyle(COLORS.primary, 0.16).fillRoundedRect(cx - columnWidth / 2 + 4, top, columnWidth - 8, rowTop(rows.length) - top, 12);
    });
    if (this.solo) this.layoutLadder(compact, { left, width, inset, tableLeft, tableWidth, tableTop, tableBottom: rowTop(rows.length), line: ladderLine });
    if (this.shownAs) {
      const switchWidth = Math.min(width - 2 * inset, compact ? 300 : 380);
      const switchY = panelTop + noteBottom + switchGap + 22;
      this.shownAs.place(layout.centerX - switchWidth / 2, switchY, switchWidth, 44);
      // The chart takes the table's room (and the ranks' under it on a phone).
      const chartTop = switchY + 22 + (compact ? 14 : 18);
      this.chart?.place({ x: tableLeft, y: chartTop, width: width - 2 * inset, height: rowTop(rows.length) + ladderRoom - chartTop }, compact);
    }

    const buttonsY = panelTop + panelHeight + buttonsGap + 28;
    // A spectator has no rematch to offer: the menu button alone in the row; on a phone it goes under it.
    const below = compact && this.playAgain.visible;
    this.replays.placeRow(this.playAgain.visible ? (below ? [this.playAgain] : [this.playAgain, this.menu]) : [this.menu], layout.centerX, buttonsY, width, 300);
    if (below) this.menu.setButtonSize(Math.min(300, width - 24)).setPosition(layout.centerX, buttonsY + 68);
  }

  /**
   * The players' names at one size, so the columns read alike: as large as the longest name
   * allows, down to `least`, on two lines if need be (a phone's narrow columns); a name longer
   * still is cut short, and its column's tooltip gives it whole. Returns how much taller than
   * one line the names are.
   */
  private placeNames(size: number, least: number, maxWidth: number, compact: boolean): number {
    const names = this.columns.map((column) => translate(seatName(this.seats, column.player)));
    // Phones: regular weight, a tenth narrower, so more names keep to one line.
    const weight = compact ? 'normal' : 'bold';
    for (const column of this.columns) column.name.setFontStyle(weight);
    const measure = (text: string, px: number): number => measureText(text, `${weight} ${px}px ${this.columns[0]?.name.style.fontFamily ?? ''}`);
    const common = Math.min(...names.map((name) => fitLines(name, maxWidth, size, least, measure).size));
    let lines = 1;
    this.columns.forEach((column, i) => {
      const fitted = fitLines(names[i] ?? '', maxWidth, common, common, measure);
      lines = Math.max(lines, fitted.lines.length);
      column.name.setKey('common.verbatim', { text: fitted.lines.join('\n') }).setBaseFontSize(common);
    });
    const tallest = Math.max(...this.columns.map((column) => column.name.height));
    return tallest - tallest / lines;
  }

  /**
   * Solo: the ranks under their heading, beside the table (landscape, spread over the table's
   * height) or under it (portrait); once the count is over, the rank reached sits on a band.
   */
  private layoutLadder(compact: boolean, box: { left: number; width: number; inset: number; tableLeft: number; tableWidth: number; tableTop: number; tableBottom: number; line: number }): void {
    // On a phone the ranks take the panel's whole inner width: their names are long.
    const ladderLeft = compact ? box.left + 22 : box.tableLeft + box.tableWidth + 48;
    const ladderWidth = compact ? box.width - 44 : box.left + box.width - box.inset - ladderLeft;
    const headingY = compact ? box.tableBottom + 16 : box.tableTop - 30;
    const first = compact ? headingY + 24 : box.tableTop;
    const step = compact ? box.line : (box.tableBottom - box.tableTop) / this.ladder.length;
    const pad = compact ? 8 : 10;
    this.ladderTitle.setBaseFontSize(compact ? 15 : 18).setPosition(compact ? box.tableLeft : ladderLeft, headingY).fitWidth(ladderWidth);
    this.ladder.forEach((line, i) => {
      line.setBaseFontSize(compact ? 14 : 18).setPosition(ladderLeft + pad, first + (i + 0.5) * step).fitWidth(ladderWidth - 2 * pad);
    });
    const rank = this.rank;
    const mark = this.ladderMark.clear();
    if (rank === null) return;
    mark.fillStyle(COLORS.primary, 0.2).fillRoundedRect(ladderLeft, first + rank * step + 1, ladderWidth, step - 2, RADIUS.small);
    mark.lineStyle(2, COLORS.primary, 1).strokeRoundedRect(ladderLeft, first + rank * step + 1, ladderWidth, step - 2, RADIUS.small);
  }

  // ---- the count-up ----------------------------------------------------------------------------

  private countRow(index: number): void {
    if (this.finished) return;
    const row = this.rows[index];
    if (!row) return this.reveal();
    playSound(row === 'total' ? 'round-end' : 'pen');
    this.tweens.addCounter({
      from: 0,
      to: 1,
      duration: animationDuration(row === 'total' ? 900 : 520),
      ease: 'Cubic.easeOut',
      onUpdate: (tween) => this.showRow(row, tween.getValue() ?? 1),
      onComplete: () => {
        this.showRow(row, 1);
        this.counted = index + 1;
        this.time.delayedCall(animationDuration(140), () => this.countRow(index + 1));
      },
    });
  }

  private showRow(row: Row, share: number): void {
    this.result.order.forEach((p, i) => {
      const value = this.score(p)[row];
      this.columns[i]?.values.get(row)?.setText(String(Math.round(value * share)));
    });
  }

  /** Every number at once (a click during the count). */
  private skip(): void {
    if (this.finished) return;
    this.tweens.killAll();
    for (const row of this.rows) this.showRow(row, 1);
    this.counted = this.rows.length;
    this.reveal();
  }

  private reveal(): void {
    if (this.finished) return;
    this.finished = true;
    playSound('victory');
    this.tweens.add({ targets: [this.headline, this.note], alpha: 1, duration: animationDuration(400) });
    const rank = this.rank;
    if (rank !== null) {
      this.ladder.forEach((line, i) => line.setAlpha(i === rank ? 1 : 0.45).setColor(css(i === rank ? COLORS.primaryDark : COLORS.ink)));
      // Bold is wider: fit the line again.
      this.ladder[rank]?.setFontStyle('bold').refresh();
      this.ladderMark.setAlpha(0);
      if (this.lastLayout) this.layout(this.lastLayout);
      this.tweens.add({ targets: this.ladderMark, alpha: 1, duration: animationDuration(400) });
    }
    for (const column of this.columns) {
      const crown = column.header.getByName('crown');
      if (crown && !reducedMotion()) this.tweens.add({ targets: crown, y: -36, duration: animationDuration(500), yoyo: true, repeat: 2, ease: 'Sine.easeInOut' });
    }
  }

  private replay(): void {
    if (this.online) return this.online.send('rematch');
    const options = { ...this.record.options, seed: newSeed() };
    goTo(this, ExplorersScenes.play, { options, seats: this.seats });
  }

  /** Read by the end-to-end test bridge only (see test-bridge.ts). */
  testView(toPage: ToPage): unknown {
    return {
      finished: this.finished,
      rowsCounted: this.counted,
      order: [...this.result.order],
      winners: [...this.result.winners],
      totals: this.result.scores.map((s) => s.total),
      soloRank: this.solo ? this.soloLadder().reached : null,
      // What the table shows, per player (in `order`), as drawn: the numbers a player reads.
      shown: this.columns.map((column, i) => ({
        player: this.result.order[i],
        values: Object.fromEntries(this.rows.map((row) => [row, column.values.get(row)?.text ?? ''])),
      })),
      // Each column's name as drawn, on one or two lines.
      names: this.columns.map((column) => column.name.text),
      // The finished game's record, so a test can replay it with the engine on its own.
      record: this.record,
      buttons: { playAgain: toPage(this.playAgain), menu: toPage(this.menu), ...this.replays.testView(toPage) },
      shownAs: this.shownAs?.value ?? null,
      switch: this.shownAs ? { table: toPage(this.shownAs.objects[0] as Button), chart: toPage(this.shownAs.objects[1] as Button) } : null,
      chart: this.shownAs?.value === 'chart' ? (this.chart?.testState(toPage) ?? null) : null,
      tip: this.tips.shown,
    };
  }
}
