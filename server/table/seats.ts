// Seats and tokens: who holds each seat, a newcomer given an open seat and its token, a device
// with a seat's token taking it back, a player gone (the seat opens again in the lobby; in a
// game the AI stands in), and what a seat looks like from outside (its status, the host).
import type { Client } from '@colyseus/core';
import { cleanColour, cleanName, type JoinOptions, type SeatStatus } from '../../src/protocol/protocol';
import { hashToken, newSeatToken } from '../codes';
import { TokenBucket } from '../limits';
import type { StoredSeat } from '../store/tables';
import { joinError, type Seat, type Session, type Table } from './table';

/** Close code sent to a connection whose seat another device took back. */
const SEAT_TAKEN_ELSEWHERE = 4409;

export function status(seat: Seat): SeatStatus {
  if (seat.kind === 'ai') return 'ai';
  if (seat.tokenHash === null) return 'open';
  if (seat.standIn) return 'standIn';
  return seat.connected ? 'present' : 'away';
}

/** The host is seat 0's player while present; otherwise the first present player. */
export function host(table: Table): number | null {
  const present = table.seats.filter((s) => status(s) === 'present' || (s.standIn && s.connected)).map((s) => s.index);
  return present.includes(table.hostSeat) ? table.hostSeat : (present[0] ?? null);
}

export const isHost = (table: Table, session: Session): boolean => session.seat !== null && session.seat === host(table);

export function spectatorCount(table: Table): number {
  let count = 0;
  for (const session of table.sessions.values()) if (session.seat === null) count++;
  return count;
}

/** The seat a connection holds, if it still holds it. */
export function seatOf(table: Table, sessionId: string): Seat | null {
  const session = table.sessions.get(sessionId);
  const seat = session && session.seat !== null ? table.seats[session.seat] : undefined;
  return seat && seat.session === sessionId ? seat : null;
}

export function stored(seat: Seat): StoredSeat {
  return { seat: seat.index, kind: seat.kind, level: seat.level, name: seat.name, colour: seat.colour, tokenHash: seat.tokenHash };
}

export async function saveSeat(table: Table, seat: StoredSeat): Promise<void> {
  try {
    await table.deps.store.saveSeat(table.code, seat);
  } catch (error) {
    table.deps.config.log.error(`Table ${table.code}: seat ${seat.seat} could not be stored.`, error);
    throw joinError(503, 'tableBusy');
  }
}

/** A joining connection: its seat back with a token, an open seat in the lobby with a name, else a spectator's place. */
export async function seatFor(table: Table, client: Client, options: JoinOptions): Promise<void> {
  const session: Session = {
    client,
    seat: null,
    ready: false,
    lastActId: 0,
    bucket: new TokenBucket(table.deps.config.limits.messages),
    pending: 0,
    token: null,
    badFrames: 0,
  };
  let seat: Seat | null = null;
  if (options.token) {
    const hash = hashToken(options.token);
    seat = table.seats.find((s) => s.kind === 'human' && s.tokenHash === hash) ?? null;
    if (seat) takeBack(table, seat, client.sessionId);
  }
  if (!seat && !options.spectate && table.phase === 'lobby' && options.name !== undefined) {
    const name = cleanName(options.name);
    if (!name) throw joinError(400, 'badName');
    const open = table.seats.find((s) => s.kind === 'human' && s.tokenHash === null);
    if (open) {
      const token = newSeatToken();
      const colour = options.colour ? cleanColour(options.colour) : null;
      await saveSeat(table, { ...stored(open), name, colour, tokenHash: hashToken(token) });
      Object.assign(open, { name, colour, tokenHash: hashToken(token), session: client.sessionId, connected: true, standIn: false, awayUntil: null });
      session.token = token;
      seat = open;
    }
  }
  if (!seat && spectatorCount(table) >= table.deps.config.limits.spectators) throw joinError(403, 'tableFull');
  session.seat = seat?.index ?? null;
  table.sessions.set(client.sessionId, session);
  table.deps.metrics.clients.inc();
}

/** A device with the seat's token takes it back; a connection still holding it is closed. */
function takeBack(table: Table, seat: Seat, sessionId: string): void {
  const previous = seat.session !== null ? table.sessions.get(seat.session) : undefined;
  const reconnection = seat.reconnection;
  Object.assign(seat, { session: sessionId, connected: true, standIn: false, awayUntil: null, reconnection: null, deadline: null });
  reconnection?.reject(false);
  if (previous) {
    previous.seat = null;
    previous.client.leave(SEAT_TAKEN_ELSEWHERE, 'seatTakenElsewhere');
  }
}

/** The seat's player is gone: in the lobby the seat opens again; in a game the AI stands in. */
export async function absent(table: Table, seat: Seat): Promise<void> {
  Object.assign(seat, { session: null, connected: false, reconnection: null, awayUntil: null });
  if (seat.kind !== 'human' || seat.tokenHash === null) return;
  if (table.phase === 'lobby') {
    await saveSeat(table, { ...stored(seat), name: null, colour: null, tokenHash: null });
    Object.assign(seat, { name: null, colour: null, tokenHash: null });
  } else if (table.phase === 'playing') {
    seat.standIn = true;
  }
}
