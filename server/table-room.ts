// One table: a Colyseus room that runs any registered game through the game contract. The room
// holds the game's state and is the only one to change it: a client sends intents (an action
// for its own seat), the rules check each, and an accepted action is stored, acknowledged, then
// sent to every client as that client's own view and the events it may see. A client never
// receives the state itself, only `rules.view(state, seat)` (spectators: `seat = null`).
//
// Everything that changes the table runs one task at a time (`serial`), so two messages never
// interleave inside a transition, and a store write finishes before the next action is looked at.
import { randomInt } from 'node:crypto';
import { Deferred, Room, ServerError, matchMaker, type Client, type RoomException } from '@colyseus/core';
import type { LoadedGame } from '../src/games/contract';
import type { GameRegistry } from '../src/games/registry';
import type { AiPool } from './ai/pool';
import { hashToken, newSeatToken } from './codes';
import type { ServerConfig } from './config';
import { screenFrame, type FrameProblem } from './frames';
import { settleWaitingReconnection } from './live-reconnection';
import type { LiveTables } from './live-tables';
import { aiName } from './create-table';
import { TokenBucket } from './limits';
import type { Metrics } from './metrics';
import {
  clientMessageSchemas,
  cleanColour,
  cleanName,
  joinOptionsSchema,
  type ClientMessage,
  type ClientMessageType,
  type GameMessage,
  type JoinError,
  type JoinOptions,
  type RefusedMessage,
  type SeatInfo,
  type SeatStatus,
  type TableMessage,
  type TablePhase,
  type TableRefusal,
} from '../src/protocol/protocol';
import type { StoredSeat, TableSettings, TableStore } from './store/tables';
import { actorsNow, botLevel, standInLevel, type Actors } from '../src/table/actors';
import { aiRequest, takeAction } from '../src/table/turns';

export interface TableDeps {
  readonly store: TableStore;
  readonly ai: AiPool;
  readonly config: ServerConfig;
  readonly live: LiveTables;
  readonly metrics: Metrics;
  readonly games: GameRegistry;
}

interface Seat {
  readonly index: number;
  kind: 'human' | 'ai';
  level: string | null;
  name: string | null;
  colour: string | null;
  tokenHash: string | null;
  /** The connection holding the seat now (its session id), or null. */
  session: string | null;
  connected: boolean;
  /** The AI plays for the player until they return. */
  standIn: boolean;
  /** Away with no reconnection window (the table was reopened): the AI stands in after this (epoch ms). */
  awayUntil: number | null;
  reconnection: Deferred<Client> | null;
  /** The turn timer runs out for this seat then (epoch ms). */
  deadline: number | null;
  thinking: boolean;
  aiRng: number;
  /** AI decisions that failed in a row; the next try waits longer each time (at most 10 s). */
  aiFailures: number;
  aiRetryAt: number;
}

interface Session {
  client: Client;
  seat: number | null;
  ready: boolean;
  lastActId: number;
  readonly bucket: TokenBucket;
  /** Its operations waiting in the table's queue. */
  pending: number;
  /** A seat token issued on join, sent with the welcome. */
  token: string | null;
  /** Frames of it that did not decode: the first is logged, all are counted. */
  badFrames: number;
}

/** A refused join: an HTTP status (matchmaking answers with it) and a code from JOIN_ERRORS. */
const joinError = (status: number, error: JoinError): ServerError => new ServerError(status, error);
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const newAiRng = (): number => randomInt(1, 0x7fffffff);
/** Close code sent to a connection whose seat another device took back. */
export const SEAT_TAKEN_ELSEWHERE = 4409;

export class TableRoom extends Room {
  protected deps!: TableDeps;
  private code = '';
  private game!: LoadedGame;
  private settings!: TableSettings;
  private hostSeat = 0;
  private phase: TablePhase = 'lobby';
  private gameNo = 0;
  private current: unknown = null;
  private version = 0;
  private seats: Seat[] = [];
  private readonly sessions = new Map<string, Session>();
  private queue: Promise<unknown> = Promise.resolve();
  private queued = 0;
  private timer: NodeJS.Timeout | null = null;
  private disposed = false;
  private opened = false;
  private lastTable = '';
  /** The frame being handed to Colyseus is a stand-in for a bad one (server/frames.ts). */
  private badFrame: FrameProblem | null = null;

