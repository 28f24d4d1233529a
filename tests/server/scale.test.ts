// Several server processes sharing tables through one Redis and one PostgreSQL (both real and
// throw-away, on loopback): table claims keep a table in one room across processes; the limits
// per address are one budget for all processes; codes stay unique when both processes create
// tables at once; a table created on one process is joined and played to its end through the
// other; and a table that nobody has open opens in one room only, however many joins reach both
// processes at once.
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoadedGame, GameAi } from '../../src/games/contract';
import { loadAi, loadGame } from '../../src/games/registry';
import { BUDGET_PREFIX, RedisBudgets } from '../../server/address-budgets';
import { RedisClaims } from '../../server/claims';
import type { Logger } from '../../server/config';
import { openDatabase, type Database } from '../../server/store/db';
import { migrate } from '../../server/store/migrations';
import { TableStore } from '../../server/store/tables';
import { newTableCode } from '../../server/codes';
import { spawnServer, type ChildServer } from './helpers/child';
import { Bot, EXPLORERS_OPTIONS, TableClient, createTableOk, playOut, sleep } from './helpers/client';
import { expectNoLeaks } from './helpers/leaks';
import { freePort, startPostgres, type TestPostgres } from './helpers/postgres';
import { startRedis, type TestRedis } from './helpers/redis';

let redis: TestRedis;
let postgres: TestPostgres;
let peek: Redis;
let game: LoadedGame;
let ai: GameAi<unknown, unknown>;
const clients: TableClient[] = [];

beforeAll(async () => {
  [redis, postgres] = await Promise.all([startRedis(), startPostgres()]);
  peek = new Redis(redis.url);
  game = (await loadGame('explorers')) as LoadedGame;
  ai = (await loadAi('explorers')) as GameAi<unknown, unknown>;
});

afterAll(async () => {
  for (const client of clients) client.close();
  peek?.disconnect();
  await Promise.all([redis?.stop(), postgres?.stop()]);
});

const errors: unknown[] = [];
const claimsOf = (owner: string, timing?: { ttlMs: number; renewMs: number }) => RedisClaims.connect(redis.url, owner, (e) => errors.push(e), timing);

