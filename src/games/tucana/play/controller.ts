// A game of Tucana as the device sees it: the rules' state, the seats, the acting human's draft
// (their private segments of the turn, undone one at a time until confirmed), pass-and-play
// hand-overs and AI turns. No Phaser: the scene reads `view` and the draft, calls the inputs and
// listens to `events`; every check is the rules' own.
import type { AiClient } from '../../../shell/ai-client';
import { Emitter } from '../../../shell/emitter';
import { aiSeed, handTo, viewerOf } from '../../../shell/table-turns';
import {
  beginDraft,
  createGame,
  draftDraw,
  eventsFor,
  expectedActors,
  islandOf,
  loadRecord,
  play,
  randomMove,
  toRecord,
  viewFor,
  type Draft,
  type DrawnSegment,
  type Edge,
  type Island,
  type Played,
  type Result,
  type RuleErrorCode,
  type TucanaAction,
  type TucanaEvent,
  type TucanaRecord,
  type TucanaState,
  type TucanaView,
} from '../rules/index';
import type { NewTucanaGame, Seat } from './game-config';
import type { SavedTucana } from './save';

export type TucanaAiDecider = AiClient<TucanaView, TucanaAction>;

export interface TucanaControllerDeps {
  readonly ai: TucanaAiDecider;
  readonly save?: (game: SavedTucana) => void;
  /** Called when the game ends, so a finished game is not offered for continuing. */
  readonly discardSave?: () => void;
  /** Resolves once the screen has shown earlier events, so AI moves never outrun the animations. */
  readonly viewSettled?: () => Promise<void>;
}

/** What the device expects from the human in front of it. */
export type TucanaPrompt = 'draw' | 'bonus' | 'confirm' | 'handover' | 'wait' | 'over';

export interface TucanaControllerEvents {
  changed: null;
  /** What an accepted action caused, as a spectator may see it (segments come with `turnClosed`). */
  played: TucanaEvent;
  /** The acting human's own segment, as drafted (private until the turn closes). */
  drawn: { readonly player: number; readonly segment: DrawnSegment };
  undone: { readonly player: number; readonly segment: DrawnSegment };
  handover: { readonly player: number };
  /** A refused input, with the rules' reason. */
  error: { readonly code: RuleErrorCode; readonly edge: Edge | null };
}

const immediate = (): Promise<void> => Promise.resolve();

export class TucanaController {
  readonly events = new Emitter<TucanaControllerEvents>();
  readonly seats: readonly Seat[];
  readonly island: Island;
  private readonly deps: TucanaControllerDeps;
  protected current: TucanaState;
  protected drafts: Draft[] = [];
  protected acting: number | null = null;
  private handoverTo: number | null = null;
  private lastHuman: number | null = null;
  private readonly thinking = new Set<number>();
  /** Turns closed so far: an AI answer for an earlier turn is dropped. */
  protected step = 0;
  private started = false;
  private disposed = false;

  static create(game: NewTucanaGame, deps: TucanaControllerDeps): Result<TucanaController> {
    if (game.seats.length !== game.options.players) return { ok: false, error: { code: 'badOptions', detail: 'One seat per player.' } };
    const created = createGame(game.options);
    return created.ok ? { ok: true, value: new TucanaController(created.value, game.seats, deps) } : created;
  }

  static load(saved: SavedTucana, deps: TucanaControllerDeps): Result<TucanaController> {
    const loaded = loadRecord(saved.record);
    if (!loaded.ok) return loaded;
    if (saved.seats.length !== loaded.value.options.players) return { ok: false, error: { code: 'badRecord', detail: 'The saved seats do not match the players.' } };
    return { ok: true, value: new TucanaController(loaded.value, saved.seats, deps) };
  }

  protected constructor(state: TucanaState, seats: readonly Seat[], deps: TucanaControllerDeps) {
    this.current = state;
    this.seats = seats;
    this.deps = deps;
    this.island = islandOf(state.options.island);
  }

  /** Begin play (AI seats start thinking); call once the screen is subscribed. */
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

  // ---- what the screen reads -----------------------------------------------------------------

  get state(): TucanaState {
    return this.current;
  }

  get record(): TucanaRecord {
    return toRecord(this.current);
  }

  /** What the seat in front of the screen may know (its drafted segments come from `draft`). */
  get view(): TucanaView {
    return viewFor(this.current, this.viewer);
  }

  /** Everything, once the game is over (the scoring screen's view). */
  get finalView(): TucanaView {
    return viewFor(this.current, null);
  }

