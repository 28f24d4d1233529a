// Message dispatch: one Colyseus handler per message type of the protocol, each parsing its
// message with the protocol's zod schema, and one for any other type. Every message first passes
// the same screening: the sender's budget, a bad frame's stand-in (server/frames.ts), the size
// cap and plain JSON. What can be refused at once is, without taking a place in the table's queue.
import type { Client, Room } from '@colyseus/core';
import { CLIENT_MESSAGE_TYPES, clientMessageSchemas, type ClientMessage, type ClientMessageType, type TableRefusal } from '../../src/protocol/protocol';
import { screenFrame, type FrameProblem } from '../frames';
import { refuse, sendEverything } from './broadcast';
import { act, changeSeat, rematch, resume, start, takeover } from './commands';
import { isHost } from './seats';
import type { Session, Table } from './table';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** An act's id, when a message that may be one carries it (so that its refusal answers it). */
const actId = (type: unknown, message: unknown): number | null => (type === 'act' && isRecord(message) && typeof message.id === 'number' ? message.id : null);

/** What each type asks, once parsed: `receivedAt` is when it arrived (performance.now()), for the round trip of an act. */
type Handlers = { readonly [K in ClientMessageType]: (session: Session, message: ClientMessage<K>, receivedAt: number) => void };

export class TableMessages {
  /** The frame being handed to Colyseus is a stand-in for a bad one (server/frames.ts). */
  private badFrame: FrameProblem | null = null;
  private readonly handlers: Handlers;

  constructor(private readonly table: Table) {
    const hostOnly = (session: Session, type: ClientMessageType, task: () => Promise<void> | void): void => {
      if (!isHost(table, session)) return refuse(table, session, type, null, 'notHost', 'Only the host does this.');
      this.queue(session, type, null, task);
    };
    this.handlers = {
      ready: (session) => sendEverything(table, session),
      act: (session, message, receivedAt) => {
        if (this.checkAct(session, message)) this.queue(session, 'act', message.id, () => act(table, session, message, receivedAt));
      },
      resume: (session) => this.queue(session, 'resume', null, () => resume(table, session)),
      seat: (session, message) => hostOnly(session, 'seat', () => changeSeat(table, session, message)),
      start: (session) => hostOnly(session, 'start', () => start(table, session)),
      takeover: (session, message) => hostOnly(session, 'takeover', () => takeover(table, session, message)),
      rematch: (session) => hostOnly(session, 'rematch', () => rematch(table, session)),
    };
  }

  /** Registers the handlers on `room`, and screens its frames first. */
  listen(room: Room): void {
    for (const type of CLIENT_MESSAGE_TYPES) room.onMessage(type, (client: Client, message: unknown) => this.receive(client, type, message, type));
    room.onMessage('*', (client: Client, type: string | number, message: unknown) => this.receive(client, type, message, null));
    this.screenFrames(room);
  }

  /** Colyseus's frame handler, with bad frames screened first (server/frames.ts). */
  private screenFrames(room: Room): void {
    // Colyseus binds each client's frames to `_onMessage` once it has joined, after onCreate.
    const frames = room as unknown as { _onMessage(client: Client, frame: Uint8Array): void };
    const colyseus = frames._onMessage.bind(room);
    frames._onMessage = (client, frame) => {
      const screened = screenFrame(frame);
      if (!screened) return colyseus(client, frame);
      this.table.deps.metrics.badFrames.inc({ kind: screened.problem });
      this.badFrame = screened.problem;
      try {
        colyseus(client, screened.standIn);
      } finally {
        this.badFrame = null;
      }
    };
  }

