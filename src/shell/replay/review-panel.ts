// The master's review in a replay: a button that starts it for the seat on screen, then a card
// over the play screen with its progress (turn k of n, a bar, Cancel), and once it is over the
// decisions where the most expected points were lost: each jumps to its turn and says what the
// game's strongest AI would have played there and how much more it expected. The work runs in a
// worker (review-client.ts); cancelling terminates it and leaves the replay as it was.
import Phaser from 'phaser';
import { markedDecisions, type ReviewedDecision } from '../../games/review';
import { currentLanguage } from '../../platform/i18n';
import { Button } from '../../ui/button';
import type { Layout, Rect } from '../../ui/layout';
import { addText, type LocalizedText } from '../../ui/localized-text';
import { drawPaperCard } from '../../ui/paper-card';
import { COLORS, textStyle } from '../../ui/theme';
import { startReview, type RunningReview } from '../review-client';
import { REVIEW_ROW } from './replay-bar';
import type { ReplaySession } from './replay-session';

type ReviewState =
  | { readonly kind: 'idle' }
  | { readonly kind: 'running'; readonly review: RunningReview; readonly seat: number; done: number; total: number | null }
  | { readonly kind: 'done'; readonly marks: readonly ReviewedDecision[]; selected: number }
  | { readonly kind: 'failed' };

/** Points with one decimal, as the language writes them. */
const points = (value: number): string => new Intl.NumberFormat(currentLanguage(), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);

const MAX_MARKS = 3;

export class ReviewPanel {
  private state: ReviewState = { kind: 'idle' };
  private readonly card: Phaser.GameObjects.Graphics;
  private readonly bar: Phaser.GameObjects.Graphics;
  private readonly startButton: Button;
  private readonly cancelButton: Button;
  private readonly closeButton: Button;
  private readonly heading: LocalizedText;
  private readonly line: LocalizedText;
  private readonly markButtons: Button[];
  private area: Rect = { x: 0, y: 0, width: 1, height: 1 };
  /** Where the panel was last laid out: the screen and the replay's controls. */
  private room: { readonly layout: Layout; readonly bar: Rect } | null = null;

  constructor(
    scene: Phaser.Scene,
    private readonly session: ReplaySession,
  ) {
    this.card = scene.add.graphics();
    this.bar = scene.add.graphics();
    this.startButton = new Button(scene, 0, 0, { label: 'review.start', name: 'review.startName', height: 44, onClick: () => this.start() });
    this.cancelButton = new Button(scene, 0, 0, { label: 'review.cancel', variant: 'secondary', height: 40, onClick: () => this.cancel() });
    this.closeButton = new Button(scene, 0, 0, { label: 'review.close', name: 'review.closeName', variant: 'plain', width: 40, height: 40, onClick: () => this.show({ kind: 'idle' }) });
    this.heading = addText(scene, 0, 0, 'review.title', undefined, textStyle('label', { color: `#${COLORS.ink.toString(16)}` })).setOrigin(0, 0.5);
    this.line = addText(scene, 0, 0, 'review.preparing', undefined, textStyle('small')).setOrigin(0, 0);
    this.markButtons = Array.from({ length: MAX_MARKS }, (_, i) => new Button(scene, 0, 0, { label: 'review.mark', name: 'review.markName', variant: 'plain', height: 40, toggle: true, onClick: () => this.pick(i) }));
    scene.events.once(Phaser.Scenes.Events.SHUTDOWN, () => this.stop());
    this.show(this.state);
    if (session.reviewAtOnce && this.offered) this.start();
  }

  /** Whether this replay can be reviewed: the game's AI judges, the replay has the moves, and a seat's view is shown. */
  private get offered(): boolean {
    return this.session.reviewable && this.session.seat !== null;
  }

  private start(): void {
    const { record, seat } = this.session;
    if (!record || seat === null) return;
    const review = startReview(this.session.game.id, record, seat, (progress) => {
      if (this.state.kind !== 'running' || this.state.review !== review) return;
      this.state.done = progress.done;
      this.state.total = progress.total;
      this.show(this.state);
    });
    this.show({ kind: 'running', review, seat, done: 0, total: null });
    void review.outcome.then((outcome) => {
      if (this.state.kind !== 'running' || this.state.review !== review) return;
      if (outcome.kind === 'done') this.show({ kind: 'done', marks: markedDecisions(outcome.decisions, MAX_MARKS), selected: 0 });
      else if (outcome.kind === 'failed') this.show({ kind: 'failed' });
    });
  }

  private cancel(): void {
    this.stop();
    this.show({ kind: 'idle' });
  }

  /** Ends a review still running (the worker with it). */
  private stop(): void {
    if (this.state.kind === 'running') this.state.review.cancel();
  }

  /** A marked decision: its turn on screen, its words below. */
  private pick(index: number): void {
    if (this.state.kind !== 'done') return;
    const mark = this.state.marks[index];
    if (!mark) return;
    this.state.selected = index;
    this.session.go(mark.step);
    this.show(this.state);
  }

