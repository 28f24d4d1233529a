// Race to 10's table: a lane per seat from 0 to 10 with its runner, the person's secret card, and
// a button per move (add 1, 2 or 3, the card on top when its switch is on). It draws the
// controller's view and sends the person's moves; the rules decide what is legal. The same screen
// shows a replay (the shell's ReplaySession, through a controller that only watches).
import Phaser from 'phaser';
import type { Message } from '../../../../src/platform/i18n';
import { SceneKeys } from '../../../../src/platform/scene-keys';
import { animationDuration } from '../../../../src/platform/settings';
import { createAiClient } from '../../../../src/shell/ai-client';
import { playMusic, playSound } from '../../../../src/shell/audio';
import { followReplay, type ReplayPlay } from '../../../../src/shell/replay/open-replay';
import { aboveReplayBar } from '../../../../src/shell/replay/replay-bar';
import type { ReplaySession } from '../../../../src/shell/replay/replay-session';
import { leaveReplay } from '../../../../src/shell/scenes/ReplayScene';
import type { ToPage } from '../../../../src/shell/scenes/test-bridge';
import { seatName } from '../../../../src/shell/seat-names';
import type { Saved } from '../../../../src/shell/saved-game';
import { shownSeat } from '../../../../src/shell/shown-pen';
import { Banner } from '../../../../src/ui/banner';
import { showBrokenGame } from '../../../../src/ui/broken-game';
import { Button } from '../../../../src/ui/button';
import { showDialog } from '../../../../src/ui/dialog';
import { HandoverCurtain } from '../../../../src/ui/handover-curtain';
import { HudStrip } from '../../../../src/ui/hud-strip';
import { watchLayout, type Layout } from '../../../../src/ui/layout';
import { addText, type LocalizedText } from '../../../../src/ui/localized-text';
import { drawPaperCard } from '../../../../src/ui/paper-card';
import { SeatDot } from '../../../../src/ui/seat-dot';
import { SkyBackdrop } from '../../../../src/ui/sky-backdrop';
import { COLORS, textStyle } from '../../../../src/ui/theme';
import { fadeIn, goTo } from '../../../../src/ui/transition';
import type { GameRecordShape } from '../../../../src/games/contract';
import type { GameMessage } from '../../../../src/protocol/protocol';
import { race } from '../index';
import { TARGET, type RaceEvent, type RaceView } from '../rules';
import { RaceController, RaceReplayController } from './controller';
import type { RaceScoringData } from './ScoringScene';
import { raceSave } from './save';
import type { NewRace } from './setup-draft';

/** A new race from the setup, a saved one to continue, or a finished one replayed. */
export type RacePlayData = NewRace | Saved<GameRecordShape> | ReplayPlay;

const AMOUNTS = [1, 2, 3] as const;

interface Lane {
  readonly name: LocalizedText;
  readonly track: Phaser.GameObjects.Graphics;
  readonly runner: SeatDot;
  readonly count: LocalizedText;
}

export class RacePlayScene extends Phaser.Scene {
  private controller!: RaceController;
  private replay: ReplaySession | null = null;
  private hud!: HudStrip;
  private status!: LocalizedText;
  private lanes: Lane[] = [];
  private card!: Phaser.GameObjects.Graphics;
  private cardText!: LocalizedText;
  private withCard!: Button;
  private adds: Button[] = [];
  private prompt!: LocalizedText;
  private lastEvent!: LocalizedText;
  private banner!: Banner;
  private curtain!: HandoverCurtain;
  private cardOn = false;
  private refusal: string | null = null;
  /** Where each lane's cells are: its first cell's centre and the step between cells. */
  private cells: { x: number; y: number; step: number }[] = [];

  constructor() {
    super(race.scenes.play);
  }

