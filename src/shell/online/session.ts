// This device's place at an online table: the client SDK's room, on the page's own origin (the
// development server and `npm run serve` put the game server there). It creates tables, joins
// them by code, takes a seat back after a reload (reconnection token first, then the seat token),
// and passes on what the server says; the scenes listen to `events`. When the server closes the
// table's room (a process restarting, SIGTERM) the session takes its place again by itself, in
// the room the table opens in next (another process, or the same one back): no reload.
import { Client, CloseCode, type Room } from '@colyseus/sdk';
import type { AckMessage, GameMessage, JoinError, JoinOptions, RefusedMessage, SeatSpec, TableMessage, TurnTimer, WelcomeMessage } from '../../protocol/protocol';
import { Emitter } from '../../platform/emitter';
import { browserStorage } from '../../platform/storage';
import { SeatMemory } from './seat-memory';
import type { DraftMemory } from '../table-controller';

export type Connection = 'connected' | 'reconnecting' | 'offline';

/** Why this device could not join or create a table: the server's code, or the network. */
export type JoinProblem = JoinError | 'network';

/** What the host chooses for a new table (POST /tables). */
export interface NewTable {
  readonly game: string;
  readonly options: Readonly<Record<string, unknown>>;
  readonly seats: readonly SeatSpec[];
  readonly timer: TurnTimer;
  readonly name: string;
  /** `#rrggbb`. */
  readonly colour: string;
}

export interface SessionEvents {
  table: TableMessage;
  game: GameMessage;
  ack: AckMessage;
  refused: RefusedMessage;
  connection: Connection;
}

// Every join code the server has (the compiler checks the list is whole).
const JOIN_PROBLEMS: Record<JoinError, true> = {
  badRequest: true,
  badName: true,
  unknownGame: true,
  badTable: true,
  tableNotFound: true,
  tableBusy: true,
  tableBroken: true,
  tableFull: true,
  rateLimited: true,
};

export class JoinFailure extends Error {
  constructor(readonly problem: JoinProblem) {
    super(problem);
  }
}

/** The server's code in an error, or `network` when there is none (no answer, a proxy's page). */
export function joinProblem(error: unknown): JoinProblem {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return message in JOIN_PROBLEMS ? (message as JoinError) : 'network';
}

const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** How long a session tries to take its place again after the server closed its room, and how often. */
const REJOIN_FOR_MS = 60_000;
const REJOIN_EVERY_MS = 1_000;

/** Joins a table's room by code; a table opening or closing elsewhere (`tableBusy`) is tried once more. */
async function joinRoom(client: Client, options: JoinOptions): Promise<Room> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await client.joinOrCreate('table', options);
    } catch (error) {
      const problem = joinProblem(error);
      if (problem === 'tableBusy' && attempt === 0) await pause(1000);
      else throw new JoinFailure(problem);
    }
  }
}

export class OnlineSession {
  readonly events = new Emitter<SessionEvents>();
  table: TableMessage | null = null;
  game: GameMessage | null = null;
  seat: number | null = null;
  connection: Connection = 'connected';
  /** Act ids grow for the life of the server's connection, which a reload of this tab may take back. */
  private nextId: number;
  private left = false;
  private room: Room;

  private constructor(
    private readonly client: Client,
    room: Room,
    readonly code: string,
    private readonly memory: SeatMemory,
    /** Joined by the watch link: a spectator, whatever seat this device holds at the table. */
    readonly watching = false,
  ) {
    this.nextId = memory.lastActId(code) + 1;
    this.room = room;
    this.attach(room);
  }

  /** Listens to `room`, the table's room now. */
  private attach(room: Room): void {
    const { code, memory } = this;
    room.onMessage('welcome', (message: WelcomeMessage) => {
      this.seat = message.seat;
      if (message.token) memory.rememberSeat(code, message.token);
    });
    room.onMessage('table', (message: TableMessage) => {
      this.table = message;
      this.events.emit('table', message);
    });
    room.onMessage('game', (message: GameMessage) => {
      this.game = message;
      this.events.emit('game', message);
    });
    room.onMessage('ack', (message: AckMessage) => this.events.emit('ack', message));
    room.onMessage('refused', (message: RefusedMessage) => this.events.emit('refused', message));
    room.onDrop(() => this.setConnection('reconnecting'));
    room.onReconnect(() => {
      this.rememberConnection();
      this.setConnection('connected');
    });
    room.onLeave((closeCode: number) => {
      if (this.left || room !== this.room) return;
      // The server closed the room (a restart, SIGTERM): the table opens again in another room,
      // where this seat's token (or the watch link) takes the place back. A process that vanished
      // (the SDK gave up reconnecting) is the player's call: the screens offer "Join again".
      if (closeCode === CloseCode.SERVER_SHUTDOWN) void this.rejoin();
      else this.setConnection('offline');
    });
    this.rememberConnection();
    room.send('ready');
  }

