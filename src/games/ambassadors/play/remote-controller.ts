// Ambassadors' table when the game lives on the server: the controller the play scene knows, fed
// by the server's `game` messages (this seat's view and what it may see of each action). Each
// action of this seat goes to the server (`RemoteTurns`) and the seat waits for its answer; AI
// seats and other people decide on the server. A spectator (a view for no seat) only watches.
import type { GameMessage } from '../../../protocol/protocol';
import { RemoteTurns, type RemoteRefusal } from '../../../shell/online/remote-turns';
import { NO_AI } from '../../../shell/table-controller';
import { viewFor, type AmbassadorsAction, type AmbassadorsEvent, type AmbassadorsView, type RuleErrorCode } from '../rules/index';
import { AmbassadorsController, type AmbassadorsPrompt } from './controller';
import type { Seat } from './game-config';
import { stateFromView } from '../ai/view-state';

export type RemoteAmbassadors = GameMessage<AmbassadorsView, AmbassadorsEvent>;

export class AmbassadorsRemoteController extends AmbassadorsController {
  /** This device's seat, or null for a spectator. */
  readonly seat: number | null;
  private readonly turns: RemoteTurns<AmbassadorsAction>;
  /** The game's actions so far, as the server counts them. */
  private version: number;

  constructor(first: RemoteAmbassadors, seats: readonly Seat[], send: ((action: AmbassadorsAction) => number) | null) {
    super(stateFromView(first.view), seats, { ai: NO_AI });
    this.seat = first.view.seat;
    this.version = first.version;
    this.turns = new RemoteTurns(first, send);
  }

  get gameNo(): number {
    return this.turns.gameNo;
  }

  override get actionsSoFar(): number {
    return this.version;
  }

  /** A spectator's screen follows the first seat. */
  override get viewer(): number {
    return this.seat ?? 0;
  }

  /** This seat's view; a spectator's is the view for no seat (no hand, not the first seat's either). */
  protected override seatView(): AmbassadorsView {
    return viewFor(this.state, this.seat);
  }

  /** While an action is on its way to the server, the seat waits. */
  override get prompt(): AmbassadorsPrompt {
    return this.turns.waiting && !this.over ? 'wait' : super.prompt;
  }

  /** A `game` message of this game: the new view, and what the action caused. Older ones are ignored. */
  receive(message: RemoteAmbassadors): void {
    const received = this.turns.receive(message);
    if (received === 'stale') return;
    this.version = message.version;
    this.takeServerState(stateFromView(message.view), message.events, received === 'settled', () => true);
  }

  /** The server stored this seat's action: it waits for the view that includes it. */
  acknowledged(id: number, version: number): void {
    if (this.turns.acknowledged(id, version)) this.takeAnswer({ stored: true });
  }

  /** The server refused this seat's action, with the reason when the rules gave one. */
  refused(refusal: RemoteRefusal): void {
    if (this.turns.refused(refusal)) this.takeAnswer({ stored: false, code: refusal.rules ? (refusal.code as RuleErrorCode) : null });
  }

  protected override commit(action: AmbassadorsAction): void {
    if (this.seat === null || !this.turns.submit(action)) return;
    this.events.emit('changed', null);
  }

  /** Nothing is saved on this device: the server keeps the game. */
  protected override persist(): void {}

  protected override advance(): void {
    this.followSeat(this.turns.watching ? null : this.seat, this.turns.waiting);
  }
}
