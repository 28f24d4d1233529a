// The end of the expedition: every player's points by category, counting up row by row, then the
// winner(s) (fewer scrolls used breaks a tie; a remaining tie is a shared win), or the solo rank.
import Phaser from 'phaser';
import { playSound } from '../app/audio';
import type { Seat } from '../app/game-config';
import { rankRanges } from '../app/play-view';
import { animationDuration } from '../app/settings';
import { SCORE_CATEGORIES, ranking, soloRank, toRecord, type Breakdown, type GameState, type Ranking } from '../engine/index';
import { Button } from '../ui/button';
import { addIcon } from '../ui/icons';
import { watchLayout, type Layout } from '../ui/layout';
import { LocalizedText } from '../ui/localized-text';
import { Panel } from '../ui/panel';
import { SkyBackdrop } from '../ui/sky-backdrop';
import { COLORS, css, textStyle } from '../ui/theme';
import { fadeIn, goTo } from '../ui/transition';
import { SceneKeys } from './keys';
import type { ScoringData } from './PlayScene';
import type { ToPage } from './test-bridge';

const ROWS = [...SCORE_CATEGORIES, 'total'] as const;
type Row = (typeof ROWS)[number];

/** A fresh uint32 seed for the next game. */
const newSeed = (): number => crypto.getRandomValues(new Uint32Array(1))[0] as number;

export class ScoringScene extends Phaser.Scene {
  private state!: GameState;
  private seats!: readonly Seat[];
  private result!: Ranking;
  private backdrop!: SkyBackdrop;
  private panel!: Panel;
  private title!: LocalizedText;
  private headline!: LocalizedText;
  private note!: LocalizedText;
  private rowLabels: LocalizedText[] = [];
  private columns: { header: Phaser.GameObjects.Container; name: LocalizedText; values: Map<Row, Phaser.GameObjects.Text> }[] = [];
  private ladder: LocalizedText[] = [];
  private highlight!: Phaser.GameObjects.Graphics;
  private playAgain!: Button;
  private menu!: Button;
  /** Rows fully counted so far; a click shows everything at once. */
  private counted = 0;
  private finished = false;

  constructor() {
    super(SceneKeys.Scoring);
  }

