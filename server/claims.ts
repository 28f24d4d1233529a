// Which process has a table open. A table's game lives in one room, in one process, at a time:
// a room claims its code before it loads the table and releases it once its last write is done.
// In one process a set is enough. Several processes (REDIS_URL) share the claims in Redis as
// leases: a key per code, set only if absent, that its process renews while it holds it, so the
// tables of a process that died open again elsewhere once its leases run out.
import type { Redis } from 'ioredis';
import { connectRedis } from './redis';

export interface TableClaims {
  /** Takes the code for this process; false while a room (here or in another process) holds it. */
  claim(code: string): Promise<boolean>;
  release(code: string): Promise<void>;
  /** Every code held now, by any process (the sweep of expired tables spares them). */
  held(): Promise<string[]>;
  /** Called with each code this process lost (its lease ran out while it stalled): its room must close. */
  onLost(listener: (code: string) => void): void;
  /** Called once the claims are renewed after the connection to Redis came back (Redis may have restarted empty). */
  onReconnect(listener: () => void): void;
  close(): Promise<void>;
}

export class LocalClaims implements TableClaims {
  private readonly codes = new Set<string>();

  async claim(code: string): Promise<boolean> {
    if (this.codes.has(code)) return false;
    this.codes.add(code);
    return true;
  }
  async release(code: string): Promise<void> {
    this.codes.delete(code);
  }
  async held(): Promise<string[]> {
    return [...this.codes];
  }
  onLost(): void {} // a lease of its own process is never lost
  onReconnect(): void {} // no connection to lose
  async close(): Promise<void> {}
}

export interface LeaseTiming {
  /** A lease lasts this long unless renewed: the time a dead process's tables stay closed. */
  readonly ttlMs: number;
  readonly renewMs: number;
}

export const DEFAULT_LEASE: LeaseTiming = { ttlMs: 10_000, renewMs: 3_000 };

const PREFIX = 'explorers:table:';

// Deletes a key only while it still holds this process's lease.
const RELEASE = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`;
// Extends every lease this process still holds; returns the indexes of those it lost. A lease
// that is gone with no other holder (Redis restarted empty, or it ran out while nobody else took
// the code) is taken again: no other room can have the table open, so this room keeps it.
const RENEW = `local lost = {}
for i, key in ipairs(KEYS) do
  local holder = redis.call('GET', key)
  if holder == ARGV[1] then redis.call('PEXPIRE', key, ARGV[2])
  elseif not holder then redis.call('SET', key, ARGV[1], 'PX', ARGV[2])
  else lost[#lost + 1] = i end
end
return lost`;

export class RedisClaims implements TableClaims {
  private readonly mine = new Set<string>();
  private readonly listeners: ((code: string) => void)[] = [];
  private readonly reconnectListeners: (() => void)[] = [];
  private readonly timer: NodeJS.Timeout;

  private constructor(
    private readonly redis: Redis,
    /** This process's lease value: unique to it, so no other process releases or renews its leases. */
    private readonly owner: string,
    private readonly timing: LeaseTiming,
    private readonly onError: (error: unknown) => void,
  ) {
    this.timer = setInterval(() => void this.renew().catch(onError), timing.renewMs);
    this.timer.unref();
    // The first 'ready' came before this (connect); every later one is a connection back.
    redis.on('ready', () => {
      void this.renew().then(() => {
        for (const listener of this.reconnectListeners) listener();
      }, onError);
    });
  }

  /** Connects to Redis; fails at once (not after endless retries) if it does not answer. */
  static async connect(url: string, owner: string, onError: (error: unknown) => void, timing: LeaseTiming = DEFAULT_LEASE): Promise<RedisClaims> {
    // Reconnects every 200 ms while Redis is away: its leases are taken again as soon as it is back.
    return new RedisClaims(await connectRedis(url, { retryStrategy: () => 200 }), owner, timing, onError);
  }

  async claim(code: string): Promise<boolean> {
    const taken = await this.redis.set(PREFIX + code, this.owner, 'PX', this.timing.ttlMs, 'NX');
    if (taken !== 'OK') return false;
    this.mine.add(code);
    return true;
  }

  async release(code: string): Promise<void> {
    this.mine.delete(code);
    await this.redis.eval(RELEASE, 1, PREFIX + code, this.owner);
  }

  async held(): Promise<string[]> {
    const codes: string[] = [];
    for await (const keys of this.redis.scanStream({ match: `${PREFIX}*`, count: 500 }) as AsyncIterable<string[]>)
      for (const key of keys) codes.push(key.slice(PREFIX.length));
    return codes;
  }

  onLost(listener: (code: string) => void): void {
    this.listeners.push(listener);
  }

  onReconnect(listener: () => void): void {
    this.reconnectListeners.push(listener);
  }

  private async renew(): Promise<void> {
    const codes = [...this.mine];
    if (codes.length === 0) return;
    const lost = (await this.redis.eval(RENEW, codes.length, ...codes.map((c) => PREFIX + c), this.owner, this.timing.ttlMs)) as number[];
    for (const index of lost) {
      const code = codes[index - 1] as string;
      if (!this.mine.delete(code)) continue; // released meanwhile
      for (const listener of this.listeners) listener(code);
    }
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await Promise.all([...this.mine].map((code) => this.release(code).catch(this.onError)));
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
