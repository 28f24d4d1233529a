// What every game's table on one device does the same way, whatever the game: it holds the true
// state and the seats, starts and ends play, takes on what the rules made of an accepted action
// (saving after each closed step), hands the device from person to person and sets the AI seats
// thinking, each from its own view. A game's controller extends it with its drafts, its prompts
// and its inputs; every rule check stays the rules' own (`GameRules` of the game contract).
import type { GameRules, Outcome } from '../games/contract';
import type { AiClient } from './ai-client';
import { Emitter } from '../platform/emitter';
import type { Seat } from './seats';
import { handTo, viewerOf } from './table-turns';
import { actorsNow } from '../table/actors';
import { AI_ATTEMPTS, afterAiFailure } from '../table/bot-fallback';
import { aiRequest, aiSeed, takeAction } from '../table/turns';

/** What the table reads of any game's state: its seed and player count. */
export interface TableState {
  readonly options: { readonly seed: number; readonly players: number };
}

/** A game's types at a table, named in one place so that controllers take one type argument. */
export interface TableTypes {
  readonly state: TableState;
  readonly view: unknown;
  readonly action: { readonly player: number };
  readonly event: unknown;
  readonly code: string;
  /** One step of the acting person's draft (undo goes back one). */
  readonly draft: unknown;
  readonly record: unknown;
}

/** The game's rules as the table uses them, and what else differs per game. */
export interface TableGame<T extends TableTypes> {
  readonly rules: Pick<GameRules<unknown, T['state'], T['view'], T['event'], unknown, T['code'], T['action']>, 'play' | 'expectedActors' | 'isOver' | 'view' | 'eventsFor' | 'randomAction'>;
  readonly toRecord: (state: T['state']) => T['record'];
  /** How many actions the game has taken so far (each AI move's seed depends on it). */
  readonly actionCount: (state: T['state']) => number;
  /** Whether an action's events close the step: then every seat's marks show and the game is saved. */
  readonly closesStep: (events: readonly T['event'][]) => boolean;
  /** The seat the hand-over order starts from, going clockwise (the lowest seat when not given). */
  readonly firstSeat?: (state: T['state']) => number;
}

/** What a table saves after every closed step. */
export interface SavedTable<T extends TableTypes> {
  readonly record: T['record'];
  readonly seats: readonly Seat[];
}

/**
 * Where a seat keeps its open turn's draft, as the inputs that made it (plain data), so that a
 * reload or a rejoin finds it again: an online seat's device, for that seat only.
 */
export interface DraftMemory {
  /** The kept draft, or null. */
  kept(): unknown;
  /** Keeps `draft` in place of the last one (null: there is none now). */
  keep(draft: unknown): void;
}

export interface TableDeps<T extends TableTypes> {
  readonly ai: AiClient<T['view'], T['action']>;
  readonly draftMemory?: DraftMemory;
  readonly save?: (game: SavedTable<T>) => void;
  /** Called when the game ends, so a finished game is not offered for continuing. */
  readonly discardSave?: () => void;
  /** Resolves after `ms` milliseconds (tests pass an immediate one). */
  readonly wait?: (ms: number) => Promise<void>;
  /** How long an AI seat appears to think; read at every move so a settings change applies at once. */
  readonly aiDelayMs?: () => number;
  /** Resolves once the screen has shown earlier events, so AI moves never outrun the animations. */
  readonly viewSettled?: () => Promise<void>;
}

/** What every table tells its screen; a game's controller adds its own drafting and refusal events. */
export interface TableEvents<Event> {
  changed: null;
  /** What an accepted action caused, as a spectator may see it, in order. */
  played: Event;
  handover: { readonly player: number };
}

/**
 * A game's two ways to open a table, on a new game or on a saved one (`open`: its controller's
 * constructor). Either is refused as the rules refuse the game, or when the seats are not one per player.
 */
export function tableOpeners<Options, State extends TableState, Code extends string, Deps, Controller>(
  rules: Pick<GameRules<Options, State, unknown, unknown, unknown, Code>, 'create' | 'loadRecord'>,
  open: (state: State, seats: readonly Seat[], deps: Deps) => Controller,
) {
  const seated = (made: Outcome<State, Code>, seats: readonly Seat[], deps: Deps, code: 'badOptions' | 'badRecord'): Outcome<Controller, Code | typeof code> => {
    if (!made.ok) return made;
    if (made.value.options.players !== seats.length) return { ok: false, error: { code, detail: 'One seat per player.' } };
    return { ok: true, value: open(made.value, seats, deps) };
  };
  return {
    create: (game: { readonly options: Options; readonly seats: readonly Seat[] }, deps: Deps) => seated(rules.create(game.options), game.seats, deps, 'badOptions'),
    load: (saved: { readonly record: unknown; readonly seats: readonly Seat[] }, deps: Deps) => seated(rules.loadRecord(saved.record), saved.seats, deps, 'badRecord'),
  };
}

/** The AI of a table whose game lives on a server: every seat but this device's decides there. */
export const NO_AI: AiClient<never, never> = {
  decide: (): Promise<never> => Promise.reject(new Error('Online, every seat decides on the server.')),
  dispose: (): void => undefined,
};

