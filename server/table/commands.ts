// What a client's messages ask of the table, each run in the table's queue: a player's act, coming
// back from a stand-in, and the host's commands (seats, start, rematch, handing an absent seat to the AI).
import type { ClientMessage } from '../../src/protocol/protocol';
import { standInLevel } from '../../src/table/actors';
import { aiName } from '../create-table';
import { refuse } from './broadcast';
import { apply, newGame } from './play';
import { isHost, saveSeat, status, stored } from './seats';
import type { Seat, Session, Table } from './table';

/** `receivedAt`: when the act arrived (performance.now()), for its round trip. */
export async function act(table: Table, session: Session, { id, action }: ClientMessage<'act'>, receivedAt: number): Promise<void> {
  // The game may have ended, or another begun, while the act waited its turn.
  if (table.phase !== 'playing' || table.current === null || session.seat === null) return refuse(table, session, 'act', id, 'outOfPhase', 'No game is running.');
  const seat = table.seats[session.seat] as Seat;
  seat.standIn = false; // acting is coming back
  await apply(table, seat, action, { session, id, receivedAt });
}

export function resume(table: Table, session: Session): void {
  const seat = session.seat === null ? null : (table.seats[session.seat] as Seat);
  if (seat) seat.standIn = false;
}

export async function changeSeat(table: Table, session: Session, { seat: index, kind, level, name }: ClientMessage<'seat'>): Promise<void> {
  if (table.phase !== 'lobby') return refuse(table, session, 'seat', null, 'outOfPhase', 'Seats change in the lobby only.');
  if (!isHost(table, session)) return refuse(table, session, 'seat', null, 'notHost', 'Only the host changes seats.');
  const seat = table.seats[index];
  if (!seat || seat.tokenHash !== null) return refuse(table, session, 'seat', null, 'wrongSeat', 'Only an open seat or an AI seat changes.');
  if (kind === 'ai') {
    const { aiLevels } = table.game;
    const chosen = level ?? standInLevel(aiLevels);
    if (!aiLevels.includes(chosen)) return refuse(table, session, 'seat', null, 'badLevel', `Levels: ${aiLevels.join(', ')}.`);
    const named = aiName(name);
    await saveSeat(table, { ...stored(seat), kind: 'ai', level: chosen, name: named });
    Object.assign(seat, { kind: 'ai', level: chosen, name: named });
  } else {
    await saveSeat(table, { ...stored(seat), kind: 'human', level: null, name: null });
    Object.assign(seat, { kind: 'human', level: null, name: null });
  }
}

export async function start(table: Table, session: Session): Promise<void> {
  if (table.phase !== 'lobby') return refuse(table, session, 'start', null, 'outOfPhase', 'The game has started.');
  if (!isHost(table, session)) return refuse(table, session, 'start', null, 'notHost', 'Only the host starts.');
  if (!table.seats.every((s) => s.kind === 'ai' || (s.tokenHash !== null && s.connected)))
    return refuse(table, session, 'start', null, 'notReady', 'Every seat needs a player who is here, or an AI.');
  await newGame(table, session, 'start');
}

export async function rematch(table: Table, session: Session): Promise<void> {
  if (table.phase !== 'over') return refuse(table, session, 'rematch', null, 'outOfPhase', 'The game is not over.');
  if (!isHost(table, session)) return refuse(table, session, 'rematch', null, 'notHost', 'Only the host starts a rematch.');
  await newGame(table, session, 'rematch');
}

export function takeover(table: Table, session: Session, { seat: index }: ClientMessage<'takeover'>): void {
  if (table.phase !== 'playing') return refuse(table, session, 'takeover', null, 'outOfPhase', 'No game is running.');
  if (!isHost(table, session)) return refuse(table, session, 'takeover', null, 'notHost', 'Only the host hands a seat to the AI.');
  const seat = table.seats[index];
  if (!seat || status(seat) !== 'away') return refuse(table, session, 'takeover', null, 'wrongSeat', 'Only an absent player’s seat goes to the AI.');
  seat.standIn = true;
}
