// The deployed topology (compose.yaml) from real processes: two server processes on one
// PostgreSQL and one Redis, behind Debian's nginx running the committed proxy configuration, each
// process at a path-style PUBLIC_ADDRESS (host/s1, host/s2). Every client goes through the proxy
// only. Then the faults a host meets, each while a game is being played: a process SIGKILLed
// mid-turn, Redis restarted, PostgreSQL restarted, and a rolling restart.
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameAi, LoadedGame } from '../../src/games/contract';
import { loadAi, loadGame } from '../../src/games/registry';
import { openDatabase } from '../../server/store/db';
import { TableStore } from '../../server/store/tables';
import { memoryStorage } from '../../src/platform/storage';
import type { AckMessage } from '../../src/protocol/protocol';
import { OnlineSession, type Connection } from '../../src/shell/online/session';
import { Bot, EXPLORERS_OPTIONS, TableClient, createTableOk, sleep } from './helpers/client';
import { startRedis } from './helpers/redis';
import { PROCESSES, startTopology, type ProcessNo, type Topology } from './helpers/topology';

let topology: Topology;
let game: LoadedGame;
let ai: GameAi<unknown, unknown>;
const clients: TableClient[] = [];

beforeAll(async () => {
  [topology, game, ai] = await Promise.all([startTopology(), loadGame('explorers') as Promise<LoadedGame>, loadAi('explorers') as Promise<GameAi<unknown, unknown>>]);
});

afterAll(async () => {
  for (const client of clients) client.close();
  await topology?.stop();
});

/** The process a client's room socket went to, by the proxy's path. */
const processOf = (client: TableClient): ProcessNo => {
  const match = /^\/s([12])\//.exec(new URL(client.socket.url).pathname);
  if (!match) throw new Error(`${client.label}'s socket is not behind the proxy: ${client.socket.url}`);
  return Number(match[1]) as ProcessNo;
};
const other = (n: ProcessNo): ProcessNo => (n === 1 ? 2 : 1);

/**
 * Joins through the proxy, trying again as a page's "Join again" would while a table is between
 * processes (its room's process gone, its claim not yet expired).
 */
async function join(options: Parameters<typeof TableClient.join>[1], label: string, timeoutMs = 5_000): Promise<TableClient> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      const client = await TableClient.join(topology.proxy.url, options, label);
      clients.push(client);
      return client;
    } catch (error) {
      if (Date.now() > until) throw error;
      await sleep(250);
    }
  }
}

interface Table {
  readonly code: string;
  readonly players: TableClient[];
  readonly bots: Bot[];
}

/** A two-seat table created and joined through the proxy, its game started, its bots paused. */
async function openTable(seed: number): Promise<Table> {
  const { code, token } = await createTableOk(topology.proxy.url, {
    create: { game: 'explorers', options: EXPLORERS_OPTIONS, seats: [{ kind: 'human' }, { kind: 'human' }] },
    name: 'Host',
    colour: '#aa3300',
  });
  const players = [await join({ code, token }, 'host'), await join({ code, name: 'Friend', colour: '#0033aa' }, 'friend')];
  const bots = players.map((client, i) => new Bot(client, game, ai, 'easy', seed + i));
  for (const bot of bots) bot.paused = true;
  (players[0] as TableClient).send('start');
  await Promise.all(players.map((p) => p.until(() => p.game, 10_000, 'a game')));
  return { code, players, bots };
}

const rules = () => game.rules;

/** Resolves once `probe` holds (checked every 50 ms). */
async function waitUntil(probe: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!probe()) {
    if (Date.now() > until) throw new Error(`no ${what} within ${timeoutMs} ms`);
    await sleep(50);
  }
}

const versionOf = (table: Table): number => Math.max(...table.players.map((p) => p.game?.version ?? 0));

/** Lets the bots play until the game reaches `version`, then pauses them once nothing is on its way. */
async function playTo(table: Table, version: number, timeoutMs = 30_000): Promise<void> {
  for (const bot of table.bots) bot.resume();
  await (table.players[0] as TableClient).until(() => versionOf(table) >= version, timeoutMs, `version ${version}`);
  for (const bot of table.bots) bot.paused = true;
  await (table.players[0] as TableClient).until(() => table.bots.every((b) => b.idle), 10_000, 'the bots idle');
}

/**
 * Plays at a person's pace, one action at a time (a game lasts long enough for the fault to hit
 * it), until stopped.
 */
function pace(table: Table, everyMs = 150): { stop(): Promise<void> } {
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      const bot = table.bots.find((b) => b.expected);
      if (bot) await bot.once();
      await sleep(everyMs);
    }
  })();
  return {
    async stop() {
      stopped = true;
      await loop;
    },
  };
}