const immediate = (): Promise<void> => Promise.resolve();
const defaultWait = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

export abstract class TableController<T extends TableTypes, Events extends TableEvents<T['event']>> {
  readonly events = new Emitter<Events>();
  readonly seats: readonly Seat[];
  private readonly game: TableGame<T>;
  private readonly deps: TableDeps<T>;
  private state_: T['state'];
  private viewCache: T['view'] | null = null;
  /** The acting person's draft, one entry per step taken (undo pops one). */
  protected drafts: T['draft'][] = [];
  private acting_: number | null = null;
  private handoverTo: number | null = null;
  private lastHuman: number | null = null;
  private readonly thinking = new Set<number>();
  /** Steps closed so far: an AI answer for an earlier step is dropped. */
  private step = 0;
  private started = false;
  private disposed = false;

  protected constructor(game: TableGame<T>, state: T['state'], seats: readonly Seat[], deps: TableDeps<T>) {
    this.game = game;
    this.state_ = state;
    this.seats = seats;
    this.deps = deps;
  }

  /** The events every table emits (the game's own `Events` add to them). */
  private get table(): Emitter<TableEvents<T['event']>> {
    return this.events as unknown as Emitter<TableEvents<T['event']>>;
  }

  /** Begin play (AI seats start thinking); call once the screen is subscribed. */
  start(): void {
    if (this.started) return;
    this.started = true;
    this.persist();
    this.advance();
    this.followDraftMemory();
    this.table.emit('changed', null);
  }

  /** The kept draft, made again through the game's own inputs (the rules check each step); then every change kept. */
  private followDraftMemory(): void {
    const memory = this.deps.draftMemory;
    if (!memory) return;
    const kept = memory.kept();
    if (kept !== null && this.acting_ !== null) this.redraft(kept);
    this.table.on('changed', () => memory.keep(this.acting_ === null ? null : this.draftInputs()));
  }

  dispose(): void {
    this.disposed = true;
    this.deps.ai.dispose();
    this.events.clear();
  }

  // ---- what the screen reads -------------------------------------------------------------------

  /** The true state: for saving and for the tests' bridge. Screens draw `view`. */
  get state(): T['state'] {
    return this.state_;
  }

  /** The game so far as a record: its options and every action. */
  get record(): T['record'] {
    return this.game.toRecord(this.state_);
  }

  /** What the seat in front of the screen (`viewer`) may know. */
  get view(): T['view'] {
    return (this.viewCache ??= this.seatView());
  }

  /** The human acting on this device now, if any. */
  get actingPlayer(): number | null {
    return this.acting_;
  }

  get handoverPlayer(): number | null {
    return this.handoverTo;
  }

  /** Whose sheet fills the screen: the acting person, else the next or the last one. */
  get viewer(): number {
    return viewerOf(this.seats, { acting: this.acting_, handoverTo: this.handoverTo, lastHuman: this.lastHuman });
  }

  get draft(): T['draft'] | null {
    return this.drafts[this.drafts.length - 1] ?? null;
  }

  /** Players still to act in the current step. */
  get waitingFor(): readonly number[] {
    return this.game.rules.expectedActors(this.state_);
  }

  /**
   * A whole action from the person at this screen, as the screens' inputs end in one: the rules
   * take it or refuse it (the screen shows the refusal). The test bridge's way to play a seat.
   */
  submit(action: T['action']): void {
    this.commit(action);
  }

  /** The next person has taken the device. */
  acceptHandover(): void {
    if (this.handoverTo === null) return;
    this.acting = this.handoverTo;
    this.lastHuman = this.acting;
    this.handoverTo = null;
    this.resumeTurn();
    this.table.emit('changed', null);
  }

  // ---- what a game's controller builds on --------------------------------------------------------

  protected get current(): T['state'] {
    return this.state_;
  }

  protected set current(state: T['state']) {
    this.state_ = state;
    this.touch();
  }

  protected get acting(): number | null {
    return this.acting_;
  }

  protected set acting(player: number | null) {
    this.acting_ = player;
    this.touch();
  }

  protected get over(): boolean {
    return this.game.rules.isOver(this.state_);
  }

  /** The view as the screen shows it (a game may lay the acting person's draft on it). */
  protected seatView(): T['view'] {
    return this.game.rules.view(this.state_, this.viewer);
  }

  /** What the view shows has changed. */
  protected touch(): void {
    this.viewCache = null;
  }

  /** The acting person carries on: a game begins their draft when it has none. */
  protected abstract resumeTurn(): void;

  /** A refused input, with the rules' reason. */
  protected abstract fail(code: T['code']): void;

  /** The acting person's draft as the inputs that made it (plain data, see `DraftMemory`), or null. */
  protected abstract draftInputs(): unknown;

  /** Makes the draft again from kept `inputs` through the inputs' own checks, stopping at the first the rules refuse. */
  protected abstract redraft(inputs: unknown): void;

  protected commit(action: T['action']): void {
    const taken = takeAction(this.game.rules, this.state_, action);
    if (taken.ok) this.accept(action, taken.value.state, taken.value.events);
    else this.fail(taken.error.code);
  }

