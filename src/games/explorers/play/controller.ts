// The game as the device sees it: the engine state, the seats, the acting human's draft with its
// undo stack, pass-and-play hand-overs and AI turns. No Phaser: scenes subscribe to `events`
// (what the rules say each action caused), read `view` (what the seat in front of the screen may
// know) and the prompts, and call the input methods; every rule check is the rules'.
import type { AiClient } from '../../../shell/ai-client';
import {
  beginDraft,
  createGame,
  draftPlace,
  eventsFor,
  expectedActors,
  legalPicks,
  loadRecord,
  pickTerrains,
  play,
  randomMove,
  scoreHistory,
  viewFor,
  withBoard,
  tiedVillages,
  toRecord,
  xsForStart,
  type Action,
  type GameEvent,
  type GameRecord,
  type Cell,
  type Draft,
  type DraftStart,
  type GameState,
  type OptionIndex,
  type Pick,
  type PlacementEvent,
  type Played,
  type PlayerView,
  type Result,
  type RuleErrorCode,
  type ScoreHistory,
  type Terrain,
} from '../rules/index';
import { Emitter } from '../../../shell/emitter';
import type { NewGame, Seat } from './game-config';
import type { SavedGame } from '../../../shell/save';
import { aiSeed, handTo, viewerOf } from '../../../shell/table-turns';

/** Asks a seat's AI for a decision, from that seat's view alone. */
export type AiDecider = AiClient<PlayerView, Action>;

export interface ControllerDeps {
  readonly ai: AiDecider;
  readonly save?: (game: SavedGame) => void;
  /** Called when the game ends, so a finished game is not offered for continuing. */
  readonly discardSave?: () => void;
  /** Resolves after `ms` milliseconds (tests pass an immediate one). */
  readonly wait?: (ms: number) => Promise<void>;
  /** How long an AI seat appears to think; read at every move so a settings change applies at once. */
  readonly aiDelayMs?: () => number;
  /** Resolves once the view has shown earlier events, so AI moves never outrun the animations. */
  readonly viewSettled?: () => Promise<void>;
}

/** What the device expects from the human in front of it. */
export type Prompt = 'village' | 'option' | 'pick' | 'terrain' | 'place' | 'confirm' | 'handover' | 'wait' | 'over';

export interface ControllerEvents {
  changed: null;
  /**
   * What an accepted action caused, as the rules tell it, in order. The device shows every
   * seat's Xs only when their step closes (`stepClosed`): the acting human's own Xs come through
   * `placed` as they are drafted.
   */
  played: GameEvent;
  placed: { readonly player: number; readonly event: PlacementEvent };
  undone: { readonly player: number; readonly cell: Cell | null };
  handover: { readonly player: number };
  /** A refused input, with the rules' reason and, for an X, the cell the player tried. */
  error: { readonly code: RuleErrorCode; readonly cell: Cell | null };
}

const immediate = (): Promise<void> => Promise.resolve();

/**
 * Whether an action closed the step it was played in. Inside a step players act on their own and
 * the others see nothing yet: such an action only reports its own Xs and that its player is done.
 */
export const closesStep = (events: readonly GameEvent[]): boolean => events.some((e) => e.type !== 'marked' && e.type !== 'playerDone');
const defaultWait = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));


export class GameController {
  readonly events = new Emitter<ControllerEvents>();
  readonly seats: readonly Seat[];
  protected readonly deps: ControllerDeps;
  protected current: GameState;
  private viewCache: PlayerView | null = null;
  protected drafts: Draft[] = [];
  /** The first draft was begun automatically (the only pick), so undo stops after it. */
  protected forcedStart = false;
  protected acting: number | null = null;
  private handoverTo: number | null = null;
  private lastHuman: number | null = null;
  private readonly thinking = new Set<number>();
  protected step = 0;
  private started = false;
  private disposed = false;

  static create(game: NewGame, deps: ControllerDeps): Result<GameController> {
    const created = createGame(game.options);
    return created.ok ? { ok: true, value: new GameController(created.value, game.seats, deps) } : created;
  }

  static load(saved: SavedGame, deps: ControllerDeps): Result<GameController> {
    const loaded = loadRecord(saved.record);
    if (!loaded.ok) return loaded;
    if (saved.seats.length !== loaded.value.options.players) {
      return { ok: false, error: { code: 'badRecord', detail: 'The saved seats do not match the players.' } };
    }
    return { ok: true, value: new GameController(loaded.value, saved.seats, deps) };
  }

  protected constructor(state: GameState, seats: readonly Seat[], deps: ControllerDeps) {
    this.current = state;
    this.seats = seats;
    this.deps = deps;
  }

  /** Begin play (AI seats start thinking); call once the view is subscribed. */
  start(): void {
    if (this.started) return;
    this.started = true;
    this.persist();
    this.advance();
    this.events.emit('changed', null);
  }

  dispose(): void {
    this.disposed = true;
    this.deps.ai.dispose();
    this.events.clear();
  }

