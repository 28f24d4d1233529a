import { describe, expect, it } from 'vitest';
import { createAiClient } from '../../src/shell/ai-client';
import { apply, createGame, expectedActors, type GameState } from '../../src/games/explorers/rules/index';

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
  it('answers with legal actions on the main thread when Workers are missing', async () => {
    const client = createAiClient();
    let state = freshGame();
    for (const player of expectedActors(state)) {
      const decision = await client.decide(state, player, 'easy', 1);
      const next = apply(state, decision.action);
      expect(next.ok).toBe(true);
      if (next.ok) state = next.value;
    }
    client.dispose();
  });

  it('answers one seat’s requests in the order they were asked', async () => {
    const client = createAiClient(false);
    const state = freshGame();
    const player = expectedActors(state)[0] as number;
    const order: number[] = [];
    await Promise.all([1, 2, 3].map((n) => client.decide(state, player, 'easy', n).then(() => order.push(n))));
    expect(order).toEqual([1, 2, 3]);
    client.dispose();
  });
});