  /** Takes on what the rules made of an accepted action, and tells the screen what it caused. */
  private accept(action: T['action'], state: T['state'], events: readonly T['event'][]): void {
    this.current = state;
    if (action.player === this.acting) this.drafts = [];
    if (this.game.closesStep(events)) {
      // What everyone has done is shown, and the game is saved.
      this.step++;
      this.thinking.clear();
      this.drafts = [];
      this.persist();
    }
    for (const event of this.game.rules.eventsFor(events, null)) this.table.emit('played', event);
    this.advance();
    this.table.emit('changed', null);
  }

  protected persist(): void {
    if (this.over) this.deps.discardSave?.();
    else this.deps.save?.({ record: this.record, seats: this.seats });
  }

  /** Hands the device to the next person who must act, and sets the AI seats thinking. */
  protected advance(): void {
    if (this.disposed) return;
    if (this.over) {
      this.acting = null;
      this.handoverTo = null;
      return;
    }
    const { bots, people } = actorsNow(this.game.rules, this.state_, this.seats);
    for (const p of bots) if (!this.thinking.has(p)) this.think(p);
    const stays = (p: number | null): boolean => p !== null && people.includes(p);
    if (stays(this.acting)) return this.resumeTurn();
    if (stays(this.handoverTo)) return;
    this.acting = null;
    this.handoverTo = null;
    this.drafts = [];
    const hands = handTo(this.seats, this.clockwise(people)[0], this.lastHuman);
    this.lastHuman = hands.lastHuman;
    if (hands.handoverTo !== null) {
      this.handoverTo = hands.handoverTo;
      this.table.emit('handover', { player: hands.handoverTo });
      return;
    }
    if (hands.acting === null) return;
    this.acting = hands.acting;
    this.resumeTurn();
  }

  // ---- at an online table: the game lives on the server (shell/online/remote-turns.ts) -----------

  /**
   * A state agreeing with the view the server sent, and what the action it shows caused (`shown`:
   * the events the screen has not shown yet); `settled`: it includes this seat's own turn.
   */
  protected takeServerState(state: T['state'], events: readonly T['event'][], settled: boolean, shown: (event: T['event']) => boolean): void {
    this.current = state;
    if (settled) this.drafts = [];
    if (this.game.closesStep(events)) {
      this.step++;
      this.drafts = [];
    }
    for (const event of events) if (shown(event)) this.table.emit('played', event);
    this.advance();
    this.table.emit('changed', null);
  }

  /** The server stored this seat's turn (its draft goes) or refused it (the draft is back, with the rules' reason if they gave one). */
  protected takeAnswer(answer: { readonly stored: true } | { readonly stored: false; readonly code: T['code'] | null }): void {
    if (answer.stored) this.drafts = [];
    else if (answer.code !== null) this.fail(answer.code);
    this.touch();
    this.advance();
    this.table.emit('changed', null);
  }

  /** Online, only `seat` acts on this device, when the rules expect it and no turn of its own is on its way. */
  protected followSeat(seat: number | null, waiting: boolean): void {
    const expected = seat !== null && !this.over && !waiting && this.game.rules.expectedActors(this.state_).includes(seat);
    this.acting = expected ? seat : null;
    if (this.acting !== null) this.resumeTurn();
    else if (!waiting) this.drafts = [];
  }

  /** `seats` from the game's first seat on, clockwise. */
  private clockwise(seats: readonly number[]): number[] {
    const n = this.seats.length;
    const from = this.game.firstSeat?.(this.state_) ?? 0;
    return [...seats].sort((a, b) => ((a - from + n) % n) - ((b - from + n) % n));
  }

  /** The seat's AI decides from its view; after a failed attempt it is asked again, then the seat plays a random legal action. */
  private think(player: number, failures = 0): void {
    const seat = this.seats[player];
    if (seat?.kind !== 'ai') return;
    this.thinking.add(player);
    const step = this.step;
    const seed = (state: T['state']): number => aiSeed(state.options.seed, player, this.game.actionCount(state));
    const request = aiRequest(this.game.rules, this.state_, player, seat.level, seed(this.state_));
    const pause = (this.deps.wait ?? defaultWait)(this.deps.aiDelayMs?.() ?? 0);
    void this.deps.ai
      .decide(request.view, request.level, request.rng)
      .then(
        (decision) => decision.action,
        (error: unknown) => {
          console.error(`AI seat ${player} failed`, error);
          return null;
        },
      )
      .then(async (action) => {
        await pause;
        await (this.deps.viewSettled ?? immediate)();
        if (this.disposed || step !== this.step) return;
        if (action !== null) {
          const taken = takeAction(this.game.rules, this.state_, action);
          if (taken.ok) return this.accept(action, taken.value.state, taken.value.events);
          console.error(`AI seat ${player} proposed a refused action: ${taken.error.detail}`);
        }
        const next = afterAiFailure(this.game.rules, this.state_, player, seed(this.state_), failures + 1, AI_ATTEMPTS.table);
        if (next.retry) this.think(player, failures + 1);
        else this.commit(next.action);
      });
  }
}