  // ---- what the view reads -----------------------------------------------------------------

  /** The true state: for saving and for the tests' bridge. Screens draw `view`. */
  get state(): GameState {
    return this.current;
  }

  /** The game so far as a record: its options and every action. */
  get record(): GameRecord {
    return toRecord(this.current);
  }

  /** Everyone's score after each round so far, for the scoring screen's chart (null: the game does not replay). */
  get history(): ScoreHistory | null {
    const history = scoreHistory(this.record);
    return history.ok ? history.value : null;
  }

  /**
   * What the seat in front of the screen (`viewer`) may know: the rules' view of the game, with
   * the acting human's draft on their own board. Other seats' Xs of the open step stay hidden.
   */
  get view(): PlayerView {
    if (!this.viewCache) {
      const view = viewFor(this.current, this.viewer);
      const draft = this.acting === null ? null : this.draft;
      this.viewCache = draft && this.acting !== null ? withBoard(view, this.current, this.acting, draft.board) : view;
    }
    return this.viewCache;
  }

  /** The human acting on this device now, if any. */
  get actingPlayer(): number | null {
    return this.acting;
  }

  get handoverPlayer(): number | null {
    return this.handoverTo;
  }

  /** Whose map fills the screen: the acting human, else the last human who acted. */
  get viewer(): number {
    return viewerOf(this.seats, { acting: this.acting, handoverTo: this.handoverTo, lastHuman: this.lastHuman });
  }

  /** Several people take turns at this device (pass-and-play): the strip shows every seat's board. */
  get sharesScreen(): boolean {
    return this.seats.filter((s) => s.kind === 'human').length > 1;
  }

  get draft(): Draft | null {
    return this.drafts[this.drafts.length - 1] ?? null;
  }

  get prompt(): Prompt {
    const phase = this.current.phase.kind;
    if (phase === 'over') return 'over';
    if (this.handoverTo !== null) return 'handover';
    if (this.acting === null) return 'wait';
    const draft = this.draft;
    if (draft) return draft.done ? 'confirm' : 'place';
    switch (phase) {
      case 'startVillage':
        return 'village';
      case 'choose':
        return 'option';
      case 'place':
        return 'pick';
      default:
        return 'terrain';
    }
  }

  /** Cells the acting human may click now (tied start villages, or where the next X may go). */
  get legalCells(): readonly Cell[] {
    if (this.prompt === 'village') return tiedVillages(this.current);
    const draft = this.draft;
    return draft?.legalCells ?? [];
  }

  /** Picks offered to the acting human before placing (card options, scrolls). */
  get picks(): readonly Pick[] {
    return this.prompt === 'pick' && this.acting !== null ? legalPicks(this.current, this.acting) : [];
  }

  /** Terrains the current draft marks. */
  get draftTerrains(): readonly Terrain[] {
    const start = this.draft?.start;
    if (!start) return [];
    return start.type === 'turn' ? pickTerrains(this.current, start.pick) : [start.terrain];
  }

  /** How many Xs `start` gives `player` now (a card option, a scroll, setup, bonus Xs). */
  xsFor(player: number, start: DraftStart): number {
    return xsForStart(this.current, player, start);
  }

  get canUndo(): boolean {
    return this.drafts.length > 1 || (this.drafts.length === 1 && !this.forcedStart);
  }

  get canConfirm(): boolean {
    return this.prompt === 'confirm';
  }

  /** Players still to act in the current step. */
  get waitingFor(): readonly number[] {
    return expectedActors(this.current);
  }

  // ---- input from the human acting on this device ----------------------------------------------

  chooseVillage(village: Cell): void {
    if (this.expect('village')) this.commit({ type: 'startVillage', player: this.acting as number, village });
  }

  chooseOption(option: OptionIndex): void {
    if (this.expect('option')) this.commit({ type: 'choose', player: this.acting as number, option });
  }

  /** Start placing: a pick from `picks` (turn), or a terrain (setup, expert temple bonus). */
  begin(start: DraftStart): void {
    const wanted = start.type === 'turn' ? 'pick' : 'terrain';
    if (!this.expect(wanted)) return;
    const kind = this.current.phase.kind;
    if (start.type !== 'turn' && start.type !== kind) return this.fail('wrongPhase');
    this.startDraft(start, false);
  }

  place(cell: Cell): void {
    const draft = this.draft;
    if (!draft || this.acting === null) return this.fail('wrongPhase');
    const placed = draftPlace(draft, cell);
    if (!placed.ok) return this.fail(placed.error.code, cell);
    this.drafts.push(placed.value);
    this.touch();
    const event = placed.value.events[placed.value.events.length - 1] as PlacementEvent;
    this.events.emit('placed', { player: this.acting, event });
    this.events.emit('changed', null);
  }

  undo(): void {
    if (!this.canUndo || this.acting === null) return;
    const undone = this.drafts.pop() as Draft;
    this.touch();
    this.events.emit('undone', { player: this.acting, cell: undone.cells[undone.cells.length - 1] ?? null });
    this.events.emit('changed', null);
  }

