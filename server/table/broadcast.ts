// What clients are sent: each its own view and its own events (never the state, never another
// seat's), the table as it is now when anything in it changed, and refusals.
import type { GameMessage, RefusedMessage, SeatInfo, TableMessage, TableRefusal } from '../../src/protocol/protocol';
import { host, spectatorCount, status } from './seats';
import type { Session, Table } from './table';

export function tell(session: Session, type: string, message: unknown): void {
  session.client.send(type, message);
}

export function sendRefusal(table: Table, session: Session, refusal: RefusedMessage): void {
  table.deps.metrics.refusals.inc({ code: refusal.code });
  tell(session, 'refused', refusal);
}

/** A refusal of the table's own (not the rules'). */
export function refuse(table: Table, session: Session, type: string, id: number | null, code: TableRefusal, detail: string): void {
  sendRefusal(table, session, { type, id, code, rules: false, detail });
}

/** A ready client's welcome, then the table and the game as its seat sees them. */
export function sendEverything(table: Table, session: Session): void {
  session.ready = true;
  tell(session, 'welcome', { seat: session.seat, token: session.token });
  session.token = null;
  tell(session, 'table', tableMessage(table, session.seat));
  if (table.current !== null) tell(session, 'game', gameMessage(table, session.seat, [], null));
}

function gameMessage(table: Table, seat: number | null, events: readonly unknown[], actor: number | null): GameMessage {
  const { rules } = table.game;
  return { gameNo: table.gameNo, version: table.version, view: rules.view(table.current, seat), events: rules.eventsFor(events, seat), actor };
}

/** Each client gets its own view and its own events: never the state, never another seat's. */
export function broadcastGame(table: Table, events: readonly unknown[], actor: number | null): void {
  const messages = new Map<number | null, GameMessage>();
  for (const session of table.sessions.values()) {
    if (!session.ready) continue;
    let message = messages.get(session.seat);
    if (!message) {
      message = gameMessage(table, session.seat, events, actor);
      messages.set(session.seat, message);
    }
    tell(session, 'game', message);
  }
}

function tableMessage(table: Table, you: number | null): TableMessage {
  const seats: SeatInfo[] = table.seats.map((s) => ({
    seat: s.index,
    kind: s.kind,
    level: s.level,
    name: s.name,
    colour: s.colour,
    status: status(s),
    deadline: s.deadline,
  }));
  return {
    code: table.code,
    game: table.game.id,
    phase: table.phase,
    gameNo: table.gameNo,
    host: host(table),
    timer: table.settings.timer,
    options: table.settings.options,
    seats,
    spectators: spectatorCount(table),
    you,
  };
}

/** Sends the table to everyone when anything in it changed since it was last sent. */
export function tableBroadcaster(table: Table): () => void {
  let last = '';
  return () => {
    const key = JSON.stringify(tableMessage(table, null));
    if (key === last) return;
    last = key;
    for (const session of table.sessions.values()) if (session.ready) tell(session, 'table', tableMessage(table, session.seat));
  };
}
