// Playing Trails of Tucana: the island with the sheet of the player in front of the screen, the
// two cards of the turn, their score sheet, the other players, and the inputs sent to the
// controller. No rule is decided here: highlighted pairs are the rules' `legalEdges`, and every
// refusal comes from the rules with its code (`tucana:errors.<code>`).
import Phaser from 'phaser';
import { createAiClient } from '../../../shell/ai-client';
import { playMusic, playSound } from '../../../shell/audio';
import { t, translate, type Message } from '../../../platform/i18n';
import { SceneKeys } from '../../../platform/scene-keys';
import { TucanaScenes } from '../scene-keys';
import type { ToPage } from '../../../shell/scenes/test-bridge';
import { animationDuration } from '../../../platform/settings';
import { AnimationQueue } from '../../../ui/animation-queue';
import { Banner, type BannerLine } from '../../../ui/banner';
import { Button } from '../../../ui/button';
import { DEPTHS } from '../../../ui/depths';
import { showDialog } from '../../../ui/dialog';
import { showBrokenGame } from '../../../ui/broken-game';
import { HandoverCurtain } from '../../../ui/handover-curtain';
import { watchLayout, type Layout, type Rect } from '../../../ui/layout';
import { LocalizedText } from '../../../ui/localized-text';
import { drawPaperCard } from '../../../ui/paper-card';
import { pointerWords } from '../../../ui/pointer-words';
import { SkyBackdrop } from '../../../ui/sky-backdrop';
import { COLORS, addFigure, css, textStyle } from '../../../ui/theme';
import { fadeIn, goTo } from '../../../ui/transition';
import { clearLog, logLine } from '../../../ui/turn-log';
import { LETTERS, edgeBetween, type DrawnSegment, type Letter, type ScoreHistory, type TucanaEvent, type TucanaRecord, type TucanaView } from '../rules/index';
import { TucanaController } from '../play/controller';
import { TucanaRemoteController, type RemoteTucana } from '../play/remote-controller';
import { seatsFromTable } from '../../../shell/online/table-seats';
import { TableStatus } from '../../../shell/online/table-status';
import { leaveTable } from '../../../shell/online/leave';
import { followReplay, type ReplayPlay } from '../../../shell/replay/open-replay';
import type { ReplaySession } from '../../../shell/replay/replay-session';
import { aboveReplayBar } from '../../../shell/replay/replay-bar';
import { leaveReplay } from '../../../shell/scenes/ReplayScene';
import type { OnlineSession } from '../../../shell/online/session';
import type { NewTucanaGame, Seat } from '../play/game-config';
import { tucana } from '../index';
import { shownSeat } from '../../../shell/shown-pen';
import { SeatDot } from '../../../ui/seat-dot';
import type { CraftedTable } from '../play/crafted-tables';
import { discardTucana, saveTucana, type SavedTucana } from '../play/save';
import { tucanaSeatName, tucanaSeatNames } from '../play/seat-names';
import { tucanaSeatDoing } from '../play/seat-status';
import { tucanaSummary } from '../play/test-summary';
import { drawnPoints } from '../play/screen-model';
import { CardPair } from '../ui/card-pair';
import { hexToward } from '../ui/hex-geometry';
import { IslandView, type SheetDrawing } from '../ui/island-view';
import { SeatLines } from '../ui/seat-lines';
import { SheetPanel } from '../ui/sheet-panel';
import { TucanaHud } from '../ui/hud';
import { tucanaPlayLayout, type TucanaPlayLayout } from '../ui/play-layout';
import { BONUS_BLUE, BONUS_RED } from '../ui/island-art';
import { flyCard, flyStroke, risePoints } from '../ui/staging';

/**
 * A new game from the setup screen, a saved one to continue, an online table's (the server holds
 * it, this device plays its seat), or a table the end-to-end test bridge opened (play/crafted-tables.ts).
 */
export type TucanaPlayData = NewTucanaGame | SavedTucana | { readonly online: OnlineSession } | CraftedTable | ReplayPlay;

/** What the scoring scene receives: the finished game and who played it. */
export interface TucanaScoringData {
  readonly view: TucanaView;
  readonly record: TucanaRecord;
  readonly seats: readonly Seat[];
  /** Everyone's score after each round, for the chart (null: online, where the actions stay on the server). */
  readonly history: ScoreHistory | null;
  /** At an online table: the host may start a rematch from the scoring screen. */
  readonly online?: OnlineSession;
}

type EventOf<T extends TucanaEvent['type']> = Extract<TucanaEvent, { readonly type: T }>;

