// Tucana's final scores: a row per player from first to last with the sight totals of each
// round, the village pairs, the blue bonuses and (with the Special Bonus) the red ones, then the
// total; the winners, the tie-break when it decided, and the solo rank. Every figure comes from the rules' final view.
// A switch puts the chart of the score over the rounds in the table's place (not online, where the
// actions stay on the server).
import Phaser from 'phaser';
import { playSound } from '../../../shell/audio';
import type { Message } from '../../../platform/i18n';
import { leaveTable } from '../../../shell/online/leave';
import { offerRematch } from '../../../shell/online/rematch';
import { shownSeat } from '../../../shell/shown-pen';
import { SceneKeys } from '../../../platform/scene-keys';
import { TucanaScenes } from '../scene-keys';
import { tucana } from '../index';
import type { ToPage } from '../../../shell/scenes/test-bridge';
import { animationDuration } from '../../../platform/settings';
import { ScoringReplay } from '../../../shell/replay/scoring-replay';
import { Button } from '../../../ui/button';
import { watchLayout, type Layout } from '../../../ui/layout';
import { LocalizedText } from '../../../ui/localized-text';
import { reducedMotion } from '../../../ui/motion';
import { ScreenFrame } from '../../../ui/screen-frame';
import { SeatDot } from '../../../ui/seat-dot';
import { ScoreChart, tableOrChartSwitch, type TableOrChart } from '../../../ui/score-chart';
import type { ChoiceRow } from '../../../ui/choice-row';
import { Tooltip } from '../../../ui/tooltip';
import { COLORS, css, textStyle } from '../../../ui/theme';
import { fadeIn, goTo } from '../../../ui/transition';
import { SCORE_CATEGORIES, type BoardView, type ScoreCategory } from '../rules/index';
import { soloLadder } from '../play/screen-model';
import { randomSeed } from '../play/setup-draft';
import { tucanaSeatName, tucanaSeatNames } from '../play/seat-names';
import { BONUS_BLUE, BONUS_RED } from '../ui/island-art';
import type { TucanaScoringData } from './TucanaPlayScene';

/**
 * The table's columns after the name: a sight total per round, pairs, the bonuses, total. A desktop
 * gives blue and red bonuses a column each (red only when the game has red cards); a phone has no
 * room for both headings, so its one bonus column shows the two figures side by side.
 */
const partsOf = (rounds: number, red: boolean, portrait: boolean): string[] => [
  ...Array.from({ length: rounds }, (_, r) => `round${r}`),
  'villages',
  ...(portrait ? ['bonuses'] : ['blue', ...(red ? ['red'] : [])]),
  'total',
];

/** The figures of a cell, each with its ink when it has one. */
function cellFigures(board: BoardView, part: string, red: boolean): { readonly value: number; readonly ink?: number }[] {
  if (part.startsWith('round')) return [{ value: board.roundScores[Number(part.slice(5))] ?? 0 }];
  if (part === 'villages') return [{ value: board.score.villages }];
  if (part === 'blue') return [{ value: board.score.blue, ink: BONUS_BLUE }];
  if (part === 'red') return [{ value: board.score.red, ink: BONUS_RED }];
  if (part === 'bonuses') return [{ value: board.score.blue, ink: BONUS_BLUE }, ...(red ? [{ value: board.score.red, ink: BONUS_RED }] : [])];
  return [{ value: board.score.total, ink: COLORS.primaryDark }];
}

/** The bonus headings are inked like their cards. */
const INKS: Readonly<Record<string, number>> = { blue: BONUS_BLUE, red: BONUS_RED };

export class TucanaScoringScene extends Phaser.Scene {
  private finished!: TucanaScoringData;
  private table!: Phaser.GameObjects.Container;
  private headline!: LocalizedText;
  private detail!: LocalizedText;
  private playAgain!: Button;
  private menu!: Button;
  private replays!: ScoringReplay;
  private frame!: ScreenFrame;
  /** The figures fade in once; a later layout (a resize, another language) draws them at once. */
  private revealed = false;
  /** The score over the rounds (null: no history to draw), and the switch between it and the table. */
  private chart: ScoreChart<ScoreCategory | 'total'> | null = null;
  private shownAs: ChoiceRow<TableOrChart> | null = null;

  constructor() {
    super(TucanaScenes.scoring);
  }

