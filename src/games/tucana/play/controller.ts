// A game of Tucana as the device sees it: the rules' state, the seats, the acting human's draft
// (their private segments of the turn, undone one at a time until confirmed), pass-and-play
// hand-overs and AI turns. No Phaser: the scene reads `view` and the draft, calls the inputs and
// listens to `events`; every check is the rules' own.
import { tableOpeners, TableController, type TableDeps, type TableEvents, type TableGame } from '../../../shell/table-controller';
import {
  beginDraft,
  draftAsk,
  draftDraw,
  draftStart,
  islandOf,
  randomMove,
  scoreHistory,
  toRecord,
  turnRefusal,
  viewFor,
  type Draft,
  type DraftAsk,
  type DrawnSegment,
  type Edge,
  type Hex,
  type Island,
  type RuleErrorCode,
  type ScoreHistory,
  type TucanaAction,
  type TucanaEvent,
  type TucanaRecord,
  type TucanaState,
  type TucanaView,
} from '../rules/index';
import { tucanaRules } from '../contract-rules';
import type { Seat } from './game-config';
import { ownSheet, type OwnSheet } from './screen-model';

/** Tucana's types at a table. */
type TucanaTable = { state: TucanaState; view: TucanaView; action: TucanaAction; event: TucanaEvent; code: RuleErrorCode; draft: Draft; record: TucanaRecord; };

/** What the device expects from the human in front of it. */
export type TucanaPrompt = DraftAsk | 'handover' | 'wait' | 'over';

export interface TucanaControllerEvents extends TableEvents<TucanaEvent> {
  /** The acting human's own segment, as drafted (private until the turn closes, when `played` brings everyone's). */
  drawn: { readonly player: number; readonly segment: DrawnSegment };
  undone: { readonly player: number; readonly segment: DrawnSegment };
  /** A refused input, with the rules' reason and where it was tried: a pair of hexes, or one hex. */
  error: { readonly code: RuleErrorCode; readonly edge: Edge | null; readonly hex: Hex | null };
}

const TUCANA_TABLE: TableGame<TucanaTable> = {
  rules: tucanaRules,
  toRecord,
  actionCount: (state) => state.log.length,
  randomMove,
  closesStep: (events) => events.some((e) => e.type === 'turnClosed'),
};

export class TucanaController extends TableController<TucanaTable, TucanaControllerEvents> {
  readonly island: Island;

  private static readonly openers = tableOpeners(tucanaRules, (state: TucanaState, seats: readonly Seat[], deps: TableDeps<TucanaTable>) => new TucanaController(state, seats, deps));
  /** A table on a new game, or on a saved one. */
  static readonly create = TucanaController.openers.create;
  static readonly load = TucanaController.openers.load;

  protected constructor(state: TucanaState, seats: readonly Seat[], deps: TableDeps<TucanaTable>) {
    super(TUCANA_TABLE, state, seats, deps);
    this.island = islandOf(state.options.island);
  }

  // ---- what the screen reads -----------------------------------------------------------------

  /** Everything, once the game is over (the scoring screen's view). */
  get finalView(): TucanaView {
    return viewFor(this.current, null);
  }

  /** Everyone's score after each round so far, for the scoring screen's chart (null: the game does not replay). */
  get history(): ScoreHistory | null {
    const history = scoreHistory(this.record);
    return history.ok ? history.value : null;
  }

  get prompt(): TucanaPrompt {
    if (this.current.phase === 'over') return 'over';
    if (this.handoverPlayer !== null) return 'handover';
    const draft = this.draft;
    return this.acting === null || !draft ? 'wait' : draftAsk(draft);
  }

  /** The viewer's sheet with their open turn's draft applied (null when the viewer has no sheet). */
  get ownSheet(): OwnSheet | null {
    const board = this.view.boards[this.viewer];
    if (!board) return null;
    return ownSheet(board, this.draft && this.actingPlayer === this.viewer ? this.draft.drawn : []);
  }

  /** The pairs of hexes the acting human may join now (the rules' list). */
  get legalEdges(): readonly Edge[] {
    const prompt = this.prompt;
    return prompt === 'draw' || prompt === 'bonus' ? (this.draft?.legalEdges ?? []) : [];
  }

  /** Only the segments of this turn can be taken back, and only before confirming. */
  get canUndo(): boolean {
    return this.acting !== null && (this.draft?.drawn.length ?? 0) > 0;
  }

  // ---- input from the human acting on this device ----------------------------------------------

  /** Whether the acting human may start a segment at `hex`; if not, the rules' reason goes out as a refusal there. */
  startAt(hex: Hex): boolean {
    const draft = this.draft;
    if (this.acting === null || !draft) {
      this.fail(this.noTurnHere, null, hex);
      return false;
    }
    const started = draftStart(draft, hex);
    if (!started.ok) this.fail(started.error.code, null, hex);
    return started.ok;
  }

  draw(edge: Edge): void {
    const draft = this.draft;
    if (this.acting === null || !draft) return this.fail(this.noTurnHere, edge);
    const drawn = draftDraw(draft, edge);
    if (!drawn.ok) return this.fail(drawn.error.code, edge);
    this.drafts.push(drawn.value);
    this.events.emit('drawn', { player: this.acting, segment: drawn.value.drawn[drawn.value.drawn.length - 1] as DrawnSegment });
    this.events.emit('changed', null);
  }

  undo(): void {
    if (!this.canUndo || this.acting === null) return;
    const undone = this.drafts.pop() as Draft;
    this.events.emit('undone', { player: this.acting, segment: undone.drawn[undone.drawn.length - 1] as DrawnSegment });
    this.events.emit('changed', null);
  }

  /** The turn as drafted goes to the rules (they refuse an unfinished one). */
  confirm(): void {
    const draft = this.draft;
    if (!draft || this.acting === null) return this.fail(this.noTurnHere);
    this.commit(draft.action);
  }

  // ---- flow ------------------------------------------------------------------------------------

  /**
   * Why the seat in front of the screen has no turn to draw here: the rules' reason, or, where they
   * would let it draw, that its turn is gone already (sent to the table, not yet acknowledged).
   */
  private get noTurnHere(): RuleErrorCode {
    return turnRefusal(this.current, this.viewer)?.code ?? 'alreadyDone';
  }

  protected fail(code: RuleErrorCode, edge: Edge | null = null, hex: Hex | null = null): void {
    this.events.emit('error', { code, edge, hex });
  }

  protected draftInputs(): { edges: Edge[] } | null {
    const draft = this.draft;
    return draft ? { edges: draft.drawn.map((segment) => segment.edge) } : null;
  }

  protected redraft(inputs: unknown): void {
    const edges = (inputs as { edges?: unknown } | null)?.edges;
    if (!Array.isArray(edges)) return;
    for (const edge of edges as unknown[]) {
      if (!this.legalEdges.includes(edge as Edge)) return;
      this.draw(edge as Edge);
    }
  }

  protected beginTurn(): void {
    if (this.acting === null) return;
    const begun = beginDraft(this.current, this.acting);
    this.drafts = begun.ok ? [begun.value] : [];
  }

  protected resumeTurn(): void {
    if (!this.draft) this.beginTurn();
  }
}