  /** Matchmaking options are checked before any room is looked up or opened. */
  static override async onAuth(_token: string, options: unknown): Promise<boolean> {
    if (!joinOptionsSchema.safeParse(options).success) throw joinError(400, 'badRequest');
    return true;
  }

  // ---- lifecycle -------------------------------------------------------------------------

  override async onCreate(options: unknown): Promise<void> {
    const parsed = joinOptionsSchema.safeParse(options);
    if (!parsed.success) throw joinError(400, 'badRequest');
    const { live } = this.deps;
    const code = parsed.data.code;
    this.code = code;
    // A room of another process may have opened the table since matchmaking looked: the join
    // is refused (`tableBusy`) and the client's next try finds that room.
    const listedElsewhere = async (): Promise<boolean> => (await matchMaker.getRoomById(code)) !== undefined;
    if (!(await live.claim(code, this, listedElsewhere))) throw joinError(409, 'tableBusy');
    try {
      await this.load(code);
    } catch (error) {
      await live.close(code, this, Promise.resolve());
      throw error;
    }
    this.roomId = code;
    this.setPatchRate(null);
    this.maxMessagesPerSecond = this.deps.config.limits.hardMessagesPerSecond;
    await this.setMatchmaking({ code });
    this.onMessage('*', (client: Client, type: string | number, message: unknown) => this.receive(client, type, message));
    this.screenFrames();
    this.opened = true;
    this.deps.metrics.tables.inc();
    this.afterChange();
  }

  /** Colyseus's frame handler, with bad frames screened first (server/frames.ts). */
  private screenFrames(): void {
    // Colyseus binds each client's frames to `_onMessage` once it has joined, after onCreate.
    const room = this as unknown as { _onMessage(client: Client, frame: Uint8Array): void };
    const colyseus = room._onMessage.bind(this);
    room._onMessage = (client, frame) => {
      const screened = screenFrame(frame);
      if (!screened) return colyseus(client, frame);
      this.deps.metrics.badFrames.inc({ kind: screened.problem });
      this.badFrame = screened.problem;
      try {
        colyseus(client, screened.standIn);
      } finally {
        this.badFrame = null;
      }
    };
  }

  /** Opens the table from the store: settings, seats, and the current game replayed from its log. */
  private async load(code: string): Promise<void> {
    const stored = await this.deps.store.load(code);
    if (!stored) throw joinError(404, 'tableNotFound');
    const game = await this.deps.games.loadGame(stored.game);
    if (!game) throw joinError(500, 'tableBroken');
    this.game = game;
    this.settings = stored.settings;
    this.hostSeat = stored.hostSeat;
    this.phase = stored.phase;
    this.gameNo = stored.gameNo;
    const awayUntil = Date.now() + this.deps.config.graceSeconds * 1000;
    this.seats = stored.seats.map((s) => ({
      index: s.seat,
      kind: s.kind,
      level: s.level,
      name: s.name,
      colour: s.colour,
      tokenHash: s.tokenHash,
      session: null,
      connected: false,
      standIn: false,
      awayUntil: s.kind === 'human' && s.tokenHash ? awayUntil : null,
      reconnection: null,
      deadline: null,
      thinking: false,
      aiRng: newAiRng(),
      aiFailures: 0,
      aiRetryAt: 0,
    }));
    if (stored.phase === 'lobby') return;
    const options = game.rules.validateOptions(stored.gameOptions);
    const created = options.ok ? game.rules.create(options.value) : options;
    if (!created.ok) throw joinError(500, 'tableBroken');
    let state = created.value;
    for (const { action } of stored.actions) {
      const played = game.rules.play(state, action);
      if (!played.ok) {
        this.deps.config.log.error(`Table ${code}: action ${this.version + 1} of its log no longer replays (${played.error.code}).`);
        throw joinError(500, 'tableBroken');
      }
      state = played.value.state;
      this.version++;
    }
    this.current = state;
    if (game.rules.isOver(state)) this.phase = 'over';
  }

  override async onJoin(client: Client, options: unknown): Promise<void> {
    const parsed = joinOptionsSchema.safeParse(options);
    if (!parsed.success) throw joinError(400, 'badRequest');
    await this.serial(() => this.seatFor(client, parsed.data));
    this.afterChange();
  }