  private show(state: ReviewState): void {
    this.state = state;
    const offered = this.offered;
    const open = state.kind !== 'idle';
    this.startButton.setVisible(offered && !open);
    this.card.setVisible(open);
    this.bar.setVisible(state.kind === 'running');
    this.heading.setVisible(open);
    this.line.setVisible(open);
    this.cancelButton.setVisible(state.kind === 'running');
    this.closeButton.setVisible(state.kind === 'done' || state.kind === 'failed');
    const marks = state.kind === 'done' ? state.marks : [];
    this.markButtons.forEach((button, i) => {
      const mark = marks[i];
      button.setVisible(mark !== undefined);
      if (mark) button.setLabel('review.mark', { step: mark.step }).setSelected(state.kind === 'done' && state.selected === i);
    });
    if (state.kind === 'running') this.line.setMessage(state.total === null ? { key: 'review.preparing' } : { key: 'review.running', params: { done: state.done, total: state.total } });
    else if (state.kind === 'failed') this.line.setMessage({ key: 'review.failed' });
    else if (state.kind === 'done') {
      const mark = state.marks[state.selected];
      // A race's judge counts percentage points of the chance to win, whole (its play-outs are no finer).
      const chance = this.session.game.reviewUnit === 'winChance';
      if (!mark) this.line.setMessage({ key: chance ? 'review.noneChance' : 'review.none' });
      else this.line.setMessage({ key: chance ? 'review.betterChance' : 'review.better', params: { choice: mark.said, points: chance ? Math.round(mark.loss).toString() : points(mark.loss) } });
    }
    this.layOut();
  }

  /** Lays the panel out above the replay's controls (`bar`), whose top row on a phone is the start button's. */
  place(layout: Layout, bar: Rect): void {
    this.room = { layout, bar };
    this.layOut();
  }

  /** The button at the right above the controls (in their top row on a phone); the card at the right on a wide screen, across a phone, as tall as its state needs. */
  private layOut(): void {
    if (!this.room) return;
    const { layout, bar } = this.room;
    const phone = layout.portrait;
    // On a phone the card takes the start button's row too, so it hides less of the sheet.
    const above = phone ? bar.y + REVIEW_ROW : bar.y;
    const pad = phone ? 6 : 12;
    const cardWidth = phone ? layout.width - 2 * pad : 440;
    const cardHeight = this.state.kind === 'done' && this.state.marks.length > 0 ? 150 : 104;
    this.area = { x: layout.width - pad - cardWidth, y: above - pad - cardHeight, width: cardWidth, height: cardHeight };
    const { x, y, width, height } = this.area;
    const inner = 14;
    const buttonWidth = phone ? 200 : 240;
    if (phone) this.startButton.setButtonSize(bar.width - 2 * bar.x, 44).setPosition(bar.x + bar.width / 2, bar.y + bar.x + 22);
    else this.startButton.setButtonSize(buttonWidth, 44).setPosition(x + width - buttonWidth / 2, y + height - 22);
    this.card.clear();
    if (this.state.kind !== 'idle') drawPaperCard(this.card, this.area, { radius: 14 });
    this.heading.setPosition(x + inner, y + 22).fitWidth(width - 2 * inner - 48);
    this.closeButton.setPosition(x + width - 26, y + 22);
    this.line.setPosition(x + inner, y + 40).setWordWrapWidth(width - 2 * inner);
    this.line.fitHeight(this.state.kind === 'done' ? 46 : 24);
    this.cancelButton.setButtonSize(120, 40).setPosition(x + width - inner - 60, y + height - 28);
    const barWidth = width - 3 * inner - 120;
    this.bar.clear();
    if (this.state.kind === 'running') {
      const share = this.state.total ? this.state.done / this.state.total : 0;
      const barY = y + height - 28;
      this.bar.fillStyle(COLORS.paperEdge, 1).fillRoundedRect(x + inner, barY - 5, barWidth, 10, 5);
      if (share > 0) this.bar.fillStyle(COLORS.success, 1).fillRoundedRect(x + inner, barY - 5, Math.max(10, barWidth * share), 10, 5);
    }
    const markWidth = (width - 2 * inner - (MAX_MARKS - 1) * 8) / MAX_MARKS;
    this.markButtons.forEach((button, i) => button.setButtonSize(markWidth, 40).setPosition(x + inner + markWidth / 2 + i * (markWidth + 8), y + height - 26));
  }

  /** Read by the end-to-end test bridge: where the review stands. */
  testView(): unknown {
    const { state } = this;
    return {
      offered: this.offered,
      state: state.kind,
      done: state.kind === 'running' ? state.done : null,
      total: state.kind === 'running' ? state.total : null,
      marks: state.kind === 'done' ? state.marks.map((mark) => ({ step: mark.step, loss: mark.loss })) : [],
    };
  }
}
