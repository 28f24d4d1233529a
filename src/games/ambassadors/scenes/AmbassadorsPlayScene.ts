// Playing Ambassadors: the map with every figure, embassy and ambush; each seat's gold,
// ambassadors left, trip card and first-ambassador cards; the dice; the step of the turn the
// person in front of the screen is asked for, with its buttons and the lit spots of the map; their
// own hand of bonus cards (never another seat's); the event line; and the hand-over curtain
// between people. No rule is decided here: lit spots and buttons are the rules' `legalMoves`, and
// a refusal comes from the rules with its code (`ambassadors:errors.<code>`).
import Phaser from 'phaser';
import { createAiClient } from '../../../shell/ai-client';
import { playMusic, playSound } from '../../../shell/audio';
import { t, type Message } from '../../../platform/i18n';
import { SceneKeys } from '../../../platform/scene-keys';
import { animationDuration } from '../../../platform/settings';
import type { ToPage } from '../../../shell/scenes/test-bridge';
import { AnimationQueue } from '../../../ui/animation-queue';
import { Banner } from '../../../ui/banner';
import { Button } from '../../../ui/button';
import { DEPTHS } from '../../../ui/depths';
import { showDialog } from '../../../ui/dialog';
import { showBrokenGame } from '../../../ui/broken-game';
import { openShortcutsFrom } from '../play/screen-model';
import { HandoverCurtain } from '../../../ui/handover-curtain';
import { HudStrip } from '../../../ui/hud-strip';
import { watchLayout, type Layout, type Rect } from '../../../ui/layout';
import { ACTION_BUTTONS, playLayout, type PlayLayout } from './play-layout';
import { LocalizedText } from '../../../ui/localized-text';
import { drawPaperCard } from '../../../ui/paper-card';
import { SkyBackdrop } from '../../../ui/sky-backdrop';
import { COLORS, css, textStyle } from '../../../ui/theme';
import { fadeIn, goTo } from '../../../ui/transition';
import { reducedMotion } from '../../../ui/motion';
import { clearLog, logLine } from '../../../ui/turn-log';
import { BONUS_KINDS, BONUS_PRICE, board, type AmbassadorsEvent, type AmbassadorsMove, type AmbassadorsView, type SeatView } from '../rules/index';
import { AmbassadorsScenes } from '../scene-keys';
import { AmbassadorsController } from '../play/controller';
import { AmbassadorsRemoteController, type RemoteAmbassadors } from '../play/remote-controller';
import { seatsFromTable } from '../../../shell/online/table-seats';
import { TableStatus } from '../../../shell/online/table-status';
import { leaveTable } from '../../../shell/online/leave';
import { followReplay, type ReplayPlay } from '../../../shell/replay/open-replay';
import type { ReplaySession } from '../../../shell/replay/replay-session';
import { aboveReplayBar } from '../../../shell/replay/replay-bar';
import { leaveReplay } from '../../../shell/scenes/ReplayScene';
import type { OnlineSession } from '../../../shell/online/session';
import { shownSeat } from '../../../shell/shown-pen';
import { ambassadors } from '../index';
import { eventLine, wonderName } from '../play/event-lines';
import type { AmbassadorsScoringData, NewAmbassadorsGame } from '../play/game-config';
import { discardAmbassadors, saveAmbassadors, type SavedAmbassadors } from '../play/save';
import { ambassadorsSeatName } from '../play/seat-names';
import { CharacterBadge } from './character-badge';
import { BoardView } from '../ui/board-view';
import type { Point } from '../ui/board-geometry';
import { bonusCardFace, cardBack, CARD_RATIO, flyToHand, tripCardFace } from '../ui/cards';
import { Dice } from '../ui/dice';

/** A new game from the setup screen, a saved one to continue, or an online table's (the server holds it, this device plays its seat). */
export type AmbassadorsPlayData = NewAmbassadorsGame | SavedAmbassadors | { readonly online: OnlineSession } | ReplayPlay;

/** A card's face at a given width (cards.ts). */
type CardFace = (width: number) => Phaser.GameObjects.Container;

interface SeatCard {
  readonly back: Phaser.GameObjects.Graphics;
  readonly badge: CharacterBadge;
  readonly name: LocalizedText;
  readonly line: LocalizedText;
  readonly trip: LocalizedText;
  /** The trip card's reward bands (not on phones, whose cards are small). */
  readonly bands: LocalizedText;
  /** At an online table: what the seat is doing with its time left, or that it is away. */
  readonly status: LocalizedText;
  /** Gold as shown: it counts up (or down) to the view's. */
  shownGold: number;
}