  private async seatFor(client: Client, options: JoinOptions): Promise<void> {
    const session: Session = {
      client,
      seat: null,
      ready: false,
      lastActId: 0,
      bucket: new TokenBucket(this.deps.config.limits.messages),
      pending: 0,
      token: null,
      badFrames: 0,
    };
    let seat: Seat | null = null;
    if (options.token) {
      const hash = hashToken(options.token);
      seat = this.seats.find((s) => s.kind === 'human' && s.tokenHash === hash) ?? null;
      if (seat) this.takeBack(seat, client.sessionId);
    }
    if (!seat && !options.spectate && this.phase === 'lobby' && options.name !== undefined) {
      const name = cleanName(options.name);
      if (!name) throw joinError(400, 'badName');
      const open = this.seats.find((s) => s.kind === 'human' && s.tokenHash === null);
      if (open) {
        const token = newSeatToken();
        const colour = options.colour ? cleanColour(options.colour) : null;
        await this.saveSeat({ ...this.stored(open), name, colour, tokenHash: hashToken(token) });
        Object.assign(open, { name, colour, tokenHash: hashToken(token), session: client.sessionId, connected: true, standIn: false, awayUntil: null });
        session.token = token;
        seat = open;
      }
    }
    if (!seat && this.spectatorCount() >= this.deps.config.limits.spectators) throw joinError(403, 'tableFull');
    session.seat = seat?.index ?? null;
    this.sessions.set(client.sessionId, session);
    this.deps.metrics.clients.inc();
  }

  /** A device with the seat's token takes it back; a connection still holding it is closed. */
  private takeBack(seat: Seat, sessionId: string): void {
    const previous = seat.session !== null ? this.sessions.get(seat.session) : undefined;
    const reconnection = seat.reconnection;
    Object.assign(seat, { session: sessionId, connected: true, standIn: false, awayUntil: null, reconnection: null, deadline: null });
    reconnection?.reject(false);
    if (previous) {
      previous.seat = null;
      previous.client.leave(SEAT_TAKEN_ELSEWHERE, 'seatTakenElsewhere');
    }
  }

  override onDrop(client: Client): void {
    const seat = this.seatOf(client.sessionId);
    if (!seat) return; // a spectator: no window, onLeave follows
    seat.connected = false;
    const reconnection = this.allowReconnection(client, this.deps.config.graceSeconds);
    if (reconnection instanceof Deferred) seat.reconnection = reconnection;
    void reconnection.catch(() => {});
    this.afterChange();
  }

  /**
   * A reconnection token takes back a dropped connection only. Colyseus would also close a live
   * connection holding it and give its seat to whoever sent it, from anywhere; a page reloaded
   * while its old connection still seems live joins with its seat token instead (`takeBack`).
   * A token is spent by its reconnection (Colyseus issues the next one), so one read in a log of
   * WebSocket addresses opens nothing.
   */
  override checkReconnectionToken(token: string): string {
    // No session id (empty): matchmaking answers that the token is invalid or expired.
    if (this.clients.some((client) => client.reconnectionToken === token)) return '';
    return super.checkReconnectionToken(token);
  }

  /** A socket with a connected client's reconnection token waits only until that client is asked (server/live-reconnection.ts). */
  override hasReservedSeat(sessionId: string, reconnectionToken?: string): boolean {
    const reserved = super.hasReservedSeat(sessionId, reconnectionToken);
    const holder = reserved && reconnectionToken ? this.clients.find((c) => c.sessionId === sessionId && c.reconnectionToken === reconnectionToken) : undefined;
    if (holder) settleWaitingReconnection(this, holder, reconnectionToken as string);
    return reserved;
  }

  override onReconnect(client: Client): void {
    const session = this.sessions.get(client.sessionId);
    if (!session) return;
    session.client = client;
    const seat = this.seatOf(client.sessionId);
    if (seat) Object.assign(seat, { connected: true, standIn: false, awayUntil: null, reconnection: null });
    if (session.ready) this.sendEverything(session);
    this.afterChange();
  }

  override async onLeave(client: Client): Promise<void> {
    const seat = this.seatOf(client.sessionId);
    if (this.sessions.delete(client.sessionId)) this.deps.metrics.clients.dec();
    if (seat) {
      await this.serial(() => this.absent(seat)).catch((error) => this.deps.config.log.error(`Table ${this.code}: a leave failed.`, error));
    }
    this.afterChange();
  }

