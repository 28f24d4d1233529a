// Prometheus's /metrics: a real server on loopback (PGlite in a temporary folder) plays actions,
// refuses one, runs an AI seat, and the figures read on the metrics port say so. The players'
// port does not serve them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameAi, LoadedGame } from '../../src/games/contract';
import { loadAi, loadGame } from '../../src/games/registry';
import { Bot, EXPLORERS_OPTIONS, TableClient, createTableOk } from './helpers/client';
import { startTestServer, type TestServer } from './helpers/server';

let server: TestServer;
let game: LoadedGame;
let ai: GameAi<unknown, unknown>;

beforeAll(async () => {
  server = await startTestServer({ metricsPort: 0 });
  game = (await loadGame('explorers')) as LoadedGame;
  ai = (await loadAi('explorers')) as GameAi<unknown, unknown>;
});

afterAll(async () => {
  await server?.stop();
});

/** The samples of a Prometheus text page: `name{labels}` → value. */
async function scrape(url: string): Promise<Map<string, number>> {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  const samples = new Map<string, number>();
  for (const line of (await response.text()).split('\n')) {
    const match = /^([a-z_:][a-z0-9_:]*(?:\{[^}]*\})?) (\S+)$/i.exec(line);
    if (match) samples.set(match[1] as string, Number(match[2]));
  }
  return samples;
}

describe('metrics', () => {
  it('count tables, clients, actions and their round trips, AI decisions, database writes and refusals; Node figures too', async () => {
    const metricsUrl = server.metricsUrl as string;
    expect(metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
    expect(new URL(metricsUrl).port).not.toBe(String(server.port));
    const { code, token } = await createTableOk(server.url, {
      create: { game: 'explorers', options: EXPLORERS_OPTIONS, seats: [{ kind: 'human' }, { kind: 'ai', level: 'easy' }] },
      name: 'Ann',
      colour: '#aa3300',
    });
    const host = await TableClient.join(server.url, { code, token }, 'host');
    const watcher = await TableClient.join(server.url, { code, spectate: true }, 'watcher');
    // Refused: no game runs yet.
    const early = await host.act({ type: 'setup', player: 0 });
    expect('refused' in early && early.refused.code).toBe('outOfPhase');
    host.send('start');
    const bot = new Bot(host, game, ai, 'easy', 3);
    bot.resume();
    await host.until(() => bot.acks >= 3, 30_000, 'three actions');
    bot.paused = true;
    await host.until(() => bot.idle && server.room(code)?.inspect().aiBusy === false, 10_000, 'the table at rest');
    const version = server.room(code)?.inspect().version as number;

    const figures = await scrape(metricsUrl);
    const figure = (name: string): number => {
      expect(figures.has(name), name).toBe(true);
      return figures.get(name) as number;
    };
    expect(figure('explorers_tables_open')).toBe(1);
    expect(figure('explorers_clients')).toBe(2);
    // Every stored action (the player's and the AI seat's), each written to the database.
    expect(figure('explorers_actions_total{game="explorers"}')).toBe(version);
    expect(figure('explorers_db_write_batch_rows_sum')).toBe(version);
    expect(figure('explorers_db_write_batch_seconds_count')).toBeGreaterThan(0);
    expect(figure('explorers_db_write_batch_seconds_count')).toBeLessThanOrEqual(version);
    // A round trip per acknowledged act of the player's, none for the AI seat's.
    expect(figure('explorers_action_round_trip_seconds_count')).toBe(bot.acks);
    expect(figure('explorers_action_round_trip_seconds_bucket{le="+Inf"}')).toBe(bot.acks);
    expect(figure('explorers_action_round_trip_seconds_sum')).toBeGreaterThan(0);
    expect(figure('explorers_ai_decision_seconds_count')).toBe(version - bot.acks);
    expect(figure('explorers_ai_queue_length')).toBe(0);
    expect(figure('explorers_refusals_total{code="outOfPhase"}')).toBe(1);
    // Node's own: the event loop's lag, memory, CPU.
    expect(figure('nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(figure('nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
    expect(figure('process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(figure('process_cpu_seconds_total')).toBeGreaterThan(0);

    // A client gone is counted out; the table stays open while the host is there.
    await watcher.leave();
    await host.until(() => host.table?.spectators === 0, 5_000, 'the watcher gone');
    expect((await scrape(metricsUrl)).get('explorers_clients')).toBe(1);
    bot.stop();
    await host.leave();
    await host.until(() => server.room(code) === undefined, 5_000, 'the table closed');
    const closed = await scrape(metricsUrl);
    expect(closed.get('explorers_tables_open')).toBe(0);
    expect(closed.get('explorers_clients')).toBe(0);
  });

  it('are served on their own port only, to GET', async () => {
    const onPlayersPort = await fetch(`${server.url}/metrics`);
    expect(onPlayersPort.status).toBe(404);
    expect(await onPlayersPort.text()).not.toMatch(/explorers_|process_cpu/);
    const url = server.metricsUrl as string;
    expect((await fetch(url, { method: 'POST' })).status).toBe(405);
    expect((await fetch(url.replace('/metrics', '/other'))).status).toBe(404);
  });
});