  /** Takes this session's place at the table again, in whichever room holds it now. */
  private async rejoin(): Promise<void> {
    this.setConnection('reconnecting');
    const token = this.watching ? null : this.memory.seatToken(this.code);
    const options: JoinOptions = token ? { code: this.code, token } : { code: this.code, spectate: true };
    const until = Date.now() + REJOIN_FOR_MS;
    while (!this.left) {
      try {
        const room = await this.client.joinOrCreate('table', options);
        if (this.left) {
          void room.leave(true).catch(() => undefined);
          return;
        }
        this.room = room;
        this.attach(room);
        this.setConnection('connected');
        return;
      } catch (error) {
        // Only while the table is between rooms: a table gone or full will not come back.
        const problem = joinProblem(error);
        if ((problem !== 'network' && problem !== 'tableBusy') || Date.now() >= until) {
          this.setConnection('offline');
          return;
        }
        await pause(REJOIN_EVERY_MS);
      }
    }
  }

  /** Where this seat keeps its open turn's draft in game `gameNo` (none when watching). */
  draftMemory(gameNo: number): DraftMemory | undefined {
    return this.seat === null || this.watching ? undefined : this.memory.drafts(this.code, this.seat, gameNo);
  }

  static memory(): SeatMemory {
    return new SeatMemory(browserStorage('local'), browserStorage('session'));
  }

  /** Creates a table (the host takes seat 0) and sits at it. */
  static async create(table: NewTable, origin = location.origin): Promise<OnlineSession> {
    const { name, colour, ...create } = table;
    let answer: Response;
    try {
      answer = await fetch(`${origin}/tables`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ create, name, colour }) });
    } catch {
      throw new JoinFailure('network');
    }
    const body = (await answer.json().catch(() => ({}))) as { code?: string; token?: string; error?: string };
    if (answer.status !== 201 || !body.code || !body.token) throw new JoinFailure(joinProblem(body.error));
    const memory = OnlineSession.memory();
    memory.rememberSeat(body.code, body.token);
    return OnlineSession.join(body.code, {}, origin);
  }

  /**
   * Joins the table `code`: back into this tab's connection if the server still holds it, else at
   * the seat this device holds there, else at the first open seat with `name` and `colour`
   * (without them, as a spectator). A table opening or closing elsewhere is tried once more.
   */
  static async join(code: string, who: { name?: string; colour?: string }, origin = location.origin): Promise<OnlineSession> {
    const memory = OnlineSession.memory();
    const client = new Client(origin);
    const reconnection = memory.reconnectionToken(code);
    if (reconnection) {
      try {
        return new OnlineSession(client, await client.reconnect(reconnection), code, memory);
      } catch {
        memory.forgetReconnection();
      }
    }
    const token = memory.seatToken(code);
    const options = token ? { code, token } : who.name ? { code, name: who.name, ...(who.colour ? { colour: who.colour } : {}) } : { code, spectate: true };
    try {
      return new OnlineSession(client, await joinRoom(client, options), code, memory);
    } catch (error) {
      // A seat at a table that is gone (expired, swept) is no use any more.
      if (token && error instanceof JoinFailure && error.problem === 'tableNotFound') memory.forgetSeat(code);
      throw error;
    }
  }

  /** Watches the table `code` (its watch link): a spectator, even on a device that holds a seat there. */
  static async watch(code: string, origin = location.origin): Promise<OnlineSession> {
    const client = new Client(origin);
    return new OnlineSession(client, await joinRoom(client, { code, spectate: true }), code, OnlineSession.memory(), true);
  }

  /** Whether this device holds a seat at `code` (a reload or a link opened again). */
  static hasSeat(code: string): boolean {
    return OnlineSession.memory().seatToken(code) !== null;
  }

  /** When this seat's turn timer runs out (epoch ms), or null. */
  get deadline(): number | null {
    return this.seat === null ? null : (this.table?.seats[this.seat]?.deadline ?? null);
  }

  get isHost(): boolean {
    return this.seat !== null && this.table?.host === this.seat;
  }

  /** Sends an action for this seat; returns its act id. */
  act(action: unknown): number {
    const id = this.nextId++;
    this.room.send('act', { id, action });
    this.memory.rememberActId(this.code, id);
    return id;
  }

  send(type: 'seat' | 'start' | 'rematch' | 'resume' | 'takeover', payload?: unknown): void {
    this.room.send(type, payload);
  }

  /** Leaves the table on purpose: the seat is freed in the lobby, the AI stands in during a game. */
  leave(): void {
    this.left = true;
    this.memory.forgetReconnection();
    this.events.clear();
    void this.room.leave(true).catch(() => undefined);
  }

  /** A seat's connection comes back after a reload; a spectator's has no seat to keep (the watch link opens it again). */
  private rememberConnection(): void {
    if (!this.watching) this.memory.rememberReconnection(this.code, this.room.reconnectionToken);
  }

  private setConnection(connection: Connection): void {
    this.connection = connection;
    this.events.emit('connection', connection);
  }
}