export class AmbassadorsPlayScene extends Phaser.Scene {
  private controller!: AmbassadorsController;
  private queue!: AnimationQueue;
  private layoutNow!: PlayLayout;
  private hud!: HudStrip;
  private progress!: LocalizedText;
  private status!: LocalizedText;
  private map!: BoardView;
  /** The walk of the action being taken, dot by dot, shown once its steps are all in. */
  private walk: { readonly player: number; readonly path: number[] } | null = null;
  private seatCards: SeatCard[] = [];
  private promptCard!: Phaser.GameObjects.Graphics;
  private prompt!: LocalizedText;
  private dice!: Dice;
  /** The dice are tumbling: the view's faces wait until they land. */
  private rolling = false;
  /** The last move this screen sent for a tap or a button (for the test bridge). */
  private sent: AmbassadorsMove | null = null;
  private actions: Button[] = [];
  private actionMoves: (AmbassadorsMove | null)[] = [];
  private handCard!: Phaser.GameObjects.Graphics;
  /** The exploration deck and the bonus deck, face down. */
  private decks!: Record<'trip' | 'bonus', Phaser.GameObjects.Container>;
  private handTitle!: LocalizedText;
  private handCards!: { readonly back: Phaser.GameObjects.Graphics; readonly label: LocalizedText; readonly count: LocalizedText }[];
  private log!: LocalizedText;
  private banner!: Banner;
  private curtain!: HandoverCurtain;
  private refusal: string | null = null;
  private lastLine: Message | null = null;
  private stale = true;
  private wasBusy = false;
  /** Cards that have flown from a deck so far (for the test bridge). */
  private cardsFlown = 0;
  /** The online table this game is played at, if any: the connection, its notices and each seat's line. */
  private online: OnlineSession | null = null;
  private table: TableStatus | null = null;
  /** The replay shown, if this screen shows one. */
  private replay: ReplaySession | null = null;

  constructor() {
    super(AmbassadorsScenes.play);
  }