  create(data: TucanaScoringData): void {
    this.finished = data;
    this.revealed = false;
    this.frame = new ScreenFrame(this, { title: 'tucana:scoring.title', onBack: () => (data.online ? leaveTable(this, data.online) : goTo(this, SceneKeys.Menu)) });
    this.headline = new LocalizedText(this, 0, 0, 'common.verbatim', { text: '' }, textStyle('heading', { align: 'center' })).setOrigin(0.5, 0);
    this.detail = new LocalizedText(this, 0, 0, 'common.verbatim', { text: '' }, textStyle('body', { align: 'center', color: css(COLORS.inkSoft) })).setOrigin(0.5, 0);
    this.add.existing(this.headline);
    this.add.existing(this.detail);
    this.table = this.add.container(0, 0);
    const history = data.history;
    if (history && history.length > 0) {
      const tips = new Tooltip(this);
      const ranking = data.view.ranking;
      this.chart = new ScoreChart(this, tips, {
        history,
        series: (ranking?.order ?? []).map((p) => ({ player: p, color: data.seats[p]?.color ?? COLORS.ink, name: tucanaSeatName(data.seats, p) })),
        categories: ['total', ...SCORE_CATEGORIES],
        categoryKey: (category) => `tucana:categories.${category}`,
        ranks: data.view.players === 1 ? soloLadder(data.view, data.view.boards[0]?.score.total ?? 0) : null,
        rankKey: (rank) => `tucana:ranks.${rank}`,
      });
      this.shownAs = tableOrChartSwitch(this, (shown) => {
        this.table.setVisible(shown === 'table');
        tips.hide();
        this.chart?.setVisible(shown === 'chart');
      });
    } else {
      this.chart = null;
      this.shownAs = null;
    }
    const online = data.online;
    const playAgain = (): void => (online ? online.send('rematch') : goTo(this, TucanaScenes.play, { options: { ...data.record.options, seed: randomSeed() }, seats: data.seats }));
    const leave = (): void => (online ? leaveTable(this, online) : goTo(this, SceneKeys.Menu));
    this.playAgain = new Button(this, 0, 0, { label: 'tucana:scoring.playAgain', icon: 'play', onClick: playAgain });
    this.menu = new Button(this, 0, 0, { label: 'tucana:scoring.menu', icon: 'home', variant: 'secondary', onClick: leave });
    if (online) offerRematch(this, online, this.playAgain, TucanaScenes.play);
    this.replays = new ScoringReplay(this, tucana, data);
    this.headline.setMessage(this.winnerLine());
    this.detail.setMessage(this.detailLine());
    watchLayout(this, (layout) => this.place(layout), { languages: true });
    fadeIn(this);
    playSound('victory');
  }

  private winnerLine(): Message {
    const { view, seats } = this.finished;
    const ranking = view.ranking;
    if (!ranking) return { key: 'common.verbatim', params: { text: '' } };
    if (view.players === 1) return { key: 'tucana:scoring.soloTotal', params: { count: ranking.scores[0]?.total ?? 0 } };
    const winners = ranking.winners;
    return winners.length > 1 ? { key: 'tucana:scoring.sharedWin', params: { names: tucanaSeatNames(seats, winners) } } : { key: 'tucana:scoring.winner', params: { name: tucanaSeatName(seats, winners[0] ?? 0) } };
  }

  private detailLine(): Message {
    const { view } = this.finished;
    const ranking = view.ranking;
    if (!ranking) return { key: 'common.verbatim', params: { text: '' } };
    if (view.players === 1) {
      const { bands, reached: rank } = soloLadder(view, ranking.scores[0]?.total ?? 0);
      const next = bands[rank + 1]?.min;
      return next === undefined
        ? { key: 'tucana:scoring.rankTop', params: { rank: { key: `tucana:ranks.${rank}` } } }
        : { key: 'tucana:scoring.rank', params: { rank: { key: `tucana:ranks.${rank}` }, next, nextRank: { key: `tucana:ranks.${rank + 1}` } } };
    }
    if (ranking.tiedOnPoints.length > 1) {
      return { key: ranking.winners.length > 1 ? 'tucana:scoring.tieShared' : 'tucana:scoring.tieBroken', params: { names: tucanaSeatNames(this.finished.seats, ranking.tiedOnPoints) } };
    }
    return { key: 'tucana:scoring.margin', params: { count: (ranking.scores[ranking.order[0] ?? 0]?.total ?? 0) - (ranking.scores[ranking.order[1] ?? 0]?.total ?? 0) } };
  }

