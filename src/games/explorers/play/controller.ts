// The game as the device sees it: the engine state, the seats, the acting human's draft with its
// undo stack, pass-and-play hand-overs and AI turns. No Phaser: scenes subscribe to `events`
// (what the rules say each action caused), read `view` (what the seat in front of the screen may
// know) and the prompts, and call the input methods; every rule check is the rules'.
import {
  askRefusal,
  phaseAsk,
  stepRefusal,
  type PhaseAsk,
  beginDraft,
  draftPlace,
  legalPicks,
  pickTerrains,
  scoreHistory,
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
  type PlayerView,
  type RuleErrorCode,
  type ScoreHistory,
  type Terrain,
} from '../rules/index';
import { explorersRules } from '../contract-rules';
import type { Seat } from './game-config';
import { tableOpeners, TableController, type TableDeps, type TableEvents, type TableGame } from '../../../shell/table-controller';

/** Explorers' types at a table. */
type ExplorersTable = { state: GameState; view: PlayerView; action: Action; event: GameEvent; code: RuleErrorCode; draft: Draft; record: GameRecord; };

export type ControllerDeps = TableDeps<ExplorersTable>;

/** What the device expects from the human in front of it. */
export type Prompt = PhaseAsk | 'place' | 'confirm' | 'handover' | 'wait' | 'over';

export interface ControllerEvents extends TableEvents<GameEvent> {
  /**
   * The device shows every seat's Xs only when their step closes (`stepClosed`, among `played`):
   * the acting human's own Xs come through `placed` as they are drafted.
   */
  placed: { readonly player: number; readonly event: PlacementEvent };
  undone: { readonly player: number; readonly cell: Cell | null };
  /** A refused input, with the rules' reason and, for an X, the cell the player tried. */
  error: { readonly code: RuleErrorCode; readonly cell: Cell | null };
}

/**
 * Whether an action closed the step it was played in. Inside a step players act on their own and
 * the others see nothing yet: such an action only reports its own Xs and that its player is done.
 */
export const closesStep = (events: readonly GameEvent[]): boolean => events.some((e) => e.type !== 'marked' && e.type !== 'playerDone');

const EXPLORERS_TABLE: TableGame<ExplorersTable> = {
  rules: explorersRules,
  toRecord,
  actionCount: (state) => state.log.length,
  closesStep,
  // Pass-and-play hands the device to the active player first.
  firstSeat: (state) => state.turn.active ?? state.firstPlayer,
};

export class GameController extends TableController<ExplorersTable, ControllerEvents> {
  /** The first draft was begun automatically (the only pick), so undo stops after it. */
  protected forcedStart = false;

  private static readonly openers = tableOpeners(explorersRules, (state: GameState, seats: readonly Seat[], deps: ControllerDeps) => new GameController(state, seats, deps));
  /** A table on a new game, or on a saved one. */
  static readonly create = GameController.openers.create;
  static readonly load = GameController.openers.load;

  protected constructor(state: GameState, seats: readonly Seat[], deps: ControllerDeps) {
    super(EXPLORERS_TABLE, state, seats, deps);
  }

  // ---- what the view reads -----------------------------------------------------------------

  /** Everyone's score after each round so far, for the scoring screen's chart (null: the game does not replay). */
  get history(): ScoreHistory | null {
    const history = scoreHistory(this.record);
    return history.ok ? history.value : null;
  }

  /**
   * What the seat in front of the screen may know: the rules' view of the game, with the acting
   * human's draft on their own board. Other seats' Xs of the open step stay hidden.
   */
  protected override seatView(): PlayerView {
    const view = super.seatView();
    const draft = this.acting === null ? null : this.draft;
    return draft && this.acting !== null ? withBoard(view, this.current, this.acting, draft.board) : view;
  }

  /** Several people take turns at this device (pass-and-play): the strip shows every seat's board. */
  get sharesScreen(): boolean {
    return this.seats.filter((s) => s.kind === 'human').length > 1;
  }

