// The master's review of Explorers: its judge's figures come from the master's own search (what
// `decide` plays at that rng, valued by the measure it chose with), so a turn played as the master
// would play it loses nothing and its choice is never valued below the one played.
import { describe, expect, it } from 'vitest';
import { decide } from '../../ai/index';
import { judge } from '../../ai/review';
import { apply, createGame, randomMove, viewFor, type Action, type GameState } from '../../rules/index';

/** Every decision of a solo game (basic sides) played by the normal level: the state and the action. */
function soloDecisions(seed: number): { state: GameState; action: Action }[] {
  const created = createGame({ players: 1, seed, sides: { temples: 'basic', provisions: 'basic', villages: 'basic', gemstones: 'basic' }, map: 'random', achievements: { random: 2 } });
  if (!created.ok) throw new Error(created.error.detail);
  let state = created.value;
  let rng = 5;
  const out: { state: GameState; action: Action }[] = [];
  while (state.phase.kind !== 'over') {
    const decision = decide(viewFor(state, 0), 'normal', rng);
    rng = decision.rng;
    out.push({ state, action: decision.action });
    const next = apply(state, decision.action);
    if (!next.ok) throw new Error(next.error.detail);
    state = next.value;
  }
  return out;
}

describe("the master's judge", () => {
  const decisions = soloDecisions(21);
  // The setup, a turn of each round and the last one.
  const picked = [0, 3, 10, 17, decisions.length - 1].map((i) => decisions[i] as (typeof decisions)[number]);

  it("chooses what `decide` plays at the master level with the same rng, and never values it below the played action", () => {
    let differed = 0;
    for (const [k, { state, action }] of picked.entries()) {
      const view = viewFor(state, 0);
      const rng = 1000 + k;
      const judged = judge(view, action, rng);
      const master = decide(view, 'master', rng).action;
      expect(judged.bestValue).toBeGreaterThanOrEqual(judged.playedValue);
      if (judged.bestValue > judged.playedValue) {
        differed++;
        expect(judged.best).toEqual(master);
      } else expect(judged.best).toEqual(action);
      expect(judged.said.key).toMatch(/^explorers:review\./);
    }
    // The normal level does not always play as the master does.
    expect(differed).toBeGreaterThan(0);
  });

  it("finds no loss in a turn played as the master plays it, and one in a random turn", () => {
    const { state } = picked[1] as (typeof picked)[number];
    const view = viewFor(state, 0);
    const master = decide(view, 'master', 77).action;
    const same = judge(view, master, 77);
    expect(same.best).toEqual(master);
    expect(same.bestValue).toBe(same.playedValue);
    const random = randomMove(state, 0, 3).action;
    const worse = judge(view, random, 77);
    expect(worse.best).toEqual(master);
    expect(worse.bestValue - worse.playedValue).toBeGreaterThan(1);
  });
});
