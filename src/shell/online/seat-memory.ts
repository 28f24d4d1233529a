// What a device remembers of its online seats: each table's seat token in localStorage (the seat
// survives closing the browser) and the room's reconnection token in sessionStorage (a reload of
// this tab rejoins the same connection while the server still holds it), with the connection's
// last act id: the server refuses an id that does not grow, so a reload goes on from it.
import { isTableCode, TOKEN_PATTERN } from '../../protocol/formats';
import { safeGetItem, safeSetItem, type StorageLike } from '../../platform/storage';

const SEAT_PREFIX = 'explorers.online.seat.';
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
    try {
      this.local.removeItem(SEAT_PREFIX + code);
    } catch {
      // A locked storage keeps it: the server's table expires anyway.
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
    try {
      this.session.removeItem(RECONNECT_KEY);
    } catch {
      // Nothing to do: the server refuses a stale token.
    }
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
