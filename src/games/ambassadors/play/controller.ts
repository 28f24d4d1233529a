// A game of Ambassadors as the device sees it: the rules' state, the seats, pass-and-play
// hand-overs and AI turns (the shell's table controller), and the small actions of a turn sent by
// the person acting (roll, walk, play a card, place an ambush, buy, keep a trip card, sell). No
// Phaser: the scene reads `view`, `prompt` and `moves` and calls `act`; every check is the rules' own.
import { tableOpeners, TableController, type TableDeps, type TableEvents, type TableGame } from '../../../shell/table-controller';
import { legalMoves, nextInt, toRecord, turnRefusal, viewFor, type AmbassadorsAction, type AmbassadorsEvent, type AmbassadorsMove, type AmbassadorsRecord, type AmbassadorsState, type AmbassadorsView, type Phase, type RuleErrorCode } from '../rules/index';
import { ambassadorsRules } from '../contract-rules';
import type { Seat } from './game-config';

/** Ambassadors' types at a table: a turn is taken one small action at a time, so there is no draft. */
type AmbassadorsTable = { state: AmbassadorsState; view: AmbassadorsView; action: AmbassadorsAction; event: AmbassadorsEvent; code: RuleErrorCode; draft: never; record: AmbassadorsRecord };

/** What the device expects from the human in front of it: a step of their turn, or none. */
export type AmbassadorsPrompt = Exclude<Phase, 'over'> | 'handover' | 'wait' | 'over';

export interface AmbassadorsControllerEvents extends TableEvents<AmbassadorsEvent> {
  /** A refused input, with the rules' reason. */
  error: { readonly code: RuleErrorCode };
}

/** Any legal action of `player` (a failed bot's stand-in), drawn from its own legal moves. */
function randomMove(state: AmbassadorsState, player: number, rng: number): { action: AmbassadorsAction; rng: number } {
  const moves = legalMoves(viewFor(state, player), player);
  const drawn = nextInt(rng, moves.length);
  return { action: moves[drawn.value] ?? { type: 'pass', player }, rng: drawn.rng };
}

/** Actions so far: the state keeps them as a list, newest first. */
function actionCount(state: AmbassadorsState): number {
  let count = 0;
  for (let entry = state.log; entry; entry = entry.previous) count++;
  return count;
}

const AMBASSADORS_TABLE: TableGame<AmbassadorsTable> = {
  rules: ambassadorsRules,
  toRecord,
  actionCount,
  randomMove,
  // Turns are strict and each action is settled at once: every one is shown and saved.
  closesStep: () => true,
  firstSeat: (state) => state.turn.player,
};

export class AmbassadorsController extends TableController<AmbassadorsTable, AmbassadorsControllerEvents> {
  private static readonly openers = tableOpeners(ambassadorsRules, (state: AmbassadorsState, seats: readonly Seat[], deps: TableDeps<AmbassadorsTable>) => new AmbassadorsController(state, seats, deps));
  /** A table on a new game, or on a saved one. */
  static readonly create = AmbassadorsController.openers.create;
  static readonly load = AmbassadorsController.openers.load;

  protected constructor(state: AmbassadorsState, seats: readonly Seat[], deps: TableDeps<AmbassadorsTable>) {
    super(AMBASSADORS_TABLE, state, seats, deps);
  }

  /** Everything, once the game is over (the scoring screen's view). */
  get finalView(): AmbassadorsView {
    return viewFor(this.current, null);
  }

  get prompt(): AmbassadorsPrompt {
    const phase = this.current.phase;
    if (phase === 'over') return 'over';
    if (this.handoverPlayer !== null) return 'handover';
    return this.acting === null ? 'wait' : phase;
  }

  /** The game's actions so far. */
  get actionsSoFar(): number {
    return actionCount(this.current);
  }

  /** The acting person's legal moves now, from their own view (none while nobody acts here). */
  get moves(): readonly AmbassadorsMove[] {
    return this.acting === null ? [] : legalMoves(this.view, this.acting);
  }

  /** The acting person's action goes to the rules: a refusal comes back as `error`. */
  act(action: AmbassadorsAction): void {
    // The rules' reason, or, where they would take it, that the turn is not this screen's (an AI's, or a hand-over pending).
    if (this.acting === null || action.player !== this.acting) return this.fail(turnRefusal(this.current, action.player)?.code ?? 'notYourTurn');
    this.commit(action);
  }

  protected fail(code: RuleErrorCode): void {
    this.events.emit('error', { code });
  }

  // A turn has no draft: each action goes to the rules at once.
  protected resumeTurn(): void {}
  protected draftInputs(): null {
    return null;
  }
  protected redraft(): void {}
}
