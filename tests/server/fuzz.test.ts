// Hostile input against a live server on loopback: thousands of random and malformed messages
// from seated players and spectators, raw WebSocket frames (and frames whose msgpack does not
// decode, requests), floods, and guessing codes and reconnection tokens. None may
// crash the server or change the game, every message gets its typed refusal, and the game still
// finishes.
import { Protocol, getMessageBytes } from '@colyseus/core';
import { Client as Sdk } from '@colyseus/sdk';
import { WebSocket } from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoadedGame, GameAi } from '../../src/games/contract';
import { loadAi, loadGame } from '../../src/games/registry';
import { newTableCode } from '../../server/codes';
import { TABLE_REFUSALS, type RefusedMessage } from '../../src/protocol/protocol';
import { Bot, EXPLORERS_OPTIONS, TableClient, createTableOk, playOut, sleep } from './helpers/client';
import { TEST_LIMITS, startTestServer, type TestServer } from './helpers/server';

let server: TestServer;
let game: LoadedGame;
let ai: GameAi<unknown, unknown>;
const clients: TableClient[] = [];

beforeAll(async () => {
  // A large budget, so that fuzzing reaches the checks behind the rate limit however slow the
  // machine; floods still meet the bucket and the hard limit.
  server = await startTestServer({ limits: { ...TEST_LIMITS, messages: { capacity: 1000, perSecond: 500 }, hardMessagesPerSecond: 3000 } });
  game = (await loadGame('explorers')) as LoadedGame;
  ai = (await loadAi('explorers')) as GameAi<unknown, unknown>;
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.leave()));
  await server?.stop();
});

/** A small seeded generator, so a failure can be replayed. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function fuzzer(seed: number) {
  const next = random(seed);
  const int = (n: number): number => Math.floor(next() * n);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T;
  const text = (max: number): string => Array.from({ length: int(max) }, () => String.fromCharCode(int(0x3000))).join('');
  const value = (depth: number): unknown => {
    switch (int(depth > 3 ? 6 : 9)) {
      case 0:
        return null;
      case 1:
        return pick([0, -1, 1.5, 2 ** 31, -(2 ** 53), Number.MAX_VALUE, Number.NaN, Number.POSITIVE_INFINITY, int(1000)]);
      case 2:
        return text(20);
      case 3:
        return next() < 0.5;
      case 4:
        return pick(['setup', 'turn', 'choose', 'bonus', 'startVillage', '__proto__', 'constructor', 'toString']);
      case 5:
        return new Uint8Array(int(40)).map(() => int(256));
      case 6:
        return Array.from({ length: int(6) }, () => value(depth + 1));
      default: {
        const object: Record<string, unknown> = {};
        for (let i = int(6); i > 0; i--) object[pick(['type', 'player', 'cells', 'pick', 'terrain', 'option', 'id', 'action', 'seat', 'kind', 'level', text(8)])] = value(depth + 1);
        return object;
      }
    }
  };
  const nested = (levels: number): unknown => (levels === 0 ? 1 : [nested(levels - 1)]);

  /** A message no rule can accept from `seat` (so the game cannot change), and its type. */
  return (seat: number | null, players: number, nextId: () => number): [string | number, unknown] => {
    const other = seat === null ? int(players) : (seat + 1 + int(players - 1)) % players;
    switch (int(12)) {
      case 0:
        return [pick(['', ' ', 'act ', 'ACT', 'hello', text(10), '__proto__', 'constructor', 'hasOwnProperty']), value(0)];
      case 1:
        return [int(1000), value(0)];
      case 2:
        return ['act', value(0)];
      case 3:
        // A well-formed act for someone else's seat.
        return ['act', { id: nextId(), action: { type: pick(['setup', 'turn', 'choose', 'bonus']), player: other, terrain: 'water', cells: [int(256)] } }];
      case 4:
        // One's own seat, but no rule accepts it: unknown types, lava, cells that are not cells.
        return ['act', { id: nextId(), action: { type: pick(['dance', 'setup', 'turn', 'bonus']), player: seat ?? 0, terrain: 'lava', cells: [text(3), -1, 1.5], pick: value(2) } }];
      case 5:
        return ['act', { id: next() < 0.5 ? nextId() : 1 + int(2 ** 31 - 1), action: value(0), extra: value(1) }];
      case 6:
        return ['act', { id: 1, action: { type: 'turn', player: seat ?? 0, pick: { kind: 'scroll', terrain: 'lava' }, cells: [] } }];
      case 7:
        return [pick(['seat', 'takeover', 'start', 'rematch']), value(0)];
      case 8:
        return [pick(['start', 'rematch', 'seat']), pick([undefined, {}, { seat: int(8), kind: pick(['ai', 'human']), level: 'hard' }])];
      case 9:
        // Too large once decoded, yet under the frame limit.
        return ['act', { id: 1, action: { type: 'turn', player: seat ?? 0, pad: 'x'.repeat(9000 + int(20_000)) } }];
      case 10:
        return ['act', { id: 1 + int(100), action: nested(20 + int(200)) }];
      default:
        return ['takeover', { seat: int(8) }];
    }
  };
}

