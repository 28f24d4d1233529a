// The replay's controls, over the game's own play screen (which shows the seat's view at the step,
// see replay/replay-session.ts): the first and last step, one step back or forward, autoplay, a
// slider to scrub through the turns, the turn counter and whose view it is. Arrows step, space
// plays or pauses, Home and End jump. Any registered game: the screen below is the game's.
import Phaser from 'phaser';
import { SceneKeys } from '../../platform/scene-keys';
import { Button } from '../../ui/button';
import { currentLayout, watchLayout, type Layout, type Rect } from '../../ui/layout';
import { addText, type LocalizedText } from '../../ui/localized-text';
import { drawPaperCard } from '../../ui/paper-card';
import { COLORS, textStyle } from '../../ui/theme';
import { withoutTable } from '../online/table-link';
import { seatName } from '../seat-names';
import { REVIEW_ROW, replayBar } from '../replay/replay-bar';
import type { ReplaySession } from '../replay/replay-session';
import { ReviewPanel } from '../replay/review-panel';
import type { ToPage } from './test-bridge';

/** How long autoplay shows each step at least: a reading pace, the same at every animation speed (it waits for a step's animations as well). */
const AUTOPLAY_MS = 1600;

export interface ReplayData {
  readonly session: ReplaySession;
}

/** Ends a replay from its play screen or its controls: back where it was opened (the history, or the menu after a table's link, which the address forgets). */
export function leaveReplay(scene: Phaser.Scene, session: ReplaySession): void {
  scene.scene.stop(session.game.scenes.play);
  if (scene.scene.key !== SceneKeys.Replay) scene.scene.stop(SceneKeys.Replay);
  history.replaceState(null, '', withoutTable(location.href));
  scene.scene.start(session.exit);
}

export class ReplayScene extends Phaser.Scene {
  private session!: ReplaySession;
  private panel!: Phaser.GameObjects.Graphics;
  private buttons!: Record<'close' | 'first' | 'back' | 'play' | 'forward' | 'last', Button>;
  private seatButton!: Button;
  private counter!: LocalizedText;
  private track!: Phaser.GameObjects.Graphics;
  private trackZone!: Phaser.GameObjects.Zone;
  private trackBox: Rect = { x: 0, y: 0, width: 1, height: 1 };
  private review!: ReviewPanel;

  constructor() {
    super(SceneKeys.Replay);
  }

