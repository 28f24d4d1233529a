// One table: a Colyseus room that runs any registered game through the game contract. The room
// holds the game's state and is the only one to change it: a client sends intents (an action
// for its own seat), the rules check each, and an accepted action is stored, acknowledged, then
// sent to every client as that client's own view and the events it may see. A client never
// receives the state itself, only `rules.view(state, seat)` (spectators: `seat = null`).
//
// This module is the room's lifecycle: claiming its code, opening the table from the store,
// connections joining, dropping, coming back and leaving, and closing. Its other jobs are beside
// it: seats and tokens (seats.ts), message dispatch (messages.ts), the game's changes (play.ts,
// commands.ts), timers and stand-ins (timers.ts), AI seats (ai-seats.ts), what clients are sent
// (broadcast.ts), all over one table's state (table.ts).
import { Deferred, Room, ServerError, matchMaker, type Client, type RoomException } from '@colyseus/core';
import { joinOptionsSchema, type SeatStatus, type TablePhase } from '../../src/protocol/protocol';
import { settleWaitingReconnection } from '../live-reconnection';
import { scheduleAi } from './ai-seats';
import { sendEverything, tableBroadcaster } from './broadcast';
import { TableMessages } from './messages';
import { absent, seatFor, seatOf, status } from './seats';
import { joinError, Table, type TableDeps } from './table';
import { TableTimers } from './timers';

export class TableRoom extends Room {
  protected deps!: TableDeps;
  private table!: Table;
  private timers!: TableTimers;
  private broadcastTable!: () => void;
  private opened = false;

  /** Matchmaking options are checked before any room is looked up or opened. */
  static override async onAuth(_token: string, options: unknown): Promise<boolean> {
    if (!joinOptionsSchema.safeParse(options).success) throw joinError(400, 'badRequest');
    return true;
  }

  override async onCreate(options: unknown): Promise<void> {
    const table = new Table(this.deps, () => this.afterChange());
    this.table = table;
    this.timers = new TableTimers(table);
    this.broadcastTable = tableBroadcaster(table);
    const parsed = joinOptionsSchema.safeParse(options);
    if (!parsed.success) throw joinError(400, 'badRequest');
    const { live } = this.deps;
    const code = parsed.data.code;
    table.code = code;
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
    new TableMessages(table).listen(this);
    this.opened = true;
    this.deps.metrics.tables.inc();
    this.afterChange();
  }

  /** Opens the table from the store: settings, seats, and the current game replayed from its log. */
  private async load(code: string): Promise<void> {
    const { table } = this;
    const stored = await this.deps.store.load(code);
    if (!stored) throw joinError(404, 'tableNotFound');
    const game = await this.deps.games.loadGame(stored.game);
    if (!game) throw joinError(500, 'tableBroken');
    table.game = game;
    table.settings = stored.settings;
    table.hostSeat = stored.hostSeat;
    table.phase = stored.phase;
    table.gameNo = stored.gameNo;
    const awayUntil = Date.now() + this.deps.config.graceSeconds * 1000;
    table.seats = stored.seats.map((s) => ({
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
      aiFailures: 0,
      aiRetryAt: 0,
    }));
    if (stored.phase === 'lobby') return;
    const options = game.rules.validateOptions(stored.gameOptions);
    const created = options.ok ? game.rules.create(options.value) : options;
    if (!options.ok || !created.ok) throw joinError(500, 'tableBroken');
    // Every game's options hold the seed the room gave it (play.ts, newGame).
    table.seed = (options.value as { readonly seed: number }).seed;
    let state = created.value;
    for (const { action } of stored.actions) {
      const played = game.rules.play(state, action);
      if (!played.ok) {
        this.deps.config.log.error(`Table ${code}: action ${table.version + 1} of its log no longer replays (${played.error.code}).`);
        throw joinError(500, 'tableBroken');
      }
      state = played.value.state;
      table.version++;
    }
    table.current = state;
    if (game.rules.isOver(state)) table.phase = 'over';
  }

  override async onJoin(client: Client, options: unknown): Promise<void> {
    const parsed = joinOptionsSchema.safeParse(options);
    if (!parsed.success) throw joinError(400, 'badRequest');
    await this.table.serial(() => seatFor(this.table, client, parsed.data));
    this.afterChange();
  }

  override onDrop(client: Client): void {
    const seat = seatOf(this.table, client.sessionId);
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
   * while its old connection still seems live joins with its seat token instead (`seatFor`).
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
    const session = this.table.sessions.get(client.sessionId);
    if (!session) return;
    session.client = client;
    const seat = seatOf(this.table, client.sessionId);
    if (seat) Object.assign(seat, { connected: true, standIn: false, awayUntil: null, reconnection: null });
    if (session.ready) sendEverything(this.table, session);
    this.afterChange();
  }

  override async onLeave(client: Client): Promise<void> {
    const { table } = this;
    const seat = seatOf(table, client.sessionId);
    if (table.sessions.delete(client.sessionId)) this.deps.metrics.clients.dec();
    if (seat) {
      await table.serial(() => absent(table, seat)).catch((error) => this.deps.config.log.error(`Table ${table.code}: a leave failed.`, error));
    }
    this.afterChange();
  }

  override async onDispose(): Promise<void> {
    const { table } = this;
    table.disposed = true;
    if (this.opened) this.deps.metrics.tables.dec();
    this.timers.stop();
    await this.deps.live.close(table.code, this, table.drained());
  }

  override onUncaughtException(error: RoomException, method: string): void {
    if (error.cause instanceof ServerError) return; // a refused join, answered to its client
    this.deps.config.log.error(`Table ${this.table.code}: uncaught error in ${method}.`, error);
  }

  /** After any change: turn deadlines, the table message, AI turns, the next timer. */
  private afterChange(): void {
    if (this.table.disposed) return;
    try {
      this.timers.updateDeadlines(Date.now());
      this.broadcastTable();
      scheduleAi(this.table);
      this.timers.arm();
    } catch (error) {
      this.deps.config.log.error(`Table ${this.table.code}: could not follow a change.`, error);
    }
  }

  // ---- for tests and tools: read-only ---------------------------------------------------------

  /**
   * The game's full state (server side only), its version and phase; `aiBusy` while an AI or a
   * stand-in is deciding or still expected to act, so a test can wait for the table to rest.
   */
  inspect(): { readonly state: unknown; readonly version: number; readonly phase: TablePhase; readonly gameNo: number; readonly statuses: readonly SeatStatus[]; readonly aiBusy: boolean } {
    const { table } = this;
    const { bots } = table.actors();
    const aiBusy = table.seats.some((s) => s.thinking || bots.includes(s.index));
    return { state: table.current, version: table.version, phase: table.phase, gameNo: table.gameNo, statuses: table.seats.map((s) => status(s)), aiBusy };
  }
}

/** The room class of one server, bound to its store, AI pool and settings. */
export function tableRoomClass(deps: TableDeps): typeof TableRoom {
  return class extends TableRoom {
    protected override deps = deps;
  };
}