  /** The seat's player is gone: in the lobby the seat opens again; in a game the AI stands in. */
  private async absent(seat: Seat): Promise<void> {
    Object.assign(seat, { session: null, connected: false, reconnection: null, awayUntil: null });
    if (seat.kind !== 'human' || seat.tokenHash === null) return;
    if (this.phase === 'lobby') {
      await this.saveSeat({ ...this.stored(seat), name: null, colour: null, tokenHash: null });
      Object.assign(seat, { name: null, colour: null, tokenHash: null });
    } else if (this.phase === 'playing') {
      seat.standIn = true;
    }
  }

  override async onDispose(): Promise<void> {
    this.disposed = true;
    if (this.opened) this.deps.metrics.tables.dec();
    if (this.timer) clearTimeout(this.timer);
    const done = this.queue.then(
      () => undefined,
      () => undefined,
    );
    await this.deps.live.close(this.code, this, done);
  }

  override onUncaughtException(error: RoomException, method: string): void {
    if (error.cause instanceof ServerError) return; // a refused join, answered to its client
    this.deps.config.log.error(`Table ${this.code}: uncaught error in ${method}.`, error);
  }

  // ---- messages --------------------------------------------------------------------------

  private receive(client: Client, type: string | number, message: unknown): void {
    const receivedAt = performance.now();
    const badFrame = this.badFrame;
    try {
      const session = this.sessions.get(client.sessionId);
      if (!session) return;
      const kind = String(type).slice(0, 40);
      const now = Date.now();
      if (!session.bucket.take(now)) {
        // Each refused, so a client waiting for an answer gets one; a flood past the hard limit
        // (maxMessagesPerSecond) has its socket closed, so refusals never outnumber it.
        const id = type === 'act' && isRecord(message) && typeof message.id === 'number' ? message.id : null;
        return this.refuse(session, kind, id, 'rateLimited', 'Too many messages: slow down.');
      }
      if (badFrame) return this.refuseFrame(session, kind, badFrame);
      let plain: unknown;
      try {
        const text = message === undefined ? undefined : JSON.stringify(message);
        if (text !== undefined && Buffer.byteLength(text) > this.deps.config.limits.messageBytes)
          return this.refuse(session, kind, null, 'tooLarge', `Messages are limited to ${this.deps.config.limits.messageBytes} bytes.`);
        plain = text === undefined ? undefined : JSON.parse(text);
      } catch {
        return this.refuse(session, kind, null, 'malformed', 'Not JSON.');
      }
      if (typeof type !== 'string' || !Object.hasOwn(clientMessageSchemas, type)) return this.refuse(session, kind, null, 'unknownMessage', 'No such message.');
      const name = type as ClientMessageType;
      const checked = clientMessageSchemas[name].safeParse(plain);
      if (!checked.success) {
        const id = name === 'act' && isRecord(plain) && typeof plain.id === 'number' ? plain.id : null;
        return this.refuse(session, kind, id, 'malformed', checked.error.issues[0]?.message.slice(0, 200) ?? 'Wrong shape.');
      }
      this.dispatch(session, name, checked.data, receivedAt);
    } catch (error) {
      this.deps.config.log.error(`Table ${this.code}: a message could not be handled.`, error);
    }
  }

  /** One short line for a connection's first bad frame (a client sending many would fill the log). */
  private refuseFrame(session: Session, type: string, problem: FrameProblem): void {
    if (session.badFrames++ === 0) this.deps.config.log.warn(`Table ${this.code}: a client sent a ${problem === 'request' ? 'request frame' : 'frame whose msgpack does not decode'}; refused (counted from now on, not logged).`);
    if (problem === 'request') this.refuse(session, type, null, 'unknownMessage', 'Requests are not part of the protocol: send messages.');
    else this.refuse(session, type, null, 'malformed', 'The message does not decode (msgpack).');
  }

