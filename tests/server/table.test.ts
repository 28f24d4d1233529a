// The table server end to end, over real WebSockets on loopback with a real PGlite database:
// creating and joining tables, whole games with bots, hidden information, reconnection, the AI
// standing in, the turn timer, rematches, and tables outliving their players.
import { CloseCode, Protocol } from '@colyseus/core';
import { Client as Sdk } from '@colyseus/sdk';
import { WebSocket } from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoadedGame, GameAi } from '../../src/games/contract';
import { loadAi, loadGame } from '../../src/games/registry';
import { CODE_ALPHABET, TOKEN_PATTERN } from '../../server/codes';
import type { SeatStatus } from '../../src/protocol/protocol';
import { Bot, EXPLORERS_OPTIONS, TableClient, createTable, createTableOk, playOut, type CreateBody } from './helpers/client';
import { expectNoLeaks } from './helpers/leaks';
import { startTestServer, type TestServer } from './helpers/server';

let server: TestServer;
let game: LoadedGame;
let ai: GameAi<unknown, unknown>;
const clients: TableClient[] = [];

const GRACE_SECONDS = 3;
// Turn timers of 60 s and 120 s last 0.6 s and 1.2 s here.
const TIMER_SCALE = 0.01;

beforeAll(async () => {
  server = await startTestServer({ graceSeconds: GRACE_SECONDS, timerScale: TIMER_SCALE });
  game = (await loadGame('explorers')) as LoadedGame;
  ai = (await loadAi('explorers')) as GameAi<unknown, unknown>;
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.leave()));
  await server?.stop();
  const errors = server?.logs.filter((l) => l.level === 'error') ?? [];
  expect(errors).toEqual([]);
});

const table = (seats: CreateBody['create']['seats'], timer: 'off' | 60 | 120 = 'off', name = 'Ann'): CreateBody => ({
  create: { game: 'explorers', options: EXPLORERS_OPTIONS, seats, timer },
  name,
  colour: '#aa3300',
});

async function join(options: Parameters<typeof TableClient.join>[1], label?: string): Promise<TableClient> {
  const client = await TableClient.join(server.url, options, label);
  clients.push(client);
  return client;
}

const statuses = (client: TableClient): SeatStatus[] => client.table?.seats.map((s) => s.status) ?? [];
const untilStatus = (client: TableClient, seat: number, status: SeatStatus, timeoutMs = 10_000) =>
  client.until(() => client.table?.seats[seat]?.status === status, timeoutMs, `seat ${seat} ${status}`);

/** A table whose humans are all seated and bots ready; the host starts it. */
async function seatedTable(humans: number, ais: string[] = [], timer: 'off' | 60 | 120 = 'off') {
  const seats = [...Array.from({ length: humans }, () => ({ kind: 'human' as const })), ...ais.map((level) => ({ kind: 'ai' as const, level }))];
  const { code, token } = await createTableOk(server.url, table(seats, timer));
  const players = [await join({ code, token }, 'host')];
  for (let i = 1; i < humans; i++) players.push(await join({ code, name: `P${i}`, colour: '#0033aa' }, `P${i}`));
  const bots = players.map((client, i) => new Bot(client, game, ai, 'easy', 100 + i));
  for (const bot of bots) bot.paused = true;
  return { code, players, bots, host: players[0] as TableClient };
}