  /** A message of `type` (`known`: a type of the protocol, whose handler this is), screened, parsed, then handled. */
  private receive(client: Client, type: string | number, message: unknown, known: ClientMessageType | null): void {
    const receivedAt = performance.now();
    const badFrame = this.badFrame;
    const { table } = this;
    try {
      const session = table.sessions.get(client.sessionId);
      if (!session) return;
      const kind = String(type).slice(0, 40);
      if (!session.bucket.take(Date.now())) {
        // Each refused, so a client waiting for an answer gets one; a flood past the hard limit
        // (maxMessagesPerSecond) has its socket closed, so refusals never outnumber it.
        return refuse(table, session, kind, actId(type, message), 'rateLimited', 'Too many messages: slow down.');
      }
      if (badFrame) return this.refuseFrame(session, kind, badFrame);
      const { messageBytes } = table.deps.config.limits;
      let plain: unknown;
      try {
        const text = message === undefined ? undefined : JSON.stringify(message);
        if (text !== undefined && Buffer.byteLength(text) > messageBytes) return refuse(table, session, kind, null, 'tooLarge', `Messages are limited to ${messageBytes} bytes.`);
        plain = text === undefined ? undefined : JSON.parse(text);
      } catch {
        return refuse(table, session, kind, null, 'malformed', 'Not JSON.');
      }
      if (known === null) return refuse(table, session, kind, null, 'unknownMessage', 'No such message.');
      this.handle(session, known, plain, receivedAt);
    } catch (error) {
      table.deps.config.log.error(`Table ${table.code}: a message could not be handled.`, error);
    }
  }

  /** Checks `plain` with the type's schema, then hands it to the type's handler. */
  private handle<K extends ClientMessageType>(session: Session, type: K, plain: unknown, receivedAt: number): void {
    const checked = clientMessageSchemas[type].safeParse(plain);
    if (!checked.success) return refuse(this.table, session, type, actId(type, plain), 'malformed', checked.error.issues[0]?.message.slice(0, 200) ?? 'Wrong shape.');
    (this.handlers[type] as (session: Session, message: unknown, receivedAt: number) => void)(session, checked.data, receivedAt);
  }

  /** One short line for a connection's first bad frame (a client sending many would fill the log). */
  private refuseFrame(session: Session, type: string, problem: FrameProblem): void {
    const { table } = this;
    if (session.badFrames++ === 0)
      table.deps.config.log.warn(`Table ${table.code}: a client sent a ${problem === 'request' ? 'request frame' : 'frame whose msgpack does not decode'}; refused (counted from now on, not logged).`);
    if (problem === 'request') refuse(table, session, type, null, 'unknownMessage', 'Requests are not part of the protocol: send messages.');
    else refuse(table, session, type, null, 'malformed', 'The message does not decode (msgpack).');
  }

  /** The checks an act passes before it is queued: a game, a seat, a fresh id, the sender's own seat. */
  private checkAct(session: Session, { id, action }: ClientMessage<'act'>): boolean {
    const { table } = this;
    const refused = (code: TableRefusal, detail: string): false => {
      refuse(table, session, 'act', id, code, detail);
      return false;
    };
    if (table.phase !== 'playing' || table.current === null) return refused('outOfPhase', 'No game is running.');
    if (session.seat === null) return refused('notSeated', 'Spectators do not act.');
    if (id <= session.lastActId) return refused('replayed', `Act ids grow: the last one was ${session.lastActId}.`);
    session.lastActId = id;
    if (!isRecord(action)) return refused('malformed', 'An action is an object.');
    if (action.player !== session.seat) return refused('wrongSeat', `You play seat ${session.seat}.`);
    return true;
  }

  /** Runs `task` in the table's queue, unless the sender or the table has too much waiting there. */
  private queue(session: Session, type: ClientMessageType, id: number | null, task: () => Promise<void> | void): void {
    const { table } = this;
    const { queue, queuePerClient } = table.deps.config.limits;
    if (session.pending >= queuePerClient || table.queued >= queue) return refuse(table, session, type, id, 'busy', 'The table is busy: try again.');
    session.pending++;
    table
      .serial(task)
      .catch((error) => table.deps.config.log.error(`Table ${table.code}: ${type} failed.`, error))
      .finally(() => {
        session.pending--;
        table.changed();
      });
  }
}
