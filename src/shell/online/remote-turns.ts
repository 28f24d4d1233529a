// What every game's remote controller shares at an online table: which game and version of it
// the device shows, and the one turn of its own on its way to the server. A turn is sent whole;
// the seat then waits until the server acknowledges it (and a view that recent arrives) or
// refuses it. Older views are ignored. The games' controllers say what each answer means for
// their drafts and screens.
import type { GameMessage } from '../../protocol/protocol';

/** A refusal of one of this seat's acts (the protocol's `refused`). */
export interface RemoteRefusal {
  readonly id: number | null;
  readonly code: string;
  readonly rules: boolean;
}

/** What a `game` message means for the device: older than what it shows, news, or news that includes its own turn. */
export type Received = 'stale' | 'fresh' | 'settled';

export class RemoteTurns<Action> {
  readonly gameNo: number;
  private version: number;
  /** The act sent and not answered yet, then the version its acknowledgement names until a view that recent arrives. */
  private pending: { readonly id: number; version: number | null } | null = null;

  constructor(
    first: Pick<GameMessage, 'gameNo' | 'version'>,
    /** Sends this seat's action to the server and returns the act's id; null when the device only watches (a replay). */
    private readonly send: ((action: Action) => number) | null,
  ) {
    this.gameNo = first.gameNo;
    this.version = first.version;
  }

  /** The device only shows the seat's views (a replay): the seat never acts here. */
  get watching(): boolean {
    return this.send === null;
  }

  /** A turn of this seat is on its way or acknowledged and not in the view yet. */
  get waiting(): boolean {
    return this.pending !== null;
  }

  /** The turn has been sent and not answered yet. */
  get sending(): boolean {
    return this.pending !== null && this.pending.version === null;
  }

  /** Sends a turn unless one is already on its way; says whether it went. */
  submit(action: Action): boolean {
    if (this.pending || !this.send) return false;
    this.pending = { id: this.send(action), version: null };
    return true;
  }

  receive(message: Pick<GameMessage, 'gameNo' | 'version'>): Received {
    if (message.gameNo !== this.gameNo || message.version < this.version) return 'stale';
    this.version = message.version;
    if (this.pending?.version == null || message.version < this.pending.version) return 'fresh';
    this.pending = null;
    return 'settled';
  }

  /** The server stored the act `id` at `version`: true when the view already includes it. */
  acknowledged(id: number, version: number): boolean {
    if (this.pending?.id !== id) return false;
    if (version > this.version) {
      this.pending.version = version;
      return false;
    }
    this.pending = null;
    return true;
  }

  /** True when the refusal is of the turn on its way (the seat drafts again). */
  refused(refusal: RemoteRefusal): boolean {
    if (refusal.id === null || this.pending?.id !== refusal.id) return false;
    this.pending = null;
    return true;
  }
}
