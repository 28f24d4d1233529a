// The deals' leaderboards: a result counts only if the game's rules, replaying its record, find
// the deal's own solo game played to its end with the score sent; forgeries get a typed refusal.
// Standings on both databases (PGlite and a throw-away PostgreSQL); the routes on a live server.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkResult, openDeal } from '../../server/deal-results/check-result';
import { DealResultStore, playerId, type DealKey } from '../../server/deal-results/results-store';
import { openDatabase, type Database } from '../../server/store/db';
import { migrate } from '../../server/store/migrations';
import type { LoadedGame } from '../../src/games/contract';
import { dealAt, dealFor, dealPeriod, withDeals, type Deal, type DealGame } from '../../src/games/deals';
import { playWithBots } from '../../src/games/play-with-bots';
import { GAMES, loadGame } from '../../src/games/registry';
import { DEAL_NAME_PATH, DEVICE_KEY_HEADER, type DealNameAnswer, type DealResultAnswer, type LeaderboardAnswer } from '../../src/protocol/deal-results';
import { startPostgres, type TestPostgres } from './helpers/postgres';
import { TEST_LIMITS, startTestServer, type TestServer } from './helpers/server';

const DAY = 86_400_000;
const deviceKey = (n: number): string => `device-${String(n).padStart(16, '0')}`;

interface Played {
  readonly record: { readonly actions: readonly unknown[]; readonly options: Record<string, unknown> };
  readonly score: number;
}

/** A finished game of `deal` by the game's weakest AI, its record as a device sends it. */
async function playDeal(game: LoadedGame, deal: Deal, rng = 1): Promise<Played> {
  const ai = await game.loadAi();
  const options = game.rules.validateOptions(deal.options);
  if (!options.ok) throw new Error(options.error.detail);
  const state = playWithBots(game, ai, options.value, ai.levels[0] as string, rng);
  const scores = game.rules.scores(game.rules.view(state, 0));
  return { record: JSON.parse(JSON.stringify(game.rules.toRecord(state))) as Played['record'], score: (scores[0] as { total: number }).total };
}

describe.each(withDeals(GAMES).map((g) => [g.id]))('a result of %s', (id) => {
  let game: LoadedGame & DealGame;
  let deal: Deal;
  let played: Played;
  const send = (record: unknown, score = played.score, to = deal) => checkResult(game, to, { name: ' Ann ', deviceKey: deviceKey(1), score, record });
  const errorOf = (result: ReturnType<typeof send>) => (result.ok ? 'accepted' : result.error);

  beforeAll(async () => {
    game = (await loadGame(id)) as LoadedGame & DealGame;
    deal = dealAt(game, 'weekly', Date.now());
    played = await playDeal(game, deal);
  });

  it('is accepted with the score the rules count, its name cleaned', () => {
    expect(send(played.record)).toEqual({ ok: true, value: { name: 'Ann', deviceKey: deviceKey(1), score: played.score } });
  });

  it('is refused with a typed error when forged', () => {
    const { record } = played;
    const actions = record.actions;
    const middle = Math.floor(actions.length / 2);
    const withMove = (move: unknown): unknown[] => actions.map((action, i) => (i === middle ? move : action));
    expect(errorOf(send(record, played.score + 1)), 'an edited score').toBe('wrongScore');
    expect(errorOf(send(record, played.score, dealFor(game, dealPeriod('weekly', deal.startsAt - DAY)))), "last week's deal").toBe('wrongDeal');
    expect(errorOf(send({ ...record, options: { ...record.options, seed: (Number(record.options.seed) + 1) >>> 0 } })), 'another seed').toBe('badRecord');
    expect(errorOf(send(record, played.score, dealAt(game, 'daily', Date.now()))), "the day's deal").toBe('wrongDeal');
    expect(errorOf(send({ ...record, actions: withMove(actions[0]) })), 'an illegal move').toBe('badRecord');
    expect(errorOf(send({ ...record, actions: withMove({ cheat: true }) })), 'a made-up move').toBe('badRecord');
    expect(errorOf(send({ ...record, actions: actions.slice(0, -1) })), 'a truncated log').toBe('notOver');
    expect(errorOf(send({ ...record, actions: [] })), 'no move').toBe('notOver');
    expect(errorOf(send({ ...record, version: 99 })), 'a record of another version').toBe('badRecord');
    expect(errorOf(send('not a record')), 'not a record').toBe('badRecord');
    expect(errorOf(checkResult(game, deal, { name: '\u200b ', deviceKey: deviceKey(1), score: played.score, record })), 'no name').toBe('badName');
    for (const hostile of ['Ann\u202eeL', 'Ann\nLee', 'x'.repeat(25), 'Ann\u0000']) {
      expect(errorOf(checkResult(game, deal, { name: hostile, deviceKey: deviceKey(1), score: played.score, record })), `the name ${JSON.stringify(hostile)}`).toBe('badName');
    }
    expect(errorOf(checkResult(game, deal, { name: 'Ann', deviceKey: 'short', score: played.score, record })), 'a bad device key').toBe('badRequest');
    expect(errorOf(checkResult(game, deal, { name: 'Ann', deviceKey: deviceKey(1), score: played.score, record, extra: 1 })), 'an unknown field').toBe('badRequest');
  });

  it('is refused when the record has other seats than one', async () => {
    // A deal of two seats (no game offers one): its record replays, and is still no solo result.
    const duo = dealFor({ id: game.id, deals: { daily: { ...game.deals.daily, players: 2 }, weekly: game.deals.weekly } }, dealPeriod('daily', Date.now()));
    const both = await playDeal(game, duo);
    expect(errorOf(send(both.record, both.score, duo))).toBe('notSolo');
  });
});