describe('table claims in Redis', () => {
  it('give a code to one process at a time, and only its holder gives it back', async () => {
    const [a, b] = await Promise.all([claimsOf('a'), claimsOf('b')]);
    try {
      const codes = Array.from({ length: 20 }, newTableCode);
      // Both processes try every code at once: each code goes to exactly one of them.
      const won = await Promise.all(codes.map(async (code) => [await a.claim(code), await b.claim(code)]));
      for (const [byA, byB] of won) expect(Number(byA) + Number(byB)).toBe(1);
      expect((await a.held()).sort()).toEqual([...codes].sort());
      const code = codes[0] as string;
      const holder = won[0]?.[0] ? a : b;
      const other = holder === a ? b : a;
      await other.release(code); // not its claim: nothing happens
      expect(await other.claim(code)).toBe(false);
      await holder.release(code);
      expect(await other.claim(code)).toBe(true);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
    expect(await peek.keys('explorers:table:*')).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('expire when their process stops renewing them, which then learns it lost them', async () => {
    // A process that stalls: its lease (200 ms) runs out before it renews (every 400 ms).
    const stalled = await claimsOf('stalled', { ttlMs: 200, renewMs: 400 });
    const other = await claimsOf('other');
    const lost: string[] = [];
    stalled.onLost((code) => lost.push(code));
    try {
      const code = newTableCode();
      expect(await stalled.claim(code)).toBe(true);
      expect(await other.claim(code)).toBe(false);
      await sleep(300);
      expect(await other.claim(code)).toBe(true);
      await sleep(400);
      expect(lost).toEqual([code]);
      await stalled.release(code); // too late: the code stays with the other process
      expect(await peek.get(`explorers:table:${code}`)).not.toBeNull();
    } finally {
      await Promise.all([stalled.close(), other.close()]);
    }
  });

  it('are taken again by their holder when Redis lost them (a restart), never by a process that lost its own', async () => {
    const holder = await claimsOf('holder', { ttlMs: 2_000, renewMs: 100 });
    const lost: string[] = [];
    holder.onLost((code) => lost.push(code));
    try {
      const code = newTableCode();
      expect(await holder.claim(code)).toBe(true);
      await peek.del(`explorers:table:${code}`); // what a Redis restarted empty holds
      for (let i = 0; i < 50 && !(await peek.get(`explorers:table:${code}`)); i++) await sleep(50);
      expect(await peek.get(`explorers:table:${code}`)).toBe('holder');
      expect(lost).toEqual([]);
    } finally {
      await holder.close();
    }
  });
});

describe('limits per address in Redis', () => {
  const logged: string[] = [];
  const log: Logger = { info: () => {}, warn: () => {}, error: (message) => logged.push(message) };
  const spec = { capacity: 3, perSecond: 10 };

  it('are one budget per address for every connection, refilled on Redis\'s clock, and forgotten once full', async () => {
    const [one, two] = await Promise.all([RedisBudgets.connect(redis.url, log), RedisBudgets.connect(redis.url, log)]);
    try {
      const [a, b] = [one.budget('test', spec), two.budget('test', spec)];
      expect([await a.take('x'), await b.take('x'), await a.take('x')]).toEqual([true, true, true]);
      expect([await b.has('x'), await b.take('x'), await a.take('x')]).toEqual([false, false, false]);
      expect(await a.take('y')).toBe(true); // another address: a budget of its own
      await sleep(150); // 10 tokens a second: at least one is back
      expect(await b.take('x')).toBe(true);
      // Full again within 0.3 s, the bucket's key expires: nothing is kept for an address at rest.
      for (let i = 0; i < 50 && (await peek.exists(`${BUDGET_PREFIX}test:x`)); i++) await sleep(100);
      expect(await peek.exists(`${BUDGET_PREFIX}test:x`)).toBe(0);
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
    expect(logged).toEqual([]);
  });

  it('fall back to the process\'s own buckets while Redis does not answer', async () => {
    const gone = await startRedis();
    const budgets = await RedisBudgets.connect(gone.url, log);
    try {
      await gone.stop();
      const budget = budgets.budget('test', { capacity: 3, perSecond: 0.001 }); // each failed command waits: no refill meanwhile
      expect([await budget.take('x'), await budget.take('x'), await budget.take('x'), await budget.take('x')]).toEqual([true, true, true, false]);
      expect(logged).toHaveLength(1); // said once, not at every request
    } finally {
      await budgets.close();
    }
  });
});

describe('table codes across processes', () => {
  it('are stored once: two processes inserting the same codes at once each win half', async () => {
    const dbs: Database[] = await Promise.all([0, 1].map(() => openDatabase({ databaseUrl: postgres.url, dataDir: '' })));
    try {
      await Promise.all(dbs.map((db) => migrate(db)));
      const stores = dbs.map((db) => new TableStore(db));
      const codes = Array.from({ length: 30 }, newTableCode);
      const insert = (store: TableStore, code: string) => store.insert({ code, game: 'explorers', settings: { options: {}, timer: 'off' }, seats: [] });
      const results = await Promise.all(codes.map((code) => Promise.all(stores.map((store) => insert(store, code)))));
      for (const pair of results) expect(pair.filter(Boolean)).toHaveLength(1);
    } finally {
      await Promise.all(dbs.map((db) => db.close()));
    }
  });
});

describe('two server processes on one Redis and one PostgreSQL', () => {
  const servers: ChildServer[] = [];
  let a: ChildServer;
  let b: ChildServer;

  beforeAll(async () => {
    const ports = [await freePort(), await freePort()];
    const started = await Promise.all(
      ports.map((port) =>
        spawnServer({
          PORT: String(port),
          PUBLIC_ADDRESS: `127.0.0.1:${port}`,
          REDIS_URL: redis.url,
          DATABASE_URL: postgres.url,
          CLIENT_MESSAGES_PER_SECOND: '200',
          // Every test here comes from 127.0.0.1, which the shared budgets count once: enough of
          // them for the tables and joins below. The limits' own test names its address.
          ADDRESS_REQUESTS_PER_SECOND: '100',
          ADDRESS_TABLES_PER_MINUTE: '60',
          TRUSTED_PROXIES: '1',
        }),
      ),
    );
    servers.push(...started);
    [a, b] = started as [ChildServer, ChildServer];
  });

  afterAll(async () => {
    for (const client of clients) client.close();
    await Promise.all(servers.map((s) => s.stop('SIGKILL')));
  });

  /** The process whose room holds the table now, as the shared listing says. */
  async function roomProcess(code: string): Promise<ChildServer | null> {
    const listing = await peek.hget('roomcaches', code);
    if (!listing) return null;
    const { publicAddress } = JSON.parse(listing) as { publicAddress: string };
    return servers.find((s) => s.url === `http://${publicAddress}`) ?? null;
  }

  /** Joins through `server`; a join that lost a race for the table is refused `tableBusy` and tried again, as a page would. */
  async function join(server: ChildServer, options: Parameters<typeof TableClient.join>[1], label: string): Promise<{ client: TableClient; busy: number }> {
    for (let busy = 0; ; busy++) {
      try {
        const client = await TableClient.join(server.url, options, label);
        clients.push(client);
        return { client, busy };
      } catch (error) {
        if (!/tableBusy/.test(String(error)) || busy >= 5) throw error;
        await sleep(200);
      }
    }
  }

  const port = (client: TableClient): string => new URL(client.socket.url).port;

  it('share one budget per address: guesses at codes through both count as one', async () => {
    /** A join by a code no table has, through `server`, from `address`: the answer's error. */
    const guess = async (server: ChildServer, address: string): Promise<string> => {
      const response = await fetch(`${server.url}/matchmake/joinOrCreate/table`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify({ code: newTableCode(), spectate: true }),
      });
      return ((await response.json()) as { error: string }).error;
    };
    const guesser = '203.0.113.7';
    const bucket = `${BUDGET_PREFIX}failedJoins:${guesser}`;
    // An address may fail 10 joins (then one per 10 s), in all: 5 through each process.
    const first = [];
    for (const server of [a, b, a, b, a, b, a, b, a, b]) first.push(await guess(server, guesser));
    expect(first).toEqual(Array.from({ length: 10 }, () => 'tableNotFound'));
    // A failed join is counted once answered: wait until the tenth is.
    for (let i = 0; i < 50 && Number(await peek.hget(bucket, 'tokens')) >= 1; i++) await sleep(100);
    expect([await guess(a, guesser), await guess(b, guesser)]).toEqual(['rateLimited', 'rateLimited']);
    // Another address has its own budget.
    expect(await guess(b, '203.0.113.8')).toBe('tableNotFound');
  });

  it('hand out distinct codes when both create tables at once', async () => {
    const body = { create: { game: 'explorers', options: EXPLORERS_OPTIONS, seats: [{ kind: 'human' as const }] }, name: 'Ann', colour: '#aa3300' };
    const created = await Promise.all([a, b].flatMap((server) => Array.from({ length: 8 }, () => createTableOk(server.url, body))));
    expect(new Set(created.map((c) => c.code)).size).toBe(16);
  });

  it('let a table created on one process be joined and played to its end through the other', async () => {
    const { code, token } = await createTableOk(a.url, {
      create: { game: 'explorers', options: EXPLORERS_OPTIONS, seats: [{ kind: 'human' }, { kind: 'human' }, { kind: 'ai', level: 'easy' }, { kind: 'ai', level: 'normal' }] },
      name: 'Host',
      colour: '#aa3300',
    });
    const { client: host } = await join(b, { code, token }, 'host');
    const home = (await roomProcess(code)) as ChildServer;
    expect(home).not.toBeNull();
    // The friend asks the process that does not hold the room: it reserves a seat in the
    // other's room, and the friend connects there.
    const away = home === a ? b : a;
    const { client: friend } = await join(away, { code, name: 'Friend', colour: '#0033aa' }, 'friend');
    expect([host.seat, friend.seat]).toEqual([0, 1]);
    const homePort = new URL(home.url).port;
    expect([port(host), port(friend)]).toEqual([homePort, homePort]);

    const bots = [new Bot(host, game, ai, 'easy', 7), new Bot(friend, game, ai, 'easy', 8)];
    host.send('start');
    await playOut(bots);
    for (const bot of bots) expect(bot.refusals).toEqual([]);

    const db = await openDatabase({ databaseUrl: postgres.url, dataDir: '' });
    try {
      const stored = await new TableStore(db).load(code);
      if (!stored) throw new Error('the table is gone');
      expect(stored.phase).toBe('over');
      expect(expectNoLeaks(game, stored, [host, friend])).toBeGreaterThan(0);
    } finally {
      await db.close();
    }

    // Everyone leaves: the room closes and gives its claim back.
    await Promise.all([host.leave(), friend.leave()]);
    for (let i = 0; i < 100 && ((await roomProcess(code)) || (await peek.exists(`explorers:table:${code}`))); i++) await sleep(100);
    expect(await roomProcess(code)).toBeNull();
    expect(await peek.exists(`explorers:table:${code}`)).toBe(0);

    // Six devices join at once, three through each process: the table opens in one room.
    const joins = await Promise.all([
      join(a, { code, token: host.token as string }, 'host again'),
      join(b, { code, token: friend.token as string }, 'friend again'),
      ...[a, b, a, b].map((server, i) => join(server, { code, spectate: true }, `watcher ${i}`)),
    ]);
    const again = joins.map((j) => j.client);
    const owner = (await roomProcess(code)) as ChildServer;
    expect(owner).not.toBeNull();
    for (const client of again) expect(port(client)).toBe(new URL(owner.url).port);
    for (const client of again) await client.until(() => client.table?.spectators === 4, 10_000, 'four watchers');
    expect(again.slice(0, 2).map((c) => c.seat)).toEqual([0, 1]);
    expect(await peek.hlen('roomcaches')).toBe(1);
  });

  it('close cleanly on SIGTERM, giving their claims back', async () => {
    for (const client of clients) await client.leave();
    expect(await Promise.all(servers.map((s) => s.stop('SIGTERM')))).toEqual([0, 0]);
    expect(await peek.keys('explorers:table:*')).toEqual([]);
    // Nothing failed on either process: no refused AI action, no failed write, no lost claim.
    for (const server of servers) expect(server.output()).not.toMatch(/fail|refused|could not|lost|unhandled/i);
  });
});