  create(data: RacePlayData): void {
    playMusic('play');
    this.cardOn = false;
    this.refusal = null;
    this.replay = 'replay' in data ? data.replay : null;
    const deps = {
      ai: createAiClient<RaceView, never>(race.id),
      save: (game: Saved<GameRecordShape>) => void raceSave.save(game),
      discardSave: () => raceSave.discard(),
      aiDelayMs: () => animationDuration(450),
    };
    const made = 'replay' in data ? { ok: true as const, value: new RaceReplayController(data.replay.message as GameMessage<RaceView, RaceEvent>, data.replay.seats) } : 'record' in data ? RaceController.load(data, deps) : RaceController.create(data, deps);
    if (!made.ok) return showBrokenGame(this, { key: 'race:play.broken' }, { key: `race:errors.${made.error.code}` });
    this.controller = made.value;
    this.build();
    const events = this.controller.events;
    events.on('changed', () => this.render());
    events.on('played', (event) => this.show(event));
    events.on('error', ({ code }) => {
      playSound('error');
      this.refusal = code;
      this.banner.toast({ key: `race:errors.${code}` });
    });
    if (this.controller instanceof RaceReplayController && this.replay) followReplay(this, this.replay, this.controller, () => Promise.resolve());
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => this.controller.dispose());
    watchLayout(this, (layout) => this.layout(this.replay ? aboveReplayBar(layout, this.replay.reviewable) : layout));
    fadeIn(this);
    this.controller.start();
  }

  private build(): void {
    const c = this.controller;
    new SkyBackdrop(this, { islands: false });
    this.status = addText(this, 0, 0, 'race:play.goal', { n: TARGET }, textStyle('subheading')).setOrigin(0, 0.5);
    this.hud = new HudStrip(this, () => this.askLeave(), [this.status]);
    this.lanes = c.seats.map((seat, i) => {
      const name = seatName(c.seats, i, race.seats.defaultName);
      return {
        name: addText(this, 0, 0, name.key, name.params, textStyle('subheading', { color: '#ffffff', stroke: '#23598a', strokeThickness: 5 })).setOrigin(0, 1),
        track: this.add.graphics(),
        runner: new SeatDot(this, 16, 4, shownSeat(seat.color, race)),
        count: addText(this, 0, 0, 'common.verbatim', { text: '' }, textStyle('subheading', { color: '#ffffff', stroke: '#23598a', strokeThickness: 5 })).setOrigin(1, 1),
      };
    });
    this.card = this.add.graphics();
    this.cardText = addText(this, 0, 0, 'common.verbatim', { text: '' }, textStyle('subheading', { align: 'center' })).setOrigin(0.5);
    this.withCard = new Button(this, 0, 0, { label: 'race:play.withCard', icon: 'star', variant: 'secondary', onClick: () => this.toggleCard() });
    this.adds = AMOUNTS.map((amount) => new Button(this, 0, 0, { label: 'race:play.add', labelParams: { n: amount }, icon: 'play', onClick: () => this.move(amount) }));
    this.prompt = addText(this, 0, 0, 'common.verbatim', { text: '' }, textStyle('body', { align: 'center', color: '#ffffff', stroke: '#23598a', strokeThickness: 5 })).setOrigin(0.5);
    this.lastEvent = addText(this, 0, 0, 'common.verbatim', { text: '' }, textStyle('body', { align: 'center', color: '#ffffff', stroke: '#23598a', strokeThickness: 4 })).setOrigin(0.5);
    this.banner = new Banner(this);
    this.curtain = new HandoverCurtain(this, () => this.controller.acceptHandover());
  }

  private layout(layout: Layout): void {
    const { x, y, width, height } = layout.safe;
    const compact = layout.portrait;
    const cy = this.hud.layout({ x, y: y - 8, width, height: compact ? 48 : 56 }, compact);
    this.status.setBaseFontSize(compact ? 15 : 20).setPosition(x + 18, cy).fitWidth(this.hud.buttonsLeft - x - 30);
    const laneTop = y + (compact ? 100 : 120);
    const laneGap = compact ? 90 : 110;
    const step = Math.min(60, (width - 40) / TARGET);
    this.cells = this.lanes.map((lane, i) => {
      const at = { x: x + width / 2 - (step * TARGET) / 2, y: laneTop + i * laneGap, step };
      lane.name.setBaseFontSize(compact ? 16 : 20).setPosition(at.x - step / 2, at.y - 22);
      lane.count.setBaseFontSize(compact ? 16 : 20).setPosition(at.x + step * TARGET + step / 2, at.y - 22);
      lane.track.clear().fillStyle(COLORS.paper, 0.9).fillRoundedRect(at.x - step / 2, at.y - step * 0.35, step * (TARGET + 1), step * 0.7, step * 0.35);
      for (let cell = 0; cell <= TARGET; cell++) lane.track.fillStyle(cell === TARGET ? COLORS.primary : COLORS.paperEdge, 1).fillCircle(at.x + cell * step, at.y, step * 0.12);
      return at;
    });
    const middle = x + width / 2;
    const turnTop = laneTop + this.lanes.length * laneGap - 10;
    this.prompt.setBaseFontSize(compact ? 17 : 21).setPosition(middle, turnTop).setWordWrapWidth(width, true);
    const cardRect = { x: middle - 110, y: turnTop + 30, width: 220, height: 64 };
    drawPaperCard(this.card, cardRect, { radius: 12 });
    this.cardText.setBaseFontSize(compact ? 17 : 20).setPosition(middle, cardRect.y + cardRect.height / 2).fitWidth(cardRect.width - 16);
    this.withCard.setButtonSize(Math.min(300, width), 50).setPosition(middle, cardRect.y + cardRect.height + 36);
    const buttonW = Math.min(160, (width - 24) / 3);
    const buttonsY = Math.min(y + height - 60, this.withCard.y + 70);
    this.adds.forEach((button, i) => button.setButtonSize(buttonW, 56).setPosition(middle + (i - 1) * (buttonW + 12), buttonsY));
    this.lastEvent.setBaseFontSize(compact ? 15 : 18).setPosition(middle, buttonsY + 52).setWordWrapWidth(width, true);
    this.banner.layout({ x, y: laneTop, width, height: height - laneTop }, compact);
    this.curtain.layout(layout);
    this.render();
  }

  private render(): void {
    if (this.cells.length === 0) return;
    const c = this.controller;
    const view = c.view;
    this.lanes.forEach((lane, i) => {
      const total = view.boards[i]?.score.total ?? 0;
      const at = this.cells[i] as { x: number; y: number; step: number };
      lane.runner.setPosition(at.x + Math.min(TARGET, total) * at.step, at.y);
      lane.count.setMessage({ key: 'common.verbatim', params: { text: String(total) } });
    });
    const prompt = c.prompt;
    const name = (seat: number): Message => seatName(c.seats, seat, race.seats.defaultName);
    this.prompt.setMessage(this.replay ? this.replay.line : prompt === 'move' ? { key: 'race:play.yourMove', params: { name: name(c.actingPlayer ?? 0) } } : prompt === 'over' ? { key: 'race:play.over' } : { key: 'race:play.waiting', params: { name: name(view.turn) } });
    const card = view.myCard;
    this.cardText.setMessage(card === null ? { key: 'race:play.cardPlayed' } : { key: 'race:play.card', params: { n: card } });
    const canMove = prompt === 'move';
    this.withCard.setVisible(canMove && card !== null).setSelected(this.cardOn && card !== null);
    for (const button of this.adds) button.setVisible(canMove);
    if (prompt === 'handover') this.curtain.show(name(c.handoverPlayer ?? 0), shownSeat(c.seats[c.handoverPlayer ?? 0]?.color ?? 0, race));
    else this.curtain.hide();
  }

  private show(event: RaceEvent): void {
    const name = seatName(this.controller.seats, event.seat, race.seats.defaultName);
    if (event.type === 'won') return void this.time.delayedCall(animationDuration(500), () => this.finish());
    playSound('click');
    this.lastEvent.setMessage(event.bonus === null ? { key: 'race:events.added', params: { name, n: event.amount } } : { key: 'race:events.addedWithCard', params: { name, n: event.amount, bonus: event.bonus } });
  }

  private toggleCard(): void {
    this.cardOn = !this.cardOn;
    this.render();
  }

  private move(amount: number): void {
    this.refusal = null;
    const card = this.cardOn && this.controller.view.myCard !== null;
    this.cardOn = false;
    this.controller.act({ amount, card });
  }

  private finish(): void {
    // A replay's last step stays on screen, under its controls.
    if (this.replay || !this.scene.isActive()) return;
    const c = this.controller;
    goTo(this, race.scenes.scoring, { view: c.finalView, record: c.record, seats: c.seats } satisfies RaceScoringData);
  }

  private askLeave(): void {
    if (this.replay) return leaveReplay(this, this.replay);
    showDialog(this, {
      title: { key: 'play.leave.title' },
      message: { key: 'play.leave.message' },
      choices: [
        { label: 'play.leave.confirm', variant: 'danger', icon: 'home', onChoose: () => goTo(this, SceneKeys.Menu) },
        { label: 'common.cancel', variant: 'plain', onChoose: () => undefined },
      ],
    });
  }

  /** Read by the end-to-end test bridge only (src/shell/scenes/test-bridge.ts). */
  testView(toPage: ToPage): unknown {
    const c = this.controller;
    if (!c) return undefined;
    const cardOffered = this.withCard.visible;
    return {
      summary: { prompt: c.prompt, acting: c.actingPlayer, handover: c.handoverPlayer, actions: c.state.actions.length, counts: c.view.boards.map((b) => b.score.total), refusal: this.refusal },
      moves: c.moves.filter((move) => !move.card || cardOffered).map((move) => ({ move, at: toPage(this.adds[move.amount - 1] as Button), card: move.card ? toPage(this.withCard) : null })),
      buttons: { handover: c.prompt === 'handover' && this.curtain.visible ? toPage(this.curtain.buttonCenter()) : null },
    };
  }
}