const KEY_STEPS: Readonly<Record<string, readonly [number, number]>> = {
  ArrowRight: [1, 0],
  ArrowLeft: [-1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

export class TucanaPlayScene extends Phaser.Scene {
  private controller!: TucanaController;
  private queue!: AnimationQueue;
  private layoutNow!: TucanaPlayLayout;
  private hud!: TucanaHud;
  private island!: IslandView;
  private cards!: CardPair;
  private prompt!: LocalizedText;
  private promptCard!: Phaser.GameObjects.Graphics;
  private undo!: Button;
  private confirm!: Button;
  private sheet!: SheetPanel;
  private opponents: { readonly seat: number; readonly button: Button; readonly dot: SeatDot; readonly mark: Phaser.GameObjects.Text }[] = [];
  /** Another player's sheet, opened from their button (read-only). */
  private other!: { readonly island: IslandView; readonly panel: SheetPanel; readonly title: LocalizedText; readonly close: Button; readonly back: Phaser.GameObjects.Graphics };
  private opened: number | null = null;
  private banner!: Banner;
  private curtain!: HandoverCurtain;
  private selected: number | null = null;
  private cursor: number | null = null;
  private refusal: { readonly code: string; readonly edge: number | null; readonly hex: number | null } | null = null;
  /** Shows playing beside the game (strokes, points, flying cards): they hold nothing up, but the test bridge waits for them. */
  private shows = 0;
  /** Shows begun since the screen opened (for the test bridge). */
  private staged = 0;
  private stale = true;
  /** The online table this game is played at, if any. */
  private online: OnlineSession | null = null;
  /** At an online table: the connection, the notices (takeover, resume, join again) and each seat's line. */
  private table: TableStatus | null = null;
  /** The replay shown, if this screen shows one. */
  private replay: ReplaySession | null = null;
  private seatLines: SeatLines | null = null;
  private wasBusy = false;

  constructor() {
    super(TucanaScenes.play);
  }

  create(data: TucanaPlayData): void {
    playMusic('play');
    this.selected = null;
    this.cursor = null;
    this.refusal = null;
    this.opened = null;
    this.stale = true;
    this.shows = 0;
    this.staged = 0;
    this.queue = new AnimationQueue();
    clearLog();
    const deps = {
      ai: createAiClient<TucanaView, never>('tucana'),
      save: (game: SavedTucana) => void saveTucana(game),
      discardSave: () => discardTucana(),
      viewSettled: () => this.queue.idle(),
    };
    this.online = 'online' in data ? data.online : null;
    this.table = null;
    this.replay = 'replay' in data ? data.replay : null;
    const made = 'online' in data ? remoteController(data.online) : 'replay' in data ? replayController(data.replay) : 'open' in data ? data.open(deps) : 'record' in data ? TucanaController.load(data, deps) : TucanaController.create(data, deps);
    if (!made.ok) return showBrokenGame(this, { key: 'tucana:play.broken.title' }, { key: `tucana:errors.${made.error.code}` });
    this.controller = made.value;
    this.buildViews();
    this.subscribe();
    if (this.controller instanceof TucanaRemoteController && this.online)
      this.table = new TableStatus(this, this.online, this.controller, { playScene: TucanaScenes.play, banner: this.banner, seatName: (seat) => this.name(seat), seatsChanged: () => this.renderSeatLines(), badgeDepth: DEPTHS.ui });
    if (this.controller instanceof TucanaRemoteController && this.replay) followReplay(this, this.replay, this.controller, () => this.queue.idle());
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => this.controller.dispose());
    this.installKeys();
    // In a replay, above its controls.
    watchLayout(this, (layout) => this.layout(this.replay ? aboveReplayBar(layout, this.replay.reviewable) : layout));
    this.cards.set(this.controller.state.turn.cards);
    fadeIn(this);
    this.controller.start();
    // A replay starts again at every jump: no round banner then.
    if (!this.replay) this.queue.enqueue(() => this.banner.announce({ key: 'tucana:play.roundStart', params: { round: this.controller.state.turn.round + 1 } }));
  }

  private buildViews(): void {
    const c = this.controller;
    new SkyBackdrop(this, { islands: false });
    this.hud = new TucanaHud(this, () => this.askLeave());
    this.island = new IslandView(this, c.island, { tap: (hex) => this.tapHex(hex), drag: (from, to) => this.dragHexes(from, to) });
    this.island.setDepth(DEPTHS.map);
    this.promptCard = this.add.graphics().setDepth(DEPTHS.ui);
    this.cards = new CardPair(this, DEPTHS.ui + 1);
    this.prompt = new LocalizedText(this, 0, 0, 'common.verbatim', { text: '' }, textStyle('body', { fontStyle: 'bold' })).setOrigin(0, 0.5).setDepth(DEPTHS.ui);
    this.add.existing(this.prompt);
    this.undo = new Button(this, 0, 0, { label: 'tucana:play.undo', icon: 'undo', variant: 'plain', onClick: () => this.controller.undo() }).setDepth(DEPTHS.ui);
    this.confirm = new Button(this, 0, 0, { label: 'tucana:play.confirm', icon: 'confirm', onClick: () => this.controller.confirm() }).setDepth(DEPTHS.ui);
    this.sheet = new SheetPanel(this, c.island).setDepth(DEPTHS.ui);
    this.opponents = c.seats.map((seat, i) => ({
      seat: i,
      // A symbol needs a larger dot to be made out.
      dot: ((mark) => new SeatDot(this, mark.symbol ? 7 : 5, 2, mark))(shownSeat(seat.color, tucana)).setDepth(DEPTHS.ui + 1),
      // Drawn this turn (a tick) or still drawing (an ellipsis): a sign, not a word, so names keep the room.
      mark: addFigure(this, 0, 0, '', 12, COLORS.success).setDepth(DEPTHS.ui + 1),
      button: new Button(this, 0, 0, { label: 'common.verbatim', labelParams: { text: '' }, variant: 'plain', height: 44, labelInset: 12, onClick: () => this.toggleSheet(i) }).setDepth(DEPTHS.ui),
    }));
    const back = this.add.graphics();
    const otherIsland = new IslandView(this, c.island, null);
    const otherPanel = new SheetPanel(this, c.island);
    const title = new LocalizedText(this, 0, 0, 'common.verbatim', { text: '' }, textStyle('subheading')).setOrigin(0.5, 0.5);
    this.add.existing(title);
    const close = new Button(this, 0, 0, { label: 'tucana:play.closeSheet', icon: 'back', variant: 'secondary', height: 44, onClick: () => this.toggleSheet(null) });
    this.other = { island: otherIsland, panel: otherPanel, title, close, back };
    for (const o of [back, title, close]) o.setDepth(DEPTHS.overlay);
    otherIsland.setDepth(DEPTHS.overlay);
    otherPanel.setDepth(DEPTHS.overlay);
    this.banner = new Banner(this);
    this.curtain = new HandoverCurtain(this, () => this.controller.acceptHandover());
    // At an online table: each seat's line under its button.
    this.seatLines = this.online ? new SeatLines(this, c.seats.length) : null;
  }

  private layout(layout: Layout): void {
    const play = tucanaPlayLayout(layout, this.controller.seats.length, this.table !== null);
    this.layoutNow = play;
    this.hud.layout(play.hud, play.compact);
    this.island.place(play.island);
    drawPaperCard(this.promptCard.clear(), play.turn, { radius: play.compact ? 10 : 16 });
    this.cards.place(play.cards);
    this.prompt.setBaseFontSize(play.compact ? 13 : 17).setPosition(play.prompt.x, play.prompt.y + play.prompt.height / 2).setWordWrapWidth(play.prompt.width, true);
    this.undo.setButtonSize(play.undo.width, play.undo.height).setPosition(play.undo.x + play.undo.width / 2, play.undo.y + play.undo.height / 2);
    this.confirm.setButtonSize(play.confirm.width, play.confirm.height).setPosition(play.confirm.x + play.confirm.width / 2, play.confirm.y + play.confirm.height / 2);
    this.sheet.place(play.sheet, play.compact);
    this.opponents.forEach((o, i) => {
      const r = play.seats[i] as Rect;
      o.button.setButtonSize(r.width, r.height).setPosition(r.x + r.width / 2, r.y + r.height / 2);
      // In the corners, clear of the label (which keeps labelInset free on each side).
      o.dot.setPosition(r.x + 8, r.y + 8);
      o.mark.setPosition(r.x + r.width - 8, r.y + 9);
    });
    this.banner.layout(play.island, play.compact);
    this.table?.badge.placeRight(play.island.x + play.island.width - 4, play.island.y + (play.compact ? 4 : 14));
    // The table's notice over the top of the island, under the badge, where it is seen at once.
    this.table?.notice.place({ centerX: play.island.x + play.island.width / 2, top: play.island.y + (play.compact ? 34 : 48), maxWidth: Math.min(play.island.width - 12, 640), compact: play.compact });
    this.seatLines?.place(play.seatLines, play.compact);
    this.curtain.layout(layout);
    this.placeOther();
    this.stale = true;
  }

  // ---- controller events ---------------------------------------------------------------------

  /** At an online table: each seat's line under its button (away, the AI standing in, drawing with its time left). */
  private renderSeatLines(): void {
    const { table, seatLines, controller: c } = this;
    seatLines?.update(c.seats.map((_, seat) => table?.seatLine(seat, tucanaSeatDoing(c.seats, c.waitingFor, seat))));
  }

  private subscribe(): void {
    const events = this.controller.events;
    events.on('changed', () => (this.stale = true));
    events.on('drawn', ({ segment }) => this.showDrawn(segment));
    events.on('undone', () => playSound('click'));
    events.on('handover', () => this.toggleSheet(null));
    events.on('error', ({ code, edge, hex }) => {
      playSound('error');
      this.refusal = { code, edge, hex };
      logLine(t(`tucana:errors.${code}`));
      // Where the player tried: the reason stands just above the pair of hexes, or the one hex.
      const island = this.controller.island;
      const hexes = edge !== null && edge >= 0 ? [island.edgeHexes[2 * edge] as number, island.edgeHexes[2 * edge + 1] as number] : hex !== null && hex >= 0 && hex < island.size ? [hex] : [];
      if (hexes.length === 0) return this.banner.toast({ key: `tucana:errors.${code}` });
      const points = hexes.map((h) => this.island.hexPoint(h));
      const x = points.reduce((sum, p) => sum + p.x, 0) / points.length;
      this.banner.toast({ key: `tucana:errors.${code}` }, { x, y: Math.min(...points.map((p) => p.y)) - this.island.radius });
    });
    events.on('played', (event) => this.show(event));
  }

  private name(player: number): Message {
    return tucanaSeatName(this.controller.seats, player);
  }

  /** Each event the rules report becomes an animation, a sound or a banner, in order, and a line of the turn log. */
  private show(event: TucanaEvent): void {
    switch (event.type) {
      case 'cardsRevealed':
        return this.queue.enqueue(() => this.reveal(event));
      case 'noSegment':
        return this.queue.enqueue(() => this.noSegment(event.player));
      case 'turnClosed':
        return this.showOthersDrawn(event);
      case 'blueBonus':
        this.showBonusCards(this.sheet.blueCard(LETTERS.indexOf(event.letter)), BONUS_BLUE, event.points, event.players);
        return this.queue.enqueue(() => {
          playSound('blue-bonus');
          return this.announce({ key: 'tucana:events.blueBonus', params: { letter: event.letter, count: event.points } }, [
            { message: this.takers(event.players, event.shared) },
            { message: { key: 'tucana:events.blueLeft', params: { letter: event.letter, count: event.left } } },
          ], 'icon-star');
        });
      case 'redBonus': {
        const red = this.controller.view.redCards;
        this.showBonusCards(this.sheet.redCard(red.indexOf(event.kind), red.length), BONUS_RED, event.points, event.players);
        return this.queue.enqueue(() => {
          playSound('red-bonus');
          return this.announce({ key: 'tucana:events.redBonus', params: { sight: { key: `tucana:sights.${event.kind}` }, count: event.points } }, [{ message: this.takers(event.players, event.shared) }], 'icon-trophy');
        });
      }
      case 'roundScored':
        return this.queue.enqueue(() => {
          playSound('round-end');
          const lines: BannerLine[] = event.sights.map((count, p) => ({ message: { key: 'tucana:events.roundLine', params: { name: this.name(p), count } }, seat: shownSeat(this.controller.seats[p]?.color ?? 0, tucana) }));
          return this.announce({ key: 'tucana:events.roundScored', params: { round: event.round + 1 } }, lines, 'icon-star');
        });
      case 'soloCut':
        return this.queue.enqueue(() =>
          this.announce(event.removed.length > 0 ? { key: 'tucana:events.soloCut', params: { kept: event.kept.join(' · ') } } : { key: 'tucana:events.soloCutNone' }),
        );
      case 'gameOver':
        return this.queue.enqueue(() => this.announce({ key: 'tucana:events.gameOver' }, [], 'icon-trophy').then(() => this.finish()));
      default:
        return;
    }
  }

  private takers(players: readonly number[], shared: boolean): Message {
    return { key: shared ? 'tucana:events.sharedBy' : 'tucana:events.takenBy', params: { names: tucanaSeatNames(this.controller.seats, players) } };
  }

  private announce(title: Message, lines: readonly BannerLine[] = [], icon: string | null = null): Promise<void> {
    logLine([title, ...lines.map((l) => l.message)].map(translate).join('. '));
    return this.banner.announce(title, lines, icon);
  }

  private reveal(event: EventOf<'cardsRevealed'>): Promise<void> {
    playSound('flip');
    const first = event.turn === 0 && event.number > 1 ? this.banner.announce({ key: 'tucana:play.roundStart', params: { round: event.round + 1 } }) : Promise.resolve();
    logLine(translate({ key: 'tucana:events.cardsRevealed', params: { number: event.number, a: { key: `tucana:terrains.${event.cards[0]}` }, b: { key: `tucana:terrains.${event.cards[1]}` } } }));
    return first.then(() => this.cards.flip(event.cards));
  }

  /** A seat with no free pair for these cards: the game passed for it. A person is told why. */
  private noSegment(player: number): Promise<void> {
    if (this.controller.seats[player]?.kind !== 'human') {
      logLine(translate({ key: 'tucana:events.noSegment', params: { name: this.name(player) } }));
      return Promise.resolve();
    }
    return this.announce({ key: 'tucana:play.noSegment', params: { name: this.name(player) } }, [{ message: { key: 'tucana:errors.nothingToDraw' } }], 'icon-help');
  }

  /** A show that holds nothing up; the test bridge counts it until it ends. */
  private stage(show: Promise<void>): void {
    this.shows++;
    this.staged++;
    void show.finally(() => {
      this.shows--;
      this.stale = true;
    });
  }

  /**
   * A segment the player has just drawn, staged: the pen draws it from one hex to the other, then
   * what it scored pops where it scored, one after another: each sight's value, the bonus segment
   * it earned (a chain reaction when a bonus segment earned it), each pair joined.
   */
  private showDrawn(segment: DrawnSegment): void {
    playSound('trail');
    this.selected = null;
    const c = this.controller;
    this.stage(
      this.island.stroke(segment.edge, c.seats[c.viewer]?.color ?? COLORS.ink).then(() => {
        const island = this.island;
        const rise = island.radius * 1.6;
        const above = (hex: number, by: number) => ({ x: island.hexPoint(hex).x, y: island.hexPoint(hex).y - island.radius * by });
        const shows: Promise<void>[] = [];
        let delay = 0;
        for (const sight of segment.sights) {
          const hex = c.island.sights[sight.sight] as number;
          this.time.delayedCall(animationDuration(delay), () => playSound('sight'));
          shows.push(risePoints(this, above(hex, 0.4), { key: 'tucana:play.float.points', params: { points: sight.value } }, COLORS.primaryDark, rise, delay));
          delay += 250;
          if (!sight.bonusSegment) continue;
          const chain = segment.bonus;
          shows.push(risePoints(this, above(hex, -0.6), { key: 'tucana:play.float.bonus' }, COLORS.secondaryDark, rise, delay));
          this.time.delayedCall(animationDuration(delay), () => {
            playSound('bonus-trail');
            this.banner.toast({ key: chain ? 'tucana:events.chainReaction' : 'tucana:events.bonusSegmentEarned' });
          });
          delay += 250;
        }
        const letters = c.state.letters[c.viewer] as readonly Letter[];
        for (const pair of segment.pairs) {
          c.island.villages.forEach((hex, v) => {
            if (letters[v] === pair.letter) shows.push(risePoints(this, above(hex, 0.4), { key: 'tucana:play.float.pair', params: { letter: pair.letter, points: pair.points } }, COLORS.success, rise, delay));
          });
          this.time.delayedCall(animationDuration(delay), () => playSound('pair'));
          delay += 250;
        }
        return Promise.all(shows).then(() => undefined);
      }),
    );
  }

  /**
   * The turn closed: the other players' segments show. A stroke of each one's ink flies from the
   * island to their seat, with the points they scored; an open sheet draws theirs in one by one.
   */
  private showOthersDrawn(event: EventOf<'turnClosed'>): void {
    const c = this.controller;
    const area = this.layoutNow.island;
    const from = { x: area.x + area.width / 2, y: area.y + area.height / 2 };
    let order = 0;
    event.segments.forEach((drawn, p) => {
      const seat = this.opponents[p]?.button;
      if (p === c.viewer || drawn.length === 0 || !seat) return;
      const color = c.seats[p]?.color ?? COLORS.ink;
      const delay = order++ * 160;
      this.stage(flyStroke(this, from, seat, color, this.layoutNow.compact ? 26 : 36, delay));
      const points = drawnPoints(drawn);
      if (points > 0) this.stage(risePoints(this, { x: seat.x, y: seat.y - 8 }, { key: 'tucana:play.float.points', params: { points } }, color, 28, delay + 520));
      if (p === this.opened) drawn.forEach((s, i) => this.stage(this.other.island.stroke(s.edge, color, i * 340)));
    });
  }

  /** A bonus card taken: it leaves its pile on the sheet (which shows the next) for each taker's seat, or the player's score. */
  private showBonusCards(from: { x: number; y: number }, color: number, points: number, players: readonly number[]): void {
    const compact = this.layoutNow.compact;
    const size = compact ? { width: 30, height: 16 } : { width: 40, height: 22 };
    players.forEach((p, i) => {
      const to = p === this.controller.viewer ? this.sheet.scorePoint : (this.opponents[p]?.button ?? this.sheet.scorePoint);
      this.stage(flyCard(this, from, { x: to.x, y: to.y }, color, `+${points}`, size, i * 200));
    });
  }

  private finish(): Promise<void> {
    // A replay's last step stays on screen, under its controls.
    if (this.replay) return Promise.resolve();
    playSound('victory');
    const c = this.controller;
    const data: TucanaScoringData = { view: c.finalView, record: c.record, seats: c.seats, history: c.history, ...(this.online ? { online: this.online } : {}) };
    goTo(this, TucanaScenes.scoring, data);
    return Promise.resolve();
  }

  // ---- input -------------------------------------------------------------------------------------

  private get drawing(): boolean {
    const prompt = this.controller.prompt;
    return prompt === 'draw' || prompt === 'bonus';
  }

  /**
   * Tap one hex, then a neighbour: the pair goes to the rules. A tap elsewhere starts again. A hex
   * where the rules let no segment start is not chosen: they say why, next to it.
   */
  private tapHex(hex: number): void {
    if (!this.drawing || this.queue.busy) return;
    this.cursor = hex;
    const first = this.selected;
    if (first === hex) {
      this.selected = null;
      playSound('click');
    } else {
      const edge = first === null ? -1 : edgeBetween(this.controller.island, first, hex);
      if (edge < 0) this.choose(hex);
      else this.controller.draw(edge);
    }
    this.stale = true;
  }

  /** `hex` chosen as a segment's first end, if the rules let one start there (else they say why). */
  private choose(hex: number): void {
    this.selected = this.controller.startAt(hex) ? hex : null;
    if (this.selected !== null) playSound('click');
  }

  private dragHexes(from: number, to: number): void {
    if (!this.drawing || this.queue.busy) return;
    const edge = edgeBetween(this.controller.island, from, to);
    this.cursor = to;
    if (edge < 0) {
      this.choose(to);
      this.stale = true;
      return;
    }
    this.controller.draw(edge);
  }

  private installKeys(): void {
    this.input.keyboard?.on('keydown', (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      // The focus ring (Tab) may have taken Enter or Space for a button already (the table's notice).
      if (target?.tagName === 'INPUT' || event.defaultPrevented) return;
      const prompt = this.controller.prompt;
      if (prompt === 'handover' && event.key === 'Enter') return this.controller.acceptHandover();
      if (event.key === 'Escape') {
        if (this.opened !== null) return this.toggleSheet(null);
        this.selected = null;
        this.stale = true;
        return;
      }
      if ((event.key === 'Backspace' || event.key === 'u' || event.key === 'U') && this.controller.canUndo) return this.controller.undo();
      if (prompt === 'confirm' && event.key === 'Enter') return this.controller.confirm();
      // The island zooms from the keyboard too: in about the cursor (or the chosen hex), and out.
      if (event.key === '+' || event.key === '=') return this.island.zoomInAt(this.cursor ?? this.selected);
      if (event.key === '-') return this.island.zoomOut();
      const step = KEY_STEPS[event.key];
      if (step && this.drawing) {
        event.preventDefault();
        const from = this.cursor ?? this.selected ?? this.controller.island.sights[0] ?? 0;
        const next = hexToward(this.island.layout, from, step[0], step[1]);
        if (next >= 0) this.cursor = next;
        this.island.bringIntoView(this.cursor ?? -1);
        this.stale = true;
        return;
      }
      if ((event.key === 'Enter' || event.key === ' ') && this.drawing && this.cursor !== null) {
        event.preventDefault();
        this.tapHex(this.cursor);
      }
    });
  }

  private askLeave(): void {
    if (this.replay) return leaveReplay(this, this.replay);
    const online = this.online;
    showDialog(this, {
      title: { key: online?.watching ? 'online.watch.leaveTitle' : 'play.leave.title' },
      message: { key: online ? (online.watching ? 'online.watch.leave' : 'online.leaveGame') : 'tucana:play.leaveMessage' },
      choices: [
        { label: 'play.leave.confirm', variant: 'danger', icon: 'home', onChoose: () => (online ? leaveTable(this, online) : goTo(this, SceneKeys.Menu)) },
        { label: 'common.cancel', variant: 'plain', onChoose: () => undefined },
      ],
    });
  }

  /** Opens another player's sheet over the island (or closes it: `null`, or the same seat again). */
  private toggleSheet(seat: number | null): void {
    this.opened = seat === null || seat === this.opened || seat === this.controller.viewer ? null : seat;
    this.placeOther();
    this.stale = true;
  }

  private placeOther(): void {
    const o = this.other;
    const open = this.opened !== null && this.layoutNow !== undefined;
    for (const part of [o.back, o.title, o.close]) part.setVisible(open);
    o.island.setVisible(open);
    o.panel.setVisible(open);
    if (!open) return;
    const area = this.layoutNow.overlay;
    const border = this.controller.seats[this.opened as number]?.color ?? COLORS.paperEdge;
    // Opaque: the player's own island must not show through.
    drawPaperCard(o.back, area, { border, borderWidth: 4 })
      .fillStyle(COLORS.paper, 1)
      .fillRoundedRect(area.x, area.y, area.width, area.height, 12)
      .lineStyle(4, border, 1)
      .strokeRoundedRect(area.x, area.y, area.width, area.height, 12);
    const compact = this.layoutNow.compact;
    const head = compact ? 44 : 56;
    o.title.setPosition(area.x + area.width / 2 - (compact ? 40 : 60), area.y + head / 2).fitWidth(area.width - (compact ? 140 : 220));
    o.close.setButtonSize(compact ? 96 : 150, 40).setPosition(area.x + area.width - (compact ? 56 : 85), area.y + head / 2);
    const panelH = compact ? 150 : 0;
    const side = compact ? 0 : Math.min(340, area.width * 0.36);
    o.island.place({ x: area.x + 10, y: area.y + head, width: area.width - 20 - side, height: area.height - head - 10 - panelH });
    o.panel.place(compact ? { x: area.x + 8, y: area.y + area.height - panelH - 6, width: area.width - 16, height: panelH } : { x: area.x + area.width - side - 8, y: area.y + head, width: side, height: Math.min(300, area.height - head - 10) }, compact);
  }

  // ---- drawing the state -------------------------------------------------------------------------

  override update(): void {
    if (!this.controller || !this.layoutNow) return;
    // The end of an animation shows what it held back (the lit pairs, the prompt of new cards).
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
    const own = c.ownSheet;
    if (!own) return;
    // Nothing is lit while an announcement or the cards' turn plays: the pairs are the next cards'.
    const legal = this.queue.busy ? [] : c.legalEdges;
    if (this.selected !== null && !legal.some((e) => c.island.edgeHexes[2 * e] === this.selected || c.island.edgeHexes[2 * e + 1] === this.selected) && !this.drawing) this.selected = null;
    const drawing: SheetDrawing = {
      segments: own.board.segments,
      fresh: own.fresh,
      sights: own.board.sights,
      letters: view.letters[viewer] as readonly Letter[],
      pairs: own.board.pairs,
      color: c.seats[viewer]?.color ?? COLORS.ink,
      legalEdges: legal,
      selected: this.drawing ? this.selected : null,
      cursor: this.drawing ? this.cursor : null,
    };
    this.island.render(drawing);
    // Nothing reaches the island under another player's sheet or the hand-over curtain.
    this.island.setEnabled(this.opened === null && prompt !== 'handover');
    this.sheet.render({ view, seat: viewer, board: own.board, name: this.name(viewer), color: c.seats[viewer]?.color ?? COLORS.ink });
    this.renderPrompt(view);
    this.undo.setEnabled(c.canUndo);
    this.confirm.setEnabled(prompt === 'confirm');
    this.opponents.forEach((o) => {
      const seat = o.seat;
      const done = view.turn.done[seat] === true || view.turn.passed[seat] === true;
      const name = this.name(seat);
      // Phones: the name alone (the points are on the player's sheet).
      if (this.layoutNow.compact) o.button.setLabel(name.key, name.params);
      else o.button.setLabel('tucana:hud.seat', { name, points: view.boards[seat]?.score.total ?? 0 });
      o.mark.setText(c.prompt === 'over' ? '' : done ? '✓' : '…').setColor(css(done ? COLORS.success : COLORS.inkSoft));
      o.button.setSelected(seat === this.opened || seat === viewer);
    });
    this.renderSeatLines();
    if (this.opened !== null) {
      const other = view.boards[this.opened];
      if (other) {
        this.other.title.setMessage({ key: 'tucana:play.sheetOf', params: { name: this.name(this.opened) } });
        const color = c.seats[this.opened]?.color ?? COLORS.ink;
        this.other.island.render({ segments: other.segments, fresh: [], sights: other.sights, letters: view.letters[this.opened] as readonly Letter[], pairs: other.pairs, color, legalEdges: [], selected: null, cursor: null });
        this.other.panel.render({ view, seat: this.opened, board: other, name: this.name(this.opened), color });
      }
    }
    if (prompt === 'handover') {
      const next = c.handoverPlayer ?? 0;
      this.curtain.show(this.name(next), shownSeat(c.seats[next]?.color ?? COLORS.white, tucana));
    } else this.curtain.hide();
  }

  private renderPrompt(view: TucanaView): void {
    const c = this.controller;
    const total = view.rounds;
    this.hud.update(
      { key: 'tucana:hud.progress', params: { island: { key: `tucana:islands.${view.island}` }, round: Math.min(view.turn.round + 1, total), rounds: total, turn: view.turn.turn + 1 } },
      c.prompt === 'over'
        ? { key: 'tucana:hud.over' }
        : c.waitingFor.length === 0 || this.replay
          ? { key: 'tucana:hud.cardsLeft', params: { count: Object.values(view.unseen).reduce((a, b) => a + b, 0) } }
          : this.layoutNow.compact
            ? { key: 'tucana:hud.waitingCount', params: { count: c.waitingFor.length } }
            : { key: 'tucana:hud.waiting', params: { names: tucanaSeatNames(c.seats, c.waitingFor) } },
    );
    const draft = c.draft;
    // The cards on show: a new pair is named once it has turned over.
    const shown = this.cards.kinds ?? view.turn.cards;
    const joker = shown.includes('joker');
    const message = ((): Message => {
      // A replay has nobody to wait for: its own line instead.
      if (this.replay) return this.replay.line;
      switch (c.prompt) {
        case 'draw':
          if (this.selected !== null) return { key: 'tucana:play.prompt.partner', params: pointerWords() };
          return { key: joker ? 'tucana:play.prompt.drawJoker' : 'tucana:play.prompt.draw', params: { first: { key: `tucana:terrains.${shown[0]}` }, second: { key: `tucana:terrains.${shown[1]}` }, ...pointerWords() } };
        case 'bonus':
          return { key: 'tucana:play.prompt.bonus', params: { count: draft?.owed ?? 1 } };
        case 'confirm':
          return { key: 'tucana:play.prompt.confirm' };
        case 'handover':
          return { key: 'tucana:play.prompt.handover' };
        case 'over':
          return { key: 'tucana:hud.over' };
        default:
          return view.turn.passed[c.viewer] ? { key: 'tucana:play.prompt.passed' } : { key: 'tucana:play.prompt.wait' };
      }
    })();
    this.prompt.setMessage(message);
  }

  /** Read by the end-to-end test bridge only (see shell/scenes/test-bridge.ts). */
  testView(toPage: ToPage): unknown {
    const c = this.controller;
    if (!c) return undefined;
    const island = c.island;
    const point = (p: { x: number; y: number }) => toPage(p);
    return {
      summary: { ...tucanaSummary(c), busy: this.queue.busy || this.stale || this.shows > 0 || this.island.tapWaiting, shows: this.shows, staged: this.staged, zoomed: this.island.zoomed, selected: this.selected, cursor: this.cursor, refusal: this.refusal, opened: this.opened },
      hexes: island.q.map((_, h) => point(this.island.hexPoint(h))),
      buttons: {
        undo: c.canUndo ? point(this.undo) : null,
        confirm: c.prompt === 'confirm' ? point(this.confirm) : null,
        handover: c.prompt === 'handover' && this.curtain.visible ? point(this.curtain.buttonCenter()) : null,
        seats: this.opponents.map((o) => point(o.button)),
        closeSheet: this.opened !== null ? point(this.other.close) : null,
        ...Object.fromEntries(Object.entries(this.hud.buttonCenters()).map(([k, p]) => [k, point(p)])),
      },
      // At an online table: this device's seat (null: watching), each seat's status as the table says, the notice's offer.
      online: this.table?.testView() ?? null,
    };
  }
}

/** This device's seat at an online table, from the server's latest view. */
function remoteController(session: OnlineSession): ReturnType<typeof TucanaController.create> {
  const first = session.game as RemoteTucana | null;
  if (!first || !session.table) return { ok: false, error: { code: 'badRecord', detail: 'The table has no game yet.' } };
  return { ok: true, value: new TucanaRemoteController(first, seatsFromTable(session.table, tucana), (action) => session.act(action), session.draftMemory(first.gameNo)) };
}

/** A finished game replayed: one seat's views, step by step, with nothing to play. */
function replayController(session: ReplaySession): ReturnType<typeof TucanaController.create> {
  return { ok: true, value: new TucanaRemoteController(session.message as RemoteTucana, session.seats, null) };
}