  private place(layout: Layout): void {
    const area = this.frame.layout(layout);
    const portrait = layout.portrait;
    this.headline.setBaseFontSize(portrait ? 24 : 34).setPosition(area.x + area.width / 2, area.y + (portrait ? 6 : 12)).setWordWrapWidth(area.width, true);
    this.detail.setBaseFontSize(portrait ? 14 : 18).setPosition(area.x + area.width / 2, this.headline.y + this.headline.height + 6).setWordWrapWidth(area.width, true);
    const buttonsY = area.y + area.height - 34;
    const bw = portrait ? (area.width - 12) / 2 : 260;
    // Where the table, chart and ranks end: above the buttons.
    const bottom = this.replays.placeRow([this.playAgain, this.menu], area.x + area.width / 2, buttonsY, area.width, bw) - 12;
    let top = this.detail.y + this.detail.height + (portrait ? 14 : 24);
    if (this.shownAs) {
      const switchWidth = Math.min(area.width, 420);
      this.shownAs.place(area.x + area.width / 2 - switchWidth / 2, top + 22, switchWidth, 44);
      top += 44 + (portrait ? 12 : 18);
      this.chart?.place({ x: area.x, y: top, width: area.width, height: bottom - top }, portrait);
    }
    const solo = this.finished.view.players === 1;
    const tableHeight = solo ? (portrait ? 110 : 130) : bottom - top;
    this.drawTable(area.x, top, area.width, tableHeight, portrait);
    if (solo) this.drawRanks(area.x, top + tableHeight + (portrait ? 8 : 16), area.width, bottom - top - tableHeight, portrait);
    this.revealed = true;
  }

  /** Solo: the seven ranks with their thresholds, the one reached marked. */
  private drawRanks(x: number, y: number, width: number, height: number, portrait: boolean): void {
    const view = this.finished.view;
    const { bands, reached } = soloLadder(view, view.boards[0]?.score.total ?? 0);
    const top = bands.length - 1;
    const columns = portrait ? 1 : 2;
    const perColumn = Math.ceil(bands.length / columns);
    const rowH = Math.min(portrait ? 34 : 44, height / perColumn);
    const colW = (width - (columns - 1) * 20) / columns;
    const g = this.add.graphics();
    this.table.add(g);
    for (let rank = top; rank >= 0; rank--) {
      const i = top - rank;
      const cx = x + Math.floor(i / perColumn) * (colW + 20);
      const cy = y + (i % perColumn) * rowH;
      const mine = rank === reached;
      g.fillStyle(mine ? 0xfff0c2 : COLORS.paperShade, mine ? 1 : 0.6).fillRoundedRect(cx, cy + 2, colW, rowH - 4, 8);
      if (mine) g.lineStyle(2, COLORS.primary, 1).strokeRoundedRect(cx, cy + 2, colW, rowH - 4, 8);
      const name = new LocalizedText(this, cx + 12, cy + rowH / 2, `tucana:ranks.${rank}`, undefined, textStyle(mine ? 'subheading' : 'body', { fontSize: `${portrait ? 13 : 17}px` })).setOrigin(0, 0.5);
      const range: Message = rank === 0 ? { key: 'tucana:ranks.under', params: { max: bands[1]?.min ?? 0 } } : { key: 'tucana:ranks.from', params: { min: bands[rank]?.min ?? 0 } };
      const limit = new LocalizedText(this, cx + colW - 12, cy + rowH / 2, range.key, range.params, textStyle('label', { fontSize: `${portrait ? 12 : 15}px` })).setOrigin(1, 0.5);
      name.fitWidth(colW - limit.width - 36);
      this.table.add([name, limit]);
    }
  }