  create(data: ScoringData): void {
    this.state = data.state;
    this.seats = data.seats;
    this.result = ranking(data.state);
    this.counted = 0;
    this.finished = false;
    this.backdrop = new SkyBackdrop(this);
    this.panel = new Panel(this);
    this.highlight = this.add.graphics();
    this.title = new LocalizedText(this, 0, 0, 'scoring.title', undefined, textStyle('title', { fontSize: '48px' })).setOrigin(0.5, 0);
    this.add.existing(this.title);
    this.headline = this.add.existing(new LocalizedText(this, 0, 0, 'common.verbatim', { text: '' }, textStyle('heading', { align: 'center' })).setOrigin(0.5, 0).setAlpha(0));
    this.note = this.add.existing(new LocalizedText(this, 0, 0, 'common.verbatim', { text: '' }, textStyle('body', { align: 'center', color: css(COLORS.inkSoft) })).setOrigin(0.5, 0).setAlpha(0));
    this.rowLabels = ROWS.map((row) => this.add.existing(new LocalizedText(this, 0, 0, `scoring.categories.${row}`, undefined, textStyle(row === 'total' ? 'subheading' : 'body')).setOrigin(0, 0.5)));
    this.columns = this.result.order.map((p) => this.buildColumn(p));
    this.ladder = this.solo ? this.buildLadder() : [];
    this.playAgain = new Button(this, 0, 0, { label: 'scoring.playAgain', icon: 'play', onClick: () => this.replay() });
    this.menu = new Button(this, 0, 0, { label: 'scoring.menu', icon: 'home', variant: 'plain', onClick: () => goTo(this, SceneKeys.Menu) });
    this.setHeadline();
    watchLayout(this, (layout) => this.layout(layout));
    this.input.on(Phaser.Input.Events.POINTER_UP, this.skip, this);
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => this.input.off(Phaser.Input.Events.POINTER_UP, this.skip, this));
    fadeIn(this);
    this.time.delayedCall(animationDuration(400), () => this.countRow(0));
  }

  private get solo(): boolean {
    return this.state.options.players === 1;
  }

  private score(player: number): Breakdown {
    return this.result.scores[player] as Breakdown;
  }

  private buildColumn(player: number): ScoringScene['columns'][number] {
    const seat = this.seats[player] as Seat;
    const winner = this.result.winners.includes(player) && !this.solo;
    const header = this.add.container(0, 0);
    header.add(this.add.circle(0, 0, 14, seat.color).setStrokeStyle(3, COLORS.white));
    header.add(addIcon(this, 0, 0, seat.kind === 'ai' ? 'robot' : 'person', 16));
    if (winner) {
      const crown = addIcon(this, 0, -30, 'crown', 28, COLORS.primary).setName('crown');
      header.add(crown);
    }
    const name = this.add.existing(new LocalizedText(this, 0, 0, 'common.verbatim', { text: seat.name }, textStyle('label', { color: css(COLORS.ink) })).setOrigin(0.5, 0));
    const values = new Map<Row, Phaser.GameObjects.Text>();
    for (const row of ROWS) {
      const text = this.add
        .text(0, 0, '', textStyle(row === 'total' ? 'heading' : 'subheading', { color: css(row === 'total' ? COLORS.primaryDark : COLORS.ink) }))
        .setOrigin(0.5);
      values.set(row, text);
    }
    return { header, name, values };
  }

  /** Solo: the six ranks with this game's bounds (raised per achievement in play). */
  private buildLadder(): LocalizedText[] {
    return rankRanges(this.state.achievements.length).map((range, i) =>
      this.add.existing(new LocalizedText(this, 0, 0, 'ranks.line', { range, title: { key: `ranks.${i}` } }, textStyle('body', { fontSize: '17px' })).setAlpha(0.55)),
    );
  }

  private setHeadline(): void {
    const { winners, order, scores } = this.result;
    if (this.solo) {
      const total = this.score(0).total;
      this.headline.setKey('scoring.soloScore', { total });
      this.note.setKey('scoring.soloRank', { title: { key: `ranks.${soloRank(total, this.state.achievements.length)}` } });
      return;
    }
    const names = winners.map((p) => this.seats[p]?.name ?? '').join(', ');
    this.headline.setKey(winners.length > 1 ? 'scoring.sharedWin' : 'scoring.winner', { names, name: names });
    const top = (scores[order[0] as number] as Breakdown).total;
    const tiedOnPoints = order.filter((p) => (scores[p] as Breakdown).total === top).length;
    if (tiedOnPoints > winners.length) this.note.setKey('scoring.tieBreak', { count: this.state.boards[winners[0] as number]?.scrollsUsed ?? 0 });
    else if (winners.length > 1) this.note.setKey('scoring.sharedNote');
    else this.note.setKey('common.verbatim', { text: '' });
  }

  private layout(layout: Layout): void {
    this.backdrop.layout(layout);
    const compact = layout.portrait;
    const width = Math.min(compact ? layout.width - 16 : 900, layout.width - 2 * layout.margin);
    const left = (layout.width - width) / 2;
    const top = compact ? 12 : 24;
    this.title.setBaseFontSize(compact ? 34 : 52).setPosition(layout.centerX, top).fitWidth(layout.width - 2 * layout.margin);
    const panelTop = top + this.title.height + (compact ? 8 : 14);
    const buttonsHeight = compact ? 2 * 56 + 12 : 60;
    const panelHeight = layout.height - panelTop - buttonsHeight - (compact ? 28 : 40);
    this.panel.place({ x: left, y: panelTop, width, height: panelHeight });
    this.headline.setBaseFontSize(compact ? 22 : 32).setWordWrapWidth(width - 60, true).setPosition(layout.centerX, panelTop + (compact ? 24 : 28));
    this.note.setBaseFontSize(compact ? 14 : 18).setWordWrapWidth(width - 60, true).setPosition(layout.centerX, this.headline.y + this.headline.height + 4);

    const tableTop = this.note.y + Math.max(this.note.height, 10) + (compact ? 44 : 60);
    // Clear of the panel's wooden frame.
    const inset = compact ? 30 : 40;
    const labelWidth = compact ? 84 : 220;
    const tableLeft = left + inset;
    const tableWidth = this.solo && !compact ? width * 0.42 : width - 2 * inset;
    const columnWidth = (tableWidth - labelWidth) / this.columns.length;
    // Rows share the room left above the ladder (solo, portrait) or the panel's bottom.
    const ladderRoom = this.solo && compact ? this.ladder.length * 19 + 12 : 0;
    const rowHeight = Math.min(compact ? 54 : 62, (panelTop + panelHeight - tableTop - (compact ? 56 : 40) - ladderRoom) / ROWS.length);
    // Names above `tableTop`; row r spans [rowTop(r), rowTop(r + 1)].
    const rowTop = (r: number) => tableTop + (compact ? 10 : 16) + r * rowHeight;
    const rowCenter = (r: number) => rowTop(r) + rowHeight / 2;
    // Three-digit totals must stay apart in the narrow columns of a four-player table on a phone.
    const totalSize = Math.min(compact ? 24 : 34, Math.floor(columnWidth / 2.7));
    const valueSize = Math.min(compact ? 17 : 24, Math.floor(columnWidth / 3));
    this.columns.forEach((column, i) => {
      const cx = tableLeft + labelWidth + columnWidth * (i + 0.5);
      column.header.setPosition(cx, tableTop - (compact ? 22 : 30));
      column.name.setBaseFontSize(compact ? 12 : 16).setPosition(cx, tableTop - (compact ? 4 : 10)).fitWidth(columnWidth - 6);
      ROWS.forEach((row, r) => {
        const text = column.values.get(row) as Phaser.GameObjects.Text;
        text.setPosition(cx, rowCenter(r)).setFontSize(row === 'total' ? totalSize : valueSize);
      });
    });
    ROWS.forEach((row, r) => {
      const label = this.rowLabels[r] as LocalizedText;
      label.setBaseFontSize(row === 'total' ? (compact ? 16 : 24) : compact ? 13 : 19).setPosition(tableLeft, rowCenter(r)).fitWidth(labelWidth - 8);
    });
    const g = this.highlight.clear();
    g.lineStyle(1, COLORS.paperEdge, 1);
    for (let r = 0; r <= ROWS.length; r++) {
      const y = rowTop(r);
      if (r === ROWS.length - 1) g.lineStyle(2, COLORS.primaryDark, 1);
      g.lineBetween(tableLeft, y, tableLeft + tableWidth, y);
      if (r === ROWS.length - 1) g.lineStyle(1, COLORS.paperEdge, 1);
    }
    this.result.winners.forEach((p) => {
      if (this.solo) return;
      const i = this.result.order.indexOf(p);
      const cx = tableLeft + labelWidth + columnWidth * (i + 0.5);
      g.fillStyle(COLORS.primary, 0.16).fillRoundedRect(cx - columnWidth / 2 + 4, tableTop - (compact ? 40 : 52), columnWidth - 8, rowTop(ROWS.length) - tableTop + (compact ? 40 : 52), 12);
    });

    const ladderLeft = compact ? tableLeft : tableLeft + tableWidth + 40;
    const ladderTop = compact ? rowTop(ROWS.length) + 12 : tableTop - 10;
    const ladderWidth = compact ? width - 2 * inset : left + width - inset - ladderLeft;
    this.ladder.forEach((line, i) => {
      line.setBaseFontSize(compact ? 12 : 17).setPosition(ladderLeft, ladderTop + i * (compact ? 19 : 40)).fitWidth(ladderWidth);
    });

    const buttonWidth = Math.min(300, (width - 24) / (compact ? 1 : 2));
    const buttonsY = panelTop + panelHeight + (compact ? 14 : 20) + 28;
    if (compact) {
      this.playAgain.setButtonSize(buttonWidth).setPosition(layout.centerX, buttonsY);
      this.menu.setButtonSize(buttonWidth).setPosition(layout.centerX, buttonsY + 68);
    } else {
      this.playAgain.setButtonSize(buttonWidth).setPosition(layout.centerX - buttonWidth / 2 - 12, buttonsY);
      this.menu.setButtonSize(buttonWidth).setPosition(layout.centerX + buttonWidth / 2 + 12, buttonsY);
    }
  }

  // ---- the count-up ----------------------------------------------------------------------------

  private countRow(index: number): void {
    if (this.finished) return;
    const row = ROWS[index];
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
    for (const row of ROWS) this.showRow(row, 1);
    this.counted = ROWS.length;
    this.reveal();
  }

  private reveal(): void {
    if (this.finished) return;
    this.finished = true;
    playSound('victory');
    this.tweens.add({ targets: [this.headline, this.note], alpha: 1, duration: animationDuration(400) });
    if (this.solo) {
      const rank = soloRank(this.score(0).total, this.state.achievements.length);
      this.ladder.forEach((line, i) => line.setAlpha(i === rank ? 1 : 0.45).setColor(css(i === rank ? COLORS.primaryDark : COLORS.ink)));
      // Bold is wider: fit the line again.
      this.ladder[rank]?.setFontStyle('bold').refresh();
    }
    for (const column of this.columns) {
      const crown = column.header.getByName('crown');
      if (crown) this.tweens.add({ targets: crown, y: -36, duration: animationDuration(500), yoyo: true, repeat: 2, ease: 'Sine.easeInOut' });
    }
  }

  private replay(): void {
    const options = { ...this.state.options, seed: newSeed() };
    goTo(this, SceneKeys.Play, { options, seats: this.seats });
  }

  /** Read by the end-to-end test bridge only (see test-bridge.ts). */
  testView(toPage: ToPage): unknown {
    return {
      finished: this.finished,
      rowsCounted: this.counted,
      order: [...this.result.order],
      winners: [...this.result.winners],
      totals: this.result.scores.map((s) => s.total),
      soloRank: this.solo ? soloRank(this.score(0).total, this.state.achievements.length) : null,
      // What the table shows, per player (in `order`), as drawn: the numbers a player reads.
      shown: this.columns.map((column, i) => ({
        player: this.result.order[i],
        values: Object.fromEntries(ROWS.map((row) => [row, column.values.get(row)?.text ?? ''])),
      })),
      // The finished game's record, so a test can replay it with the engine on its own.
      record: toRecord(this.state),
      buttons: { playAgain: toPage(this.playAgain), menu: toPage(this.menu) },
    };
  }
}
