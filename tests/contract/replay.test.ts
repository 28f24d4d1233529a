// The replay viewer's model, for every game of the test registry through its definition: a
// finished game's record becomes the start and one step per turn (as the rules' `turnOf` counts
// them), and a seat's view at a step is the rules' view of that seat after the step's last action.
import { describe, expect, it } from 'vitest';
import type { AnyRules } from '../../src/games/contract';
import { replayGame } from '../../src/games/replay';
import { EACH_GAME, newState, playOut } from './games';

/** The state after the record's first `count` actions, played one by one. */
function stateAfter(rules: AnyRules, record: { readonly options: unknown; readonly actions: readonly unknown[] }, count: number): unknown {
  const created = rules.create(record.options);
  if (!created.ok) throw new Error(created.error.detail);
  let state: unknown = created.value;
  for (const action of record.actions.slice(0, count)) {
    const played = rules.play(state, action);
    if (!played.ok) throw new Error(played.error.detail);
    state = played.value.state;
  }
  return state;
}

describe.each(EACH_GAME)('%s replayed turn by turn', (_id, game) => {
  const { rules } = game;
  const two = Math.max(2, game.players.min);

  it('steps from the start through each turn to the end, each seat seeing at a step what the rules showed it then', async () => {
    const { state } = await playOut(game, newState(rules, two, 21), 7);
    const record = rules.toRecord(state);
    const replayed = replayGame(rules, JSON.parse(JSON.stringify(record)));
    if (!replayed.ok) throw new Error(replayed.error.detail);
    const { steps } = replayed.value;
    expect(steps[0]).toEqual({ actions: 0, actors: [] });
    expect(steps[steps.length - 1]?.actions).toBe(record.actions.length);
    // A step ends where the next action is of another turn, and only there.
    const ends = new Set(steps.map((step) => step.actions));
    for (let i = 1; i < record.actions.length; i++)
      expect(ends.has(i), `after action ${i}`).toBe(rules.turnOf(stateAfter(rules, record, i)) !== rules.turnOf(stateAfter(rules, record, i - 1)));
    steps.forEach((step, k) => {
      const truth = stateAfter(rules, record, step.actions);
      for (let seat = 0; seat < two; seat++) expect(replayed.value.view(k, seat), `step ${k}, seat ${seat}`).toEqual(rules.view(truth, seat));
      const acted = record.actions.slice(steps[k - 1]?.actions ?? 0, step.actions).map((action) => (action as { player: number }).player);
      expect(step.actors).toEqual([...new Set(acted)]);
    });
    expect(rules.isOver(stateAfter(rules, record, steps[steps.length - 1]?.actions ?? 0))).toBe(true);
    expect(replayed.value.events(0, 0)).toEqual([]);
    expect(() => replayed.value.view(steps.length, 0)).toThrow(RangeError);
  });

  it('refuses a damaged record as the rules refuse it', async () => {
    const { state } = await playOut(game, newState(rules, two, 22), 8);
    const record = rules.toRecord(state);
    for (const bad of ['not a record', { ...record, actions: [...record.actions.slice(0, 1), { type: 'nonsense', player: 0 }] }]) {
      const replayed = replayGame(rules, bad);
      expect(replayed.ok).toBe(false);
      if (!replayed.ok) expect(rules.errorCodes).toContain(replayed.error.code);
    }
  });
});
