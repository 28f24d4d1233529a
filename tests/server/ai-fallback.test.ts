// A seat whose AI fails at every decision, at an online table of the real server (loopback, PGlite
// in a temporary folder, AI workers whose every decision throws): after the room's cap of failed
// attempts the seat plays the rules' random legal action, from the same per-move seed as the table
// on one device, so the game reaches its end and every action a person was acknowledged stays.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameAi, LoadedGame } from '../../src/games/contract';
import { AI_ATTEMPTS } from '../../src/table/bot-fallback';
import { aiSeed } from '../../src/table/turns';
import { TEST_GAMES } from '../games/registry';
import { Bot, TableClient, createTableOk, playOut } from './helpers/client';
import { FAILING_AI_MESSAGE } from './helpers/failing-ai-registry';
import { startTestServer, type TestServer } from './helpers/server';

let server: TestServer;
let race: LoadedGame;
const clients: TableClient[] = [];

beforeAll(async () => {
  server = await startTestServer({ aiWorkers: 1 }, { registry: TEST_GAMES, module: new URL('./helpers/failing-ai-registry.ts', import.meta.url).href });
  race = (await TEST_GAMES.loadGame('race')) as LoadedGame;
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.leave()));
  await server?.stop();
});

describe('a seat whose AI always fails', () => {
  it('plays random legal actions after the retry cap, so the table reaches its end with every acknowledged action kept', async () => {
    const { code, token } = await createTableOk(server.url, {
      create: { game: 'race', options: {}, seats: [{ kind: 'human' }, { kind: 'ai', level: 'normal' }], timer: 'off' },
      name: 'Ann',
      colour: '#aa3300',
    });
    const host = await TableClient.join(server.url, { code, token }, 'host');
    clients.push(host);
    const person = new Bot(host, race, (await race.loadAi()) as GameAi<unknown, unknown>, 'easy', 3);
    person.paused = true;
    host.send('start');
    await host.until(() => host.table?.phase === 'playing' && host.game?.view, 10_000, 'the game');
    await playOut([person], 60_000);

    const stored = await server.store.load(code);
    expect(stored?.phase).toBe('over');
    const actions = stored?.actions ?? [];
    // Every action the person was acknowledged is in the log, at the version it was acknowledged with.
    const acknowledged = host.acknowledged();
    expect(acknowledged.length).toBe(person.acks);
    for (const { version, action } of acknowledged) expect(actions[version - 1]).toEqual({ seq: version, seat: 0, action });
    expect(actions.filter((a) => a.seat === 0)).toHaveLength(acknowledged.length);

    // Each of the AI seat's actions is the rules' random one at its moment, from the move's seed of the table core.
    const { seed } = stored?.gameOptions as { seed: number };
    const created = race.rules.create(stored?.gameOptions);
    if (!created.ok) throw new Error(created.error.detail);
    let state: unknown = created.value;
    let fallbacks = 0;
    for (const { seq, seat, action } of actions) {
      if (seat === 1) {
        expect(action).toEqual(race.rules.randomAction(state, 1, aiSeed(seed, 1, seq - 1)).action);
        fallbacks++;
      }
      const played = race.rules.play(state, action);
      if (!played.ok) throw new Error(played.error.detail);
      state = played.value.state;
    }
    expect(race.rules.isOver(state)).toBe(true);
    expect(fallbacks).toBeGreaterThan(0);

    // The AI was asked the cap's number of times for each of them, and only then did the seat fall back.
    const errors = server.logs.filter((l) => l.level === 'error').map((l) => l.message);
    expect(errors.every((message) => message.includes(FAILING_AI_MESSAGE))).toBe(true);
    expect(errors.filter((message) => message.includes('it plays a random legal action'))).toHaveLength(fallbacks);
    expect(errors).toHaveLength(AI_ATTEMPTS.room * fallbacks);
  });
});