  create(data: ReplayData): void {
    this.session = data.session;
    this.panel = this.add.graphics();
    const button = (label: string, name: string, onClick: () => void): Button => new Button(this, 0, 0, { label, name, variant: 'secondary', width: 48, height: 44, onClick });
    this.buttons = {
      close: button('replay.close', this.session.exit === SceneKeys.Menu ? 'replay.closeToMenuName' : 'replay.closeName', () => leaveReplay(this, this.session)),
      first: button('replay.first', 'replay.firstName', () => this.move(() => this.session.go(0))),
      back: button('replay.back', 'replay.stepBackName', () => this.move(() => this.session.back())),
      play: button('replay.play', 'replay.playName', () => this.toggleAutoplay()),
      forward: button('replay.forward', 'replay.stepForwardName', () => this.move(() => this.session.forward())),
      last: button('replay.last', 'replay.lastName', () => this.move(() => this.session.go(this.session.turns))),
    };
    this.seatButton = new Button(this, 0, 0, { label: 'replay.seat', name: 'replay.seatName', variant: 'plain', height: 44, onClick: () => this.session.showNextSeat() });
    this.counter = addText(this, 0, 0, 'replay.start', undefined, textStyle('label')).setOrigin(0.5);
    this.track = this.add.graphics();
    this.trackZone = this.add.zone(0, 0, 1, 1).setOrigin(0, 0).setInteractive({ useHandCursor: true, draggable: true });
    this.trackZone.on('pointerdown', (pointer: Phaser.Input.Pointer) => this.scrub(pointer));
    this.trackZone.on('drag', (pointer: Phaser.Input.Pointer) => this.scrub(pointer));
    this.review = new ReviewPanel(this, this.session);
    const stop = this.session.events.on('moved', () => this.refresh());
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
      stop();
      this.session.pause();
    });
    this.input.keyboard?.on('keydown', (event: KeyboardEvent) => this.key(event));
    watchLayout(this, (layout) => this.place(layout));
  }

  private key(event: KeyboardEvent): void {
    const moves: Readonly<Record<string, () => void>> = {
      ArrowLeft: () => this.move(() => this.session.back()),
      ArrowRight: () => this.move(() => this.session.forward()),
      Home: () => this.move(() => this.session.go(0)),
      End: () => this.move(() => this.session.go(this.session.turns)),
      ' ': () => this.toggleAutoplay(),
    };
    moves[event.key]?.();
  }

  /** A move by hand stops autoplay. */
  private move(step: () => void): void {
    this.session.pause();
    step();
  }

  private toggleAutoplay(): void {
    if (this.session.playing) return this.session.pause();
    this.session.play(() => new Promise((resolve) => this.time.delayedCall(AUTOPLAY_MS, resolve)));
  }

  private scrub(pointer: Phaser.Input.Pointer): void {
    const point = this.cameras.main.getWorldPoint(pointer.x, pointer.y);
    const share = Math.min(1, Math.max(0, (point.x - this.trackBox.x) / this.trackBox.width));
    this.move(() => this.session.go(share * this.session.turns));
  }

  /** A bar along the bottom: one row on a wide screen; on a phone the slider, counter and seat above the buttons, as low as they fit. */
  private place(layout: Layout): void {
    const phone = layout.portrait;
    const bar = replayBar(layout, this.session.reviewable);
    const pad = bar.x;
    drawPaperCard(this.panel, bar, { radius: 14 });
    this.review.place(layout, bar);
    // On a phone the review's button has the bar's top row.
    const top = phone && this.session.reviewable ? bar.y + REVIEW_ROW : bar.y;
    const order = ['close', 'first', 'back', 'play', 'forward', 'last'] as const;
    const size = phone ? (bar.width - 2 * pad - 5 * 6) / order.length : 48;
    const buttonsY = phone ? bar.y + bar.height - 26 : bar.y + bar.height / 2;
    order.forEach((name, i) => this.buttons[name].setButtonSize(size, 44).setPosition(bar.x + pad + size / 2 + i * (size + 6), buttonsY));
    if (phone) {
      const half = bar.width / 2;
      this.seatButton.setButtonSize(half - pad, 40).setPosition(bar.x + half + half / 2 - pad / 2, top + 26);
      this.trackBox = { x: bar.x + 3 * pad, y: top + 4, width: half - 6 * pad, height: 24 };
      this.counter.setBaseFontSize(13).setPosition(bar.x + half / 2, top + 38);
    } else {
      const seatWidth = 220;
      const counterWidth = 170;
      this.seatButton.setButtonSize(seatWidth, 44).setPosition(bar.x + bar.width - pad - seatWidth / 2, bar.y + bar.height / 2);
      this.counter.setBaseFontSize(17).setPosition(bar.x + bar.width - pad - seatWidth - 8 - counterWidth / 2, bar.y + bar.height / 2);
      const left = bar.x + pad + order.length * (size + 6) + 12;
      this.trackBox = { x: left, y: bar.y + bar.height / 2 - 14, width: bar.x + bar.width - pad - seatWidth - counterWidth - 24 - left, height: 28 };
    }
    this.trackZone.setPosition(this.trackBox.x - 8, this.trackBox.y).setSize(this.trackBox.width + 16, this.trackBox.height);
    this.trackZone.input?.hitArea.setSize(this.trackBox.width + 16, this.trackBox.height);
    this.refresh();
  }

  private refresh(): void {
    if (!this.counter) return;
    const { step, turns, seat } = this.session;
    const layout = currentLayout();
    this.counter.setMessage(step === 0 ? { key: 'replay.start' } : { key: 'replay.step', params: { step, steps: turns } }).fitWidth(layout.portrait ? layout.width / 2 - 24 : 160);
    if (seat === null) this.seatButton.setLabel('replay.spectator');
    else this.seatButton.setLabel('replay.seat', { name: seatName(this.session.seats, seat, this.session.game.seats.defaultName) });
    // A finished table's server sends one seat's views: no other to switch to.
    this.seatButton.setEnabled(this.session.viewers.length > 1);
    this.buttons.play.setLabel(this.session.playing ? 'replay.pause' : 'replay.play');
    this.buttons.first.setEnabled(step > 0);
    this.buttons.back.setEnabled(step > 0);
    this.buttons.forward.setEnabled(step < turns);
    this.buttons.last.setEnabled(step < turns);
    const { x, y, width, height } = this.trackBox;
    const knob = x + (turns === 0 ? 0 : (width * step) / turns);
    this.track
      .clear()
      .fillStyle(COLORS.paperEdge, 1)
      .fillRoundedRect(x, y + height / 2 - 3, width, 6, 3)
      .fillStyle((seat === null ? undefined : this.session.seats[seat]?.color) ?? COLORS.ink, 1)
      .fillRoundedRect(x, y + height / 2 - 3, knob - x, 6, 3)
      .fillCircle(knob, y + height / 2, 10);
  }

  /** Read by the end-to-end test bridge only (see test-bridge.ts): the controls, and the play screen's own view under them. */
  testView(toPage: ToPage): unknown {
    const play = this.scene.get(this.session.game.scenes.play) as Partial<{ testView(toPage: ToPage): unknown }>;
    const { step, turns, seat, actors } = this.session;
    const { x, y, width, height } = this.trackBox;
    const track = { from: toPage({ x, y: y + height / 2 }), to: toPage({ x: x + width, y: y + height / 2 }) };
    return { step, turns, seat, actors, autoplay: this.session.playing, track, review: this.review.testView(), play: this.scene.isActive(this.session.game.scenes.play) ? (play.testView?.(toPage) ?? null) : null };
  }
}