  /** `receivedAt`: when the message arrived (performance.now()), for the round trip of an act. */
  private dispatch(session: Session, type: ClientMessageType, message: unknown, receivedAt: number): void {
    if (type === 'ready') return this.sendEverything(session);
    // What can be refused at once is, without taking a place in the queue.
    if (type === 'act' && !this.checkAct(session, message as ClientMessage<'act'>)) return;
    if ((type === 'seat' || type === 'start' || type === 'takeover' || type === 'rematch') && !this.isHost(session))
      return this.refuse(session, type, null, 'notHost', 'Only the host does this.');
    const { queue, queuePerClient } = this.deps.config.limits;
    if (session.pending >= queuePerClient || this.queued >= queue) {
      const id = type === 'act' ? (message as ClientMessage<'act'>).id : null;
      return this.refuse(session, type, id, 'busy', 'The table is busy: try again.');
    }
    const task = (): Promise<void> | void => {
      switch (type) {
        case 'act':
          return this.act(session, message as ClientMessage<'act'>, receivedAt);
        case 'resume':
          return this.resume(session);
        case 'seat':
          return this.changeSeat(session, message as ClientMessage<'seat'>);
        case 'start':
          return this.start(session);
        case 'takeover':
          return this.takeover(session, message as ClientMessage<'takeover'>);
        case 'rematch':
          return this.rematch(session);
      }
    };
    session.pending++;
    this.serial(task)
      .catch((error) => this.deps.config.log.error(`Table ${this.code}: ${type} failed.`, error))
      .finally(() => {
        session.pending--;
        this.afterChange();
      });
  }

  /** The checks an act passes before it is queued: a game, a seat, a fresh id, the sender's own seat. */
  private checkAct(session: Session, { id, action }: ClientMessage<'act'>): boolean {
    const refuse = (code: TableRefusal, detail: string): false => {
      this.refuse(session, 'act', id, code, detail);
      return false;
    };
    if (this.phase !== 'playing' || this.current === null) return refuse('outOfPhase', 'No game is running.');
    if (session.seat === null) return refuse('notSeated', 'Spectators do not act.');
    if (id <= session.lastActId) return refuse('replayed', `Act ids grow: the last one was ${session.lastActId}.`);
    session.lastActId = id;
    if (!isRecord(action)) return refuse('malformed', 'An action is an object.');
    if (action.player !== session.seat) return refuse('wrongSeat', `You play seat ${session.seat}.`);
    return true;
  }

  private async act(session: Session, { id, action }: ClientMessage<'act'>, receivedAt: number): Promise<void> {
    // The game may have ended, or another begun, while the act waited its turn.
    if (this.phase !== 'playing' || this.current === null || session.seat === null) return this.refuse(session, 'act', id, 'outOfPhase', 'No game is running.');
    const seat = this.seats[session.seat] as Seat;
    seat.standIn = false; // acting is coming back
    await this.apply(seat, action, { session, id, receivedAt });
  }

  /**
   * The one way the game changes: the rules check the action, the store keeps it, and only then
   * is it acknowledged and shown. A refusal or a failed write changes nothing.
   */
  private async apply(seat: Seat, action: unknown, origin: { session: Session; id: number; receivedAt: number } | null): Promise<boolean> {
    const played = takeAction(this.game.rules, this.current, action);
    if (!played.ok) {
      if (origin) this.sendRefusal(origin.session, { type: 'act', id: origin.id, code: played.error.code, rules: true, detail: played.error.detail });
      else this.deps.config.log.warn(`Table ${this.code}: the AI of seat ${seat.index} was refused (${played.error.code}).`);
      return false;
    }
    const seq = this.version + 1;
    const { over } = played.value;
    try {
      await this.deps.store.appendAction(this.code, this.gameNo, seq, seat.index, action, over);
    } catch (error) {
      this.deps.config.log.error(`Table ${this.code}: action ${seq} could not be stored.`, error);
      if (origin) this.refuse(origin.session, 'act', origin.id, 'unavailable', 'The action could not be stored: nothing changed.');
      return false;
    }
    this.current = played.value.state;
    this.version = seq;
    seat.deadline = null;
    if (over) this.phase = 'over';
    this.deps.metrics.actions.inc({ game: this.game.id });
    if (origin) {
      this.tell(origin.session, 'ack', { id: origin.id, version: seq });
      this.deps.metrics.roundTrip.observe((performance.now() - origin.receivedAt) / 1000);
    }
    this.broadcastGame(played.value.events, seat.index);
    return true;
  }

  private resume(session: Session): void {
    const seat = session.seat === null ? null : (this.seats[session.seat] as Seat);
    if (seat) seat.standIn = false;
  }

  private isHost(session: Session): boolean {
    return session.seat !== null && session.seat === this.host();
  }