const waitForVersion = (table: Table, version: number, timeoutMs = 10_000): Promise<number> =>
  (table.players[0] as TableClient).until(() => versionOf(table) >= version && versionOf(table), timeoutMs, `version ${version}`);

/** Every action the server acknowledged to these clients (and the others given) is in the stored log, at its place. */
async function expectStored(code: string, clients: readonly TableClient[], others: readonly { version: number; action: unknown; seat: number }[] = []): Promise<void> {
  const db = await openDatabase({ databaseUrl: topology.postgres.url, dataDir: '' });
  try {
    const stored = await new TableStore(db).load(code);
    if (!stored) throw new Error(`table ${code} is gone`);
    const acknowledged = [...clients.flatMap((c) => c.acknowledged().map((a) => ({ ...a, seat: c.seat }))), ...others];
    expect(acknowledged.length).toBeGreaterThan(0);
    for (const { version: seq, action, seat } of acknowledged) expect(stored.actions[seq - 1]).toEqual({ seq, seat, action });
  } finally {
    await db.close();
  }
}

describe('two processes behind nginx at path-style addresses', () => {
  it('route a table\'s sockets to its one process and every other request to either', async () => {
    const peek = new Redis(topology.redis.url);
    try {
      const table = await openTable(11);
      const home = processOf(table.players[0] as TableClient);
      expect(table.players.map(processOf)).toEqual([home, home]);
      const listing = JSON.parse((await peek.hget('roomcaches', table.code)) as string) as { publicAddress: string };
      expect(listing.publicAddress).toBe(`${topology.proxy.host}/s${home}`);
      await playTo(table, versionOf(table) + 6);
      for (const bot of table.bots) expect(bot.refusals).toEqual([]);
      // Both processes answer through the proxy, each at its own path and both at the root.
      for (const n of PROCESSES) expect((await fetch(`${topology.proxy.url}/s${n}/readyz`)).status).toBe(200);
      expect((await fetch(`${topology.proxy.url}/healthz`)).status).toBe(200);
      // A page on the proxy's origin creates tables: the process compares its Origin with the host nginx passes on.
      const create = (origin: string) =>
        fetch(`${topology.proxy.url}/tables`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin },
          body: JSON.stringify({ create: { game: 'explorers', options: EXPLORERS_OPTIONS, seats: [{ kind: 'human' }] }, name: 'Ann', colour: '#aa3300' }),
        });
      expect((await create(topology.proxy.url)).status).toBe(201);
      expect((await create('https://elsewhere.example')).status).toBe(403);
      await Promise.all(table.players.map((p) => p.leave()));
    } finally {
      peek.disconnect();
    }
  });
});

describe('faults through the proxy', () => {
  it('one of two processes SIGKILLed mid-turn: its tables reopen on the survivor, players rejoin with their tokens, nothing acknowledged lost', async () => {
    const table = await openTable(21);
    await playTo(table, versionOf(table) + 6);
    const home = processOf(table.players[0] as TableClient);
    // One action acknowledged, the next on its way when the process dies.
    const [first, second] = table.bots as [Bot, Bot];
    const acting = first.expected ? first : second;
    expect(await acting.once()).toBe(true);
    for (const client of table.players) client.room.reconnection.enabled = false;
    const next = [first, second].find((b) => b.expected);
    if (next) await next.once(false);
    const lastAcked = Math.max(...table.players.flatMap((p) => p.acknowledged().map((a) => a.version)));
    expect(await topology.stopServer(home, 'SIGKILL')).toBeNull();

    // Each player comes back through the proxy with the seat token: the table opens on the survivor.
    const back = [];
    for (const [i, player] of table.players.entries()) back.push(await join({ code: table.code, token: player.token as string }, `back${i}`, 30_000));
    expect(back.map((c) => c.seat)).toEqual([0, 1]);
    expect(back.map(processOf)).toEqual([other(home), other(home)]);
    const version = versionOf({ ...table, players: back });
    expect(version).toBeGreaterThanOrEqual(lastAcked);
    expect(version).toBeLessThanOrEqual(lastAcked + 1);

    const again = { ...table, players: back, bots: back.map((c, i) => new Bot(c, game, ai, 'easy', 31 + i)) };
    await playTo(again, version + 4);
    for (const bot of again.bots) expect(bot.refusals).toEqual([]);
    await expectStored(table.code, [...table.players, ...back]);
    await Promise.all(back.map((c) => c.leave()));
    await topology.start(home);
  });

  it('Redis restarted mid-game: play goes on, and the table is found again within 10 s', async () => {
    const table = await openTable(41);
    const play = pace(table);
    await waitForVersion(table, versionOf(table) + 2);
    const port = Number(new URL(topology.redis.url).port);
    await topology.redis.stop();
    await waitForVersion(table, versionOf(table) + 2); // without Redis
    topology.redis = await startRedis(20_000, port);
    const restarted = Date.now();
    await waitForVersion(table, versionOf(table) + 2);
    // Its process lists the table in Redis again, and a newcomer reaches it there, within 10 s.
    const peek = new Redis(topology.redis.url);
    try {
      while (!(await peek.hexists('roomcaches', table.code))) {
        expect(Date.now() - restarted).toBeLessThan(10_000);
        await sleep(100);
      }
    } finally {
      peek.disconnect();
    }
    const watcher = await join({ code: table.code, spectate: true }, 'watcher', 10_000 - (Date.now() - restarted));
    expect(processOf(watcher)).toBe(processOf(table.players[0] as TableClient));
    await waitForVersion(table, versionOf(table) + 2);
    await play.stop();
    for (const bot of table.bots) expect(bot.refusals).toEqual([]);
    await expectStored(table.code, table.players);
    await Promise.all([...table.players, watcher].map((c) => c.leave()));
  });

  it('PostgreSQL restarted mid-game: writes wait and are retried, nothing acknowledged lost', async () => {
    const table = await openTable(51);
    const play = pace(table);
    await waitForVersion(table, versionOf(table) + 2);
    await topology.postgres.restart();
    await waitForVersion(table, versionOf(table) + 4);
    await play.stop();
    for (const bot of table.bots) expect(bot.refusals).toEqual([]);
    await expectStored(table.code, table.players);
    await Promise.all(table.players.map((c) => c.leave()));
  });
});

