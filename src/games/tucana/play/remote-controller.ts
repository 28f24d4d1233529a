// Tucana's table when the game lives on the server: the controller the play scene knows, fed by
// the server's `game` messages (this seat's view and what it may see of each action). The player
// drafts the turn's segments here, undoing freely; the whole turn goes to the server
// (`RemoteTurns`) and the seat waits for its answer. AI seats and other people decide on the
// server. A spectator (a view for no seat) only watches.
import type { GameMessage } from '../../../protocol/protocol';
import { RemoteTurns, type RemoteRefusal } from '../../../shell/online/remote-turns';
import { NO_AI, type DraftMemory } from '../../../shell/table-controller';
import { sampleHidden, stateFromView, type RuleErrorCode, type TucanaAction, type TucanaEvent, type TucanaState, type TucanaView } from '../rules/index';
import { TucanaController, type TucanaPrompt } from './controller';
import type { Seat } from './game-config';

export type RemoteTucana = GameMessage<TucanaView, TucanaEvent>;

/** This seat's own segments (and what they scored) were shown as drafted; the others' come with `turnClosed`. */
const OWN_DRAFT_EVENTS: ReadonlySet<TucanaEvent['type']> = new Set(['segmentDrawn', 'sightScored', 'pairConnected']);

/** A state that agrees with the seat's view, for drafting here (the unseen cards in a made-up order, never dealt). */
const localState = (view: TucanaView): TucanaState => stateFromView(view, sampleHidden(view, 0).hidden);

export class TucanaRemoteController extends TucanaController {
  /** This device's seat, or null for a spectator. */
  readonly seat: number | null;
  private readonly turns: RemoteTurns<TucanaAction>;

  /** `draftMemory`: where this seat keeps its open turn's draft (a reload finds it again). */
  constructor(first: RemoteTucana, seats: readonly Seat[], send: ((action: TucanaAction) => number) | null, draftMemory?: DraftMemory) {
    super(localState(first.view), seats, { ai: NO_AI, draftMemory });
    this.seat = first.view.seat;
    this.turns = new RemoteTurns(first, send);
  }

  get gameNo(): number {
    return this.turns.gameNo;
  }

  /** A spectator's island follows the first seat. */
  override get viewer(): number {
    return this.seat ?? 0;
  }

  /** The actions stay on the server: this device cannot replay the rounds for the chart. */
  override get history(): null {
    return null;
  }

  /** While the turn is on its way to the server, the seat waits (its draft still shows). */
  override get prompt(): TucanaPrompt {
    return this.turns.waiting && !this.over ? 'wait' : super.prompt;
  }

  override get canUndo(): boolean {
    return !this.turns.waiting && super.canUndo;
  }

  /** A `game` message of this game: the new view, and what the action caused. Older ones are ignored. */
  receive(message: RemoteTucana): void {
    const received = this.turns.receive(message);
    if (received !== 'stale') this.takeServerState(localState(message.view), message.events, received === 'settled', (event) => !OWN_DRAFT_EVENTS.has(event.type));
  }

  /** The server stored this seat's turn: it waits for the view that includes it. */
  acknowledged(id: number, version: number): void {
    if (this.turns.acknowledged(id, version)) this.takeAnswer({ stored: true });
  }

  /** The server refused this seat's turn: the draft is back, with the reason when the rules gave one. */
  refused(refusal: RemoteRefusal): void {
    if (this.turns.refused(refusal)) this.takeAnswer({ stored: false, code: refusal.rules ? (refusal.code as RuleErrorCode) : null });
  }

  protected override commit(action: TucanaAction): void {
    if (this.seat === null || !this.turns.submit(action)) return;
    this.events.emit('changed', null);
  }

  /** Nothing is saved on this device: the server keeps the game. */
  protected override persist(): void {}

  protected override advance(): void {
    this.followSeat(this.turns.watching ? null : this.seat, this.turns.waiting);
  }
}