  get prompt(): Prompt {
    const phase = this.current.phase.kind;
    if (phase === 'over') return 'over';
    if (this.handoverPlayer !== null) return 'handover';
    if (this.acting === null) return 'wait';
    const draft = this.draft;
    if (draft) return draft.done ? 'confirm' : 'place';
    return phaseAsk(phase) ?? 'over';
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

  // ---- input from the human acting on this device ----------------------------------------------

  chooseVillage(village: Cell): void {
    if (this.expect('village')) this.commit({ type: 'startVillage', player: this.acting as number, village });
  }

  chooseOption(option: OptionIndex): void {
    if (this.expect('option')) this.commit({ type: 'choose', player: this.acting as number, option });
  }

  /** Start placing: a pick from `picks` (turn), or a terrain (setup, expert temple bonus). */
  begin(start: DraftStart): void {
    // Which terrain step (setup or temple bonus) the phase takes, the rules check when it begins.
    if (this.expect(start.type === 'turn' ? 'pick' : 'terrain')) this.startDraft(start, false);
  }

  place(cell: Cell): void {
    const acting = this.acting;
    const draft = acting === null ? null : this.draft;
    const refused = stepRefusal(draft, 'place');
    if (refused || !draft || acting === null) return this.fail(refused ?? 'wrongPhase');
    const placed = draftPlace(draft, cell);
    if (!placed.ok) return this.fail(placed.error.code, cell);
    this.drafts.push(placed.value);
    this.touch();
    const event = placed.value.events[placed.value.events.length - 1] as PlacementEvent;
    this.events.emit('placed', { player: acting, event });
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
    const refused = stepRefusal(draft, 'confirm');
    if (refused || !draft) return this.fail(refused ?? 'wrongPhase');
    this.commit(draft.action);
  }

  // ---- flow ------------------------------------------------------------------------------------

  private expect(input: PhaseAsk): boolean {
    // While the device is handed over, nobody's input is asked for.
    const refused = askRefusal(this.current.phase.kind, this.acting, this.draft !== null, input) ?? (this.handoverPlayer === null ? null : 'wrongPhase');
    if (refused) this.fail(refused);
    return refused === null;
  }

  protected fail(code: RuleErrorCode, cell: Cell | null = null): void {
    this.events.emit('error', { code, cell });
  }

  private startDraft(start: DraftStart, forced: boolean): void {
    const begun = beginDraft(this.current, this.acting as number, start);
    if (!begun.ok) return this.fail(begun.error.code);
    this.drafts = [begun.value];
    this.forcedStart = forced;
    this.touch();
    this.events.emit('changed', null);
  }

  protected draftInputs(): { start: DraftStart; cells: readonly Cell[] } | null {
    const draft = this.draft;
    return draft ? { start: draft.start, cells: draft.cells } : null;
  }

  protected redraft(inputs: unknown): void {
    const kept = inputs as { start?: unknown; cells?: unknown } | null;
    if (!Array.isArray(kept?.cells)) return;
    const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);
    if (!same(this.draft?.start, kept.start)) {
      // Only a start the rules offer now: one of the picks, or a terrain of the setup or a bonus.
      const start = kept.start as Partial<DraftStart> | undefined;
      const pick = start?.type === 'turn' ? this.picks.find((offered) => same(offered, start.pick)) : undefined;
      if (pick) this.begin({ type: 'turn', pick });
      else if ((start?.type === 'setup' || start?.type === 'bonus') && typeof start.terrain === 'string') this.begin({ type: start.type, terrain: start.terrain });
    }
    for (const cell of kept.cells as unknown[]) {
      if (!this.legalCells.includes(cell as Cell) || !same(this.draft?.start, kept.start)) return;
      this.place(cell as Cell);
    }
  }

  /** An active player without a usable scroll has one pick only: go straight to placing. */
  protected autoBegin(): void {
    if (this.prompt !== 'pick') return;
    const picks = this.picks;
    if (picks.length === 1) this.startDraft({ type: 'turn', pick: picks[0] as Pick }, true);
  }

  protected resumeTurn(): void {
    this.autoBegin();
  }
}
