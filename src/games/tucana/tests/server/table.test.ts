// Trails of Tucana at an online table, through the same contract as Explorers: a table is
// created with Tucana's options, friends join by code, bots and a server AI seat play it through
// to the end, and no message holds what the seat may not know (others' open-turn segments, the
// deck, the card set aside).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoadedGame, GameAi } from '../../../contract';
import { loadAi, loadGame } from '../../../registry';
import { Bot, TableClient, createTable, createTableOk, playOut, type CreateBody } from '../../../../../tests/server/helpers/client';
import { expectNoLeaks } from '../../../../../tests/server/helpers/leaks';
import { startTestServer, type TestServer } from '../../../../../tests/server/helpers/server';

let server: TestServer;
let game: LoadedGame;
let ai: GameAi<unknown, unknown>;
const clients: TableClient[] = [];

const TUCANA_OPTIONS = { island: 'grande', specialBonus: true, randomStart: true, counterClockwise: false, symmetric: false };

beforeAll(async () => {
  server = await startTestServer();
  game = (await loadGame('tucana')) as LoadedGame;
  ai = (await loadAi('tucana')) as GameAi<unknown, unknown>;
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.leave()));
  await server?.stop();
  expect(server?.logs.filter((l) => l.level === 'error') ?? []).toEqual([]);
});

const table = (seats: CreateBody['create']['seats'], options: Record<string, unknown> = TUCANA_OPTIONS): CreateBody => ({
  create: { game: 'tucana', options, seats, timer: 'off' },
  name: 'Ann',
  colour: '#aa3300',
});

async function join(options: Parameters<typeof TableClient.join>[1], label?: string): Promise<TableClient> {
  const client = await TableClient.join(server.url, options, label);
  clients.push(client);
  return client;
}

describe('Tucana tables', () => {
  it('refuse Tucana options its rules refuse, and seats beyond eight', async () => {
    const refusals = [
      [table([{ kind: 'human' }], { ...TUCANA_OPTIONS, island: 'atlantis' }), 'badTable'],
      [table([{ kind: 'human' }, { kind: 'ai', level: 'expert' }]), 'badTable'],
      [table(Array.from({ length: 9 }, () => ({ kind: 'human' as const }))), 'badTable'],
    ] as const;
    for (const [body, error] of refusals) {
      const answer = await createTable(server.url, body);
      expect(answer.status, error).toBe(400);
      expect(answer.body.error).toBe(error);
    }
    const eight = await createTable(server.url, table([{ kind: 'human' }, ...Array.from({ length: 7 }, () => ({ kind: 'ai' as const, level: 'hard' }))]));
    expect(eight.status).toBe(201);
  });

  it('play a whole game with two people (bots), a server AI and a watcher, and no message holds hidden information', async () => {
    const { code, token } = await createTableOk(server.url, table([{ kind: 'human' }, { kind: 'human' }, { kind: 'ai', level: 'normal' }]));
    const host = await join({ code, token }, 'host');
    expect(host.table).toMatchObject({ code, game: 'tucana', phase: 'lobby', host: 0 });
    expect(host.table?.options).toMatchObject(TUCANA_OPTIONS);
    const friend = await join({ code, name: 'Bob', colour: '#0033aa' }, 'friend');
    expect(friend.seat).toBe(1);
    const watcher = await join({ code, spectate: true }, 'watcher');
    await host.until(() => host.table?.seats.map((s) => s.status).join() === 'present,present,ai');

    const bots = [new Bot(host, game, ai, 'easy', 7), new Bot(friend, game, ai, 'normal', 8)];
    for (const bot of bots) bot.paused = true;
    host.send('start');
    await host.until(() => host.table?.phase === 'playing' && host.game?.view);
    expect(host.game?.view).toMatchObject({ game: 'tucana', seat: 0, players: 3, island: 'grande' });
    await playOut(bots);
    await watcher.until(() => watcher.game !== null && game.rules.ranking(watcher.game.view) !== null, 30_000, 'the end');
    for (const bot of bots) expect(bot.refusals).toEqual([]);

    const stored = await server.store.load(code);
    expect(stored?.phase).toBe('over');
    // The AI seat played every turn the bots did: one action per seat per turn.
    const bySeat = [0, 1, 2].map((seat) => stored!.actions.filter((a) => (a.action as { player: number }).player === seat).length);
    expect(bySeat[2]).toBeGreaterThan(10);
    expect(bySeat[2]).toBe(bySeat[0]);
    const compared = expectNoLeaks(game, stored!, [host, friend, watcher]);
    expect(compared).toBeGreaterThan(2 * stored!.actions.length);
    const final = server.room(code)?.inspect();
    for (const client of [host, friend, watcher]) expect(client.game?.view).toEqual(game.rules.view(final?.state, client.seat));
  });
});
