// The table when the game lives on the server: the same controller the play scene knows, fed by
// the server's `game` messages (this seat's view and what it may see of each action) instead of
// the rules' own transitions. The player drafts on this device, undoing freely; only the whole
// turn is sent (`act`), and the seat waits until the server acknowledges it or refuses it (the
// draft then comes back as it was). AI seats and other people decide on the server. A spectator
// (a view for no seat) only watches: every board as of the last closed turn, nothing to act on.
import { GameController, type Prompt } from './controller';
import { sampleHidden, stateFromView, type Action, type GameEvent, type GameState, type PlayerView, type RuleErrorCode } from '../rules/index';
import type { Seat } from './game-config';
import type { GameMessage } from '../../../protocol/protocol';
import { RemoteTurns, type RemoteRefusal } from '../../../shell/online/remote-turns';
import { NO_AI, type DraftMemory } from '../../../shell/table-controller';

export type RemoteGame = GameMessage<PlayerView, GameEvent>;
export type { RemoteRefusal };

export interface RemoteDeps {
  /** Sends this seat's action to the server and returns the act's id; null in a replay (the seat only watches). */
  readonly send: ((action: Action) => number) | null;
  /** Where this seat keeps its open turn's draft (a reload finds it again). */
  readonly draftMemory?: DraftMemory;
}

/**
 * A state that agrees with the seat's view, for drafting on this device. Its pile holds the unseen
 * cards in a made-up order (their number is public; the real order stays on the server, and this
 * state never deals), so the screen counts the cards left as the table does.
 */
const localState = (view: PlayerView): GameState => stateFromView(view, sampleHidden(view, 0).hidden);

export class RemoteController extends GameController {
  /** This device's seat, or null for a spectator. */
  readonly seat: number | null;
  private readonly turns: RemoteTurns<Action>;

  constructor(first: RemoteGame, seats: readonly Seat[], remote: RemoteDeps) {
    super(localState(first.view), seats, { ai: NO_AI, draftMemory: remote.draftMemory });
    this.seat = first.view.seat;
    this.turns = new RemoteTurns(first, remote.send);
  }

  get gameNo(): number {
    return this.turns.gameNo;
  }

  /** A spectator's big map follows the first seat; the strip shows every seat. */
  override get viewer(): number {
    return this.seat ?? 0;
  }

  override get sharesScreen(): boolean {
    return this.seat === null;
  }

  /** The actions stay on the server: this device cannot replay the rounds for the chart. */
  override get history(): null {
    return null;
  }

  /** While the turn is on its way to the server, the seat waits (its draft still shows). */
  override get prompt(): Prompt {
    return this.turns.waiting && !this.over ? 'wait' : super.prompt;
  }

  override get canUndo(): boolean {
    return !this.turns.waiting && super.canUndo;
  }

  /** The turn has been sent and not answered yet. */
  get sending(): boolean {
    return this.turns.sending;
  }

  /** A `game` message of this game: the new view, and what the action caused. Older ones are ignored. */
  receive(message: RemoteGame): void {
    const received = this.turns.receive(message);
    // This seat's own Xs were shown as they were drafted; the others' come with `stepClosed`.
    if (received !== 'stale') this.takeServerState(localState(message.view), message.events, received === 'settled', (event) => event.type !== 'marked');
  }

  /** The server stored this seat's act: it waits for the view that includes it. */
  acknowledged(id: number, version: number): void {
    if (this.turns.acknowledged(id, version)) this.takeAnswer({ stored: true });
  }

  /** The server refused this seat's act: the draft is back, with the reason when the rules gave one. */
  refused(refusal: RemoteRefusal): void {
    if (this.turns.refused(refusal)) this.takeAnswer({ stored: false, code: refusal.rules ? (refusal.code as RuleErrorCode) : null });
  }

  protected override commit(action: Action): void {
    if (this.seat === null || !this.turns.submit(action)) return;
    this.touch();
    this.events.emit('changed', null);
  }

  /** Nothing is saved on this device: the server keeps the game. */
  protected override persist(): void {}

  protected override advance(): void {
    this.followSeat(this.turns.watching ? null : this.seat, this.turns.waiting);
  }
}