  private async changeSeat(session: Session, { seat: index, kind, level, name }: ClientMessage<'seat'>): Promise<void> {
    if (this.phase !== 'lobby') return this.refuse(session, 'seat', null, 'outOfPhase', 'Seats change in the lobby only.');
    if (!this.isHost(session)) return this.refuse(session, 'seat', null, 'notHost', 'Only the host changes seats.');
    const seat = this.seats[index];
    if (!seat || seat.tokenHash !== null) return this.refuse(session, 'seat', null, 'wrongSeat', 'Only an open seat or an AI seat changes.');
    if (kind === 'ai') {
      const chosen = level ?? standInLevel(this.game.aiLevels);
      if (!this.game.aiLevels.includes(chosen)) return this.refuse(session, 'seat', null, 'badLevel', `Levels: ${this.game.aiLevels.join(', ')}.`);
      const named = aiName(name);
      await this.saveSeat({ ...this.stored(seat), kind: 'ai', level: chosen, name: named });
      Object.assign(seat, { kind: 'ai', level: chosen, name: named });
    } else {
      await this.saveSeat({ ...this.stored(seat), kind: 'human', level: null, name: null });
      Object.assign(seat, { kind: 'human', level: null, name: null });
    }
  }

  private async start(session: Session): Promise<void> {
    if (this.phase !== 'lobby') return this.refuse(session, 'start', null, 'outOfPhase', 'The game has started.');
    if (!this.isHost(session)) return this.refuse(session, 'start', null, 'notHost', 'Only the host starts.');
    if (!this.seats.every((s) => s.kind === 'ai' || (s.tokenHash !== null && s.connected)))
      return this.refuse(session, 'start', null, 'notReady', 'Every seat needs a player who is here, or an AI.');
    await this.newGame(session, 'start');
  }

  private async rematch(session: Session): Promise<void> {
    if (this.phase !== 'over') return this.refuse(session, 'rematch', null, 'outOfPhase', 'The game is not over.');
    if (!this.isHost(session)) return this.refuse(session, 'rematch', null, 'notHost', 'Only the host starts a rematch.');
    await this.newGame(session, 'rematch');
  }

  /** A new game with a fresh seed from node:crypto, at the same table and seats. */
  private async newGame(session: Session, type: string): Promise<void> {
    const { rules } = this.game;
    const options = rules.validateOptions({ ...this.settings.options, players: this.seats.length, seed: randomInt(0, 2 ** 32) });
    const created = options.ok ? rules.create(options.value) : options;
    if (!options.ok || !created.ok) {
      const error = !options.ok ? options.error : !created.ok ? created.error : null;
      this.sendRefusal(session, { type, id: null, code: error?.code ?? 'badOptions', rules: true, detail: error?.detail ?? '' });
      return;
    }
    try {
      await this.deps.store.startGame(this.code, this.gameNo + 1, options.value);
    } catch (error) {
      this.deps.config.log.error(`Table ${this.code}: a new game could not be stored.`, error);
      return this.refuse(session, type, null, 'unavailable', 'The game could not be stored: nothing changed.');
    }
    this.gameNo++;
    this.current = created.value;
    this.version = 0;
    this.phase = 'playing';
    for (const seat of this.seats) Object.assign(seat, { deadline: null, aiFailures: 0, aiRetryAt: 0, aiRng: newAiRng() });
    this.broadcastGame([], null);
  }

  private takeover(session: Session, { seat: index }: ClientMessage<'takeover'>): void {
    if (this.phase !== 'playing') return this.refuse(session, 'takeover', null, 'outOfPhase', 'No game is running.');
    if (!this.isHost(session)) return this.refuse(session, 'takeover', null, 'notHost', 'Only the host hands a seat to the AI.');
    const seat = this.seats[index];
    if (!seat || this.status(seat) !== 'away') return this.refuse(session, 'takeover', null, 'wrongSeat', 'Only an absent player’s seat goes to the AI.');
    seat.standIn = true;
  }

  // ---- what clients are sent -----------------------------------------------------------------

  private tell(session: Session, type: string, message: unknown): void {
    session.client.send(type, message);
  }

  private refuse(session: Session, type: string, id: number | null, code: TableRefusal, detail: string): void {
    this.sendRefusal(session, { type, id, code, rules: false, detail });
  }

  private sendRefusal(session: Session, refusal: RefusedMessage): void {
    this.deps.metrics.refusals.inc({ code: refusal.code });
    this.tell(session, 'refused', refusal);
  }

  private sendEverything(session: Session): void {
    session.ready = true;
    this.tell(session, 'welcome', { seat: session.seat, token: session.token });
    session.token = null;
    this.tell(session, 'table', this.tableMessage(session.seat));
    if (this.current !== null) this.tell(session, 'game', this.gameMessage(session.seat, [], null));
  }

