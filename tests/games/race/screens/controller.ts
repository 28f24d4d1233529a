// Race to 10 at a table on this device: the shell's table controller (seats, AI turns, saves,
// hand-overs) with the person's move (1 to 3, with or without the secret card) sent whole to the
// rules. No Phaser: the play screen reads `view`, `prompt` and `moves` and calls `act`. A replay
// shows one seat's views through `RaceReplayController`, which only watches.
import type { GameRecordShape } from '../../../../src/games/contract';
import type { GameMessage } from '../../../../src/protocol/protocol';
import { RemoteTurns } from '../../../../src/shell/online/remote-turns';
import type { Seat } from '../../../../src/shell/seats';
import { NO_AI, TableController, tableOpeners, type TableDeps, type TableEvents, type TableGame } from '../../../../src/shell/table-controller';
import { raceRules } from '../contract-rules';
import { legalMoves, toRecord, viewFor, type RaceAction, type RaceErrorCode, type RaceEvent, type RaceMove, type RaceState, type RaceView } from '../rules';

type RaceTable = { state: RaceState; view: RaceView; action: RaceAction; event: RaceEvent; code: RaceErrorCode; draft: never; record: GameRecordShape };

/** What the screen asks of the person in front of it. */
export type RacePrompt = 'move' | 'handover' | 'wait' | 'over';

export interface RaceControllerEvents extends TableEvents<RaceEvent> {
  /** A refused move, with the rules' reason. */
  error: { readonly code: RaceErrorCode };
}

const RACE_TABLE: TableGame<RaceTable> = {
  rules: raceRules,
  toRecord,
  actionCount: (state) => state.actions.length,
  // Every move is a whole turn: shown and saved at once.
  closesStep: () => true,
};

export class RaceController extends TableController<RaceTable, RaceControllerEvents> {
  private static readonly openers = tableOpeners(raceRules, (state: RaceState, seats: readonly Seat[], deps: TableDeps<RaceTable>) => new RaceController(state, seats, deps));
  static readonly create = RaceController.openers.create;
  static readonly load = RaceController.openers.load;

  protected constructor(state: RaceState, seats: readonly Seat[], deps: TableDeps<RaceTable>) {
    super(RACE_TABLE, state, seats, deps);
  }

  get prompt(): RacePrompt {
    if (this.over) return 'over';
    if (this.handoverPlayer !== null) return 'handover';
    return this.acting === null ? 'wait' : 'move';
  }

  /** The acting person's moves, from their own view. */
  get moves(): readonly RaceMove[] {
    return this.acting === null ? [] : legalMoves(this.view, this.acting);
  }

  /** Everything, once the race is over (the scoring screen's view). */
  get finalView(): RaceView {
    return viewFor(this.current, null);
  }

  act(move: RaceMove): void {
    if (this.acting === null) return this.fail(this.over ? 'gameOver' : 'notYourTurn');
    this.commit({ type: 'add', player: this.acting, amount: move.amount, card: move.card });
  }

  protected fail(code: RaceErrorCode): void {
    this.events.emit('error', { code });
  }

  // A move has no draft: it goes to the rules at once.
  protected resumeTurn(): void {}
  protected draftInputs(): null {
    return null;
  }
  protected redraft(): void {}
}

/** A state agreeing with a seat's view: the other seat's unplayed card stays unknown (0), and no view shows it. */
function stateFromView(view: RaceView): RaceState {
  return {
    options: { players: 2, seed: 0 },
    counts: view.boards.map((board) => board.score.total),
    cards: view.cardsLeft.map((left, seat) => (!left ? null : seat === view.seat ? view.myCard : 0)),
    turn: view.turn,
    winner: view.ranking?.winners[0] ?? null,
    actions: [],
  };
}

/** A finished race replayed (the shell's ReplaySession): one seat's views, step by step, nothing to play. */
export class RaceReplayController extends RaceController {
  readonly seat: number | null;
  private readonly turns: RemoteTurns<RaceAction>;

  constructor(first: GameMessage<RaceView, RaceEvent>, seats: readonly Seat[]) {
    super(stateFromView(first.view), seats, { ai: NO_AI });
    this.seat = first.view.seat;
    this.turns = new RemoteTurns(first, null);
  }

  get gameNo(): number {
    return this.turns.gameNo;
  }

  override get viewer(): number {
    return this.seat ?? 0;
  }

  protected override seatView(): RaceView {
    return viewFor(this.state, this.seat);
  }

  receive(message: GameMessage<RaceView, RaceEvent>): void {
    const received = this.turns.receive(message);
    if (received !== 'stale') this.takeServerState(stateFromView(message.view), message.events, received === 'settled', () => true);
  }

  protected override commit(): void {}
  protected override persist(): void {}
  protected override advance(): void {
    this.followSeat(null, false);
  }
}