describe('the deals open for results', () => {
  it('take results from their start until a week after their end', async () => {
    const game = (await loadGame('tucana')) as LoadedGame;
    const now = Date.parse('2026-11-28T12:00:00Z');
    expect(openDeal(game, 'daily', '2026-11-28', now).ok).toBe(true);
    expect(openDeal(game, 'daily', '2026-11-21', now).ok).toBe(true);
    expect(openDeal(game, 'daily', '2026-11-20', now)).toMatchObject({ ok: false, error: 'dealClosed' });
    expect(openDeal(game, 'daily', '2026-11-29', now)).toMatchObject({ ok: false, error: 'wrongDeal' });
    expect(openDeal(game, 'daily', '2026-02-30', now)).toMatchObject({ ok: false, error: 'wrongDeal' });
    expect(openDeal(game, 'weekly', '2026-W48', now).ok).toBe(true);
    expect(openDeal(game, 'weekly', '2026-W49', now)).toMatchObject({ ok: false, error: 'wrongDeal' });
    expect(openDeal(game, 'monthly', '2026-11', now)).toMatchObject({ ok: false, error: 'badRequest' });
  });

  it('are none for a game with no solo game', async () => {
    const game = (await loadGame('ambassadors')) as LoadedGame;
    expect(game.deals).toBeUndefined();
    expect(openDeal(game, 'daily', '2026-11-28', Date.parse('2026-11-28T12:00:00Z'))).toMatchObject({ ok: false, error: 'wrongDeal' });
  });
});