  confirm(): void {
    const draft = this.draft;
    if (!draft?.done) return this.fail('mustPlaceAll');
    this.commit(draft.action);
  }

  /** The next human has taken the device. */
  acceptHandover(): void {
    if (this.handoverTo === null) return;
    this.acting = this.handoverTo;
    this.lastHuman = this.acting;
    this.handoverTo = null;
    this.touch();
    this.autoBegin();
    this.events.emit('changed', null);
  }

  // ---- flow ------------------------------------------------------------------------------------

  private expect(prompt: Prompt): boolean {
    if (this.acting === null) {
      this.fail('notYourTurn');
      return false;
    }
    if (this.prompt !== prompt) {
      this.fail('wrongPhase');
      return false;
    }
    return true;
  }

  protected fail(code: RuleErrorCode, cell: Cell | null = null): void {
    this.events.emit('error', { code, cell });
  }

  protected touch(): void {
    this.viewCache = null;
  }

  private startDraft(start: DraftStart, forced: boolean): void {
    const begun = beginDraft(this.current, this.acting as number, start);
    if (!begun.ok) return this.fail(begun.error.code);
    this.drafts = [begun.value];
    this.forcedStart = forced;
    this.touch();
    this.events.emit('changed', null);
  }

  /** An active player without a usable scroll has one pick only: go straight to placing. */
  protected autoBegin(): void {
    if (this.prompt !== 'pick') return;
    const picks = this.picks;
    if (picks.length === 1) this.startDraft({ type: 'turn', pick: picks[0] as Pick }, true);
  }

  protected commit(action: Action): void {
    const played = play(this.current, action);
    if (played.ok) this.accept(action, played.value);
    else this.fail(played.error.code);
  }

  /** Takes on what the rules made of an accepted action, and tells the screen what it caused. */
  private accept(action: Action, { state, events }: Played): void {
    this.current = state;
    if (action.player === this.acting) this.drafts = [];
    this.touch();
    if (closesStep(events)) {
      // What everyone has placed is shown, and the game is saved.
      this.step++;
      this.thinking.clear();
      this.drafts = [];
      this.persist();
    }
    for (const event of eventsFor(events, null)) this.events.emit('played', event);
    this.advance();
    this.events.emit('changed', null);
  }

  protected persist(): void {
    if (this.current.phase.kind === 'over') this.deps.discardSave?.();
    else this.deps.save?.({ record: toRecord(this.current), seats: this.seats });
  }

  /** Hand the device to the next human who must act, and set the AI seats thinking. */
  protected advance(): void {
    if (this.disposed) return;
    if (this.current.phase.kind === 'over') {
      this.acting = null;
      this.handoverTo = null;
      return;
    }
    const actors = expectedActors(this.current);
    for (const p of actors) if (this.seats[p]?.kind === 'ai' && !this.thinking.has(p)) this.think(p);
    const stays = (p: number | null) => p !== null && actors.includes(p);
    if (stays(this.acting)) return this.autoBegin();
    if (stays(this.handoverTo)) return;
    this.acting = null;
    this.handoverTo = null;
    this.touch();
    const hands = handTo(this.seats, this.humanOrder(actors)[0], this.lastHuman);
    this.lastHuman = hands.lastHuman;
    if (hands.handoverTo !== null) {
      this.handoverTo = hands.handoverTo;
      this.events.emit('handover', { player: hands.handoverTo });
      return;
    }
    if (hands.acting === null) return;
    this.acting = hands.acting;
    this.autoBegin();
  }

  /** Humans among `actors`, the active player first, then clockwise. */
  private humanOrder(actors: readonly number[]): number[] {
    const n = this.seats.length;
    const from = this.current.turn.active ?? this.current.firstPlayer;
    return actors.filter((p) => this.seats[p]?.kind === 'human').sort((a, b) => ((a - from + n) % n) - ((b - from + n) % n));
  }

  private think(player: number): void {
    const seat = this.seats[player];
    if (seat?.kind !== 'ai') return;
    this.thinking.add(player);
    const step = this.step;
    const state = this.current;
    const rng = aiSeed(state.options.seed, player, state.log.length);
    const wait = this.deps.wait ?? defaultWait;
    const pause = wait(this.deps.aiDelayMs?.() ?? 0);
    const stale = () => this.disposed || step !== this.step;
    void this.deps.ai
      .decide(viewFor(state, player), seat.level, rng)
      .catch((error: unknown) => {
        // A bot bug must not stall the table: play a random legal move instead.
        console.error(`AI seat ${player} failed`, error);
        return randomMove(state, player, rng);
      })
      .then(async (decision) => {
        await pause;
        await (this.deps.viewSettled ?? immediate)();
        if (stale()) return;
        const played = play(this.current, decision.action);
        if (played.ok) return this.accept(decision.action, played.value);
        console.error(`AI seat ${player} proposed a refused action: ${played.error.detail}`);
        this.commit(randomMove(this.current, player, rng).action);
      });
  }
}