/** Random binary frames: on sockets that never joined, and on joined spectators' own sockets. */
async function rawFrames(url: string, code: string, frames: number, seed: number): Promise<void> {
  const next = random(seed);
  const int = (n: number): number => Math.floor(next() * n);
  // Mostly the protocol's own first bytes, so frames get past the first check.
  const frame = (): Uint8Array => Uint8Array.from({ length: 1 + int(64) }, (_, i) => (i === 0 && next() < 0.8 ? ([9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21] as const)[int(13)] : int(256)));
  const paths = [`/${code}`, `/anything/${code}?sessionId=nobody`, '/', `/p/${code}?sessionId=&reconnectionToken=x`];
  for (const path of paths) {
    const socket = new WebSocket(`${url.replace('http', 'ws')}${path}`);
    await new Promise<void>((resolve) => {
      const done = setTimeout(resolve, 2000);
      socket.on('error', () => {});
      socket.on('close', () => {
        clearTimeout(done);
        resolve();
      });
      socket.on('open', () => {
        for (let f = 0; f < frames / 8; f++) if (socket.readyState === WebSocket.OPEN) socket.send(frame(), { binary: next() < 0.8 });
        setTimeout(() => socket.close(), 100);
      });
    });
  }
  for (let s = 0; s < 4; s++) {
    const spectator = await TableClient.join(url, { code, spectate: true }, `raw${s}`);
    spectator.room.reconnection.enabled = false;
    for (let f = 0; f < frames / 8 && spectator.socket.readyState === WebSocket.OPEN; f++) spectator.socket.send(frame(), { binary: next() < 0.9 });
    await sleep(200);
    spectator.close();
  }
}