  create(data: AmbassadorsPlayData): void {
    playMusic('play');
    this.refusal = null;
    this.lastLine = null;
    this.stale = true;
    this.cardsFlown = 0;
    this.queue = new AnimationQueue();
    clearLog();
    const deps = {
      ai: createAiClient<AmbassadorsView, never>('ambassadors'),
      save: (game: SavedAmbassadors) => void saveAmbassadors(game),
      discardSave: () => discardAmbassadors(),
      viewSettled: () => this.queue.idle(),
      aiDelayMs: () => animationDuration(450),
    };
    this.online = 'online' in data ? data.online : null;
    this.table = null;
    this.replay = 'replay' in data ? data.replay : null;
    const made = 'online' in data ? remoteController(data.online) : 'replay' in data ? replayController(data.replay) : 'record' in data ? AmbassadorsController.load(data, deps) : AmbassadorsController.create(data, deps);
    if (!made.ok) return showBrokenGame(this, { key: 'ambassadors:play.broken' }, { key: `ambassadors:errors.${made.error.code}` });
    this.controller = made.value;
    this.buildViews();
    this.subscribe();
    if (this.controller instanceof AmbassadorsRemoteController && this.online)
      this.table = new TableStatus(this, this.online, this.controller, { playScene: AmbassadorsScenes.play, banner: this.banner, seatName: (seat) => this.name(seat), seatsChanged: () => this.renderSeatLines(), badgeDepth: DEPTHS.ui + 2 });
    if (this.controller instanceof AmbassadorsRemoteController && this.replay) followReplay(this, this.replay, this.controller, () => this.queue.idle());
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => this.controller.dispose());
    this.input.keyboard?.on('keydown', (event: KeyboardEvent) => {
      if (event.key === 'Enter' && this.controller.prompt === 'handover') this.controller.acceptHandover();
    });
    // In a replay, above its controls.
    watchLayout(this, (layout) => this.layout(this.replay ? aboveReplayBar(layout, this.replay.reviewable) : layout));
    fadeIn(this);
    this.controller.start();
  }

  private buildViews(): void {
    const c = this.controller;
    new SkyBackdrop(this, { islands: false });
    this.progress = new LocalizedText(this, 0, 0, 'common.verbatim', { text: '' }, textStyle('subheading')).setOrigin(0, 0.5);
    this.status = new LocalizedText(this, 0, 0, 'common.verbatim', { text: '' }, textStyle('label')).setOrigin(0, 0.5);
    this.hud = new HudStrip(this, () => this.askLeave(), [this.progress, this.status]);
    this.map = new BoardView(this, { seats: c.seats.map((s) => shownSeat(s.color, ambassadors)), input: true, onFootstep: () => playSound('step') });
    this.map.setDepth(DEPTHS.map);
    this.seatCards = c.seats.map((seat, i) => {
      const card: SeatCard = {
        back: this.add.graphics(),
        badge: new CharacterBadge(this, i, seat.color),
        name: this.addText('subheading'),
        line: this.addText('body'),
        trip: this.addText('label'),
        bands: this.addText('body', { color: css(COLORS.inkSoft) }),
        status: this.addText('small', { fontStyle: 'bold' }).setOrigin(1, 0),
        shownGold: c.view.boards[i]?.gold ?? 0,
      };
      card.back.setDepth(DEPTHS.ui);
      card.badge.setDepth(DEPTHS.ui);
      return card;
    });
    this.promptCard = this.add.graphics().setDepth(DEPTHS.ui);
    this.prompt = this.addText('body', { fontStyle: 'bold' });
    this.dice = new Dice(this, 40);
    this.dice.container.setDepth(DEPTHS.ui + 1);
    this.actions = Array.from({ length: ACTION_BUTTONS }, (_, i) => new Button(this, 0, 0, { label: 'common.verbatim', labelParams: { text: '' }, variant: i === 0 ? 'primary' : 'secondary', onClick: () => this.pressAction(i) }).setDepth(DEPTHS.ui));
    this.handCard = this.add.graphics().setDepth(DEPTHS.ui);
    this.decks = { trip: this.add.container(0, 0).setDepth(DEPTHS.ui + 1), bonus: this.add.container(0, 0).setDepth(DEPTHS.ui + 1) };
    this.handTitle = this.addText('label');
    this.handCards = BONUS_KINDS.map((kind) => ({ back: this.add.graphics().setDepth(DEPTHS.ui), label: this.addText('label', { align: 'center' }, `ambassadors:cards.${kind}`).setOrigin(0.5), count: this.addText('subheading', {}, 'common.verbatim').setOrigin(0.5) }));
    this.log = this.addText('body', { color: css(COLORS.inkSoft) });
    this.banner = new Banner(this);
    this.curtain = new HandoverCurtain(this, () => this.controller.acceptHandover());
  }

  private addText(kind: Parameters<typeof textStyle>[0], style: Parameters<typeof textStyle>[1] = {}, key = 'common.verbatim'): LocalizedText {
    const text = new LocalizedText(this, 0, 0, key, key === 'common.verbatim' ? { text: '' } : undefined, textStyle(kind, style)).setOrigin(0, 0).setDepth(DEPTHS.ui + 1);
    this.add.existing(text);
    return text;
  }

  private layout(layout: Layout): void {
    const play = playLayout(layout, this.controller.seats.length);
    this.layoutNow = play;
    const compact = play.compact;
    const cy = this.hud.layout(play.hud, compact);
    const left = play.hud.x + (compact ? 14 : 22);
    const right = this.hud.buttonsLeft - 12;
    this.progress.setBaseFontSize(compact ? 14 : 20).setPosition(left, compact ? cy - 9 : cy).fitWidth(compact ? right - left : 260);
    this.status.setBaseFontSize(compact ? 12 : 16);
    if (compact) this.status.setPosition(left, cy + 10).fitWidth(right - left);
    else this.status.setPosition(left + 280, cy).fitWidth(right - left - 280);
    this.map.layout(play.map, compact, compact);
    this.seatCards.forEach((card, i) => {
      const r = play.seats[i] as Rect;
      const size = compact ? 30 : 52;
      card.badge.place(r.x + 8 + size / 2, r.y + (compact ? 8 + size / 2 : r.height / 2), size);
      const tx = r.x + 16 + size;
      card.name.setBaseFontSize(compact ? 13 : 19).setPosition(tx, r.y + (compact ? 6 : 8));
      card.line.setBaseFontSize(compact ? 11 : 14).setPosition(compact ? r.x + 8 : tx, r.y + (compact ? 42 : 34));
      card.trip.setBaseFontSize(compact ? 11 : 14).setPosition(compact ? r.x + 8 : tx, r.y + (compact ? 58 : 56));
      card.bands.setBaseFontSize(13).setPosition(tx, r.y + 78).setVisible(!compact);
      // A phone's card has no room beside the name: the seat's online line goes under it.
      if (compact) card.status.setBaseFontSize(10).setOrigin(0, 0).setPosition(tx, r.y + 24).fitWidth(r.x + r.width - 8 - tx);
      else card.status.setBaseFontSize(12).setOrigin(1, 0).setPosition(r.x + r.width - 8, r.y + 10).fitWidth(null);
    });
    drawPaperCard(this.promptCard, { x: play.prompt.x, y: play.prompt.y, width: play.dice.x + play.dice.width - play.prompt.x, height: play.prompt.height }, { radius: compact ? 10 : 14 });
    this.prompt.setBaseFontSize(compact ? 13 : 17).setOrigin(0, 0.5).setPosition(play.prompt.x + 12, play.prompt.y + play.prompt.height / 2).setWordWrapWidth(play.prompt.width - 16, true).fitHeight(play.prompt.height - 8);
    this.placeActions();
    this.layoutDecks(play.decks);
    drawPaperCard(this.handCard, play.hand, { radius: compact ? 10 : 14 });
    const titleH = compact ? 18 : 24;
    this.handTitle.setBaseFontSize(compact ? 11 : 14).setPosition(play.hand.x + 10, play.hand.y + 4);
    const cardW = (play.hand.width - 20 - 3 * 8) / 4;
    this.handCards.forEach((card, i) => {
      const r = { x: play.hand.x + 10 + i * (cardW + 8), y: play.hand.y + titleH + 2, width: cardW, height: play.hand.height - titleH - 8 };
      card.back.clear().fillStyle(0x5b3a78, 1).fillRoundedRect(r.x, r.y, r.width, r.height, 8).lineStyle(2, 0xe9d8a6, 1).strokeRoundedRect(r.x + 3, r.y + 3, r.width - 6, r.height - 6, 6);
      card.label.setBaseFontSize(compact ? 10 : 13).setColor('#ffffff').setPosition(r.x + r.width / 2, r.y + r.height * 0.32).fitWidth(r.width - 8);
      card.count.setBaseFontSize(compact ? 14 : 20).setColor('#ffe9a8').setPosition(r.x + r.width / 2, r.y + r.height * 0.7);
    });
    this.log.setBaseFontSize(compact ? 12 : 15).setPosition(play.log.x, play.log.y + 4).setWordWrapWidth(play.log.width, true);
    this.banner.layout(play.map, compact);
    // A phone's map zooms onto the lit stops: the badge stays off it (it hid the stops under it),
    // at the foot of the event line's free space.
    if (compact) this.table?.badge.placeRight(play.log.x + play.log.width, play.log.y + play.log.height - 14);
    else this.table?.badge.placeRight(play.map.x + play.map.width - 8, play.map.y + 24);
    this.table?.notice.place({ centerX: play.map.x + play.map.width / 2, top: play.map.y + (compact ? 36 : 50), maxWidth: Math.min(play.map.width - 12, 640), compact });
    this.curtain.layout(layout);
    this.stale = true;
  }

  /** Each deck a little stack of backs, as tall as its place allows. */
  private layoutDecks(r: Rect): void {
    const width = this.deckCardWidth(r);
    (['trip', 'bonus'] as const).forEach((kind, i) => {
      const deck = this.decks[kind];
      deck.removeAll(true);
      for (let k = 2; k >= 0; k--) deck.add(cardBack(this, kind, width).setPosition(-k * 1.5, -k * 1.5));
      deck.setPosition(r.x + r.width * (i + 0.5) / 2 + 2, r.y + r.height / 2 + 2);
    });
  }

  private deckCardWidth(r: Rect): number {
    return Math.min(r.width / 2 - 8, (r.height - 4) / CARD_RATIO);
  }

  // ---- controller events -------------------------------------------------------------------------

  /** At an online table: each seat's line on its card (away, the AI standing in, travelling with its time left). */
  private renderSeatLines(): void {
    const { table, controller: c } = this;
    this.seatCards.forEach((card, seat) => {
      const doing: Message | null = c.waitingFor.includes(seat) ? { key: c.seats[seat]?.kind === 'ai' ? 'ambassadors:play.status.thinking' : 'ambassadors:play.status.travelling' } : null;
      const line = table?.seatLine(seat, doing);
      card.status.setVisible(line !== undefined).setMessage(line?.message ?? { key: 'common.verbatim', params: { text: '' } }).setColor(css(line?.alert ? COLORS.danger : COLORS.inkSoft));
    });
  }

  private subscribe(): void {
    const events = this.controller.events;
    events.on('changed', () => {
      this.stale = true;
      this.showWalk();
    });
    events.on('error', ({ code }) => {
      playSound('error');
      this.refusal = code;
      logLine(t(`ambassadors:errors.${code}`));
      this.banner.toast({ key: `ambassadors:errors.${code}` });
      this.stale = true;
    });
    events.on('played', (event) => this.show(event));
  }

  private name(seat: number): Message {
    return ambassadorsSeatName(this.controller.seats, seat);
  }

  /** The steps taken so far walk, as one walk. */
  private showWalk(): void {
    const walk = this.walk;
    this.walk = null;
    if (walk) this.queue.enqueue(() => this.map.walk(walk.player, walk.path));
  }

  /** Each event becomes a walk, an animation, a sound or the event line, in order. */
  private show(event: AmbassadorsEvent): void {
    const line = eventLine(event, (seat) => this.name(seat));
    if (line) logLine(t(line.key, line.params));
    if (event.type === 'stepped') {
      if (this.walk?.player !== event.player) this.showWalk();
      (this.walk ??= { player: event.player, path: [] }).path.push(event.to);
      return;
    }
    this.showWalk();
    switch (event.type) {
      case 'ambushSprung':
        return this.queue.enqueue(() => {
          this.lastLine = line;
          playSound('ambush');
          return this.map.springAmbush(event.dot);
        });
      case 'firstAmbassador':
        return this.queue.enqueue(() => {
          this.lastLine = line;
          playSound('shortcut');
          return Promise.all(this.openedShortcuts(event.wonder).map((p) => this.map.lightShortcut(p))).then(() => undefined);
        });
      case 'rolled':
        return this.queue.enqueue(() => this.roll(event.dice, line));
      case 'bonusDrawn':
        return this.queue.enqueue(() => {
          this.lastLine = line;
          playSound('card');
          const kind = event.card;
          return this.flyCards('bonus', event.player, [kind === null ? null : (width) => bonusCardFace(this, kind, width)], kind === null ? undefined : BONUS_KINDS.indexOf(kind));
        });
      case 'tripCardsDrawn':
        return this.queue.enqueue(() => {
          this.lastLine = line;
          playSound('card');
          // A rival's cards come face down; the viewer's own face up (the event names them online, the view here).
          const own = event.player === this.controller.viewer && this.controller.prompt !== 'handover';
          const cards = event.cards ?? (own && this.controller.view.turn.drawn.length > 0 ? this.controller.view.turn.drawn : null);
          const faces = cards ? cards.map((card): CardFace => (width) => tripCardFace(this, card, 0, width)) : Array.from({ length: Math.max(1, this.controller.view.turn.drawnCount) }, () => null);
          return this.flyCards('trip', event.player, faces);
        });
      case 'gameOver':
        return this.queue.enqueue(() => this.finish());
      default:
        return this.queue.enqueue(() => {
          if (line) this.lastLine = line;
          const sound = SOUNDS_OF[event.type];
          if (sound) playSound(sound);
          this.stale = true;
          return Promise.resolve();
        });
    }
  }

  /** The dice tumble, then land on the roll. */
  private roll(dice: readonly [number, number], line: Message | null): Promise<void> {
    playSound('dice');
    this.rolling = true;
    return this.dice.roll(dice[0], dice[1]).then(() => {
      this.rolling = false;
      this.lastLine = line;
      this.stale = true;
    });
  }

  /**
   * Drawn cards fly from their deck, one after another, and turn over where they land when this
   * screen may show their faces: the viewer's own to the hand (bonus cards to their kind's slot)
   * or to the prompt (trip cards, to choose from); a rival's, face down, to its seat card. They
   * fade there, the hand's counts and the seat's line having the news. Reduced motion: no flight.
   */
  private flyCards(deck: 'trip' | 'bonus', player: number, faces: readonly (CardFace | null)[], handSlot?: number): Promise<void> {
    if (reducedMotion() || faces.length === 0) return Promise.resolve();
    const play = this.layoutNow;
    const width = this.deckCardWidth(play.decks);
    const from = { x: this.decks[deck].x, y: this.decks[deck].y };
    const mine = player === this.controller.viewer && this.controller.prompt !== 'handover' && this.handCards[0]?.back.visible === true;
    const slot = handSlot === undefined ? undefined : this.handCards[handSlot]?.count;
    const target: Point = !mine ? centre(play.seats[player] ?? play.prompt) : deck === 'bonus' ? (slot ? { x: slot.x, y: slot.y } : centre(play.hand)) : centre(play.prompt);
    const gap = animationDuration(140);
    const flights = faces.map((face, i) => {
      const to = { x: target.x + (i - (faces.length - 1) / 2) * width * 1.15, y: target.y };
      const card = cardBack(this, deck, width).setDepth(DEPTHS.flying).setVisible(false);
      return new Promise<void>((resolve) => this.time.delayedCall(i * gap, resolve))
        .then(() => flyToHand(this, card.setVisible(true), from, to, face ? () => face(width) : undefined))
        .then((landed) => {
          this.cardsFlown++;
          return landed.setDepth(DEPTHS.flying);
        });
    });
    return Promise.all(flights).then(
      (landed) =>
        new Promise<void>((resolve) => {
          this.tweens.add({
            targets: landed,
            alpha: 0,
            delay: animationDuration(mine ? 420 : 160),
            duration: animationDuration(220),
            onComplete: () => {
              for (const card of landed) card.destroy();
              resolve();
            },
          });
        }),
    );
  }

  /** The orange paths from `wonder`, open now that an ambassador stands there. */
  private openedShortcuts(wonder: number): number[] {
    return openShortcutsFrom(this.controller.view, wonder);
  }

  private finish(): Promise<void> {
    // A replay's last step stays on screen, under its controls.
    if (this.replay) return Promise.resolve();
    // The scoring screen sounds the fanfare.
    const c = this.controller;
    const data: AmbassadorsScoringData = { view: c.finalView, record: c.record, seats: c.seats, ...(this.online ? { online: this.online } : {}) };
    goTo(this, AmbassadorsScenes.scoring, data);
    return Promise.resolve();
  }

  // ---- input ---------------------------------------------------------------------------------------

  /** The legal moves a tap on the map makes: walks to their last spot, ambushes on their dot, sales at their wonder. */
  private spotMoves(): Map<number, AmbassadorsMove> {
    const bySpot = new Map<number, AmbassadorsMove>();
    if (this.queue.busy) return bySpot;
    for (const move of this.controller.moves) {
      const spot = move.type === 'move' ? move.path[move.path.length - 1] : move.type === 'ambush' ? move.dot : move.type === 'sell' ? move.wonder : undefined;
      // The first walk listed to a stop is the rules' shortest one (without a joker when one will do).
      if (spot !== undefined && !bySpot.has(spot)) bySpot.set(spot, move);
    }
    return bySpot;
  }

  private tapSpot(spot: number): void {
    const move = this.spotMoves().get(spot);
    if (move) this.play(move);
  }

  private pressAction(i: number): void {
    const move = this.actionMoves[i];
    if (move && !this.queue.busy) this.play(move);
  }

  private play(move: AmbassadorsMove): void {
    this.refusal = null;
    this.sent = move;
    if (move.type === 'ambush') playSound('ambush');
    else if (move.type === 'buy') playSound('card');
    this.controller.act(move);
  }

  private askLeave(): void {
    if (this.replay) return leaveReplay(this, this.replay);
    const online = this.online;
    showDialog(this, {
      title: { key: online?.watching ? 'online.watch.leaveTitle' : 'play.leave.title' },
      message: { key: online ? (online.watching ? 'online.watch.leave' : 'online.leaveGame') : 'ambassadors:play.leaveMessage' },
      choices: [
        { label: 'play.leave.confirm', variant: 'danger', icon: 'home', onChoose: () => (online ? leaveTable(this, online) : goTo(this, SceneKeys.Menu)) },
        { label: 'common.cancel', variant: 'plain', onChoose: () => undefined },
      ],
    });
  }

  // ---- drawing the state ---------------------------------------------------------------------------

  override update(): void {
    if (!this.controller || !this.layoutNow) return;
    if (this.queue.busy !== this.wasBusy) {
      this.wasBusy = this.queue.busy;
      this.stale = true;
    }
    if (!this.stale) return;
    this.stale = false;
    this.render();
  }

  private render(): void {
    const c = this.controller;
    const view = c.view;
    const viewer = c.viewer;
    const prompt = c.prompt;
    const me = view.boards[viewer];
    const lit = prompt === 'handover' ? [] : [...this.spotMoves().keys()];
    this.map.update(view);
    if (lit.length > 0) this.map.highlightStops(lit, (spot) => this.tapSpot(spot));
    else this.map.clearHighlights();
    // Nothing reaches the map under the hand-over curtain.
    this.map.setInputEnabled(prompt !== 'handover');
    this.progress.setMessage({ key: 'ambassadors:hud.round', params: { round: view.turn.round } });
    this.status.setMessage(prompt === 'over' ? { key: 'ambassadors:hud.over' } : { key: 'ambassadors:hud.turnOf', params: { name: this.name(view.turn.player) } });
    view.boards.forEach((b, seat) => this.renderSeat(view, b, seat));
    this.renderSeatLines();
    this.renderDice(view);
    this.renderTurn(view);
    this.renderHand(prompt === 'handover' ? null : (me?.hand ?? null));
    this.log.setMessage(this.refusal ? { key: `ambassadors:errors.${this.refusal}` } : (this.lastLine ?? { key: 'common.verbatim', params: { text: '' } })).setColor(css(this.refusal ? COLORS.danger : COLORS.inkSoft));
    if (prompt === 'handover') {
      const next = c.handoverPlayer ?? 0;
      this.curtain.show(this.name(next), shownSeat(c.seats[next]?.color ?? COLORS.white, ambassadors));
    } else this.curtain.hide();
  }

  private renderSeat(view: AmbassadorsView, b: SeatView, seat: number): void {
    const card = this.seatCards[seat];
    const r = this.layoutNow.seats[seat];
    if (!card || !r) return;
    const turn = view.turn.player === seat && view.phase !== 'over';
    drawPaperCard(card.back, r, { radius: 12, border: turn ? (this.controller.seats[seat]?.color ?? COLORS.paperEdge) : COLORS.paperEdge, borderWidth: turn ? 4 : 2 });
    const compact = this.layoutNow.compact;
    card.name.setMessage(this.name(seat)).fitWidth(r.width - (compact ? 50 : 76));
    const claims = view.claims.filter((holder) => holder === seat).length;
    if (card.shownGold !== b.gold) this.countGold(card, b.gold);
    card.line.setMessage({ key: compact ? 'ambassadors:hud.seatShort' : 'ambassadors:hud.seat', params: { gold: card.shownGold, left: b.supply, cards: claims } }).fitWidth(r.width - (compact ? 14 : 76));
    card.trip.setMessage(this.tripLine(b)).fitWidth(r.width - (compact ? 14 : 76));
    card.bands.setMessage(this.bandsLine(b)).fitWidth(r.width - 76);
  }

  /** Gold counts to its new amount rather than jumping. */
  private countGold(card: SeatCard, to: number): void {
    const from = card.shownGold;
    card.shownGold = to;
    if (to > from) playSound('coins');
    const counter = { value: from };
    this.tweens.add({
      targets: counter,
      value: to,
      duration: animationDuration(500),
      onUpdate: () => card.line.setParams({ ...(card.line.params ?? {}), gold: Math.round(counter.value) }),
    });
  }

  private tripLine(b: SeatView): Message {
    const card = b.trip.card === null ? undefined : board().cards[b.trip.card];
    if (!card || b.trip.failed) return { key: this.layoutNow.compact ? 'ambassadors:hud.tripFailedShort' : 'ambassadors:hud.tripFailed', params: { wonder: wonderName(b.trip.target), rolls: b.trip.rolls } };
    return { key: this.layoutNow.compact ? 'ambassadors:hud.tripShort' : 'ambassadors:hud.trip', params: { wonder: wonderName(card.target), rolls: b.trip.rolls } };
  }

  private bandsLine(b: SeatView): Message {
    const card = b.trip.card === null || b.trip.failed ? undefined : board().cards[b.trip.card];
    if (!card) return { key: 'common.verbatim', params: { text: '' } };
    return { key: 'ambassadors:hud.bands', params: { top: card.top, topGold: card.topGold, mid: card.mid, midGold: card.midGold, fail: card.mid + 1, fine: card.fine } };
  }

  private renderDice(view: AmbassadorsView): void {
    const r = this.layoutNow.dice;
    this.dice.container.setPosition(r.x + r.width / 2, r.y + r.height / 2).setScale(this.layoutNow.compact ? 0.8 : 1);
    if (this.rolling) return;
    const dice = view.turn.dice;
    if (dice) this.dice.show(dice[0], dice[1]);
    else this.dice.clear();
  }

  /** The prompt and the step's buttons, from the rules' legal moves. */
  private renderTurn(view: AmbassadorsView): void {
    const c = this.controller;
    const prompt = c.prompt;
    const moves = this.queue.busy || prompt === 'handover' ? [] : c.moves;
    const buttons: { move: AmbassadorsMove; label: Message }[] = [];
    for (const move of moves) {
      const label = this.buttonLabel(view, move);
      if (label) buttons.push({ move, label });
    }
    this.actionMoves = this.actions.map((button, i) => {
      const b = buttons[i];
      button.setVisible(b !== undefined);
      if (b) button.setLabel(b.label.key, b.label.params);
      return b?.move ?? null;
    });
    this.prompt.setMessage(this.promptLine(view));
    this.placeActions();
  }

  /**
   * The step's buttons in their slots. On a wide screen the buttons shown share the row (up to
   * half as wide again as a slot), so that a long label ("Keep United Kingdom") keeps its size.
   */
  private placeActions(): void {
    if (!this.layoutNow) return;
    const slots = this.layoutNow.actions;
    const shown = this.actions.filter((button) => button.visible).length;
    const first = slots[0] as Rect;
    const last = slots[slots.length - 1] as Rect;
    const gap = slots.length > 1 ? (slots[1] as Rect).x - first.x - first.width : 0;
    const width = this.layoutNow.compact || shown === 0 ? first.width : Math.min((last.x + last.width - first.x - (shown - 1) * gap) / shown, first.width * 1.5);
    this.actions.forEach((button, i) => {
      const r = this.layoutNow.compact ? (slots[i] as Rect) : { x: first.x + i * (width + gap), y: first.y, width, height: first.height };
      button.setButtonSize(r.width, r.height).setPosition(r.x + r.width / 2, r.y + r.height / 2);
    });
  }

  private buttonLabel(view: AmbassadorsView, move: AmbassadorsMove): Message | null {
    const drawn = (index: number): Message => wonderName(board().cards[view.turn.drawn[index] as number]?.target ?? 0);
    switch (move.type) {
      case 'roll':
        return { key: 'ambassadors:play.actions.roll' };
      case 'boost':
        return { key: `ambassadors:play.actions.${move.card}` };
      case 'pass':
        return { key: `ambassadors:play.actions.pass.${view.phase}` };
      case 'buy':
        return { key: 'ambassadors:play.actions.buy', params: { price: BONUS_PRICE } };
      // Phones: the cards by number; the prompt names them.
      case 'keep':
        return this.layoutNow.compact ? { key: 'ambassadors:play.actions.keepShort', params: { n: move.index + 1 } } : { key: 'ambassadors:play.actions.keep', params: { wonder: drawn(move.index) } };
      case 'swap':
        return this.layoutNow.compact ? { key: 'ambassadors:play.actions.swapShort', params: { n: move.index + 1 } } : { key: 'ambassadors:play.actions.swap', params: { wonder: drawn(move.index) } };
      default:
        return null;
    }
  }

  private promptLine(view: AmbassadorsView): Message {
    const c = this.controller;
    // A replay has nobody to wait for: its own line instead.
    if (this.replay) return this.replay.line;
    switch (c.prompt) {
      case 'roll':
        return { key: 'ambassadors:play.prompt.roll' };
      case 'move':
        return { key: 'ambassadors:play.prompt.move', params: { count: view.turn.points } };
      case 'ambush':
        return { key: 'ambassadors:play.prompt.ambush' };
      case 'shop':
        return { key: 'ambassadors:play.prompt.shop', params: { gold: view.boards[c.viewer]?.gold ?? 0, price: BONUS_PRICE } };
      case 'choose': {
        const cards = view.turn.drawn.map((card) => board().cards[card]);
        const band = (i: number): Message => {
          const k = cards[i];
          if (k && this.layoutNow.compact) return { key: 'ambassadors:play.bandShort', params: { wonder: wonderName(k.target), topGold: k.topGold } };
          return k ? { key: 'ambassadors:play.band', params: { wonder: wonderName(k.target), top: k.top, topGold: k.topGold, mid: k.mid, midGold: k.midGold, fail: k.mid + 1, fine: k.fine } } : { key: 'common.verbatim', params: { text: '' } };
        };
        return { key: 'ambassadors:play.prompt.choose', params: { first: band(0), second: band(1) } };
      }
      case 'sell':
        return { key: 'ambassadors:play.prompt.sell', params: { count: view.turn.debt?.amount ?? 0 } };
      case 'handover':
        return { key: 'ambassadors:play.prompt.handover' };
      case 'over':
        return { key: 'ambassadors:hud.over' };
      default:
        return { key: 'ambassadors:play.prompt.wait', params: { name: this.name(view.turn.player) } };
    }
  }

  /** The viewer's bonus cards by kind; none on show, nor their panel, between two people (the curtain) or for a spectator. */
  private renderHand(hand: readonly number[] | null): void {
    const shown = hand !== null;
    this.handCard.setVisible(shown);
    this.handTitle.setMessage({ key: 'ambassadors:play.hand', params: { name: this.name(this.controller.viewer) } }).setVisible(shown);
    this.handCards.forEach((card, i) => {
      card.back.setVisible(shown);
      card.label.setVisible(shown);
      card.count.setVisible(shown).setMessage({ key: 'ambassadors:play.handCount', params: { count: hand?.[i] ?? 0 } });
    });
  }

  /** Read by the end-to-end test bridge only (see shell/scenes/test-bridge.ts). */
  testView(toPage: ToPage): unknown {
    const c = this.controller;
    if (!c) return undefined;
    const state = c.state;
    const bySpot = this.spotMoves();
    const area = this.layoutNow.map;
    // Well inside the map: a touch at its very edge may be taken for a pan.
    const edge = 24;
    const onMap = (p: { x: number; y: number }): boolean => p.x >= area.x + edge && p.x <= area.x + area.width - edge && p.y >= area.y + edge && p.y <= area.y + area.height - edge;
    const moves = [
      // The stops in sight (a phone's map may be zoomed in on some of them), away from its edges.
      ...[...bySpot].flatMap(([spot, move]) => {
        const at = this.map.spotOnScreen(spot);
        return onMap(at) ? [{ move, at: toPage(at) }] : [];
      }),
      ...this.actionMoves.flatMap((move, i) => (move && this.actions[i]?.visible ? [{ move, at: toPage(this.actions[i] as Button) }] : [])),
    ];
    return {
      summary: {
        phase: state.phase,
        round: state.turn.round,
        player: state.turn.player,
        prompt: c.prompt,
        acting: c.actingPlayer,
        viewer: c.viewer,
        handover: c.handoverPlayer,
        actions: c.actionsSoFar,
        seats: c.seats.map((s) => ({ kind: s.kind, name: s.name })),
        /** Whose hand is on screen (null: none). */
        handShown: this.handCards[0]?.back.visible ? c.viewer : null,
        // Drawn as the rules stand now: nothing queued, the last change on screen, and the map not
        // gliding to the stops it lights (from the frame that asks for it: a tap read from the
        // places before would land where a stop was).
        busy: this.queue.busy || this.stale || this.queue.busy !== this.wasBusy || this.map.moving,
        refusal: this.refusal,
        sent: this.sent,
        cardsFlown: this.cardsFlown,
      },
      /** The viewer's own view, as the rules give it. */
      view: c.view,
      moves,
      buttons: { handover: c.prompt === 'handover' && this.curtain.visible ? toPage(this.curtain.buttonCenter()) : null },
      // At an online table: this device's seat (null: watching), each seat's status as the table says, the notice's offer.
      online: this.table?.testView() ?? null,
    };
  }
}

/** The sound of each event that has one (the walk's steps and the dice have theirs above). */
const SOUNDS_OF: Partial<Record<AmbassadorsEvent['type'], string>> = {
  ambushPlaced: 'ambush',
  arrived: 'embassy',
  tollCharged: 'coins',
};

const centre = (r: Rect): Point => ({ x: r.x + r.width / 2, y: r.y + r.height / 2 });

/** This device's seat at an online table, from the server's latest view. */
function remoteController(session: OnlineSession): ReturnType<typeof AmbassadorsController.create> {
  const first = session.game as RemoteAmbassadors | null;
  if (!first || !session.table) return { ok: false, error: { code: 'badRecord', detail: 'The table has no game yet.' } };
  return { ok: true, value: new AmbassadorsRemoteController(first, seatsFromTable(session.table, ambassadors), (action) => session.act(action)) };
}

/** A finished game replayed: one seat's views, step by step, with nothing to play. */
function replayController(session: ReplaySession): ReturnType<typeof AmbassadorsController.create> {
  return { ok: true, value: new AmbassadorsRemoteController(session.message as RemoteAmbassadors, session.seats, null) };
}
