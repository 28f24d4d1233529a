// Playing a game: renders the controller's view of the engine state and sends the players'
// inputs back to it. No rule is decided here: highlighted cells are `legalCells`, offered picks are
// `picks`, and every action the engine sees comes from the controller's drafts.
import Phaser from 'phaser';
import { createAiClient } from '../../../shell/ai-client';
import { playMusic, playSound } from '../../../shell/audio';
import type { ExplorersSound } from '../sounds';
import { GameController, type ControllerDeps } from '../play/controller';
import { RemoteController, type RemoteGame } from '../play/remote-controller';
import { explorers } from '../index';
import { shownSeat } from '../../../shell/shown-pen';
import { seatsFromTable } from '../../../shell/online/table-seats';
import type { OnlineSession } from '../../../shell/online/session';
import { TableStatus } from '../../../shell/online/table-status';
import type { SeatLine } from '../../../shell/online/seat-status';
import type { NewGame, Seat } from '../play/game-config';
import { t, translate } from '../../../platform/i18n';
import { eventText, type EventText } from '../play/event-messages';
import { clearLog, logLine } from '../../../ui/turn-log';
import { commandForKey, moveCursor, type KeyCommand } from '../play/play-input';
import { optionBadges, promptMessage, scrollTerrains, seatStatus, seatStatusMessage } from '../play/play-view';
import { seatName } from '../play/seat-names';
import { testSummary } from '../play/test-summary';
import { discardSavedGame, saveGame, type SavedGame } from '../play/save';
import { animationDuration } from '../../../platform/settings';
import {
  TERRAINS,
  quadrantOf,
  mapOf,
  type BoardView,
  type GameEvent,
  type GameRecord,
  type PlayerView,
  type Cell,
  type OptionIndex,
  type PlacementEvent,
  type Provision,
  type ScoreHistory,
  type Terrain,
} from '../rules/index';
import { ActionPanel, type ActionsState, type SecondaryAction } from '../ui/action-panel';
import { AnimationQueue } from '../../../ui/animation-queue';
import { Banner } from '../../../ui/banner';
import { CardView, type CardFace } from '../ui/card-view';
import { CloudLayer } from '../../../ui/cloud-layer';
import { DEPTHS } from '../../../ui/depths';
import { showDialog } from '../../../ui/dialog';
import { showBrokenGame } from '../../../ui/broken-game';
import { flyIcon } from '../../../ui/fly';
import { doPiecesInBudget } from '../../../ui/frame-pieces';
import { clearFocus } from '../../../ui/focus';
import { HandoverCurtain } from '../../../ui/handover-curtain';
import { HudBar, type HudData } from '../ui/hud-bar';
import { watchLayout, type Layout } from '../../../ui/layout';
import { MapView } from '../ui/map-view';
import { OpponentStrip, type OpponentData } from '../ui/mini-map';
import { OpponentSheet } from '../ui/opponent-sheet';
import { drawPaperCard } from '../../../ui/paper-card';
import { computePlayLayout, type PlayLayout } from '../ui/play-layout';
import { PlayerPanel } from '../ui/player-panel';
import { SkyBackdrop } from '../../../ui/sky-backdrop';
import { SoloGoals } from '../ui/solo-goals';
import { objectAt, objectTexture } from '../ui/terrain-style';
import { Tooltip } from '../../../ui/tooltip';
import { TracksView } from '../ui/tracks-view';
import { fadeIn, goTo } from '../../../ui/transition';
import { leaveTable } from '../../../shell/online/leave';
import { followReplay, type ReplayPlay } from '../../../shell/replay/open-replay';
import type { ReplaySession } from '../../../shell/replay/replay-session';
import { aboveReplayBar } from '../../../shell/replay/replay-bar';
import { leaveReplay } from '../../../shell/scenes/ReplayScene';
import { SceneKeys } from '../../../platform/scene-keys';
import { ExplorersScenes } from '../scene-keys';
import type { ToPage } from '../../../shell/scenes/test-bridge';

type EventOf<T extends GameEvent['type']> = Extract<GameEvent, { readonly type: T }>;

/** A game at an online table: the server holds it, this device plays its seat. */
export interface OnlinePlay {
  readonly online: OnlineSession;
}

