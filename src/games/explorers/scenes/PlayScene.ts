// Playing a game: renders the controller's view of the engine state and sends the players'
// inputs back to it. No rule is decided here: highlighted cells are `legalCells`, offered picks are
// `picks`, and every action the engine sees comes from the controller's drafts.
import Phaser from 'phaser';
import { createAiClient } from '../../../shell/ai-client';
import { playSound, type SoundName } from '../../../shell/audio';
import { GameController, type ControllerDeps } from '../play/controller';
import type { NewGame, Seat } from '../play/game-config';
import type { Message } from '../../../shell/i18n';
import { commandForKey, moveCursor, type KeyCommand } from '../play/play-input';
import { optionBadges, promptMessage, scrollTerrains, seatStatus } from '../play/play-view';
import { discardSavedGame, saveGame, type SavedGame } from '../../../shell/save';
import { animationDuration } from '../../../shell/settings';
import type { RoundScored, TrackSettled, TurnResolved, TurnRevealed } from '../play/turn-events';
import {
  QUADRANTS,
  TERRAINS,
  expectedActors,
  quadrantOf,
  recount,
  scoreBoard,
  tables,
  xsForPick,
  type AchievementId,
  type PlayerBoard,
  type Cell,
  type GameState,
  type OptionIndex,
  type PlacementEvent,
  type Provision,
  type Terrain,
} from '../rules/index';
import { ActionPanel, type ActionsState, type SecondaryAction } from '../ui/action-panel';
import { AnimationQueue } from '../../../ui/animation-queue';
import { Banner, type BannerLine } from '../../../ui/banner';
import { CardView, type CardFace } from '../ui/card-view';
import { CloudLayer } from '../../../ui/cloud-layer';
import { DEPTHS } from '../../../ui/depths';
import { showDialog } from '../../../ui/dialog';
import { flyIcon } from '../../../ui/fly';
import { clearFocus } from '../../../ui/focus';
import { HandoverCurtain } from '../../../ui/handover-curtain';
import { HudBar, type HudData } from '../ui/hud-bar';
import { watchLayout, type Layout } from '../../../ui/layout';
import { MapView } from '../ui/map-view';
import { OpponentStrip } from '../ui/mini-map';
import { drawPaperCard } from '../../../ui/paper-card';
import { computePlayLayout, type PlayLayout } from '../ui/play-layout';
import { PlayerPanel } from '../ui/player-panel';
import { SkyBackdrop } from '../../../ui/sky-backdrop';
import { SoloGoals } from '../ui/solo-goals';
import { objectAt, objectTexture } from '../ui/terrain-style';
import { Tooltip } from '../../../ui/tooltip';
import { TracksView } from '../ui/tracks-view';
import { fadeIn, goTo } from '../../../ui/transition';
import { SceneKeys } from '../../../shell/scenes/keys';
import type { ToPage } from '../../../shell/scenes/test-bridge';

/** A new game from the setup screen, or a saved one to continue. */
export type PlayData = NewGame | SavedGame;

/** What the Scoring scene receives: the finished game and who played it. */
export interface ScoringData {
  readonly state: GameState;
  readonly seats: readonly Seat[];
}

