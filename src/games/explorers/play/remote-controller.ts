// The table when the game lives on the server: the same controller the play scene knows, fed by
// the server's `game` messages (this seat's view and what it may see of each action) instead of
// the rules' own transitions. The player drafts on this device, undoing freely; only the whole
// turn is sent (`act`), and the seat waits until the server acknowledges it or refuses it (the
// draft then comes back as it was). AI seats and other people decide on the server. A spectator
// (a view for no seat) only watches: every board as of the last closed turn, nothing to act on.
import { closesStep, GameController, type Prompt } from './controller';
import { expectedActors, sampleHidden, stateFromView, type Action, type GameEvent, type GameState, type PlayerView, type RuleErrorCode } from '../rules/index';
import type { Seat } from './game-config';
import type { GameMessage } from '../../../../server/protocol';

export type RemoteGame = GameMessage<PlayerView, GameEvent>;

export interface RemoteDeps {
  /** Sends this seat's action to the server; returns the act's id. */
  readonly send: (action: Action) => number;
}

/** A refusal of one of this seat's acts (the protocol's `refused`). */
export interface RemoteRefusal {
  readonly id: number | null;
  readonly code: string;
  readonly rules: boolean;
}

const NO_AI = {
  decide: (): Promise<never> => Promise.reject(new Error('Online, every seat decides on the server.')),
  dispose: (): void => undefined,
};

/**
 * A state that agrees with the seat's view, for drafting on this device. Its pile holds the unseen
 * cards in a made-up order (their number is public; the real order stays on the server, and this
 * state never deals), so the screen counts the cards left as the table does.
 */
const localState = (view: PlayerView): GameState => stateFromView(view, sampleHidden(view, 0).hidden);

export class RemoteController extends GameController {
  /** This device's seat, or null for a spectator. */
  readonly seat: number | null;
  readonly gameNo: number;
  private version: number;
  /** The act sent and not answered yet, then the version its acknowledgement names until a view that recent arrives. */
  private pending: { readonly id: number; version: number | null } | null = null;

  constructor(first: RemoteGame, seats: readonly Seat[], private readonly remote: RemoteDeps) {
    super(localState(first.view), seats, { ai: NO_AI });
    this.seat = first.view.seat;
    this.gameNo = first.gameNo;
    this.version = first.version;
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
    return this.pending ? 'wait' : super.prompt;
  }

  override get canUndo(): boolean {
    return this.pending === null && super.canUndo;
  }

  /** The turn has been sent and not answered yet. */
  get sending(): boolean {
    return this.pending !== null && this.pending.version === null;
  }

  /** A `game` message of this game: the new view, and what the action caused. Older ones are ignored. */
  receive(message: RemoteGame): void {
    if (message.gameNo !== this.gameNo || message.version < this.version) return;
    this.version = message.version;
    this.current = localState(message.view);
    if (this.pending?.version != null && message.version >= this.pending.version) {
      this.pending = null;
      this.drafts = [];
    }
    if (closesStep(message.events)) {
      this.step++;
      this.drafts = [];
    }
    this.touch();
    // This seat's own Xs were shown as they were drafted; the others' come with `stepClosed`.
    for (const event of message.events) if (event.type !== 'marked') this.events.emit('played', event);
    this.advance();
    this.events.emit('changed', null);
  }

  /** The server stored this seat's act: it waits for the view that includes it. */
  acknowledged(id: number, version: number): void {
    if (this.pending?.id !== id) return;
    if (version <= this.version) {
      this.pending = null;
      this.drafts = [];
      this.touch();
      this.advance();
      this.events.emit('changed', null);
    } else this.pending.version = version;
  }

  /** The server refused this seat's act: the draft is back, with the reason when the rules gave one. */
  refused(refusal: RemoteRefusal): void {
    if (refusal.id === null || this.pending?.id !== refusal.id) return;
    this.pending = null;
    this.touch();
    if (refusal.rules) this.fail(refusal.code as RuleErrorCode);
    this.advance();
    this.events.emit('changed', null);
  }

  protected override commit(action: Action): void {
    if (this.pending || this.seat === null) return;
    this.pending = { id: this.remote.send(action), version: null };
    this.touch();
    this.events.emit('changed', null);
  }

  /** Nothing is saved on this device: the server keeps the game. */
  protected override persist(): void {}

  /** Only this seat acts here, when the rules expect it and no turn of its own is on its way. */
  protected override advance(): void {
    const seat = this.seat;
    const expected = seat !== null && this.current.phase.kind !== 'over' && this.pending === null && expectedActors(this.current).includes(seat);
    const acting = expected ? seat : null;
    if (acting !== this.acting) {
      this.acting = acting;
      this.touch();
    }
    if (acting !== null) this.autoBegin();
  }
}