  private drawTable(x: number, y: number, width: number, height: number, portrait: boolean): void {
    const { view, seats } = this.finished;
    const ranking = view.ranking;
    this.table.removeAll(true);
    if (!ranking) return;
    const red = view.redCards.length > 0;
    const parts = partsOf(view.rounds, red, portrait);
    const nameW = portrait ? 104 : Math.min(240, width * 0.22);
    // A phone's round headings are short ("R1"), so its named columns get more of the width. A
    // desktop's blue and red columns share one column's width, so the long sight headings keep theirs.
    const weights = parts.map((part) => (portrait && part.startsWith('round') ? 0.7 : red && (part === 'blue' || part === 'red') ? 0.55 : 1.1));
    const unit = (width - nameW) / weights.reduce((a, b) => a + b, 0);
    const columns = parts.map((_, i) => ({ x: x + nameW + unit * (weights.slice(0, i).reduce((a, b) => a + b, 0) + (weights[i] as number) / 2), width: unit * (weights[i] as number) }));
    const rowH = Math.min(portrait ? 44 : 56, height / (ranking.order.length + 1));
    const g = this.add.graphics();
    this.table.add(g);
    const font = portrait ? 13 : 18;
    parts.forEach((part, i) => {
      const kind = part.startsWith('round') ? 'sightsRound' : part;
      const key = portrait ? `tucana:scoring.short.${kind}` : `tucana:categories.${kind}`;
      const { x: colX, width: colW } = columns[i] as { x: number; width: number };
      const ink = INKS[part];
      const head = new LocalizedText(this, colX, y + rowH / 2, key, { round: Number(part.slice(5)) + 1 }, textStyle('label', { fontSize: `${portrait ? 12 : 14}px`, align: 'center', ...(ink === undefined ? {} : { color: css(ink) }) })).setOrigin(0.5);
      // A phone's short headings shrink rather than break a word; a desktop's wrap between words.
      if (!portrait) head.setWordWrapWidth(colW - 6, true);
      head.fitWidth(colW - 4);
      this.table.add(head);
    });
    g.lineStyle(2, COLORS.paperEdge, 1).lineBetween(x, y + rowH, x + width, y + rowH);
    ranking.order.forEach((seat, row) => {
      const board = view.boards[seat] as BoardView;
      const ry = y + rowH * (row + 1.5);
      const winner = ranking.winners.includes(seat);
      if (winner) g.fillStyle(0xfff0c2, 1).fillRoundedRect(x, ry - rowH / 2 + 2, width, rowH - 4, 10);
      const mark = shownSeat(seats[seat]?.color ?? COLORS.ink, tucana);
      this.table.add(new SeatDot(this, portrait ? (mark.symbol ? 8 : 6) : 9, 1.5, mark).setPosition(x + 12, ry));
      const name = tucanaSeatName(seats, seat);
      const label = new LocalizedText(this, x + 26, ry, name.key, name.params, textStyle('subheading', { fontSize: `${portrait ? 14 : 20}px` })).setOrigin(0, 0.5);
      label.fitWidth(nameW - 30);
      this.table.add(label);
      parts.forEach((part, i) => {
        const { x: colX, width: colW } = columns[i] as { x: number; width: number };
        const figures = cellFigures(board, part, red);
        figures.forEach(({ value: figure, ink }, f) => {
          const fx = colX + (f - (figures.length - 1) / 2) * (colW / 2.2);
          const value = this.add.text(fx, ry, String(figure), { ...textStyle(part === 'total' ? 'subheading' : 'body', { fontSize: `${part === 'total' ? font + 2 : font}px` }), align: 'center' }).setOrigin(0.5);
          if (ink !== undefined) value.setColor(css(ink));
          this.table.add(value);
          if (!reducedMotion() && !this.revealed) {
            value.setAlpha(0);
            this.tweens.add({ targets: value, alpha: 1, duration: animationDuration(200), delay: animationDuration(row * 120 + i * 60) });
          }
        });
      });
    });
  }

  /** Read by the end-to-end test bridge only (see shell/scenes/test-bridge.ts). */
  testView(toPage: ToPage): unknown {
    const ranking = this.finished.view.ranking;
    return {
      /** Every figure has faded in. */
      settled: this.tweens.getTweens().length === 0,
      order: ranking ? [...ranking.order] : [],
      winners: ranking ? [...ranking.winners] : [],
      totals: this.finished.view.boards.map((b) => b.score.total),
      roundScores: this.finished.view.boards.map((b) => [...b.roundScores]),
      record: this.finished.record,
      buttons: { playAgain: toPage(this.playAgain), menu: toPage(this.menu), ...this.replays.testView(toPage) },
      shownAs: this.shownAs?.value ?? null,
      chart: this.shownAs?.value === 'chart' ? (this.chart?.testState(toPage) ?? null) : null,
    };
  }
}