describe('tables', () => {
  it('are created with options and seats; a code (40 random bits) lets friends join and watch', async () => {
    const { status, body } = await createTable(server.url, table([{ kind: 'human' }, { kind: 'human' }, { kind: 'ai', level: 'hard' }]));
    expect(status).toBe(201);
    const code = body.code as string;
    expect(code).toMatch(new RegExp(`^[${CODE_ALPHABET}]{8}$`));
    expect(body.token).toMatch(TOKEN_PATTERN);

    const host = await join({ code, token: body.token as string }, 'host');
    expect(host.seat).toBe(0);
    expect(host.table).toMatchObject({ code, game: 'explorers', phase: 'lobby', host: 0, timer: 'off', you: 0 });
    expect(host.table?.options).not.toHaveProperty('seed');
    expect(statuses(host)).toEqual(['present', 'open', 'ai']);

    const friend = await join({ code, name: '  Bob\u0000\u202e the\n\tgreat explorer of islands ', colour: '#0033AA' }, 'friend');
    expect(friend.seat).toBe(1);
    expect(friend.welcome?.token).toMatch(TOKEN_PATTERN);
    await host.until(() => host.table?.seats[1]?.status === 'present');
    expect(host.table?.seats[1]).toMatchObject({ name: 'Bob the great explorer o', colour: '#0033aa', kind: 'human' });

    // No seat left: a late friend watches, as does anyone who asks to.
    const late = await join({ code, name: 'Cy', colour: '#00aa00' }, 'late');
    const watcher = await join({ code, spectate: true }, 'watcher');
    expect(late.seat).toBeNull();
    expect(watcher.seat).toBeNull();
    await host.until(() => host.table?.spectators === 2);
  });

  it('refuse bad tables, bad joins and unknown codes with typed errors', async () => {
    const refusals = [
      [{ ...table([{ kind: 'human' }]), create: { game: 'chess', seats: [{ kind: 'human' }] } }, 'unknownGame'],
      [table([{ kind: 'ai', level: 'easy' }, { kind: 'human' }]), 'badTable'],
      [table([{ kind: 'human' }, { kind: 'ai', level: 'godlike' }]), 'badTable'],
      [table(Array.from({ length: 5 }, () => ({ kind: 'human' as const }))), 'badTable'],
      [{ ...table([{ kind: 'human' }]), create: { game: 'explorers', options: { sides: 'all of them' }, seats: [{ kind: 'human' }] } }, 'badTable'],
      [table([{ kind: 'human' }], 'off', '\u0000\u0007 \u202e'), 'badName'],
      [{ create: {}, name: 'x' }, 'badRequest'],
      ['not json at all', 'badRequest'],
    ] as const;
    for (const [body, error] of refusals) {
      const answer = await createTable(server.url, body);
      expect(answer.status, error).toBe(400);
      expect(answer.body.error).toBe(error);
    }
    const join = (options: unknown) => TableClient.join(server.url, options as { code: string });
    await expect(join({ code: '22222222', name: 'Ann' })).rejects.toThrow(/tableNotFound/);
    await expect(join({ code: 'abc', name: 'Ann' })).rejects.toThrow(/badRequest|onAuth/);
    await expect(join({ code: '22222222', name: 'Ann', extra: 1 })).rejects.toThrow(/badRequest|onAuth/);
  });

  it('let the host turn an open seat into an AI and back, and start only once every seat is ready', async () => {
    const { code, token } = await createTableOk(server.url, table([{ kind: 'human' }, { kind: 'human' }, { kind: 'human' }]));
    const host = await join({ code, token }, 'host');
    const friend = await join({ code, name: 'Bob', colour: '#0033aa' }, 'friend');
    await host.until(() => statuses(host).join() === 'present,present,open');
    const refusal = (client: TableClient, code: string) => client.waitFor((r) => r.type === 'refused' && (r.message as { code: string }).code === code, 5000);
    host.send('start');
    await refusal(host, 'notReady');
    friend.send('seat', { seat: 2, kind: 'ai', level: 'easy' });
    await refusal(friend, 'notHost');
    host.send('seat', { seat: 1, kind: 'ai', level: 'easy' });
    await refusal(host, 'wrongSeat'); // Bob sits there
    host.send('seat', { seat: 2, kind: 'ai', level: 'godlike' });
    await refusal(host, 'badLevel');
    host.send('seat', { seat: 2, kind: 'ai', level: 'hard' });
    await host.until(() => host.table?.seats[2]?.status === 'ai' && host.table.seats[2].level === 'hard');
    host.send('seat', { seat: 2, kind: 'human' });
    await host.until(() => statuses(host)[2] === 'open');
    host.send('seat', { seat: 2, kind: 'ai' });
    await host.until(() => host.table?.seats[2]?.level === 'normal');
    expect((await server.store.load(code))?.seats[2]).toMatchObject({ kind: 'ai', level: 'normal' });
    // A player who leaves the lobby frees the seat.
    await friend.leave();
    await host.until(() => statuses(host).join() === 'present,open,ai');
    expect((await server.store.load(code))?.seats[1]).toMatchObject({ name: null, tokenHash: null });
    host.send('start');
    await refusal(host, 'notReady');
    host.send('seat', { seat: 1, kind: 'ai', level: 'easy' });
    await host.until(() => statuses(host).join() === 'present,ai,ai');
    host.send('start');
    await host.until(() => host.table?.phase === 'playing' && host.game?.view);
    await host.leave();
  });

  it('keep the name an AI seat is given, at creation or in the lobby, so that it stays when a language changes', async () => {
    const { code, token } = await createTableOk(server.url, table([{ kind: 'human' }, { kind: 'ai', level: 'easy', name: ' Ida ' }, { kind: 'ai', level: 'easy' }, { kind: 'human' }]));
    const host = await join({ code, token }, 'host');
    await host.until(() => host.table?.seats.length === 4);
    expect(host.table?.seats.map((s) => s.name)).toEqual(['Ann', 'Ida', null, null]);
    host.send('seat', { seat: 3, kind: 'ai', level: 'hard', name: 'Marco' });
    await host.until(() => host.table?.seats[3]?.name === 'Marco');
    expect((await server.store.load(code))?.seats.map((s) => s.name)).toEqual(['Ann', 'Ida', null, 'Marco']);
    // Opened for a person, the seat forgets the AI's name.
    host.send('seat', { seat: 1, kind: 'human' });
    await host.until(() => host.table?.seats[1]?.status === 'open');
    expect(host.table?.seats[1]?.name).toBeNull();
    expect((await server.store.load(code))?.seats[1]?.name).toBeNull();
    await host.leave();
  });

  it('play a whole 4-seat game with bots through the server, and no message holds hidden information', async () => {
    const { code, players, bots, host } = await seatedTable(4);
    const watcher = await join({ code, spectate: true }, 'watcher');
    await host.until(() => statuses(host).every((s) => s === 'present'));
    host.send('start');
    await playOut(bots);
    await watcher.until(() => watcher.game !== null && game.rules.ranking(watcher.game.view) !== null, 10_000, 'the end');
    for (const bot of bots) expect(bot.refusals).toEqual([]);
    expect(bots.reduce((n, b) => n + b.acks, 0)).toBeGreaterThan(100);
    const stored = await server.store.load(code);
    expect(stored?.phase).toBe('over');
    expect(stored?.finishedAt).toBeInstanceOf(Date);
    const compared = expectNoLeaks(game, stored!, [...players, watcher]);
    expect(compared).toBeGreaterThan(5 * stored!.actions.length);
    // Every client ends with the final view for its seat.
    const final = server.room(code)?.inspect();
    for (const client of [...players, watcher]) expect(client.game?.view).toEqual(game.rules.view(final?.state, client.seat));
  });

  it('checks intents: out of phase, spectators, other seats, replays and refusals by the rules change nothing', async () => {
    const { code, host, players, bots } = await seatedTable(2);
    const friend = players[1] as TableClient;
    const watcher = await join({ code, spectate: true }, 'watcher');
    // In the lobby nothing can be played, and only the host starts.
    expect(await host.act({ type: 'setup', player: 0, terrain: 'water', cells: [] })).toMatchObject({ refused: { code: 'outOfPhase', rules: false } });
    friend.send('start');
    await friend.waitFor((r) => r.type === 'refused' && (r.message as { code: string }).code === 'notHost');
    host.send('start');
    await host.until(() => host.game?.view);
    const before = server.room(code)?.inspect();
    expect(await watcher.act({ type: 'setup', player: 0, terrain: 'water', cells: [] })).toMatchObject({ refused: { code: 'notSeated' } });
    expect(await friend.act({ type: 'setup', player: 0, terrain: 'water', cells: [] })).toMatchObject({ refused: { code: 'wrongSeat' } });
    expect(await friend.act({ type: 'setup', player: 1, terrain: 'lava', cells: [] })).toMatchObject({ refused: { code: 'badAction', rules: true } });
    friend.send('act', { id: 1, action: { type: 'setup', player: 1, terrain: 'water', cells: [] } });
    await friend.waitFor((r) => r.type === 'refused' && (r.message as { code: string }).code === 'replayed');
    friend.send('act', { id: 99, action: 'turn' });
    await friend.waitFor((r) => r.type === 'refused' && (r.message as { id: number }).id === 99);
    friend.send('rematch');
    await friend.waitFor((r) => r.type === 'refused' && (r.message as { code: string }).code === 'notHost');
    host.send('rematch');
    await host.waitFor((r) => r.type === 'refused' && (r.message as { code: string }).code === 'outOfPhase');
    const after = server.room(code)?.inspect();
    expect(after?.version).toBe(before?.version);
    expect(game.rules.toRecord(after?.state)).toEqual(game.rules.toRecord(before?.state));
    for (const bot of bots) bot.stop();
  });

  it('take a dropped socket back within the grace period, and a reloaded device back with its seat token', async () => {
    const { host, players, bots } = await seatedTable(2);
    const friend = players[1] as TableClient;
    host.send('start');
    await friend.until(() => friend.game?.view);
    // The network drops: the SDK reconnects by itself, the seat stays the friend's.
    const from = friend.messages.length;
    friend.drop();
    await friend.waitFor((r) => r.type === 'table', 10_000, from);
    await untilStatus(host, 1, 'present');
    // The tab is closed and the page reloaded: a new client with the stored token.
    const token = friend.token as string;
    friend.close();
    await untilStatus(host, 1, 'away');
    const back = await join({ code: host.table?.code as string, token }, 'back');
    expect(back.seat).toBe(1);
    expect(back.welcome?.token).toBeNull(); // the device keeps the token it has
    await untilStatus(host, 1, 'present');
    expect(back.game?.view).toEqual(friend.game?.view);
    // The game goes on with the new client.
    const again = new Bot(back, game, ai, 'easy', 7);
    await playOut([bots[0] as Bot, again]);
    expect(again.acks).toBeGreaterThan(0);
    expect(again.refusals).toEqual([]);
  });

  it('a reconnection token never takes the seat of a live connection, and once used it opens nothing', async () => {
    const { host, players } = await seatedTable(2);
    const friend = players[1] as TableClient;
    host.send('start');
    await friend.until(() => friend.game?.view);
    const live = friend.room.reconnectionToken;
    const takeOver = (): Promise<string> =>
      new Sdk(server.url).reconnect(live).then(
        () => 'reconnected',
        () => 'refused',
      );
    // Someone else sends it (read from a log, say) while the friend plays: refused, and the friend keeps the seat.
    expect(await takeOver()).toBe('refused');
    expect(friend.room.connection.isOpen).toBe(true);
    expect(statuses(host)[1]).toBe('present');
    // The network drops: the SDK reconnects by itself with that token, which is then spent.
    const from = friend.messages.length;
    friend.drop();
    await friend.waitFor((r) => r.type === 'table', 10_000, from);
    await untilStatus(host, 1, 'present');
    expect(friend.room.reconnectionToken).not.toBe(live);
    expect(await takeOver()).toBe('refused');
    expect(friend.room.connection.isOpen).toBe(true);
    expect(statuses(host)[1]).toBe('present');
  });

  /** A raw socket at `client`'s room socket's address with its reconnection token (both may be read in a proxy's log): its close code, or the first byte of each frame it gets. */
  function bareSocket(client: TableClient): { frames: number[]; closed: Promise<number>; socket: WebSocket } {
    const address = new URL(client.socket.url);
    address.searchParams.set('reconnectionToken', client.room.reconnectionToken.split(':')[1] as string);
    const socket = new WebSocket(address);
    const frames: number[] = [];
    socket.on('message', (data: Buffer) => frames.push(data[0] as number));
    socket.on('error', () => {});
    return { frames, socket, closed: new Promise((resolve) => socket.once('close', resolve)) };
  }

  it('a bare socket with a live reconnection token is refused at once, and is not there to take the seat when the connection blinks', async () => {
    const { host, players } = await seatedTable(2);
    const friend = players[1] as TableClient;
    host.send('start');
    await friend.until(() => friend.game?.view);
    const bare = bareSocket(friend);
    // The friend's connection answers: the socket is refused, not left waiting for that connection to drop.
    let code: number | null = null;
    void bare.closed.then((c) => (code = c));
    await friend.until(() => code !== null, 5_000, 'the bare socket refused');
    expect(code).toBe(CloseCode.FAILED_TO_RECONNECT);
    expect(bare.frames).not.toContain(Protocol.JOIN_ROOM);
    // The network blinks: the friend's own reconnection takes the seat back.
    const from = friend.messages.length;
    friend.drop();
    await friend.waitFor((r) => r.type === 'table', 10_000, from);
    await untilStatus(host, 1, 'present');
    expect(friend.room.connection.isOpen).toBe(true);
  });

  it('a device whose old connection went silent takes its seat back with its reconnection token, before the server noticed', async () => {
    const { host, players } = await seatedTable(2);
    const friend = players[1] as TableClient;
    host.send('start');
    await friend.until(() => friend.game?.view);
    // The old connection stops answering (a network gone, its socket still open on the server).
    friend.room.reconnection.enabled = false;
    (friend.socket as unknown as { _socket: { pause(): void } })._socket.pause();
    const device = bareSocket(friend);
    await friend.until(() => device.frames.includes(Protocol.JOIN_ROOM), 10_000, 'the device back in its seat');
    await untilStatus(host, 1, 'present');
    device.socket.close();
    friend.socket.terminate();
  });

  it('hand an absent seat to the AI after the grace period, at once when the host asks, and back to its player', async () => {
    const { code, host, players, bots } = await seatedTable(3);
    const [hostBot, second, third] = bots as [Bot, Bot, Bot];
    host.send('start');
    hostBot.resume();
    const friend = players[1] as TableClient;
    const other = players[2] as TableClient;
    await friend.until(() => friend.game?.view);
    // A closed tab: away, then after the grace period the AI stands in and plays seat 1.
    const token = friend.token as string;
    const closedAt = Date.now();
    friend.close();
    await untilStatus(host, 1, 'away');
    await untilStatus(host, 1, 'standIn', 10_000);
    expect(Date.now() - closedAt).toBeGreaterThanOrEqual(GRACE_SECONDS * 1000 - 100);
    await host.waitFor((r) => r.type === 'game' && (r.message as { actor: number }).actor === 1, 10_000);
    // The host does not wait for seat 2's grace period.
    other.close();
    await untilStatus(host, 2, 'away');
    const askedAt = Date.now();
    host.send('takeover', { seat: 2 });
    await untilStatus(host, 2, 'standIn', 10_000);
    expect(Date.now() - askedAt).toBeLessThan(GRACE_SECONDS * 1000);
    // Seat 1's player is back: the AI stops, the player plays on.
    const back = await join({ code, token }, 'back');
    await untilStatus(host, 1, 'present');
    const mine = new Bot(back, game, ai, 'easy', 9);
    await playOut([hostBot, mine]);
    expect(mine.acks).toBeGreaterThan(0);
    expect(mine.refusals).toEqual([]);
    second.stop();
    third.stop();
  });

  it('let the AI play a seat whose turn timer runs out, until its player resumes', async () => {
    const { host, players, bots } = await seatedTable(2, [], 60);
    const [hostBot, friendBot] = bots as [Bot, Bot];
    host.send('start');
    hostBot.resume();
    const friend = players[1] as TableClient;
    await friend.until(() => friend.table?.seats[1]?.deadline, 5000, 'a deadline');
    const deadline = friend.table?.seats[1]?.deadline as number;
    expect(deadline).toBeGreaterThan(Date.now() - 1000);
    await untilStatus(friend, 1, 'standIn', 10_000);
    await friend.waitFor((r) => r.type === 'game' && (r.message as { actor: number }).actor === 1, 10_000);
    friend.send('resume');
    await untilStatus(friend, 1, 'present');
    friendBot.resume();
    await playOut([hostBot, friendBot]);
  });

  it('start a rematch at the same table and seats', async () => {
    const { code, host, bots } = await seatedTable(1, ['easy']);
    host.send('start');
    await playOut(bots);
    // The host asks for a rematch once its table says the game is over, as the page does: the
    // bots may see the last view before the table has stored the end.
    await host.until(() => host.table?.phase === 'over');
    const first = host.table;
    // The host's seat waits; the AI seat may play its first move at once, on a busy machine even
    // before the new game's first view is sent.
    (bots[0] as Bot).paused = true;
    host.send('rematch');
    await host.until(() => host.table?.gameNo === 2 && host.table.phase === 'playing');
    await host.until(() => host.game?.gameNo === 2);
    expect(host.table?.seats).toEqual(first?.seats);
    const stored = await server.store.load(code);
    expect(stored).toMatchObject({ gameNo: 2, phase: 'playing' });
    // A new game: none of the first game's actions, and nothing yet from the waiting host.
    expect(stored?.actions.every((a) => a.seat === 1)).toBe(true);
    (bots[0] as Bot).resume();
    await playOut(bots);
  });

  it('keep a table when everybody leaves: its code opens it again, as it was', async () => {
    const { code, host, players, bots } = await seatedTable(2, ['normal']);
    host.send('start');
    bots.forEach((b) => b.resume());
    await host.until(() => (host.game?.version ?? 0) >= 12, 30_000, 'a dozen actions');
    bots.forEach((b) => b.stop());
    await host.until(() => bots.every((b) => b.idle) && server.room(code)?.inspect().aiBusy === false, 10_000, 'the table at rest');
    const before = server.room(code)?.inspect();
    const tokens = players.map((p) => p.token as string);
    await Promise.all(players.map((p) => p.leave()));
    await host.until(() => server.room(code) === undefined && !server.live.has(code), 10_000, 'the room closed');
    const back = await join({ code, token: tokens[0] }, 'host again');
    expect(back.seat).toBe(0);
    const reopened = server.room(code)?.inspect();
    expect(reopened?.version).toBe(before?.version);
    expect(game.rules.toRecord(reopened?.state)).toEqual(game.rules.toRecord(before?.state));
    expect(statuses(back)).toEqual(['present', 'away', 'ai']);
    await untilStatus(back, 1, 'standIn', 10_000);
  });
});
