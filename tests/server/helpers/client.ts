// A test client of the table server: the real client SDK over a real WebSocket on loopback. It
// records every message it receives (the leak checks read them), answers `ready` once its
// handlers exist, and can act, drop its socket, or come back with its seat token. The online
// benchmark's thousand clients record nothing but the latest message of each type.
import { Client as Sdk, type Room } from '@colyseus/sdk';
import type { WebSocket } from 'ws';
import type { LoadedGame, GameAi } from '../../../src/games/contract';
import type { AckMessage, GameMessage, RefusedMessage, TableMessage, WelcomeMessage } from '../../../src/protocol/protocol';

export interface Received {
  readonly type: string;
  readonly message: unknown;
  readonly at: number;
}

export interface CreateBody {
  readonly create: { game: string; options?: Record<string, unknown>; seats: readonly ({ kind: 'human' } | { kind: 'ai'; level: string; name?: string })[]; timer?: 'off' | 60 | 120 };
  readonly name: string;
  readonly colour: string;
}

export const EXPLORERS_OPTIONS = {
  sides: { temples: 'expert', provisions: 'basic', villages: 'basic', gemstones: 'expert' },
  map: 'random',
  achievements: { random: 2 },
};

/** POST /tables: the answer's status and body. */
export async function createTable(url: string, body: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${url}/tables`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

export async function createTableOk(url: string, body: CreateBody): Promise<{ code: string; token: string }> {
  const { status, body: answer } = await createTable(url, body);
  if (status !== 201) throw new Error(`POST /tables answered ${status}: ${JSON.stringify(answer)}`);
  return { code: answer.code as string, token: answer.token as string };
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

export class TableClient {
  /** Every message received, oldest first (empty for a client that does not record). */
  readonly messages: Received[] = [];
  private readonly latest = new Map<string, unknown>();
  private readonly watchers = new Set<(received?: Received) => void>();
  private nextId = 1;
  /** Every action this client sent, by act id. */
  readonly sent = new Map<number, unknown>();
  /** The seat token: from the welcome, or the one this client joined with. */
  token: string | null;

  private constructor(
    readonly room: Room,
    readonly label: string,
    token: string | null,
    record: boolean,
  ) {
    this.token = token;
    room.reconnection.minUptime = 0;
    room.onMessage('*', (type: string | number, message: unknown) => {
      const received = { type: String(type), message, at: Date.now() };
      if (record) this.messages.push(received);
      this.latest.set(received.type, message);
      if (type === 'welcome' && (message as WelcomeMessage).token) this.token = (message as WelcomeMessage).token;
      this.notify(received);
    });
    room.onLeave(() => this.notify());
  }

  /**
   * Joins a table by code (with a seat token to take a seat back) and says it is ready. With
   * `record: false` only the latest message of each type is kept (`messages` stays empty).
   */
  static async join(
    url: string,
    options: { code: string; name?: string; colour?: string; token?: string; spectate?: boolean },
    label = options.name ?? 'client',
    record = true,
  ): Promise<TableClient> {
    const room = await new Sdk(url).joinOrCreate('table', options);
    const client = new TableClient(room, label, options.token ?? null, record);
    room.send('ready');
    await client.until(() => client.welcome, 10_000, 'a welcome');
    await client.until(() => client.table, 10_000, 'the table');
    return client;
  }

  private notify(received?: Received): void {
    for (const watcher of [...this.watchers]) watcher(received);
  }

  /** Calls `watcher` after every message (with it) and when the room is left; returns the way to stop. */
  watch(watcher: (received?: Received) => void): () => void {
    this.watchers.add(watcher);
    return () => this.watchers.delete(watcher);
  }

  get welcome(): WelcomeMessage | null {
    return this.last('welcome') as WelcomeMessage | null;
  }
  get table(): TableMessage | null {
    return this.last('table') as TableMessage | null;
  }
  get game(): GameMessage | null {
    return this.last('game') as GameMessage | null;
  }
  get seat(): number | null {
    return this.welcome?.seat ?? null;
  }
  refusals(): RefusedMessage[] {
    return this.messages.filter((r) => r.type === 'refused').map((r) => r.message as RefusedMessage);
  }

  private last(type: string): unknown {
    return this.latest.get(type) ?? null;
  }

  send(type: string | number, message?: unknown): void {
    this.room.send(type as string, message);
  }

  /** The next act id of this connection (ids grow, or the server answers `replayed`). */
  takeId(): number {
    return this.nextId++;
  }

  /** Sends an action for this client's seat without waiting; returns its act id. */
  fire(action: unknown): number {
    const id = this.takeId();
    this.sent.set(id, action);
    this.room.send('act', { id, action });
    return id;
  }

  /** Sends an action for this client's seat; resolves with its ack or refusal. */
  async act(action: unknown, timeoutMs = 10_000): Promise<{ ack: AckMessage } | { refused: RefusedMessage }> {
    const from = this.messages.length;
    const id = this.fire(action);
    const reply = await this.waitFor((r) => (r.type === 'ack' || r.type === 'refused') && (r.message as { id: unknown }).id === id, timeoutMs, from);
    return reply.type === 'ack' ? { ack: reply.message as AckMessage } : { refused: reply.message as RefusedMessage };
  }

  /** The actions the server acknowledged, with the version each made. */
  acknowledged(): { version: number; action: unknown }[] {
    return this.messages.filter((r) => r.type === 'ack').map((r) => {
      const ack = r.message as AckMessage;
      return { version: ack.version, action: this.sent.get(ack.id) };
    });
  }

  /** The first message from index `from` on that satisfies `match`. */
  waitFor(match: (r: Received) => boolean, timeoutMs = 10_000, from = 0): Promise<Received> {
    return this.until(() => this.messages.slice(from).find(match) ?? null, timeoutMs, 'a matching message');
  }

  /** Resolves once `probe` returns a value (checked after every message and every 50 ms). */
  until<T>(probe: () => T | null | undefined | false, timeoutMs = 10_000, what = 'a condition'): Promise<T> {
    return new Promise((resolve, reject) => {
      const check = (): boolean => {
        const value = probe();
        if (value === null || value === undefined || value === false) return false;
        finish();
        resolve(value);
        return true;
      };
      const poll = setInterval(check, 50);
      const timer = setTimeout(() => {
        finish();
        reject(new Error(`${this.label}: no ${what} within ${timeoutMs} ms`));
      }, timeoutMs);
      const stop = this.watch(check);
      const finish = (): void => {
        clearInterval(poll);
        clearTimeout(timer);
        stop();
      };
      check();
    });
  }

  /** The raw socket under the SDK (the `ws` package's WebSocket in Node). */
  get socket(): WebSocket {
    return (this.room.connection as unknown as { transport: { ws: WebSocket } }).transport.ws;
  }

  /** Cuts the connection as a lost network would (no close handshake): the SDK reconnects. */
  drop(): void {
    this.socket.terminate();
  }

  /** Leaves on purpose. */
  async leave(): Promise<void> {
    if (this.room.connection.isOpen) await this.room.leave(true).catch(() => {});
  }

  /** Leaves without reconnecting: a closed tab. */
  close(): void {
    this.room.reconnection.enabled = false;
    this.socket.terminate();
  }
}

/** A bot at a seat: whenever its view offers it moves, it asks the game's AI and acts. */
export class Bot {
  private pending = false;
  /** The version this bot's last acknowledged action made, in which game. */
  private acked = { gameNo: 0, version: 0 };
  private stopWatching: () => void;
  private rng: number;
  paused = false;
  readonly refusals: RefusedMessage[] = [];
  acks = 0;

  constructor(
    readonly client: TableClient,
    private readonly game: LoadedGame,
    private readonly ai: GameAi<unknown, unknown>,
    private readonly level = 'easy',
    seed = 1,
  ) {
    this.rng = seed;
    this.stopWatching = client.watch(() => this.step());
  }

  get over(): boolean {
    const game = this.client.game;
    return game !== null && this.game.rules.ranking(game.view) !== null;
  }

  /** The seat is expected to act now, as its latest view says. */
  get expected(): boolean {
    const game = this.client.game;
    const seat = this.client.seat;
    return game !== null && seat !== null && this.game.rules.legalMoves(game.view, seat).length > 0;
  }

  /** No action of its own is waiting for an answer. */
  get idle(): boolean {
    return !this.pending;
  }

  resume(): void {
    this.paused = false;
    this.step();
  }

  stop(): void {
    this.paused = true;
    this.stopWatching();
  }

  /** Its own last action is in its latest view. */
  private get caughtUp(): boolean {
    const game = this.client.game;
    return game !== null && !(game.gameNo === this.acked.gameNo && game.version < this.acked.version);
  }

  /** Acts once if its seat is expected now; `wait: false` sends without waiting for the answer. */
  async once(wait = true): Promise<boolean> {
    await this.client.until(() => this.caughtUp, 10_000, 'its own action in its view');
    const game = this.client.game as GameMessage;
    if (this.over || !this.expected) return false;
    const decision = this.ai.decide(game.view, this.level, this.rng);
    this.rng = decision.rng;
    if (!wait) {
      this.client.fire(decision.action);
      return true;
    }
    const reply = await this.client.act(decision.action);
    if ('refused' in reply) {
      this.refusals.push(reply.refused);
      return false;
    }
    this.acks++;
    this.acked = { gameNo: game.gameNo, version: reply.ack.version };
    return true;
  }

  step(): void {
    const game = this.client.game;
    if (this.paused || this.pending || !game || this.over || !this.expected) return;
    if (game.gameNo === this.acked.gameNo && game.version < this.acked.version) return; // its own action is not in the view yet
    this.pending = true;
    const gameNo = game.gameNo;
    const decision = this.ai.decide(game.view, this.level, this.rng);
    this.rng = decision.rng;
    void this.client
      .act(decision.action)
      .then((reply) => {
        if ('ack' in reply) {
          this.acks++;
          this.acked = { gameNo, version: reply.ack.version };
        } else this.refusals.push(reply.refused);
      })
      .catch(() => {})
      .finally(() => {
        this.pending = false;
        setTimeout(() => this.step(), 0);
      });
  }
}

/** Waits until every bot's game is over. */
export async function playOut(bots: readonly Bot[], timeoutMs = 120_000): Promise<void> {
  for (const bot of bots) bot.resume();
  await Promise.all(bots.map((bot) => bot.client.until(() => bot.over, timeoutMs, 'game over')));
}

export { sleep };