  private gameMessage(seat: number | null, events: readonly unknown[], actor: number | null): GameMessage {
    const { rules } = this.game;
    return { gameNo: this.gameNo, version: this.version, view: rules.view(this.current, seat), events: rules.eventsFor(events, seat), actor };
  }

  /** Each client gets its own view and its own events: never the state, never another seat's. */
  private broadcastGame(events: readonly unknown[], actor: number | null): void {
    const messages = new Map<number | null, GameMessage>();
    for (const session of this.sessions.values()) {
      if (!session.ready) continue;
      let message = messages.get(session.seat);
      if (!message) {
        message = this.gameMessage(session.seat, events, actor);
        messages.set(session.seat, message);
      }
      this.tell(session, 'game', message);
    }
  }

  private status(seat: Seat): SeatStatus {
    if (seat.kind === 'ai') return 'ai';
    if (seat.tokenHash === null) return 'open';
    if (seat.standIn) return 'standIn';
    return seat.connected ? 'present' : 'away';
  }

  /** The host is seat 0's player while present; otherwise the first present player. */
  private host(): number | null {
    const present = this.seats.filter((s) => this.status(s) === 'present' || (s.standIn && s.connected)).map((s) => s.index);
    return present.includes(this.hostSeat) ? this.hostSeat : (present[0] ?? null);
  }

  private spectatorCount(): number {
    let count = 0;
    for (const session of this.sessions.values()) if (session.seat === null) count++;
    return count;
  }

  private tableMessage(you: number | null): TableMessage {
    const seats: SeatInfo[] = this.seats.map((s) => ({
      seat: s.index,
      kind: s.kind,
      level: s.level,
      name: s.name,
      colour: s.colour,
      status: this.status(s),
      deadline: s.deadline,
    }));
    return {
      code: this.code,
      game: this.game.id,
      phase: this.phase,
      gameNo: this.gameNo,
      host: this.host(),
      timer: this.settings.timer,
      options: this.settings.options,
      seats,
      spectators: this.spectatorCount(),
      you,
    };
  }

  /** Sends the table to everyone when anything in it changed. */
  private broadcastTable(): void {
    const key = JSON.stringify(this.tableMessage(null));
    if (key === this.lastTable) return;
    this.lastTable = key;
    for (const session of this.sessions.values()) if (session.ready) this.tell(session, 'table', this.tableMessage(session.seat));
  }

  // ---- timers and the AI ---------------------------------------------------------------------

  /** After any change: turn deadlines, the table message, AI turns, the next timer. */
  private afterChange(): void {
    if (this.disposed) return;
    try {
      this.updateDeadlines(Date.now());
      this.broadcastTable();
      this.scheduleAi();
      this.armTimer();
    } catch (error) {
      this.deps.config.log.error(`Table ${this.code}: could not follow a change.`, error);
    }
  }

  private updateDeadlines(now: number): void {
    const { timer } = this.settings;
    const { people } = this.actors();
    for (const seat of this.seats) {
      if (timer === 'off' || !people.includes(seat.index)) seat.deadline = null;
      else seat.deadline ??= now + timer * 1000 * this.deps.config.timerScale;
    }
  }

