// A finished online table's replay, GET /tables/<code>/replay, on a live server and its database:
// a seat's token gets that seat's views, step by step, and no other seat's hand; no token gets a
// spectator's; the seats' names come along; a token of no seat and an unknown table are refused, and a game still
// being played is said to be not over.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../server/codes';
import { SEAT_TOKEN_HEADER, tableReplaySchema, type FinishedTableReplay } from '../../src/protocol/table-replay';
import { fetchTableReplay, replayOfAnswer, seatOrSpectatorReplay } from '../../src/shell/replay/table-replay';
import { LOADED, newState, playOut } from '../contract/games';
import { startTestServer, type TestServer } from './helpers/server';

const ambassadors = LOADED.find((game) => game.id === 'ambassadors') as (typeof LOADED)[number];
const seats = [0, 1].map((seat) => ({ seat, kind: 'human' as const, level: null, name: `P${seat}`, colour: null, tokenHash: hashToken(`token-${seat}`) }));

describe('a finished table replayed for one seat', () => {
  let server: TestServer;
  let actions: readonly { readonly player: number }[] = [];
  let options: unknown;
  const get = async (code: string, token?: string): Promise<{ status: number; body: unknown }> => {
    const res = await fetch(`${server.url}/tables/${code}/replay`, { headers: token === undefined ? {} : { [SEAT_TOKEN_HEADER]: token } });
    return { status: res.status, body: await res.json() };
  };

  beforeAll(async () => {
    server = await startTestServer();
    const { state } = await playOut(ambassadors, newState(ambassadors.rules, 2, 31), 4);
    const record = ambassadors.rules.toRecord(state);
    options = record.options;
    actions = record.actions as { player: number }[];
    for (const code of ['FINISHED', 'PLAYING']) {
      await server.store.insert({ code, game: 'ambassadors', settings: { options: {}, timer: 'off' }, seats });
      await server.store.startGame(code, 1, options);
    }
    for (const [i, action] of actions.entries()) await server.store.appendAction('FINISHED', 1, i + 1, action.player, action, i === actions.length - 1);
    await server.store.appendAction('PLAYING', 1, 1, actions[0]?.player ?? 0, actions[0], false);
  });

  afterAll(() => server?.stop());

  it("gives a seat's token that seat's views, and never the other seat's hand", async () => {
    for (const seat of [0, 1]) {
      const { status, body } = await get('FINISHED', `token-${seat}`);
      expect(status).toBe(200);
      const replay = body as FinishedTableReplay;
      expect(replay).toMatchObject({ over: true, game: 'ambassadors', gameNo: 1, seat });
      // The seats as the table showed them (never a token's hash), in the frame the page checks.
      expect(replay.seats).toEqual(seats.map(({ name }) => ({ kind: 'human', level: null, name, colour: null })));
      expect(tableReplaySchema.safeParse(body).success).toBe(true);
      expect(replay.steps[replay.steps.length - 1]?.actions).toBe(actions.length);
      // Each step's view is the rules' view of that seat after the step's actions.
      let state = ambassadors.rules.create(options);
      let played = 0;
      for (const step of replay.steps) {
        for (; played < step.actions; played++) {
          if (!state.ok) throw new Error(state.error.detail);
          const next = ambassadors.rules.play(state.value, actions[played]);
          state = next.ok ? { ok: true, value: next.value.state } : next;
        }
        if (!state.ok) throw new Error(state.error.detail);
        expect(step.view).toEqual(JSON.parse(JSON.stringify(ambassadors.rules.view(state.value, seat))));
        const boards = (step.view as { boards: { hand: unknown }[] }).boards;
        expect(boards[1 - seat]?.hand).toBeNull();
        expect(boards[seat]?.hand).not.toBeNull();
      }
    }
  });

  it("gives no token a spectator's views: no hand at all", async () => {
    const { status, body } = await get('FINISHED');
    expect(status).toBe(200);
    const replay = body as FinishedTableReplay;
    expect(replay.seat).toBeNull();
    for (const step of replay.steps) for (const board of (step.view as { boards: { hand: unknown }[] }).boards) expect(board.hand).toBeNull();
  });

  it('refuses a token of no seat and an unknown table, and says a game still played is not over (no error: every link asks)', async () => {
    expect(await get('FINISHED', 'token-9')).toEqual({ status: 403, body: { code: 403, error: 'badToken' } });
    expect(await get('NOSUCH', 'token-0')).toEqual({ status: 404, body: { code: 404, error: 'notFound' } });
    expect(await get('PLAYING', 'token-0')).toEqual({ status: 200, body: { over: false, game: 'ambassadors', gameNo: 1 } });
  });

  it("is read by the page: a seat's own views, a spectator's for a token the table does not know, and each refusal by its name", async () => {
    const own = await seatOrSpectatorReplay('FINISHED', 'token-1', server.url);
    if (!own.ok) throw new Error(own.problem);
    expect(own.value.seat).toBe(1);
    const replay = replayOfAnswer(own.value);
    expect(replay.steps.map((step) => step.actions)).toEqual(own.value.steps.map((step) => step.actions));
    expect(replay.view(2, 1)).toEqual(own.value.steps[2]?.view);
    // The answer holds this seat's views only: no other seat's is made up.
    expect(() => replay.view(2, 0)).toThrow(RangeError);
    expect(() => replay.events(1, null)).toThrow(RangeError);
    expect(await seatOrSpectatorReplay('FINISHED', 'token-9', server.url)).toMatchObject({ ok: true, value: { seat: null } });
    expect(await fetchTableReplay('FINISHED', 'token-9', server.url)).toEqual({ ok: false, problem: 'badToken' });
    expect(await seatOrSpectatorReplay('NOSUCH', null, server.url)).toEqual({ ok: false, problem: 'notFound' });
    expect(await seatOrSpectatorReplay('PLAYING', 'token-0', server.url)).toEqual({ ok: false, problem: 'notFinished' });
    // No server there: no answer.
    expect(await fetchTableReplay('FINISHED', null, 'http://127.0.0.1:9')).toEqual({ ok: false, problem: 'network' });
  });
});
