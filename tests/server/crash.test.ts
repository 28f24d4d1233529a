// A crash in the middle of a turn: the server, its own process, is killed with SIGKILL while
// seats are placing, started again on the same database, and the players come back with their
// seat tokens (a page reload). The table is as it was, no acknowledged action is lost, and the
// game plays on to its end. Once on PGlite in a data folder, once on a real PostgreSQL.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoadedGame, GameAi } from '../../src/games/contract';
import { loadAi, loadGame } from '../../src/games/registry';
import { openDatabase } from '../../server/store/db';
import { TableStore } from '../../server/store/tables';
import { spawnServer, type ChildServer } from './helpers/child';
import { Bot, EXPLORERS_OPTIONS, TableClient, createTableOk, playOut } from './helpers/client';
import { expectNoLeaks, replayStored } from './helpers/leaks';
import { startPostgres, type TestPostgres } from './helpers/postgres';

let game: LoadedGame;
let ai: GameAi<unknown, unknown>;
const children: ChildServer[] = [];
const clients: TableClient[] = [];

beforeAll(async () => {
  game = (await loadGame('explorers')) as LoadedGame;
  ai = (await loadAi('explorers')) as GameAi<unknown, unknown>;
});

afterAll(async () => {
  for (const client of clients) client.close();
  await Promise.all(children.map((c) => c.stop('SIGKILL')));
});

async function start(env: Record<string, string>): Promise<ChildServer> {
  // Bots act far faster than people: they get a larger message budget.
  const server = await spawnServer({ RECONNECT_GRACE_SECONDS: '30', CLIENT_MESSAGES_PER_SECOND: '200', ...env });
  children.push(server);
  return server;
}

/** Seats that may act now, each as its own latest view says. */
const expectedSeats = (bots: readonly Bot[]): number[] => bots.filter((b) => b.expected).map((b) => b.client.seat as number);

async function crashMidTurn(env: Record<string, string>, database: { url: string | null; dataDir: string }): Promise<void> {
  const first = await start(env);
  const { code, token } = await createTableOk(first.url, {
    create: { game: 'explorers', options: EXPLORERS_OPTIONS, seats: [{ kind: 'human' }, { kind: 'human' }, { kind: 'human' }, { kind: 'human' }] },
    name: 'Host',
    colour: '#aa3300',
  });
  const players = [await TableClient.join(first.url, { code, token }, 'host')];
  for (let i = 1; i < 4; i++) players.push(await TableClient.join(first.url, { code, name: `P${i}`, colour: '#0033aa' }, `P${i}`));
  clients.push(...players);
  const bots = players.map((client, i) => new Bot(client, game, ai, 'easy', 40 + i));
  bots.forEach((b) => (b.paused = true));
  (players[0] as TableClient).send('start');
  await (players[0] as TableClient).until(() => players.every((p) => p.game !== null), 10_000, 'a game');

  // Play, one action at a time, into a turn where all four place at once.
  const caughtUp = async (): Promise<number> => {
    const latest = Math.max(...players.flatMap((p) => [p.game?.version ?? 0, ...p.acknowledged().map((a) => a.version)]));
    await Promise.all(players.map((p) => p.until(() => (p.game?.version ?? 0) >= latest, 10_000, `version ${latest}`)));
    return latest;
  };
  for (let step = 0; step < 400; step++) {
    const version = await caughtUp();
    const seats = expectedSeats(bots);
    if (version >= 20 && seats.length === 4) break;
    await (bots[seats[0] as number] as Bot).once();
  }
  expect(expectedSeats(bots)).toHaveLength(4);
  // Two seats place and are acknowledged; the third's action is on its way when the server dies.
  expect(await (bots[0] as Bot).once()).toBe(true);
  expect(await (bots[1] as Bot).once()).toBe(true);
  for (const client of players) client.room.reconnection.enabled = false;
  await (bots[2] as Bot).once(false);
  expect(await first.stop('SIGKILL')).toBeNull();

  const acknowledged = players.flatMap((p) => p.acknowledged().map((a) => ({ ...a, seat: p.seat })));
  const lastAcked = Math.max(...acknowledged.map((a) => a.version));
  const before = players.map((p) => p.game);

  // The same database, a new process; every player reloads and comes back with their token.
  const second = await start(env);
  const back: TableClient[] = [];
  for (const [i, player] of players.entries()) back.push(await TableClient.join(second.url, { code, token: player.token as string }, `back${i}`));
  clients.push(...back);
  for (const [i, client] of back.entries()) {
    expect(client.seat).toBe(i);
    await client.until(() => client.game, 10_000, 'its view');
  }
  const after = back.map((c) => c.game);
  const version = after[0]?.version ?? 0;
  // Nothing acknowledged was lost; at most the action in flight was also kept.
  expect(version).toBeGreaterThanOrEqual(lastAcked);
  expect(version).toBeLessThanOrEqual(lastAcked + 1);
  for (const view of after) expect(view?.version).toBe(version);
  await (back[0] as TableClient).until(() => back[0]?.table?.seats.every((s) => s.status === 'present'), 10_000, 'everyone back');

  // The game plays on to its end.
  const again = back.map((client, i) => new Bot(client, game, ai, 'easy', 80 + i));
  await playOut(again);
  for (const bot of again) expect(bot.refusals).toEqual([]);
  expect(await second.stop('SIGTERM')).toBe(0);

  // The log, read from the database itself: every acknowledged action is there, at its place.
  const db = await openDatabase({ databaseUrl: database.url, dataDir: database.dataDir });
  try {
    const stored = await new TableStore(db).load(code);
    if (!stored) throw new Error('the table is gone');
    expect(stored.phase).toBe('over');
    for (const { version: seq, action, seat } of acknowledged) expect(stored.actions[seq - 1]).toEqual({ seq, seat, action });
    // The views before the crash and after it are the rules' views of that log.
    const { states } = replayStored(game, stored);
    for (const [i, message] of before.entries()) expect(message?.view).toEqual(game.rules.view(states[message?.version ?? -1], i));
    for (const [i, message] of after.entries()) expect(message?.view).toEqual(game.rules.view(states[version], i));
    expectNoLeaks(game, stored, [...players, ...back]);
  } finally {
    await db.close();
  }
}

describe('a server killed in the middle of a turn', () => {
  it('comes back on PGlite with every acknowledged action', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'explorers-crash-'));
    try {
      await crashMidTurn({ DATA_DIR: dataDir }, { url: null, dataDir });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  describe('on PostgreSQL', () => {
    let postgres: TestPostgres;
    beforeAll(async () => {
      postgres = await startPostgres();
    });
    afterAll(async () => {
      await postgres?.stop();
    });

    it('comes back with every acknowledged action', async () => {
      await crashMidTurn({ DATABASE_URL: postgres.url }, { url: postgres.url, dataDir: '' });
    });
  });
});
