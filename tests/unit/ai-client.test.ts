import { describe, expect, it } from 'vitest';
import { createAiClient } from '../../src/shell/ai-client';
import { inlineRunner } from '../../src/shell/ai-inline';
import { runAi } from '../../src/shell/ai-run';
import { apply, createGame, expectedActors, viewFor, type Action, type GameState, type PlayerView } from '../../src/games/explorers/rules/index';

function freshGame(): GameState {
  const created = createGame({
    players: 2,
    seed: 21,
    sides: { temples: 'basic', provisions: 'basic', villages: 'basic', gemstones: 'basic' },
    map: 'random',
    achievements: [],
  });
  if (!created.ok) throw new Error(created.error.detail);
  return created.value;
}

describe('AI client', () => {
  it("answers each seat with a legal action, from that seat's view", async () => {
    const client = createAiClient<PlayerView, Action>('explorers', inlineRunner);
    let state = freshGame();
    for (const player of expectedActors(state)) {
      const decision = await client.decide(viewFor(state, player), 'easy', 1);
      const next = apply(state, decision.action);
      expect(next.ok).toBe(true);
      if (next.ok) state = next.value;
    }
    client.dispose();
  });

  it('answers one seat’s requests in the order they were asked', async () => {
    const client = createAiClient<PlayerView, Action>('explorers', inlineRunner);
    const state = freshGame();
    const view = viewFor(state, expectedActors(state)[0] as number);
    const order: number[] = [];
    await Promise.all([1, 2, 3].map((n) => client.decide(view, 'easy', n).then(() => order.push(n))));
    expect(order).toEqual([1, 2, 3]);
    client.dispose();
  });

  it('rejects, without throwing, for an unknown game, a spectator or a broken view', async () => {
    expect(await runAi({ id: 1, game: 'chess', view: {}, level: 'easy', rng: 1 })).toMatchObject({ ok: false });
    expect(await runAi({ id: 2, game: 'explorers', view: viewFor(freshGame(), null), level: 'easy', rng: 1 })).toMatchObject({ ok: false });
    expect(await runAi({ id: 3, game: 'explorers', view: null, level: 'easy', rng: 1 })).toMatchObject({ ok: false });
    const client = createAiClient<PlayerView, Action>('chess', inlineRunner);
    await expect(client.decide(viewFor(freshGame(), 0), 'easy', 1)).rejects.toThrow();
  });
});