/** A new game from the setup screen, a saved one to continue, an online table's, or a finished one replayed. */
export type PlayData = NewGame | SavedGame | OnlinePlay | ReplayPlay;

/** What the Scoring scene receives: the finished game and who played it. */
/** A finished game for the scoring screen: its final view, and what "play again" and tests need. */
export interface ScoringData {
  readonly view: PlayerView;
  /** Its options (for "play again") and actions (tests replay it). */
  readonly record: GameRecord;
  readonly seats: readonly Seat[];
  /** Everyone's score after each round (the chart); null if the record would not replay. */
  readonly history: ScoreHistory | null;
  /** At an online table: the host may start a rematch from the scoring screen. */
  readonly online?: OnlineSession;
}

const EFFECT_SOUNDS: Partial<Record<PlacementEvent['effect'], ExplorersSound>> = {
  key: 'key',
  scroll: 'scroll',
  horse: 'horse',
  provision: 'provisions',
  gem: 'gem',
  temple: 'temple',
};

export class PlayScene extends Phaser.Scene {
  private controller!: GameController;
  private queue!: AnimationQueue;
  private play!: PlayLayout;
  private tips!: Tooltip;
  private backdrop!: SkyBackdrop;
  private clouds!: CloudLayer;
  private hud!: HudBar;
  private mapView!: MapView;
  private card!: CardView;
  private actions!: ActionPanel;
  private sheet!: Phaser.GameObjects.Graphics;
  private sheetContent!: Phaser.GameObjects.Container;
  private playerPanel!: PlayerPanel;
  private tracks!: TracksView;
  /** Mini-maps of the other players; solo games show the ranks instead. */
  private opponents!: OpponentStrip;
  /** Another player's whole sheet, opened from their mini-map (read-only). */
  private opponentSheet!: OpponentSheet;
  private soloGoals: SoloGoals | null = null;
  private banner!: Banner;
  private curtain!: HandoverCurtain;
  private scrollMode = false;
  private cursor: Cell | null = null;
  /** The last refused input and where it was tried (for the tests' bridge). */
  private refusal: { readonly code: string; readonly cell: Cell | null } | null = null;
  /**
   * What the screen does not show yet of the controller's state: drawn at the next frames (see
   * `update`), the controls first, then the sheets a piece at a time.
   */
  private stale: 'none' | 'all' | 'sheets' = 'none';
  /** While the sheets are stale: how many of their pieces (`sheetPieces`) are drawn already. */
  private sheetsDrawn = 0;
  /** A frame since the last change built a part of the card's faces (see `update`). */
  private facesAdvanced = false;
  /** The online table this game is played at, if any: its connection, notices and seat lines. */
  private table: TableStatus | null = null;
  /** The replay shown, if this screen shows one. */
  private replay: ReplaySession | null = null;

  constructor() {
    super(ExplorersScenes.play);
  }

  create(data: PlayData): void {
    playMusic('play');
    // Phaser reuses the scene object: nothing may survive from the previous game.
    this.scrollMode = false;
    this.cursor = null;
    this.refusal = null;
    this.stale = 'none';
    clearLog();
    this.queue = new AnimationQueue();
    this.table = null;
    this.replay = null;
    if ('online' in data) return this.startOnline(data.online);
    if ('replay' in data) return this.startReplay(data.replay);
    const deps: ControllerDeps = {
      ai: createAiClient('explorers'),
      save: (game) => saveGame(game),
      discardSave: () => discardSavedGame(),
      aiDelayMs: () => animationDuration(700),
      viewSettled: () => this.queue.idle(),
    };
    const made = 'record' in data ? GameController.load(data, deps) : GameController.create(data, deps);
    if (!made.ok) {
      deps.ai.dispose();
      this.showBrokenGame(made.error.code);
      return;
    }
    this.begin(made.value);
  }

  /** Plays this device's seat at an online table, from the server's latest view. */
  private startOnline(session: OnlineSession): void {
    const first = session.game as RemoteGame | null;
    if (!first || !session.table) return this.showBrokenGame('badRecord');
    const controller = new RemoteController(first, seatsFromTable(session.table, explorers), { send: (action) => session.act(action), draftMemory: session.draftMemory(first.gameNo) });
    this.begin(controller, session);
  }