describe('hostile input', () => {
  it('thousands of random and malformed messages and raw frames change nothing and stop nothing; the game still finishes', async () => {
    const { code, token } = await createTableOk(server.url, {
      create: { game: 'explorers', options: EXPLORERS_OPTIONS, seats: [{ kind: 'human' }, { kind: 'human' }, { kind: 'human' }, { kind: 'ai', level: 'easy' }] },
      name: 'Host',
      colour: '#aa3300',
    });
    const players = [await TableClient.join(server.url, { code, token }, 'host')];
    for (let i = 1; i < 3; i++) players.push(await TableClient.join(server.url, { code, name: `P${i}`, colour: '#0033aa' }, `P${i}`));
    const watchers = [await TableClient.join(server.url, { code, spectate: true }, 'w1'), await TableClient.join(server.url, { code, spectate: true }, 'w2')];
    clients.push(...players, ...watchers);
    const bots = players.map((client, i) => new Bot(client, game, ai, 'easy', 500 + i));
    (players[0] as TableClient).send('start');
    for (const bot of bots) bot.resume();
    await (players[0] as TableClient).until(() => ((players[0] as TableClient).game?.version ?? 0) >= 20, 30_000, 'twenty actions');
    for (const bot of bots) bot.paused = true;
    const host = players[0] as TableClient;
    await host.until(() => bots.every((bot) => bot.idle) && server.room(code)?.inspect().aiBusy === false, 10_000, 'the table at rest');
    const before = server.room(code)?.inspect();
    expect(before?.phase).toBe('playing');

    // Thousands of messages, paced under the per-client limits so each is looked at.
    const senders = [...players, ...watchers];
    const sent = new Map<TableClient, number>(senders.map((c) => [c, 0]));
    const refusedBefore = new Map(senders.map((c) => [c, c.refusals().length]));
    const fuzz = fuzzer(1234);
    const perClient = 500;
    for (let batch = 0; batch < perClient / 100; batch++) {
      for (const client of senders) {
        for (let i = 0; i < 100; i++) {
          const [type, message] = fuzz(client.seat, 4, () => client.takeId());
          client.send(type, message);
          sent.set(client, (sent.get(client) ?? 0) + 1);
        }
      }
      await sleep(600);
    }
    await rawFrames(server.url, code, 300, 99);
    for (const client of senders) {
      const expected = (sent.get(client) ?? 0) + (refusedBefore.get(client) ?? 0);
      await client.until(() => client.refusals().length >= expected, 20_000, `${expected} refusals`);
      const refusals = client.refusals();
      expect(refusals.length).toBe(expected);
      for (const refusal of refusals) {
        if (refusal.rules) expect(game.rules.errorCodes).toContain(refusal.code);
        else expect(TABLE_REFUSALS).toContain(refusal.code);
      }
      expect(refusals.filter((r) => r.code === 'rateLimited')).toEqual([]);
    }
    const codes = new Set(senders.flatMap((c) => c.refusals().map((r: RefusedMessage) => r.code)));
    for (const expected of ['malformed', 'tooLarge', 'unknownMessage', 'wrongSeat', 'notSeated', 'replayed', 'notHost', 'outOfPhase', 'badAction']) expect(codes).toContain(expected);

    // Nothing changed, everybody is still here, nothing in the server failed.
    const after = server.room(code)?.inspect();
    expect(after?.version).toBe(before?.version);
    expect(game.rules.toRecord(after?.state)).toEqual(game.rules.toRecord(before?.state));
    expect(after?.statuses).toEqual(['present', 'present', 'present', 'ai']);
    expect(server.logs.filter((l) => l.level === 'error' && l.message.startsWith('Table '))).toEqual([]);

    await playOut(bots);
    for (const bot of bots) expect(bot.refusals).toEqual([]);
  });

  it('a flood is refused (rateLimited) past its budget, and its socket closed past the hard limit; the table carries on', async () => {
    const { code, token } = await createTableOk(server.url, { create: { game: 'explorers', options: EXPLORERS_OPTIONS, seats: [{ kind: 'human' }] }, name: 'Ann', colour: '#aa3300' });
    const host = await TableClient.join(server.url, { code, token }, 'host');
    const flooder = await TableClient.join(server.url, { code, spectate: true }, 'flooder');
    clients.push(host, flooder);
    // Beyond the bucket (1000) but under the hard limit (3000 a second): refused, not dropped.
    for (let i = 0; i < 1600; i++) flooder.send('act', { id: i + 1, action: {} });
    await flooder.until(() => flooder.refusals().length === 1600, 10_000, '1600 refusals');
    const limited = flooder.refusals().filter((r) => r.code === 'rateLimited');
    expect(limited.length).toBeGreaterThanOrEqual(300);
    expect(limited.every((r) => r.type === 'act' && typeof r.id === 'number')).toBe(true);
    expect(flooder.refusals().filter((r) => r.code === 'outOfPhase').length).toBe(1600 - limited.length);
    // Far beyond: the socket is closed.
    for (let i = 0; i < 8000 && flooder.room.connection.isOpen; i++) flooder.send('act', { id: i + 1, action: {} });
    await flooder.until(() => !flooder.room.connection.isOpen, 5000, 'the socket closed');
    await host.until(() => host.table?.spectators === 0, 5000, 'the flooder gone');
    host.send('start');
    await host.until(() => host.game?.view, 5000, 'a game');
  });

  it('a frame whose msgpack does not decode, or a request frame, is refused like a bad message: within the budget, the socket kept, one short log line, counted', async () => {
    const { code, token } = await createTableOk(server.url, { create: { game: 'explorers', options: EXPLORERS_OPTIONS, seats: [{ kind: 'human' }] }, name: 'Ann', colour: '#aa3300' });
    const host = await TableClient.join(server.url, { code, token }, 'host');
    const sender = await TableClient.join(server.url, { code, spectate: true }, 'sender');
    clients.push(host, sender);
    const act = getMessageBytes.raw(Protocol.ROOM_DATA, 'act');
    // An array of two that ends after one; a request is its code, an id (here 7), then a message's type and payload.
    const cut = Buffer.from([0x92, 1]);
    const badData = Buffer.concat([act, cut]);
    const badRequest = Buffer.concat([Buffer.from([Protocol.ROOM_REQUEST, 7]), act.subarray(1), cut]);
    const request = Buffer.concat([Buffer.from([Protocol.ROOM_REQUEST, 7]), getMessageBytes.raw(Protocol.ROOM_DATA, 'act', { id: 1, action: {} }).subarray(1)]);
    const logsBefore = server.logs.length;
    const counted = async (): Promise<number> => ((await server.metrics.badFrames.get()).values.reduce((sum, v) => sum + v.value, 0));
    const countedBefore = await counted();
    // Beyond the budget (1000 at once), under the hard limit (3000 a second).
    const frames = 1500;
    for (let i = 0; i < frames; i++) sender.socket.send([badData, badRequest, request][i % 3] as Buffer);
    await sender.until(() => sender.refusals().length === frames, 10_000, `${frames} refusals`);
    expect(sender.room.connection.isOpen).toBe(true);
    const refusals = sender.refusals();
    const limited = refusals.filter((r) => r.code === 'rateLimited');
    expect(limited.length).toBeGreaterThanOrEqual(300);
    expect(refusals.filter((r) => r.code === 'malformed').length + refusals.filter((r) => r.code === 'unknownMessage').length).toBe(frames - limited.length);
    expect(refusals.filter((r) => r.code === 'unknownMessage').length).toBeGreaterThanOrEqual(100); // the requests that decode
    expect(refusals.every((r) => r.type === 'act')).toBe(true);
    expect(await counted()).toBe(countedBefore + frames);
    // One line, no stack trace.
    const lines = server.logs.slice(logsBefore);
    expect(lines).toHaveLength(1);
    expect(lines[0]?.level).toBe('warn');
    expect(lines[0]?.message).toMatch(new RegExp(`^Table ${code}: [^\n]{0,160}$`));
    // The connection still works.
    sender.send('ready');
    await sender.until(() => sender.messages.filter((r) => r.type === 'welcome').length === 2, 5_000, 'a second welcome');
  });

  it('guessing codes and reconnection tokens is rate-limited per address, on one budget', async () => {
    const { code, token } = await createTableOk(server.url, { create: { game: 'explorers', options: EXPLORERS_OPTIONS, seats: [{ kind: 'human' }] }, name: 'Ann', colour: '#aa3300' });
    clients.push(await TableClient.join(server.url, { code, token }, 'host'));
    const attempts: string[] = [];
    for (let i = 0; i < 15; i++) {
      const guess =
        i % 2 === 0
          ? TableClient.join(server.url, { code: newTableCode(), name: 'Guess' })
          : new Sdk(server.url).reconnect(`${code}:${newTableCode()}${newTableCode()}`);
      attempts.push(await guess.then(() => 'joined', (e: Error) => (e.message === 'rateLimited' ? e.message : 'refused')));
    }
    expect(attempts.slice(0, 10)).toEqual(Array.from({ length: 10 }, () => 'refused'));
    expect(attempts.slice(10)).toEqual(Array.from({ length: 5 }, () => 'rateLimited'));
  });
});
