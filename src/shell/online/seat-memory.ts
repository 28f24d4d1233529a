// What a device remembers of its online seats: each table's seat token in localStorage (the seat
// survives closing the browser) and the room's reconnection token in sessionStorage (a reload of
// this tab rejoins the same connection while the server still holds it), with the connection's
// last act id: the server refuses an id that does not grow, so a reload goes on from it. And the
// seat's open turn, drafted and not sent yet (localStorage, per table, seat and game): a reload or
// a rejoin finds it again, and it never leaves the device.
import { isTableCode, TOKEN_PATTERN } from '../../protocol/formats';
import { safeGetItem, safeSetItem, type StorageLike } from '../../platform/storage';
import type { DraftMemory } from '../table-controller';

const SEAT_PREFIX = 'explorers.online.seat.';
const DRAFT_PREFIX = 'explorers.online.draft.';
const RECONNECT_KEY = 'explorers.online.reconnect';

export class SeatMemory {
  constructor(
    private readonly local: StorageLike,
    private readonly session: StorageLike,
  ) {}

  /** The seat token this device holds at `code`, or null. */
  seatToken(code: string): string | null {
    const token = safeGetItem(this.local, SEAT_PREFIX + code);
    return token !== null && TOKEN_PATTERN.test(token) ? token : null;
  }

  rememberSeat(code: string, token: string): void {
    if (!isTableCode(code) || !TOKEN_PATTERN.test(token)) return;
    safeSetItem(this.local, SEAT_PREFIX + code, token);
  }

  forgetSeat(code: string): void {
    this.remove(this.local, SEAT_PREFIX + code);
    this.remove(this.local, DRAFT_PREFIX + code);
  }

  /** The open turn's draft of `seat` at `code` in game `gameNo` (a draft kept for another seat or game is none). */
  drafts(code: string, seat: number, gameNo: number): DraftMemory {
    const key = DRAFT_PREFIX + code;
    return {
      kept: () => {
        const stored = parse<{ seat: number; gameNo: number; draft: unknown }>(safeGetItem(this.local, key));
        return stored?.seat === seat && stored.gameNo === gameNo ? (stored.draft ?? null) : null;
      },
      keep: (draft) => (draft === null ? this.remove(this.local, key) : safeSetItem(this.local, key, JSON.stringify({ seat, gameNo, draft }))),
    };
  }

  private remove(storage: StorageLike, key: string): void {
    try {
      storage.removeItem(key);
    } catch {
      // A locked storage keeps it: what it holds is checked when read.
    }
  }

  /** The reconnection token of this tab's last room at `code`, or null. */
  reconnectionToken(code: string): string | null {
    const stored = this.connection(code);
    return typeof stored?.token === 'string' ? stored.token : null;
  }

  /** The reconnection token changes at every reconnection: each new one replaces the last (the act id stays). */
  rememberReconnection(code: string, token: string): void {
    safeSetItem(this.session, RECONNECT_KEY, JSON.stringify({ code, token, actId: this.lastActId(code) }));
  }

  /** The last act id this tab's connection at `code` sent (0: none). */
  lastActId(code: string): number {
    const id = this.connection(code)?.actId;
    return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : 0;
  }

  rememberActId(code: string, id: number): void {
    const stored = this.connection(code);
    if (stored) safeSetItem(this.session, RECONNECT_KEY, JSON.stringify({ ...stored, actId: id }));
  }

  private connection(code: string): Partial<{ code: string; token: string; actId: number }> | null {
    const stored = parse<{ code: string; token: string; actId: number }>(safeGetItem(this.session, RECONNECT_KEY));
    return stored && stored.code === code ? stored : null;
  }

  forgetReconnection(): void {
    this.remove(this.session, RECONNECT_KEY);
  }
}

function parse<T>(raw: string | null): Partial<T> | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'object' && value !== null ? (value as Partial<T>) : null;
  } catch {
    return null;
  }
}