  private armTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const times = this.seats.flatMap((s) => [s.deadline, s.awayUntil]).filter((t): t is number => t !== null);
    if (times.length === 0) return;
    const wait = Math.max(0, Math.min(...times) - Date.now());
    this.timer = setTimeout(() => {
      this.timer = null;
      this.serial(() => this.expire(Date.now()))
        .catch((error) => this.deps.config.log.error(`Table ${this.code}: a timer failed.`, error))
        .finally(() => this.afterChange());
    }, wait);
  }

  private async expire(now: number): Promise<void> {
    for (const seat of this.seats) {
      if (seat.deadline !== null && seat.deadline <= now) {
        seat.deadline = null;
        seat.standIn = true; // the turn timer ran out: the AI plays this seat until its player is back
      }
      if (seat.awayUntil !== null && seat.awayUntil <= now) await this.absent(seat);
    }
  }

  /** The seats that must act now, by who plays them (none outside a game). */
  private actors(): Actors {
    return this.phase === 'playing' && this.current !== null ? actorsNow(this.game.rules, this.current, this.seats) : { bots: [], people: [] };
  }

  private scheduleAi(): void {
    if (this.disposed) return;
    for (const index of this.actors().bots) {
      const seat = this.seats[index];
      if (seat && !seat.thinking && seat.aiRetryAt <= Date.now()) void this.think(seat);
    }
  }

  /**
   * The seat's AI decides in a worker thread, from the seat's view alone. The seat stays
   * `thinking` until its action is applied or dropped: a second decision from the same view,
   * started while the first waits in the queue, would be stale once the first is applied.
   */
  private async think(seat: Seat): Promise<void> {
    seat.thinking = true;
    const gameNo = this.gameNo;
    const request = aiRequest(this.game.rules, this.current, seat.index, botLevel(seat, this.game.aiLevels), seat.aiRng);
    const answer = await this.deps.ai.decide({ game: this.game.id, ...request });
    if (this.disposed) return;
    if (!answer.ok) {
      seat.thinking = false;
      return this.aiFailed(seat, answer.message);
    }
    this.deps.metrics.aiDecision.observe(answer.ms / 1000);
    seat.aiRng = answer.rng;
    await this.serial(async () => {
      if (this.gameNo !== gameNo || !this.actors().bots.includes(seat.index)) return;
      if (await this.apply(seat, JSON.parse(JSON.stringify(answer.action)), null)) Object.assign(seat, { aiFailures: 0, aiRetryAt: 0 });
      else this.aiFailed(seat, 'its action was refused');
    })
      .catch((error) => this.deps.config.log.error(`Table ${this.code}: an AI action failed.`, error))
      .finally(() => {
        seat.thinking = false;
        this.afterChange();
      });
  }

  /** Tries again later, waiting twice as long each time (at most 10 s): the table never stalls for good. */
  private aiFailed(seat: Seat, why: string): void {
    seat.aiFailures++;
    const wait = Math.min(10_000, 100 * 2 ** seat.aiFailures);
    const retryAt = Date.now() + wait;
    seat.aiRetryAt = retryAt;
    this.deps.config.log.error(`Table ${this.code}: the AI of seat ${seat.index} failed (${why}); trying again in ${wait} ms.`);
    setTimeout(() => {
      // A timer may fire a moment before Date.now() reaches retryAt: the wait is over all the same
      // (otherwise scheduleAi would skip the seat, and nothing else would wake it).
      if (seat.aiRetryAt === retryAt) seat.aiRetryAt = 0;
      this.scheduleAi();
    }, wait).unref();
  }

  // ---- helpers -------------------------------------------------------------------------------

  /** Runs `task` after every task queued before it; a failure does not stop the queue. */
  private serial<T>(task: () => Promise<T> | T): Promise<T> {
    this.queued++;
    const run = this.queue.then(task);
    this.queue = run.then(
      () => undefined,
      () => undefined,
    );
    return run.finally(() => this.queued--);
  }

  private seatOf(sessionId: string): Seat | null {
    const session = this.sessions.get(sessionId);
    const seat = session && session.seat !== null ? this.seats[session.seat] : undefined;
    return seat && seat.session === sessionId ? seat : null;
  }

  private stored(seat: Seat): StoredSeat {
    return { seat: seat.index, kind: seat.kind, level: seat.level, name: seat.name, colour: seat.colour, tokenHash: seat.tokenHash };
  }

  private async saveSeat(seat: StoredSeat): Promise<void> {
    try {
      await this.deps.store.saveSeat(this.code, seat);
    } catch (error) {
      this.deps.config.log.error(`Table ${this.code}: seat ${seat.seat} could not be stored.`, error);
      throw joinError(503, 'tableBusy');
    }
  }

  // ---- for tests and tools: read-only ---------------------------------------------------------

  /**
   * The game's full state (server side only), its version and phase; `aiBusy` while an AI or a
   * stand-in is deciding or still expected to act, so a test can wait for the table to rest.
   */
  inspect(): { readonly state: unknown; readonly version: number; readonly phase: TablePhase; readonly gameNo: number; readonly statuses: readonly SeatStatus[]; readonly aiBusy: boolean } {
    const { bots } = this.actors();
    const aiBusy = this.seats.some((s) => s.thinking || bots.includes(s.index));
    return { state: this.current, version: this.version, phase: this.phase, gameNo: this.gameNo, statuses: this.seats.map((s) => this.status(s)), aiBusy };
  }
}

/** The room class of one server, bound to its store, AI pool and settings. */
export function tableRoomClass(deps: TableDeps): typeof TableRoom {
  return class extends TableRoom {
    protected override deps = deps;
  };
}
