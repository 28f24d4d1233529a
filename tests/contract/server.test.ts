// The contract suite, server level: each game of the test registry at an online table of the real
// server (loopback, PGlite in a temporary folder, the test registry given to it and its AI
// workers): a person (a bot through the client SDK), an AI seat and a spectator play it to the
// end; no message holds what its receiver may not know; refusals come back typed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameAi } from '../../src/games/contract';
import { Bot, TableClient, createTableOk, playOut } from '../server/helpers/client';
import { expectNoLeaks } from '../server/helpers/leaks';
import { startTestServer, type TestServer } from '../server/helpers/server';
import { TEST_GAMES } from '../games/registry';
import { EACH_GAME } from './games';

let server: TestServer;
const clients: TableClient[] = [];

beforeAll(async () => {
  server = await startTestServer({ aiWorkers: 1 }, { registry: TEST_GAMES, module: new URL('../games/registry.ts', import.meta.url).href });
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.leave()));
  await server?.stop();
  expect(server?.logs.filter((l) => l.level === 'error') ?? []).toEqual([]);
});

async function join(options: Parameters<typeof TableClient.join>[1], label: string): Promise<TableClient> {
  const client = await TableClient.join(server.url, options, label);
  clients.push(client);
  return client;
}

describe.each(EACH_GAME)('%s under the contract: an online table', (_id, game) => {
  it('is played to the end by a person and an AI seat before a spectator, refuses typed, and leaks nothing', async () => {
    const options = game.rules.defaultOptions(2, 0) as Record<string, unknown>;
    const level = game.aiLevels[0] as string;
    const { code, token } = await createTableOk(server.url, {
      create: { game: game.id, options, seats: [{ kind: 'human' }, { kind: 'ai', level }], timer: 'off' },
      name: 'Ann',
      colour: '#aa3300',
    });
    const host = await join({ code, token }, 'host');
    expect(host.table).toMatchObject({ code, game: game.id, phase: 'lobby', host: 0 });
    const watcher = await join({ code, spectate: true }, 'watcher');
    const bot = new Bot(host, game, (await game.loadAi()) as GameAi<unknown, unknown>, level, 7);
    bot.paused = true;
    host.send('start');
    await host.until(() => host.table?.phase === 'playing' && host.game?.view);

    const refused = await host.act({ player: 0, type: 'no such move' });
    if (!('refused' in refused)) throw new Error('a bogus move was acknowledged');
    expect(refused.refused.rules).toBe(true);
    expect(game.rules.errorCodes).toContain(refused.refused.code);

    await playOut([bot]);
    await watcher.until(() => watcher.game !== null && game.rules.ranking(watcher.game.view) !== null, 60_000, 'the end');
    expect(bot.refusals).toEqual([]);
    const stored = await server.store.load(code);
    expect(stored?.phase).toBe('over');
    expect(expectNoLeaks(game, stored!, [host, watcher])).toBeGreaterThan(stored!.actions.length);
    const final = server.room(code)?.inspect();
    for (const client of [host, watcher]) expect(client.game?.view).toEqual(game.rules.view(final?.state, client.seat));
  });
});
