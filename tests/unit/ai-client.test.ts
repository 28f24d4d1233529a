import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAiClient, workerRunner } from '../../src/shell/ai-client';
import { inlineRunner } from '../../src/shell/ai-inline';
import type { AiRequest } from '../../src/shell/ai-messages';
import { runAi } from '../../src/shell/ai-run';
import type { LoadedGame } from '../../src/games/contract';
import { GAMES, loadGame } from '../../src/games/registry';

const loaded = (await Promise.all(GAMES.map((game) => loadGame(game.id)))) as LoadedGame[];
const eachGame = loaded.map((game) => [game.id, game] as const);

/** A game's opening at a full table (four seats at most), as its rules set it up by default. */
function freshGame(game: LoadedGame): unknown {
  const options = game.rules.validateOptions(game.rules.defaultOptions(Math.min(4, game.players.max), 21));
  if (!options.ok) throw new Error(options.error.detail);
  const created = game.rules.create(options.value);
  if (!created.ok) throw new Error(created.error.detail);
  return created.value;
}

describe('AI client', () => {
  it.each(eachGame)("answers each seat of %s with a legal action, from that seat's view", async (id, game) => {
    const client = createAiClient(id, inlineRunner);
    let state = freshGame(game);
    for (const player of game.rules.expectedActors(state)) {
      const decision = await client.decide(game.rules.view(state, player), game.aiLevels[0] as string, 1);
      const played = game.rules.play(state, decision.action);
      expect(played.ok).toBe(true);
      if (played.ok) state = played.value.state;
    }
    client.dispose();
  });

  it.each(eachGame)('answers one seat’s requests in the order they were asked, in %s', async (id, game) => {
    const client = createAiClient(id, inlineRunner);
    const state = freshGame(game);
    const view = game.rules.view(state, game.rules.expectedActors(state)[0] as number);
    const order: number[] = [];
    await Promise.all([1, 2, 3].map((n) => client.decide(view, game.aiLevels[0] as string, n).then(() => order.push(n))));
    expect(order).toEqual([1, 2, 3]);
    client.dispose();
  });

  it.each(eachGame)('rejects, without throwing, for an unknown game, a spectator or a broken view of %s', async (id, game) => {
    const level = game.aiLevels[0] as string;
    expect(await runAi({ id: 1, game: 'chess', view: {}, level, rng: 1 })).toMatchObject({ ok: false });
    expect(await runAi({ id: 2, game: id, view: game.rules.view(freshGame(game), null), level, rng: 1 })).toMatchObject({ ok: false });
    expect(await runAi({ id: 3, game: id, view: null, level, rng: 1 })).toMatchObject({ ok: false });
    const client = createAiClient('chess', inlineRunner);
    await expect(client.decide(game.rules.view(freshGame(game), 0), level, 1)).rejects.toThrow();
  });

  // The page posts each request to a worker, which gets a structured clone of it: a view holding
  // what a clone drops (a prototype, a getter) or refuses (a function) would decide otherwise, or not at all.
  it.each(eachGame)('decides for %s from the view as a worker receives it exactly as from the view itself', async (id, game) => {
    let state = freshGame(game);
    const levels = game.aiLevels;
    for (let n = 0; n < 24 && !game.rules.isOver(state); n++) {
      const seat = game.rules.expectedActors(state)[n % game.rules.expectedActors(state).length] as number;
      const request = { id: n, game: id, view: game.rules.view(state, seat), level: levels[n % levels.length] as string, rng: 100 + n };
      const posted = await runAi(structuredClone(request));
      expect(posted).toEqual(await runAi(request));
      if (!posted.ok) throw new Error(posted.message);
      const played = game.rules.play(state, posted.decision.action);
      if (!played.ok) throw new Error(played.error.detail);
      state = played.value.state;
    }
  });
});

/** Workers the test drives: each records what it was posted, answers when told, or fails. */
class ScriptedWorker {
  static started: ScriptedWorker[] = [];
  readonly posted: AiRequest[] = [];
  terminated = false;
  private readonly onMessage = new Set<(event: MessageEvent) => void>();
  private readonly onError = new Set<(event: Event) => void>();
  constructor() {
    ScriptedWorker.started.push(this);
  }
  addEventListener(type: 'message' | 'error', listener: (event: MessageEvent) => void): void {
    (type === 'message' ? this.onMessage : this.onError).add(listener as (event: Event) => void);
  }
  removeEventListener(type: 'message' | 'error', listener: (event: MessageEvent) => void): void {
    (type === 'message' ? this.onMessage : this.onError).delete(listener as (event: Event) => void);
  }
  postMessage(request: AiRequest): void {
    this.posted.push(request);
  }
  terminate(): void {
    this.terminated = true;
  }
  answer(request: AiRequest): void {
    const data = { id: request.id, ok: true, decision: { action: { seat: request.rng }, rng: request.rng } };
    for (const listener of [...this.onMessage]) listener({ data } as MessageEvent);
  }
  fail(): void {
    const event = new Event('error', { cancelable: true });
    for (const listener of [...this.onError]) listener(event);
  }
}

describe('AI workers', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    ScriptedWorker.started = [];
  });

    // The workers here are scripted: what a request asks is never read.
  const request = (id: number): AiRequest => ({ id, game: 'any', view: {}, level: 'any', rng: id });

  it('asks again, of a fresh worker, every request pending on a worker that failed, in the order they were posted', async () => {
    vi.stubGlobal('navigator', { hardwareConcurrency: 2 }); // one worker, shared by the seats
    vi.stubGlobal('Worker', ScriptedWorker);
    const runner = workerRunner();
    const answers = [runner(1, request(7)), runner(2, request(8))];
    const [first] = ScriptedWorker.started as [ScriptedWorker];
    expect(first.posted.map((each) => each.id)).toEqual([7, 8]);
    first.fail();
    expect(first.terminated).toBe(true);
    const [, second] = ScriptedWorker.started as [ScriptedWorker, ScriptedWorker];
    expect(ScriptedWorker.started).toHaveLength(2);
    expect(second.posted.map((each) => each.id)).toEqual([7, 8]);
    for (const each of second.posted) second.answer(each);
    expect(await Promise.all(answers)).toMatchObject([
      { id: 7, ok: true },
      { id: 8, ok: true },
    ]);
    runner.dispose();
  });

  it('fails a request, without throwing, when its second worker fails too, and starts afresh for the next', async () => {
    vi.stubGlobal('navigator', { hardwareConcurrency: 2 });
    vi.stubGlobal('Worker', ScriptedWorker);
    const runner = workerRunner();
    const answer = runner(0, request(3));
    (ScriptedWorker.started[0] as ScriptedWorker).fail();
    (ScriptedWorker.started[1] as ScriptedWorker).fail();
    expect(await answer).toEqual({ id: 3, ok: false, message: 'The AI worker failed.' });
    const next = runner(0, request(4));
    const third = ScriptedWorker.started[2] as ScriptedWorker;
    third.answer(third.posted[0] as AiRequest);
    expect(await next).toMatchObject({ id: 4, ok: true });
    runner.dispose();
    expect(third.terminated).toBe(true);
  });
});