  get actingPlayer(): number | null {
    return this.acting;
  }

  get handoverPlayer(): number | null {
    return this.handoverTo;
  }

  /** Whose sheet fills the screen: the acting human, else the next or the last human. */
  get viewer(): number {
    return viewerOf(this.seats, { acting: this.acting, handoverTo: this.handoverTo, lastHuman: this.lastHuman });
  }

  get draft(): Draft | null {
    return this.drafts[this.drafts.length - 1] ?? null;
  }

  get prompt(): TucanaPrompt {
    if (this.current.phase === 'over') return 'over';
    if (this.handoverTo !== null) return 'handover';
    const draft = this.draft;
    if (this.acting === null || !draft) return 'wait';
    if (draft.done) return 'confirm';
    return draft.drawn.length === 0 ? 'draw' : 'bonus';
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

  /** Players still drawing this turn. */
  get waitingFor(): readonly number[] {
    return expectedActors(this.current);
  }

  // ---- input from the human acting on this device ----------------------------------------------

  draw(edge: Edge): void {
    const draft = this.draft;
    if (this.acting === null || !draft) return this.fail(this.current.phase === 'over' ? 'gameOver' : 'alreadyDone', edge);
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
    if (!draft || this.acting === null) return this.fail('alreadyDone', null);
    this.commit(draft.action);
  }

  acceptHandover(): void {
    if (this.handoverTo === null) return;
    this.acting = this.handoverTo;
    this.lastHuman = this.acting;
    this.handoverTo = null;
    this.beginTurn();
    this.events.emit('changed', null);
  }

  // ---- flow ------------------------------------------------------------------------------------

  protected fail(code: RuleErrorCode, edge: Edge | null): void {
    this.events.emit('error', { code, edge });
  }

  protected beginTurn(): void {
    if (this.acting === null) return;
    const begun = beginDraft(this.current, this.acting);
    this.drafts = begun.ok ? [begun.value] : [];
  }

  protected commit(action: TucanaAction): void {
    const played = play(this.current, action);
    if (played.ok) this.accept(action, played.value);
    else this.fail(played.error.code, null);
  }

  private accept(action: TucanaAction, { state, events }: Played): void {
    this.current = state;
    if (action.player === this.acting) this.drafts = [];
    if (events.some((e) => e.type === 'turnClosed')) {
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
    if (this.current.phase === 'over') this.deps.discardSave?.();
    else this.deps.save?.({ record: toRecord(this.current), seats: this.seats });
  }

  /** Hands the device to the next human who must draw, and sets the AI seats thinking. */
  protected advance(): void {
    if (this.disposed) return;
    if (this.current.phase === 'over') {
      this.acting = null;
      this.handoverTo = null;
      return;
    }
    const actors = expectedActors(this.current);
    for (const p of actors) if (this.seats[p]?.kind === 'ai' && !this.thinking.has(p)) this.think(p);
    const stays = (p: number | null): boolean => p !== null && actors.includes(p);
    if (stays(this.acting)) {
      if (!this.draft) this.beginTurn();
      return;
    }
    if (stays(this.handoverTo)) return;
    this.acting = null;
    this.handoverTo = null;
    this.drafts = [];
    const hands = handTo(this.seats, actors.find((p) => this.seats[p]?.kind === 'human'), this.lastHuman);
    this.lastHuman = hands.lastHuman;
    if (hands.handoverTo !== null) {
      this.handoverTo = hands.handoverTo;
      this.events.emit('handover', { player: hands.handoverTo });
      return;
    }
    this.acting = hands.acting;
    this.beginTurn();
  }

  private think(player: number): void {
    const seat = this.seats[player];
    if (seat?.kind !== 'ai') return;
    this.thinking.add(player);
    const step = this.step;
    const state = this.current;
    const rng = aiSeed(state.options.seed, player, state.log.length);
    void this.deps.ai
      .decide(viewFor(state, player), seat.level, rng)
      .catch((error: unknown) => {
        // A bot bug must not stall the table: a random legal turn instead.
        console.error(`AI seat ${player} failed`, error);
        return randomMove(state, player, rng);
      })
      .then(async (decision) => {
        await (this.deps.viewSettled ?? immediate)();
        if (this.disposed || step !== this.step) return;
        const played = play(this.current, decision.action);
        if (played.ok) return this.accept(decision.action, played.value);
        console.error(`AI seat ${player} proposed a refused turn: ${played.error.detail}`);
        this.commit(randomMove(this.current, player, rng).action);
      });
  }
}