const EFFECT_SOUNDS: Partial<Record<PlacementEvent['effect'], SoundName>> = {
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
  private soloGoals: SoloGoals | null = null;
  private banner!: Banner;
  private curtain!: HandoverCurtain;
  private scrollMode = false;
  private cursor: Cell | null = null;
  /**
   * What the screen does not show yet of the controller's state: drawn at the next frames (see
   * `update`), the controls first, then the sheets.
   */
  private stale: 'none' | 'all' | 'sheets' = 'none';

  constructor() {
    super(SceneKeys.Play);
  }

  create(data: PlayData): void {
    // Phaser reuses the scene object: nothing may survive from the previous game.
    this.scrollMode = false;
    this.cursor = null;
    this.stale = 'none';
    this.queue = new AnimationQueue();
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
    this.controller = made.value;
    this.buildViews();
    this.subscribe();
    this.installKeys();
    watchLayout(this, (layout) => this.layout(layout));
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => this.controller.dispose());
    this.controller.start();
    if (this.controller.state.phase.kind === 'over') this.queue.enqueue(() => this.finish());
    fadeIn(this);
  }

  // ---- building --------------------------------------------------------------------------------

  private buildViews(): void {
    const c = this.controller;
    const state = c.state;
    this.backdrop = new SkyBackdrop(this);
    this.tips = new Tooltip(this);
    this.mapView = new MapView(this, state.map, this.tips, (cell) => this.clickCell(cell));
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
    this.opponents = new OpponentStrip(this, state.map, this.opponentSeats(), this.tips);
    this.soloGoals = state.options.players === 1 ? new SoloGoals(this, state.achievements.length) : null;
    this.banner = new Banner(this);
    this.curtain = new HandoverCurtain(this, () => this.controller.acceptHandover());
  }

  private opponentSeats(): number[] {
    const viewer = this.controller.viewer;
    return this.controller.seats.map((_, p) => p).filter((p) => p !== viewer || this.humanCount() > 1);
  }

  private humanCount(): number {
    return this.controller.seats.filter((s) => s.kind === 'human').length;
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
    this.curtain.layout(layout);
    this.render();
  }

  // ---- controller events ---------------------------------------------------------------------

  private subscribe(): void {
    const events = this.controller.events;
    events.on('changed', () => (this.stale = 'all'));
    events.on('placed', ({ player, event }) => this.showPlacement(player, event));
    events.on('error', ({ code }) => {
      playSound('error');
      this.banner.toast({ key: `errors.${code}` });
    });
    events.on('turnRevealed', (turn) => this.queue.enqueue(() => this.revealTurn(turn)));
    events.on('turnResolved', (resolved) => this.queue.enqueue(() => this.resolveTurn(resolved)));
    events.on('trackSettled', (settled) => this.queue.enqueue(() => this.announceTrack(settled)));
    events.on('roundScored', (scored) => this.queue.enqueue(() => this.announceRound(scored)));
    events.on('gameOver', () => this.queue.enqueue(() => this.finish()));
  }

  private showPlacement(player: number, event: PlacementEvent): void {
    const color = this.controller.seats[player]?.color ?? 0;
    playSound('pen');
    void this.mapView.drawMark(event.cell, color);
    const sound = EFFECT_SOUNDS[event.effect];
    if (sound) this.time.delayedCall(animationDuration(200), () => playSound(sound));
    const from = this.mapView.cellCenter(event.cell);
    const size = this.mapView.cellSize;
    const kind = objectAt(this.controller.state.map.object[event.cell] as number);
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

  private revealTurn(turn: TurnRevealed): Promise<void> {
    this.renderHud();
    playSound('flip');
    const waitFirst = turn.turn === 0 ? this.banner.announce({ key: 'play.banner.roundStart', params: { round: turn.round + 1 } }) : Promise.resolve();
    return waitFirst.then(() => this.card.flip(this.cardFace()));
  }

  private resolveTurn(resolved: TurnResolved): Promise<void> {
    return this.opponents.reveal(resolved.newCells);
  }

  private announceTrack(settled: TrackSettled): Promise<void> {
    playSound('temple');
    const names = settled.players.map((p) => this.controller.seats[p]?.name ?? '').join(', ');
    const achievement = this.controller.state.achievements[settled.index] as AchievementId;
    const title: Message =
      settled.kind === 'temple'
        ? { key: 'play.banner.temple', params: { letter: QUADRANTS[settled.index] as string, value: settled.value } }
        : { key: 'play.banner.race', params: { name: { key: `achievements.${achievement}.name` }, value: settled.value } };
    const lines: BannerLine[] = [{ message: { key: 'common.verbatim', params: { text: names } } }];
    if (settled.bonusXs > 0) lines.push({ message: { key: 'play.banner.bonusXs', params: { count: settled.bonusXs } } });
    return this.banner.announce(title, lines, settled.kind === 'temple' ? objectTexture('temple') : 'icon-trophy');
  }

  private announceRound(scored: RoundScored): Promise<void> {
    playSound('round-end');
    const lines = this.controller.seats.map((seat, p) => ({
      color: seat.color,
      message: { key: 'play.banner.roundLine', params: { name: seat.name, provisions: scored.provisions[p] ?? 0, gemstones: scored.gemstones[p] ?? 0 } },
    }));
    return this.banner.announce({ key: 'play.banner.roundEnd', params: { round: scored.round + 1 } }, lines, 'icon-star');
  }

  private finish(): Promise<void> {
    return this.banner.announce({ key: 'play.banner.over' }, [], 'icon-trophy').then(() => {
      const data: ScoringData = { state: this.controller.state, seats: this.controller.seats };
      goTo(this, SceneKeys.Scoring, data);
    });
  }

  // ---- input -----------------------------------------------------------------------------------

  /** Input waits while announcements play, so nobody acts on a state they have not seen. */
  private get inputOpen(): boolean {
    return !this.queue.busy;
  }

  private clickCell(cell: Cell): void {
    if (!this.inputOpen) return;
    const c = this.controller;
    if (c.prompt === 'village') c.chooseVillage(cell);
    else if (c.prompt === 'place' || c.prompt === 'confirm') c.place(cell);
  }

  private clickOption(option: OptionIndex): void {
    if (!this.inputOpen) return;
    const c = this.controller;
    if (c.prompt === 'option') c.chooseOption(option);
    else if (c.prompt === 'pick') c.begin({ type: 'turn', pick: { kind: 'card', option } });
  }

  private chooseTerrain(terrain: Terrain): void {
    if (!this.inputOpen) return;
    const c = this.controller;
    if (c.prompt === 'pick' && this.scrollMode) {
      this.scrollMode = false;
      c.begin({ type: 'turn', pick: { kind: 'scroll', terrain } });
    } else if (c.prompt === 'terrain') {
      c.begin({ type: c.state.phase.kind === 'bonus' ? 'bonus' : 'setup', terrain });
    }
  }

  private secondary(action: Exclude<SecondaryAction, null>): void {
    if (!this.inputOpen) return;
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
    showDialog(this, {
      title: { key: 'play.leave.title' },
      message: { key: 'play.leave.message' },
      choices: [
        { label: 'play.leave.confirm', variant: 'danger', icon: 'home', onChoose: () => goTo(this, SceneKeys.Menu) },
        { label: 'play.leave.stay', variant: 'plain', onChoose: () => undefined },
      ],
    });
  }

  private showBrokenGame(code: string): void {
    const backdrop = new SkyBackdrop(this);
    watchLayout(this, (layout) => backdrop.layout(layout));
    showDialog(this, {
      title: { key: 'play.broken.title' },
      message: { key: `errors.${code}` },
      choices: [{ label: 'play.leave.confirm', icon: 'home', onChoose: () => goTo(this, SceneKeys.Menu) }],
    });
  }

  // ---- rendering -------------------------------------------------------------------------------

  /**
   * Draws what changed, at the frame after the change and never while an announcement plays (so
   * nobody sees a state before its announcement). The sheets (player panel, tracks, opponents),
   * the slowest to update, wait one more frame: no frame does a whole turn's update at once.
   */
  override update(): void {
    if (this.stale === 'none' || this.queue.busy) return;
    if (this.stale === 'all') {
      this.renderControls();
      this.stale = 'sheets';
    } else {
      this.renderSheets();
      this.stale = 'none';
    }
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
    const { seat, board, shown } = viewed;
    const c = this.controller;
    const prompt = c.prompt;
    if (prompt !== 'pick') this.scrollMode = false;
    this.mapView.setMarks({ marks: board.marks, color: seat.color, startVillage: shown.startVillage, fresh: c.draft?.cells ?? [] });
    const legal = prompt === 'village' || prompt === 'place' ? c.legalCells : [];
    this.mapView.setLegal(legal);
    if (this.cursor !== null && !legal.includes(this.cursor)) this.cursor = legal.length > 0 ? moveCursor(null, legal, 'right') : null;
    this.mapView.setCursor(this.cursor);
    this.mapView.setEnabled(prompt !== 'handover');
    this.card.show(this.cardFace());
    this.actions.update(this.actionsState());
    this.renderHud();
    if (prompt === 'handover') {
      const next = c.handoverPlayer ?? 0;
      this.curtain.show(c.seats[next]?.name ?? '', c.seats[next]?.color ?? 0);
    } else {
      this.curtain.hide();
    }
  }

  /** The player whose view the screen shows, once the game is laid out. */
  private viewed(): { viewer: number; seat: Seat; board: PlayerBoard; shown: GameState } | null {
    if (!this.play) return null;
    const { viewer, shown, seats } = this.controller;
    const seat = seats[viewer];
    const board = shown.boards[viewer];
    return seat && board ? { viewer, seat, board, shown } : null;
  }

  /** The viewer's sheet, the temple and achievement tracks, the other players' boards. */
  private renderSheets(): void {
    const viewed = this.viewed();
    if (!viewed) return;
    const { viewer, seat, board, shown } = viewed;
    const c = this.controller;
    this.playerPanel.update({
      name: seat.name,
      color: seat.color,
      board,
      sides: shown.options.sides,
      round: shown.turn.round,
      turnNumber: shown.turn.number,
      score: scoreBoard(shown, viewer),
    });
    this.tracks.update({ state: shown, viewer, colors: c.seats.map((s) => s.color) });
    this.opponents.update(
      this.opponentSeats().map((p) => ({
        player: p,
        name: c.seats[p]?.name ?? '',
        color: c.seats[p]?.color ?? 0,
        ai: c.seats[p]?.kind === 'ai',
        board: shown.boards[p] ?? board,
        score: scoreBoard(shown, p).total,
        status: seatStatus(c, p),
        active: shown.turn.active === p && shown.phase.kind !== 'over',
      })),
    );
    this.soloGoals?.update(scoreBoard(shown, viewer).total, shown.achievements.length);
  }

  private renderHud(): void {
    this.hud.update(this.hudData());
  }

  private hudData(): HudData {
    const state = this.controller.state;
    const active = state.turn.active;
    const seat = active === null ? null : this.controller.seats[active];
    const setup = state.turn.card === null;
    return {
      round: setup ? null : state.turn.round,
      turn: state.turn.turn,
      rounds: tables.ROUNDS,
      turns: tables.TURNS_PER_ROUND,
      cardsLeft: state.deck.pile.length,
      active:
        state.phase.kind === 'over'
          ? 'over'
          : setup
            ? 'setup'
            : seat
              ? { name: seat.name, color: seat.color }
              : state.options.players === 1
                ? 'solo'
                : 'free',
    };
  }

  private cardFace(): CardFace {
    const c = this.controller;
    const state = c.state;
    const [first, second] = optionBadges(c, c.viewer);
    const choosable = !this.scrollMode;
    return {
      card: state.turn.card,
      badges: [
        { ...first, clickable: first.clickable && choosable },
        { ...second, clickable: second.clickable && choosable },
      ],
      chosen: state.turn.activeChoice,
      chosenColor: state.turn.active === null ? 0 : (c.seats[state.turn.active]?.color ?? 0),
      facing: state.turn.facing,
      cardsLeft: state.deck.pile.length,
    };
  }

  private actionsState(): ActionsState {
    const c = this.controller;
    const state = c.state;
    const prompt = c.prompt;
    const acting = c.actingPlayer ?? c.viewer;
    const scrolls = scrollTerrains(c);
    const base = { secondary: null, secondaryEnabled: false, confirm: false, confirmEnabled: false, choices: [] } as const;
    if (prompt === 'terrain') {
      const xs = state.phase.kind === 'bonus' ? (state.turn.bonusOwed[acting] ?? 0) : tables.SETUP_XS;
      return { ...base, prompt: promptMessage(c), choices: TERRAINS.map((terrain) => ({ terrain, xs })) };
    }
    if (prompt === 'pick' && scrolls.length > 0) {
      if (this.scrollMode) {
        const choices = scrolls.map((terrain) => ({ terrain, xs: xsForPick(state, acting, { kind: 'scroll', terrain }) }));
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
    const state = c.state;
    const players = state.boards.map((_, p) => p);
    const actions = this.actions.targets();
    const cards = state.turn.card ? ([0, 1] as const).map((option) => ({ option, ...toPage(this.card.optionCenter(option)), ...this.cardFace().badges[option] })) : [];
    return {
      summary: {
        phase: state.phase.kind,
        round: state.turn.round,
        turn: state.turn.turn,
        turnNumber: state.turn.number,
        expected: expectedActors(state),
        prompt: c.prompt,
        acting: c.actingPlayer,
        viewer: c.viewer,
        handover: c.handoverPlayer,
        // An announcement plays, or the screen does not show the latest state yet.
        busy: this.queue.busy || this.stale !== 'none',
        legalCells: [...c.legalCells],
        picks: [...c.picks],
        draft: c.draft ? { cells: [...c.draft.cells], xsLeft: c.draft.xsLeft, horseOwed: c.draft.horseOwed, done: c.draft.done } : null,
        scrollMode: this.scrollMode,
        scores: players.map((p) => scoreBoard(state, p)),
        recount: players.map((p) => recount(state, p).total),
        seats: c.seats.map((s) => ({ kind: s.kind, name: s.name })),
        actions: state.log.length,
        card: state.turn.card?.id ?? null,
        marked: state.boards.map((board) => board.marks.reduce<number[]>((cells, mark, cell) => (mark ? [...cells, cell] : cells), [])),
        cursor: this.cursor,
      },
      cells: Array.from({ length: state.map.terrain.length }, (_, cell) => toPage(this.mapView.cellCenter(cell))),
      cardOptions: cards,
      terrainChoices: actions.choices.map((choice) => ({ terrain: choice.terrain, ...toPage(choice) })),
      buttons: {
        secondary: actions.secondary ? { action: this.actionsState().secondary, ...toPage(actions.secondary) } : null,
        confirm: actions.confirm ? toPage(actions.confirm) : null,
        ...Object.fromEntries(Object.entries(this.hud.buttonCenters()).map(([name, point]) => [name, toPage(point)])),
        handover: this.curtain.visible ? toPage(this.curtain.buttonCenter()) : null,
      },
      tip: this.tips.shown,
    };
  }
}