describe.each([['PGlite'], ['PostgreSQL']])('the results on %s', (kind) => {
  let db: Database;
  let store: DealResultStore;
  let postgres: TestPostgres | null = null;
  let dir: string | null = null;
  const key: DealKey = { game: 'tucana', kind: 'daily', deal: '2026-11-28' };

  beforeAll(async () => {
    if (kind === 'PostgreSQL') postgres = await startPostgres();
    else dir = mkdtempSync(join(tmpdir(), 'explorers-deals-'));
    db = await openDatabase({ databaseUrl: postgres?.url ?? null, dataDir: dir ?? '' });
    await migrate(db);
    store = new DealResultStore(db);
  });

  afterAll(async () => {
    await db?.close();
    await postgres?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('keep the first try per device, and rank with ties sharing a place', async () => {
    const scores = [50, 80, 80, 30, 95];
    for (const [i, score] of scores.entries()) expect(await store.add(key, deviceKey(i), `P${i}`, score)).toBe(true);
    expect(await store.add(key, deviceKey(0), 'P0 again', 99)).toBe(false);
    // Another deal and another game are other leaderboards.
    expect(await store.add({ ...key, deal: '2026-11-27' }, deviceKey(0), 'P0', 10)).toBe(true);
    expect(await store.add({ ...key, game: 'explorers' }, deviceKey(0), 'P0', 10)).toBe(true);

    expect(await store.mine(key, deviceKey(0))).toEqual({ name: 'P0', player: playerId(deviceKey(0)), score: 50, rank: 4, percentile: 25, count: 5 });
    expect(await store.mine(key, deviceKey(1))).toEqual({ name: 'P1', player: playerId(deviceKey(1)), score: 80, rank: 2, percentile: 50, count: 5 });
    expect(await store.mine(key, deviceKey(4))).toMatchObject({ rank: 1, percentile: 100 });
    expect(await store.mine(key, deviceKey(3))).toMatchObject({ rank: 5, percentile: 0 });
    expect(await store.mine(key, deviceKey(9))).toBeNull();
    // A practice score, not stored: where it would stand among the five.
    expect(await store.standing(key, 81, false)).toEqual({ score: 81, rank: 2, percentile: 80, count: 5 });
    // Within a shared place, rows come by arrival time, which two quick inserts may share.
    const board = await store.top(key);
    expect({ ...board, top: [...board.top].sort((a, b) => a.rank - b.rank || a.name.localeCompare(b.name)) }).toEqual({
      count: 5,
      top: [
        { rank: 1, name: 'P4', score: 95 },
        { rank: 2, name: 'P1', score: 80 },
        { rank: 2, name: 'P2', score: 80 },
        { rank: 4, name: 'P0', score: 50 },
        { rank: 5, name: 'P3', score: 30 },
      ],
    });
  });

  it("find friends' tries at a deal by their public ids, ranked among all", async () => {
    const [p0, p2, p4, p9] = [0, 2, 4, 9].map((i) => playerId(deviceKey(i))) as [string, string, string, string];
    expect(p0).toMatch(/^[0-9a-f]{16}$/);
    // P9 has no try at this deal; P0's try at another deal does not count here.
    expect(await store.friends(key, [p0, p2, p4, p9])).toEqual([
      { player: p4, rank: 1, name: 'P4', score: 95 },
      { player: p2, rank: 2, name: 'P2', score: 80 },
      { player: p0, rank: 4, name: 'P0', score: 50 },
    ]);
    expect(await store.friends({ ...key, deal: '2026-11-27' }, [p0, p2])).toEqual([{ player: p0, rank: 1, name: 'P0', score: 10 }]);
    expect(await store.friends(key, [])).toEqual([]);
  });

  it('list the top 20 only, and a lone result at the 100th percentile', async () => {
    const many = { ...key, deal: '2026-11-26' };
    for (let i = 0; i < 25; i++) await store.add(many, deviceKey(i), `P${i}`, i);
    const { count, top } = await store.top(many);
    expect([count, top.length, top[0]?.score, top[19]?.score]).toEqual([25, 20, 24, 5]);
    const alone = { ...key, deal: '2026-11-25' };
    await store.add(alone, deviceKey(0), 'Solo', 12);
    expect(await store.mine(alone, deviceKey(0))).toMatchObject({ rank: 1, percentile: 100, count: 1 });
    expect(await store.top({ ...key, deal: '2026-11-24' })).toEqual({ count: 0, top: [] });
  });

  it("rename one device's tries at every deal, and nobody else's", async () => {
    const deals: DealKey[] = [{ ...key, deal: '2026-11-20' }, { game: 'explorers', kind: 'weekly', deal: '2026-W47' }];
    for (const deal of deals) {
      await store.add(deal, deviceKey(40), 'Old', 10);
      await store.add(deal, deviceKey(41), 'Other', 20);
    }
    expect(await store.rename(deviceKey(40), 'New')).toBe(2);
    for (const deal of deals) {
      expect((await store.top(deal)).top).toEqual([{ rank: 1, name: 'Other', score: 20 }, { rank: 2, name: 'New', score: 10 }]);
      expect(await store.mine(deal, deviceKey(40))).toMatchObject({ name: 'New', score: 10 });
    }
    expect(await store.rename(deviceKey(42), 'Nobody')).toBe(0);
  });
});

describe('the leaderboard routes', () => {
  let server: TestServer;
  let game: LoadedGame & DealGame;
  let deal: Deal;
  let played: Played;
  const POSTS = 11;
  const path = (): string => `/deals/${game.id}/${deal.kind}/${deal.id}/results`;
  const post = (body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${path()}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

  beforeAll(async () => {
    server = await startTestServer({ limits: { ...TEST_LIMITS, dealResults: { capacity: POSTS, perSecond: 1 / 3600 } } });
    game = (await loadGame('tucana')) as LoadedGame & DealGame;
    deal = dealAt(game, 'daily', Date.now());
    played = await playDeal(game, deal);
  });

  afterAll(async () => {
    await server?.stop();
  });

  it('store the first try, rank a later one as practice, and show the leaderboard', async () => {
    const first = await post({ name: 'Ann', deviceKey: deviceKey(1), score: played.score, record: played.record });
    expect(first.status).toBe(201);
    const mine = { name: 'Ann', player: playerId(deviceKey(1)), score: played.score, rank: 1, percentile: 100, count: 1 };
    expect((await first.json()) as DealResultAnswer).toEqual({ practice: false, standing: mine, mine });
    const again = await post({ name: 'Ann', deviceKey: deviceKey(1), score: played.score, record: played.record });
    expect(again.status).toBe(200);
    expect(((await again.json()) as DealResultAnswer).practice).toBe(true);
    const board = await fetch(`${server.url}${path()}`, { headers: { [DEVICE_KEY_HEADER]: deviceKey(1) } });
    expect((await board.json()) as LeaderboardAnswer).toEqual({ count: 1, top: [{ rank: 1, name: 'Ann', score: played.score }], mine, friends: [] });
    // A friend's link names Ann's public id: another device sees her try, and whoever has none is left out.
    const asked = await fetch(`${server.url}${path()}?friends=${mine.player},${playerId(deviceKey(7))}`, { headers: { [DEVICE_KEY_HEADER]: deviceKey(2) } });
    expect(((await asked.json()) as LeaderboardAnswer).friends).toEqual([{ player: mine.player, rank: 1, name: 'Ann', score: played.score }]);
    for (const bad of ['ANN', `${mine.player},x`, Array.from({ length: 6 }, (_, i) => playerId(deviceKey(i))).join(',')]) {
      const refused = await fetch(`${server.url}${path()}?friends=${bad}`);
      expect([refused.status, ((await refused.json()) as { error: string }).error], bad).toEqual([400, 'badRequest']);
    }
    const stranger = await fetch(`${server.url}${path()}`, { headers: { [DEVICE_KEY_HEADER]: deviceKey(2) } });
    expect(((await stranger.json()) as LeaderboardAnswer).mine).toBeNull();
    // the key is read from its header only, never from the address
    const inAddress = await fetch(`${server.url}${path()}?device=${deviceKey(1)}`);
    expect(((await inAddress.json()) as LeaderboardAnswer).mine).toBeNull();
    const malformed = await fetch(`${server.url}${path()}`, { headers: { [DEVICE_KEY_HEADER]: 'short' } });
    expect([malformed.status, ((await malformed.json()) as { error: string }).error]).toEqual([400, 'badRequest']);
  });

  it("rename the sending device's tries only, and refuse a bad name, a bad body or another site", async () => {
    expect((await post({ name: 'Bob', deviceKey: deviceKey(2), score: played.score, record: played.record })).status).toBe(201);
    const rename = (body: unknown, headers: Record<string, string> = {}) =>
      fetch(`${server.url}${DEAL_NAME_PATH}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
    const names = async (): Promise<string[]> => ((await (await fetch(`${server.url}${path()}`)).json()) as LeaderboardAnswer).top.map((e) => e.name).sort();
    const renamed = await rename({ name: ' Ann  Lee ', deviceKey: deviceKey(1) });
    expect([renamed.status, (await renamed.json()) as DealNameAnswer]).toEqual([200, { name: 'Ann Lee', renamed: 1 }]);
    expect(await names()).toEqual(['Ann Lee', 'Bob']);
    const refusals: [Response, number, string][] = [
      [await rename({ name: 'Eve\u202e', deviceKey: deviceKey(1) }), 400, 'badName'],
      [await rename({ name: 'Eve' }), 400, 'badRequest'],
      [await rename({ name: 'Eve', deviceKey: deviceKey(1) }, { origin: 'https://elsewhere.example' }), 403, 'badRequest'],
      [await fetch(`${server.url}${DEAL_NAME_PATH}`), 405, 'badRequest'],
    ];
    for (const [answer, status, error] of refusals) expect([answer.status, ((await answer.json()) as { error: string }).error]).toEqual([status, error]);
    // A key with no try renames nothing: it is no proof of anyone else's.
    const stranger = await rename({ name: 'Eve', deviceKey: deviceKey(8) });
    expect((await stranger.json()) as DealNameAnswer).toEqual({ name: 'Eve', renamed: 0 });
    expect(await names()).toEqual(['Ann Lee', 'Bob']);
  });

  it('refuse forgeries, other sites, other games and floods with their codes', async () => {
    const hostile = await post({ name: 'Bob\u202e', deviceKey: deviceKey(2), score: played.score, record: played.record });
    expect([hostile.status, ((await hostile.json()) as { error: string }).error]).toEqual([400, 'badName']);
    const forged = await post({ name: 'Bob', deviceKey: deviceKey(2), score: played.score + 5, record: played.record });
    expect([forged.status, ((await forged.json()) as { error: string }).error]).toEqual([422, 'wrongScore']);
    const elsewhere = await post({ name: 'Bob', deviceKey: deviceKey(2), score: played.score, record: played.record }, { origin: 'https://elsewhere.example' });
    expect(elsewhere.status).toBe(403);
    const unknown = await fetch(`${server.url}/deals/chess/daily/${deal.id}/results`);
    expect([unknown.status, ((await unknown.json()) as { error: string }).error]).toEqual([404, 'unknownGame']);
    const huge = await post({ name: 'Bob', deviceKey: deviceKey(2), score: 0, record: 'x'.repeat(TEST_LIMITS.dealResultBytes) });
    expect(huge.status).toBe(413);
    // Seven posts were spent above (the first try, the practice, Bob's try and four renames), one on the hostile name, one on the forgery.
    const left = POSTS - 9;
    for (let i = 0; i < left; i++) expect((await post({ name: 'Bob', deviceKey: deviceKey(3 + i), score: -1, record: played.record })).status).toBe(422);
    const flooded = await post({ name: 'Bob', deviceKey: deviceKey(9), score: played.score, record: played.record });
    expect([flooded.status, ((await flooded.json()) as { error: string }).error]).toEqual([429, 'rateLimited']);
    // Nothing forged was stored.
    expect(((await (await fetch(`${server.url}${path()}`)).json()) as LeaderboardAnswer).count).toBe(2);
  });
});
