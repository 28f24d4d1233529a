// The AI runs in worker threads: a hard decision (tens of milliseconds) never holds up the
// server's event loop, a decision that overruns fails and its worker is replaced, and a failure
// is an answer, never an exception.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoadedGame, GameAi } from '../../src/games/contract';
import { loadAi, loadGame } from '../../src/games/registry';
import { AiPool } from '../../server/ai/pool';

let game: LoadedGame;
let views: unknown[];
const pools: AiPool[] = [];

beforeAll(async () => {
  game = (await loadGame('explorers')) as LoadedGame;
  const ai = (await loadAi('explorers')) as GameAi<unknown, unknown>;
  const options = game.rules.validateOptions({ players: 3, seed: 21, sides: { temples: 'expert', provisions: 'expert', villages: 'basic', gemstones: 'expert' }, map: 'random', achievements: { random: 3 } });
  if (!options.ok) throw new Error(options.error.detail);
  const created = game.rules.create(options.value);
  if (!created.ok) throw new Error(created.error.detail);
  // Views from the middle of a game, where the hard AI thinks longest.
  let state = created.value;
  let rng = 5;
  views = [];
  for (let i = 0; i < 60 && !game.rules.isOver(state); i++) {
    const seat = game.rules.expectedActors(state)[0] as number;
    const view = game.rules.view(state, seat);
    if (i >= 20 && i % 4 === 0) views.push(view);
    const decision = ai.decide(view, 'easy', rng);
    rng = decision.rng;
    const played = game.rules.play(state, decision.action);
    if (!played.ok) throw new Error(played.error.detail);
    state = played.value.state;
  }
});

afterAll(async () => {
  await Promise.all(pools.map((p) => p.close()));
});

const pool = (size: number, timeoutMs: number): AiPool => {
  const created = new AiPool(size, timeoutMs);
  pools.push(created);
  return created;
};

describe('the AI pool', () => {
  it('decides at the hard level in a worker while the event loop stays free', async () => {
    const ai = pool(1, 20_000);
    await ai.decide({ game: 'explorers', view: views[0], level: 'easy', rng: 1 }); // the worker is warm
    const delay = monitorEventLoopDelay({ resolution: 5 });
    delay.enable();
    const answers = await Promise.all(views.map((view, i) => ai.decide({ game: 'explorers', view, level: 'hard', rng: i + 1 })));
    delay.disable();
    const thinking = answers.map((a) => (a.ok ? a.ms : Number.NaN));
    expect(answers.every((a) => a.ok)).toBe(true);
    for (const [i, answer] of answers.entries()) {
      if (!answer.ok) continue;
      const view = views[i] as { seat: number };
      expect((answer.action as { player: number }).player).toBe(view.seat);
    }
    const total = thinking.reduce((a, b) => a + b, 0);
    const longest = Math.max(...thinking);
    const worstStall = delay.max / 1e6;
    // The hard AI thought for a while, in one go per decision; the event loop never stalled that long.
    expect(total).toBeGreaterThan(50);
    expect(worstStall).toBeLessThan(Math.max(25, longest / 2));
  });

  it('fails a decision that overruns its time, replaces the worker, and goes on', async () => {
    const ai = pool(1, 5);
    const answers = await Promise.all([1, 2, 3].map((rng) => ai.decide({ game: 'explorers', view: views[1], level: 'hard', rng })));
    for (const answer of answers) expect(answer).toMatchObject({ ok: false, message: expect.stringMatching(/longer than 5 ms/) });
    expect(ai.load).toBe(0);
  });

  it('answers unknown games and broken views with a failure, never an exception', async () => {
    const ai = pool(2, 20_000);
    expect(await ai.decide({ game: 'chess', view: {}, level: 'easy', rng: 1 })).toMatchObject({ ok: false, message: expect.stringMatching(/chess/) });
    expect(await ai.decide({ game: 'explorers', view: { seat: null }, level: 'easy', rng: 1 })).toMatchObject({ ok: false });
    expect(await ai.decide({ game: 'explorers', view: views[2], level: 'easy', rng: 1 })).toMatchObject({ ok: true });
    await ai.close();
    expect(await ai.decide({ game: 'explorers', view: views[2], level: 'easy', rng: 1 })).toMatchObject({ ok: false, message: expect.stringMatching(/closed/) });
  });
});
