// The deals' results waiting on this device to be sent to their leaderboards. A finished deal's
// result goes in at once and leaves only once the server has answered it (stored, ranked as
// practice, or refused for good): offline, or with the server down, it waits for the next start
// or for the network to come back. It goes under the device's leaderboard name of the moment it
// is sent (results queued by earlier versions carry the seat's name, no longer read). One page sends at a time (and one tab, where the browser has
// Web Locks), so a result is never sent twice.
import { safeGetItem, safeSetItem, type StorageLike } from '../../platform/storage';
import type { DealKind } from '../../games/deals';

export interface PendingResult {
  /** Unique on this device: what the queue removes once the result is answered. */
  readonly id: string;
  readonly game: string;
  readonly kind: DealKind;
  readonly deal: string;
  readonly score: number;
  readonly record: unknown;
}

/** What became of one sending: answered (stored, practice, or refused for good), or to try again later. */
export type Sent = 'answered' | 'later';

const QUEUE_KEY = 'dealResults.waiting';

const isPending = (value: unknown): value is PendingResult => {
  const v = value as Partial<PendingResult> | null;
  return typeof v === 'object' && v !== null && typeof v.id === 'string' && typeof v.game === 'string' && (v.kind === 'daily' || v.kind === 'weekly') &&
    typeof v.deal === 'string' && Number.isInteger(v.score) && 'record' in v;
};

export class ResultQueue {
  private sending: Promise<number> | null = null;

  constructor(private readonly storage: StorageLike, private readonly key = QUEUE_KEY) {}

  /** The results waiting, oldest first (a damaged entry is dropped: the server would refuse it anyway). */
  pending(): PendingResult[] {
    try {
      const stored: unknown = JSON.parse(safeGetItem(this.storage, this.key) ?? '[]');
      return Array.isArray(stored) ? stored.filter(isPending) : [];
    } catch {
      return [];
    }
  }

  /** Keeps a result to send; false when the device's storage refused it (it is then sent from memory only). */
  add(result: PendingResult): boolean {
    if (this.pending().some((p) => p.id === result.id)) return true;
    return safeSetItem(this.storage, this.key, JSON.stringify([...this.pending(), result]));
  }

  /**
   * Sends the waiting results in order, each removed once answered; stops at the first that must
   * wait (the network or the server is down). A call while a sending runs joins it. Resolves to
   * the number of results answered.
   */
  flush(send: (result: PendingResult) => Promise<Sent>, lock: (run: () => Promise<number>) => Promise<number> = (run) => run()): Promise<number> {
    this.sending ??= lock(() => this.sendAll(send)).finally(() => (this.sending = null));
    return this.sending;
  }

  private async sendAll(send: (result: PendingResult) => Promise<Sent>): Promise<number> {
    let answered = 0;
    // Read again under the lock: another tab may have sent some already.
    for (const result of this.pending()) {
      let sent: Sent;
      try {
        sent = await send(result);
      } catch {
        sent = 'later';
      }
      if (sent === 'later') break;
      safeSetItem(this.storage, this.key, JSON.stringify(this.pending().filter((p) => p.id !== result.id)));
      answered++;
    }
    return answered;
  }
}