describe('a rolling restart through the proxy', () => {
  it('SIGTERM, then start again, one process after the other: the page\'s session takes its seat back by itself each time, nothing acknowledged lost', async () => {
    // The page's own session (src/shell/online/session.ts), its storage in memory as in a private tab.
    Object.assign(globalThis, { localStorage: memoryStorage(), sessionStorage: memoryStorage() });
    const session = await OnlineSession.create(
      { game: 'explorers', options: EXPLORERS_OPTIONS, seats: [{ kind: 'human' }, { kind: 'ai', level: 'easy' }], timer: 'off', name: 'Host', colour: '#aa3300' },
      topology.proxy.url,
    );
    const peek = new Redis(topology.redis.url);
    const connections: Connection[] = [];
    const sent = new Map<number, unknown>();
    const acknowledged: { version: number; action: unknown }[] = [];
    let pending: number | null = null;
    let rng = 61;
    /** The player acts until this many of its actions are acknowledged (a game must outlast the test). */
    let target = 0;
    session.events.on('connection', (connection) => {
      connections.push(connection);
      if (connection === 'connected') pending = null; // an action lost with the old room is sent again
    });
    session.events.on('ack', (ack: AckMessage) => {
      acknowledged.push({ version: ack.version, action: sent.get(ack.id) });
      if (ack.id === pending) pending = null;
    });
    session.events.on('refused', (refusal) => {
      if (refusal.id === pending) pending = null;
    });
    // A person at a steady pace: one action whenever the seat may act and nothing is on its way.
    const player = setInterval(() => {
      const game = session.game;
      if (acknowledged.length >= target || pending !== null || session.connection !== 'connected' || !game || session.seat === null) return;
      if (rules().legalMoves(game.view, session.seat).length === 0) return;
      const decision = ai.decide(game.view, 'easy', rng);
      rng = decision.rng;
      pending = session.act(decision.action);
      sent.set(pending, decision.action);
    }, 100);
    /** The process whose room holds the table now. */
    const holder = async (): Promise<ProcessNo> => {
      const listing = await peek.hget('roomcaches', session.code);
      const match = listing ? /\/s([12])$/.exec((JSON.parse(listing) as { publicAddress: string }).publicAddress) : null;
      if (!match) throw new Error('the table is listed nowhere');
      return Number(match[1]) as ProcessNo;
    };
    /** Plays `more` actions from now on. */
    const playing = (more: number): Promise<void> => {
      target = acknowledged.length + more;
      return waitUntil(() => acknowledged.length >= target, 20_000, `${more} more actions acknowledged`);
    };
    try {
      session.send('start');
      await playing(3);
      for (let round = 0; round < 2; round++) {
        const n = await holder();
        // The player is acting when the process is told to stop, and goes on on the other one, with no reload.
        const more = playing(6);
        await waitUntil(() => acknowledged.length >= target - 5, 10_000, 'an action acknowledged');
        expect(await topology.stopServer(n, 'SIGTERM')).toBe(0);
        await more;
        expect(await holder()).toBe(other(n));
        await topology.start(n);
      }
      expect(connections).not.toContain('offline');
      expect(connections.filter((c) => c === 'reconnecting')).toHaveLength(2);
      expect(session.connection).toBe('connected');
    } finally {
      clearInterval(player);
      session.leave();
      peek.disconnect();
    }
    await expectStored(session.code, [], acknowledged.map((a) => ({ ...a, seat: 0 })));
  });
});