  /** Shows a finished game's replay: one seat's views, step by step, with nothing to play. */
  private startReplay(session: ReplaySession): void {
    this.replay = session;
    const controller = new RemoteController(session.message as RemoteGame, session.seats, { send: null });
    this.begin(controller);
    followReplay(this, session, controller, () => this.queue.idle());
  }

  /** A seat's line on its mini-map at an online table (away, the AI standing in, its time left). */
  private seatLine(player: number): SeatLine | undefined {
    return this.table?.seatLine(player, seatStatusMessage(seatStatus(this.controller, player)));
  }

  /** `online`: the table this device plays at, when it does. */
  private begin(controller: GameController, online: OnlineSession | null = null): void {
    this.controller = controller;
    this.buildViews();
    this.subscribe();
    if (controller instanceof RemoteController && online)
      this.table = new TableStatus(this, online, controller, { playScene: ExplorersScenes.play, banner: this.banner, seatName: (seat) => seatName(controller.seats, seat), seatsChanged: () => this.renderOpponents() });
    this.installKeys();
    // In a replay, above its controls.
    watchLayout(this, (layout) => this.layout(this.replay ? aboveReplayBar(layout, this.replay.reviewable) : layout));
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => this.controller.dispose());
    this.controller.start();
    if (this.controller.view.phase === 'over') this.queue.enqueue(() => this.finish());
    fadeIn(this);
  }

  // ---- building --------------------------------------------------------------------------------

  private buildViews(): void {
    const c = this.controller;
    const view = c.view;
    const map = mapOf(view);
    this.backdrop = new SkyBackdrop(this);
    this.tips = new Tooltip(this);
    this.mapView = new MapView(this, map, this.tips, (cell) => this.clickCell(cell));
    this.clouds = new CloudLayer(this);
    this.hud = new HudBar(this, () => this.askLeave());
    this.card = new CardView(this, this.tips, (option) => this.clickOption(option));
    this.actions = new ActionPanel(this, {
      terrain: (terrain) => this.chooseTerrain(terrain),
      secondary: (action) => this.secondary(action),
      confirm: () => this.confirm(),
    });
    this.sheet = this.add.graphics().setDepth(DEPTHS.ui);
    this.sheetContent = this.add.container(0, 0).setDepth(DEPTHS.ui);
    this.playerPanel = new PlayerPanel(this, this.sheetContent, this.tips);
    this.tracks = new TracksView(this, this.sheetContent, this.tips);
    this.opponentSheet = new OpponentSheet(this, map, this.tips, () => this.opponents);
    this.opponents = new OpponentStrip(this, map, this.opponentSeats(), this.tips, (p) => this.opponentSheet.toggle(p));
    this.soloGoals = view.players === 1 ? new SoloGoals(this, view.achievements.length) : null;
    this.banner = new Banner(this);
    this.curtain = new HandoverCurtain(this, () => this.controller.acceptHandover());
  }

  private opponentSeats(): number[] {
    const viewer = this.controller.viewer;
    return this.controller.seats.map((_, p) => p).filter((p) => p !== viewer || this.controller.sharesScreen);
  }

  private layout(layout: Layout): void {
    const play = computePlayLayout(layout);
    this.play = play;
    const compact = play.compact;
    this.backdrop.layout(layout);
    this.clouds.layout(play.map);
    this.hud.layout(play.hud, compact);
    this.mapView.layout(play);
    this.card.layout(play.card);
    this.actions.layout(play.actions, compact);
    drawPaperCard(this.sheet, play.sheet, { radius: compact ? 10 : 16 });
    const pad = compact ? 8 : 18;
    const inner = { x: play.sheet.x + pad, y: play.sheet.y + pad, width: play.sheet.width - 2 * pad, height: play.sheet.height - 2 * pad };
    const split = Math.round(inner.width * (compact ? 0.53 : 0.52));
    this.playerPanel.layout({ x: inner.x, y: inner.y, width: split - pad, height: inner.height }, compact);
    this.tracks.layout({ x: inner.x + split + pad / 2, y: inner.y, width: inner.width - split - pad / 2, height: inner.height }, compact);
    this.opponents.layout(play.opponents, compact);
    this.soloGoals?.layout(play.opponents, compact);
    this.banner.layout(play.map, compact);
    // The online notice over the top of the map, where it is seen at once.
    this.table?.notice.place({ centerX: play.map.x + play.map.width / 2, top: play.map.y + (compact ? 6 : 10), maxWidth: Math.min(play.map.width - 12, 720), compact });
    // The connection: under the map's right island, clear of the header, whose words need its width.
    this.table?.badge.placeRight(play.map.x + play.map.width, play.map.y + play.map.height + (compact ? 10 : 14));
    this.curtain.layout(layout);
    this.render();
  }

  // ---- controller events ---------------------------------------------------------------------

  private subscribe(): void {
    const events = this.controller.events;
    events.on('changed', () => (this.stale = 'all'));
    events.on('placed', ({ player, event }) => this.showPlacement(player, event));
    events.on('error', ({ code, cell }) => {
      playSound('error');
      this.refusal = { code, cell };
      logLine(t(`errors.${code}`));
      if (cell === null) return this.banner.toast({ key: `errors.${code}` });
      // Where the player tried: the cell shakes and the reason stands just above it.
      this.mapView.shake(cell);
      const at = this.mapView.cellCenter(cell);
      this.banner.toast({ key: `errors.${code}` }, { x: at.x, y: at.y - this.mapView.cellSize * 0.8 });
    });
    events.on('played', (event) => this.show(event));
  }

  /** Every event the rules report becomes an animation, a sound or a banner, in order, and a line of the turn log. */
  private show(event: GameEvent): void {
    const text = eventText(event, this.controller.seats);
    if (text) this.queue.enqueue(() => this.logEvent(text));
    switch (event.type) {
      case 'cardRevealed':
        return this.queue.enqueue(() => this.revealTurn(event));
      case 'stepClosed':
        return this.queue.enqueue(() => this.opponents.reveal(event.marks.map((marks) => marks.map((mark) => mark.cell))));
      case 'templeSettled':
        return this.queue.enqueue(() => this.announce(text, 'temple', objectTexture('temple')));
      case 'raceSettled':
        return this.queue.enqueue(() => this.announce(text, 'temple', 'icon-trophy'));
      case 'roundScored':
        return this.queue.enqueue(() => this.announce(text, 'round-end', 'icon-star'));
      case 'gameOver':
        return this.queue.enqueue(() => this.finish(text));
      default:
        return;
    }
  }

  /** The turn log says it when the screen shows it, in the language of that moment. */
  private logEvent(text: EventText): Promise<void> {
    logLine([text.title, ...text.lines.map((line) => line.message)].map(translate).join('. '));
    return Promise.resolve();
  }

  private showPlacement(player: number, event: PlacementEvent): void {
    const color = this.controller.seats[player]?.color ?? 0;
    playSound('pen');
    void this.mapView.drawMark(event.cell, color);
    const sound = EFFECT_SOUNDS[event.effect];
    if (sound) this.time.delayedCall(animationDuration(200), () => playSound(sound));
    const from = this.mapView.cellCenter(event.cell);
    const size = this.mapView.cellSize;
    const kind = objectAt(mapOf(this.controller.view).object[event.cell] as number);
    if (!kind) return;
    const target =
      event.effect === 'temple'
        ? this.tracks.templeTarget(quadrantOf(event.cell))
        : event.effect === 'key' || event.effect === 'scroll' || event.effect === 'gem'
          ? this.playerPanel.target(event.effect)
          : event.effect === 'provision'
            ? this.playerPanel.target(kind as Provision)
            : event.effect === 'horse'
              ? { x: from.x, y: from.y - size * 1.5 }
              : null;
    if (target) void flyIcon(this, objectTexture(kind), from, target, size * 0.9);
  }

  private revealTurn(turn: EventOf<'cardRevealed'>): Promise<void> {
    this.renderHud();
    playSound('flip');
    const waitFirst = turn.turn === 0 ? this.banner.announce({ key: 'play.banner.roundStart', params: { round: turn.round + 1 } }) : Promise.resolve();
    return waitFirst.then(() => this.card.flip(this.cardFace()));
  }

  private announce(text: EventText | null, sound: string, icon: string): Promise<void> {
    if (!text) return Promise.resolve();
    playSound(sound);
    return this.banner.announce(text.title, text.lines, icon);
  }

  private finish(text: EventText | null = null): Promise<void> {
    // A replay's last step stays on screen, under its controls.
    if (this.replay) return Promise.resolve();
    const over = text ? this.banner.announce(text.title, text.lines, 'icon-trophy') : Promise.resolve();
    return over.then(() => {
      const c = this.controller;
      const data: ScoringData = { view: c.view, record: c.record, seats: c.seats, history: c.history, ...(this.table ? { online: this.table.session } : {}) };
      goTo(this, ExplorersScenes.scoring, data);
    });
  }

  // ---- input -----------------------------------------------------------------------------------

  /**
   * Input waits while announcements play, so nobody acts on a state they have not seen. A change
   * the controls do not show yet (another seat's move in the last frame) is drawn first: the input
   * then acts on the controls as they are, and is not lost.
   */
  private get inputOpen(): boolean {
    if (this.queue.busy) return false;
    if (this.stale === 'all') this.drawControls();
    return true;
  }

  private clickCell(cell: Cell): void {
    if (!this.inputOpen) return;
    const c = this.controller;
    if (c.prompt === 'village') c.chooseVillage(cell);
    else if (c.prompt === 'place' || c.prompt === 'confirm') c.place(cell);
  }

  private clickOption(option: OptionIndex): void {
    if (!this.inputOpen) return;
    // Choosing how to play brings the viewer's own map back (it lies under an opened sheet).
    this.opponentSheet.close();
    const c = this.controller;
    if (c.prompt === 'option') c.chooseOption(option);
    else if (c.prompt === 'pick') c.begin({ type: 'turn', pick: { kind: 'card', option } });
  }

  private chooseTerrain(terrain: Terrain): void {
    if (!this.inputOpen) return;
    this.opponentSheet.close();
    const c = this.controller;
    if (c.prompt === 'pick' && this.scrollMode) {
      this.scrollMode = false;
      c.begin({ type: 'turn', pick: { kind: 'scroll', terrain } });
    } else if (c.prompt === 'terrain') {
      c.begin({ type: c.view.phase === 'bonus' ? 'bonus' : 'setup', terrain });
    }
  }

  private secondary(action: Exclude<SecondaryAction, null>): void {
    if (!this.inputOpen) return;
    this.opponentSheet.close();
    if (action === 'undo') this.controller.undo();
    else {
      this.scrollMode = action === 'scroll';
      this.render();
    }
  }

  private confirm(): void {
    if (this.inputOpen) this.controller.confirm();
  }

  private installKeys(): void {
    const onKey = (event: KeyboardEvent) => {
      // The focus ring (Tab) may have taken Enter or Space for a button already.
      if (event.defaultPrevented || event.repeat || event.ctrlKey || event.metaKey || event.altKey) return;
      const command = commandForKey(event.key);
      if (!command || !this.inputOpen) return;
      if (this.runKey(command)) event.preventDefault();
    };
    this.input.keyboard?.on('keydown', onKey);
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => this.input.keyboard?.off('keydown', onKey));
  }

  private runKey(command: KeyCommand): boolean {
    const c = this.controller;
    const prompt = c.prompt;
    if (prompt === 'handover') {
      if (command.kind === 'place') c.acceptHandover();
      return command.kind === 'place';
    }
    // Steering the map's cursor, placing at it or undoing acts on the viewer's own map.
    if (command.kind === 'move' || command.kind === 'undo' || (command.kind === 'place' && this.cursor !== null)) this.opponentSheet.close();
    switch (command.kind) {
      case 'move':
        // Steering the map cursor takes the focus off any button: Enter places at the cursor.
        clearFocus(this);
        this.cursor = moveCursor(this.cursor, this.mapView.legalCells, command.direction);
        this.mapView.setCursor(this.cursor);
        return true;
      case 'place':
        if (this.cursor === null) return false;
        this.clickCell(this.cursor);
        return true;
      case 'undo':
        if (this.scrollMode) this.secondary('back');
        else c.undo();
        return true;
      case 'confirm':
        this.confirm();
        return true;
      case 'scroll':
        if (scrollTerrains(c).length === 0) return false;
        this.secondary(this.scrollMode ? 'back' : 'scroll');
        return true;
      case 'cancel':
        if (this.scrollMode) this.secondary('back');
        return this.scrollMode;
      case 'number': {
        const choice = this.actionsState().choices[command.index];
        if (choice) this.chooseTerrain(choice.terrain);
        else if (command.index < 2 && (prompt === 'option' || prompt === 'pick')) this.clickOption(command.index as OptionIndex);
        return true;
      }
    }
  }

  private askLeave(): void {
    if (this.replay) return leaveReplay(this, this.replay);
    const online = this.table?.session ?? null;
    const watching = online?.watching === true;
    showDialog(this, {
      title: { key: watching ? 'online.watch.leaveTitle' : 'play.leave.title' },
      message: { key: online ? (watching ? 'online.watch.leave' : 'online.leaveGame') : 'play.leave.message' },
      choices: [
        { label: 'play.leave.confirm', variant: 'danger', icon: 'home', onChoose: () => (online ? leaveTable(this, online) : goTo(this, SceneKeys.Menu)) },
        { label: watching ? 'online.watch.stay' : 'play.leave.stay', variant: 'plain', onChoose: () => undefined },
      ],
    });
  }

  private showBrokenGame(code: string): void {
    showBrokenGame(this, { key: 'play.broken.title' }, { key: `errors.${code}` });
  }

  // ---- rendering -------------------------------------------------------------------------------

  /**
   * Draws what changed, at the frame after the change and never while an announcement plays (so
   * nobody sees a state before its announcement). What the player acts on comes first; the sheets
   * (player panel, tracks, each opponent), which only show, follow in the next frames, as many
   * pieces a frame as fit in `PIECES_BUDGET_MS` (all of them on a fast device, one on a slow one):
   * no frame does a whole turn's update at once. A new change starts again from the controls.
   * The card's faces are built in the frames with nothing to draw, ahead of their flips; when
   * changes leave no such frame (a slow device, several seats placing), each change gives them
   * one frame before its sheets, so that no flip has to build its face.
   */
  override update(): void {
    if (this.queue.busy) return;
    if (this.stale === 'none') {
      // Spare steps make the card faces ahead of their flips, once the scene has faded in.
      if (!this.cameras.main.fadeEffect.isRunning) this.card.prepare();
      return;
    }
    if (this.stale === 'all') {
      this.drawControls();
      return;
    }
    if (!this.facesAdvanced) {
      this.facesAdvanced = true;
      if (!this.cameras.main.fadeEffect.isRunning && this.card.prepare()) return;
    }
    const pieces = this.sheetPieces();
    this.sheetsDrawn = doPiecesInBudget(this.sheetsDrawn, pieces.length, (index) => pieces[index]?.(), () => performance.now());
    if (this.sheetsDrawn >= pieces.length) this.stale = 'none';
  }

  /** The controls of the latest change; its sheets follow in the next frames. */
  private drawControls(): void {
    this.renderControls();
    this.stale = 'sheets';
    this.sheetsDrawn = 0;
    this.facesAdvanced = false;
  }

  /** Everything at once (a new layout, a change of mode). */
  private render(): void {
    this.renderControls();
    this.renderSheets();
    this.stale = 'none';
  }

  /** The map, the card, the actions and the header: what the player acts on. */
  private renderControls(): void {
    const viewed = this.viewed();
    if (!viewed) return;
    const { seat, board, view } = viewed;
    const c = this.controller;
    const prompt = c.prompt;
    if (prompt !== 'pick') this.scrollMode = false;
    this.mapView.setMarks({ marks: board.marks, color: seat.color, startVillage: view.startVillage, fresh: c.draft?.cells ?? [] });
    const legal = prompt === 'village' || prompt === 'place' ? c.legalCells : [];
    this.mapView.setLegal(legal);
    if (this.cursor !== null && !legal.includes(this.cursor)) this.cursor = legal.length > 0 ? moveCursor(null, legal, 'right') : null;
    this.mapView.setCursor(this.cursor);
    this.mapView.setEnabled(prompt !== 'handover');
    // The map stays clear of clouds while the person in front of the screen has to act.
    this.clouds.part(prompt !== 'wait' && prompt !== 'handover' && prompt !== 'over');
    this.card.show(this.cardFace());
    this.actions.update(this.actionsState());
    this.renderHud();
    if (prompt === 'handover') {
      const next = c.handoverPlayer ?? 0;
      this.curtain.show(seatName(c.seats, next), shownSeat(c.seats[next]?.color ?? 0, explorers));
    } else {
      this.curtain.hide();
    }
  }

  /** The player whose view the screen shows, once the game is laid out. */
  private viewed(): { viewer: number; seat: Seat; board: BoardView; view: PlayerView } | null {
    if (!this.play) return null;
    const { viewer, view, seats } = this.controller;
    const seat = seats[viewer];
    const board = view.boards[viewer];
    return seat && board ? { viewer, seat, board, view } : null;
  }

  /** The viewer's sheet, the temple and achievement tracks, the other players' boards. */
  private renderSheets(): void {
    for (const piece of this.sheetPieces()) piece();
  }

  /** The sheets' parts in the order they are drawn: the viewer's own first. */
  private sheetPieces(): (() => void)[] {
    const viewed = this.viewed();
    if (!viewed) return [];
    const { viewer, seat, board, view } = viewed;
    const c = this.controller;
    return [
      () => this.playerPanel.update({ name: seatName(c.seats, viewer), color: seat.color, board, sides: view.sides, sheet: view.sheet, round: view.turn.round }),
      () => this.tracks.update({ view, viewer, colors: c.seats.map((s) => s.color) }),
      ...this.opponentSeats().map((p) => () => this.opponents.update([this.opponentData(p, view, board)])),
      () => {
        this.soloGoals?.update(board.score.total, view.achievements.length);
        this.opponentSheet.update({
          view,
          names: c.seats.map((_, p) => seatName(c.seats, p)),
          colors: c.seats.map((s) => s.color),
          ai: c.seats.map((s) => s.kind === 'ai'),
          handover: c.prompt === 'handover',
        });
      },
    ];
  }

  private opponentData(p: number, view: PlayerView, fallback: BoardView): OpponentData {
    const c = this.controller;
    const line = this.seatLine(p);
    return {
      player: p,
      name: seatName(c.seats, p),
      color: c.seats[p]?.color ?? 0,
      ai: c.seats[p]?.kind === 'ai',
      board: view.boards[p] ?? fallback,
      score: (view.boards[p] ?? fallback).score.total,
      status: seatStatus(c, p),
      ...(line ? { line } : {}),
      active: view.turn.active === p && view.phase !== 'over',
    };
  }

  /**
   * The mini-maps alone (a seat's status or time left changed). While an announcement plays or a
   * change waits to be drawn, the next full draw brings them: no board shows ahead of its reveal.
   */
  private renderOpponents(): void {
    const viewed = this.viewed();
    if (!viewed || this.queue.busy || this.stale !== 'none') return;
    this.opponents.update(this.opponentSeats().map((p) => this.opponentData(p, viewed.view, viewed.board)));
  }

  private renderHud(): void {
    this.hud.update(this.hudData());
  }

  private hudData(): HudData {
    const view = this.controller.view;
    const active = view.turn.active;
    const seat = active === null ? null : this.controller.seats[active];
    const name = seatName(this.controller.seats, active ?? 0);
    const setup = view.turn.card === null;
    return {
      round: setup ? null : view.turn.round,
      turn: view.turn.turn,
      rounds: view.sheet.rounds,
      turns: view.sheet.turnsPerRound,
      cardsLeft: view.cardsLeft,
      active:
        view.phase === 'over'
          ? 'over'
          : setup
            ? 'setup'
            : seat
              ? { name, color: seat.color }
              : view.players === 1
                ? 'solo'
                : 'free',
    };
  }

  private cardFace(): CardFace {
    const c = this.controller;
    const { turn, cardsLeft } = c.view;
    const [first, second] = optionBadges(c, c.viewer);
    const choosable = !this.scrollMode;
    return {
      card: turn.card,
      badges: [
        { ...first, clickable: first.clickable && choosable },
        { ...second, clickable: second.clickable && choosable },
      ],
      chosen: turn.activeChoice,
      chosenColor: turn.active === null ? 0 : (c.seats[turn.active]?.color ?? 0),
      facing: turn.facing,
      cardsLeft,
    };
  }

  private actionsState(): ActionsState {
    const c = this.controller;
    const prompt = c.prompt;
    const acting = c.actingPlayer ?? c.viewer;
    const scrolls = scrollTerrains(c);
    const base = { secondary: null, secondaryEnabled: false, confirm: false, confirmEnabled: false, choices: [] } as const;
    // A replay has nobody to wait for: its own line instead.
    if (this.replay) return { ...base, prompt: this.replay.line };
    if (prompt === 'terrain') {
      const type = c.view.phase === 'bonus' ? 'bonus' : 'setup';
      return { ...base, prompt: promptMessage(c), choices: TERRAINS.map((terrain) => ({ terrain, xs: c.xsFor(acting, { type, terrain }) })) };
    }
    if (prompt === 'pick' && scrolls.length > 0) {
      if (this.scrollMode) {
        const choices = scrolls.map((terrain) => ({ terrain, xs: c.xsFor(acting, { type: 'turn', pick: { kind: 'scroll', terrain } }) }));
        return { ...base, prompt: { key: 'play.prompt.scroll' }, choices, secondary: 'back', secondaryEnabled: true };
      }
      return { ...base, prompt: promptMessage(c), secondary: 'scroll', secondaryEnabled: true };
    }
    if (prompt === 'place' || prompt === 'confirm') {
      return { ...base, prompt: promptMessage(c), secondary: 'undo', secondaryEnabled: c.canUndo, confirm: true, confirmEnabled: c.canConfirm };
    }
    return { ...base, prompt: promptMessage(c) };
  }

  // ---- test bridge -----------------------------------------------------------------------------

  /** Read by the end-to-end test bridge only (see test-bridge.ts). */
  testView(toPage: ToPage): unknown {
    const c = this.controller;
    const view = c.view;
    const actions = this.actions.targets();
    const cards = view.turn.card ? ([0, 1] as const).map((option) => ({ option, ...toPage(this.card.optionCenter(option)), ...this.cardFace().badges[option] })) : [];
    return {
      summary: {
        ...testSummary(c),
        // An announcement plays, the screen does not show the latest state yet, or a tap on the
        // map waits to be told from a double tap.
        busy: this.queue.busy || this.stale !== 'none' || this.mapView.tapWaiting,
        scrollMode: this.scrollMode,
        cursor: this.cursor,
        refusal: this.refusal,
      },
      cells: Array.from({ length: view.boards[0]?.marks.length ?? 0 }, (_, cell) => toPage(this.mapView.cellCenter(cell))),
      cardOptions: cards,
      terrainChoices: actions.choices.map((choice) => ({ terrain: choice.terrain, ...toPage(choice) })),
      buttons: {
        secondary: actions.secondary ? { action: this.actionsState().secondary, ...toPage(actions.secondary) } : null,
        confirm: actions.confirm ? toPage(actions.confirm) : null,
        ...Object.fromEntries(Object.entries(this.hud.buttonCenters()).map(([name, point]) => [name, toPage(point)])),
        handover: this.curtain.visible ? toPage(this.curtain.buttonCenter()) : null,
      },
      tip: this.tips.shown,
      tipArea: this.tipArea(toPage),
      opponentSheet: this.opponentSheet.testView(toPage),
      clouds: this.clouds.opacity,
      // At an online table: this device's seat (null: watching), each seat's status as the table says, the notice's offer.
      online: this.table?.testView() ?? null,
    };
  }

  /** The tooltip on screen, corner to corner in page pixels. */
  private tipArea(toPage: ToPage): { from: { x: number; y: number }; to: { x: number; y: number } } | null {
    const area = this.tips.shownArea;
    return area && { from: toPage(area), to: toPage({ x: area.x + area.width, y: area.y + area.height }) };
  }
}
