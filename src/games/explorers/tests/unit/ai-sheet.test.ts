// The sheet the AI's lookahead builds from a chain of steps: across round ends it must score as the
// rules do, or futures that run past the round's end would be priced wrongly.
import { describe, expect, it } from 'vitest';
import { Evaluator } from '../../ai/evaluate';
import { decide } from '../../ai/index';
import { PROFILES } from '../../ai/levels';
import { Position, sheetOf } from '../../ai/sheet';
import { LAST_TURN, turnIndexOf } from '../../ai/timing';
import { Placer, apply, createGame, ranking, viewFor, type Action, type GameState, type PlayerBoard } from '../../rules/index';

/** A solo game (basic sides: no bonus steps) played by the normal level: every state and the action taken in it. */
function soloGame(seed: number): { states: GameState[]; actions: Action[]; final: GameState } {
  const created = createGame({ players: 1, seed, sides: { temples: 'basic', provisions: 'basic', villages: 'basic', gemstones: 'basic' }, map: 'random', achievements: { random: 0 } });
  if (!created.ok) throw new Error(created.error.detail);
  let state = created.value;
  const states: GameState[] = [];
  const actions: Action[] = [];
  let rng = 1;
  while (state.phase.kind !== 'over') {
    const decision = decide(viewFor(state, 0), 'normal', rng);
    rng = decision.rng;
    states.push(state);
    actions.push(decision.action);
    const next = apply(state, decision.action);
    if (!next.ok) throw new Error(next.error.detail);
    state = next.value;
  }
  return { states, actions, final: state };
}

/** The step `action` plays in `state`, replayed with the engine's placer. */
function stepOf(state: GameState, action: Action): Placer {
  if (action.type !== 'turn' && action.type !== 'setup') throw new Error(`unexpected ${action.type}`);
  const start = action.type === 'turn' ? { type: 'turn' as const, pick: action.pick } : { type: 'setup' as const, terrain: action.terrain };
  const begun = Placer.begin(state, 0, start);
  if (!begun.ok) throw new Error(begun.error.detail);
  for (const cell of action.cells) begun.value.place(cell);
  return begun.value;
}

describe('a chain of steps loaded on a sheet', () => {
  it.each([
    [31, 'setup'],
    [32, 5],
    [33, 13],
  ] as const)('prices the end of game %i played from turn %s as the rules score it', (seed, from) => {
    const { states, actions, final } = soloGame(seed);
    const first = states.findIndex((s) => (from === 'setup' ? s.phase.kind === 'setup' : turnIndexOf(s) === from && s.phase.kind === 'place'));
    const state = states[first] as GameState;
    const steps = states.slice(first).map((s, i) => stepOf(s, actions[first + i] as Action));
    const base = sheetOf(state.boards[0] as PlayerBoard, state.turn.round, state.turn.templesReached[0] ?? []);
    const evaluator = new Evaluator(state, 0, PROFILES.hard.weights);
    const turn = turnIndexOf(state);
    const position = new Position(state.map).load(base, steps, turn);
    expect(position.round).toBe(3);
    // After the last turn nothing is left in reach: the value is the score.
    expect(evaluator.value(position, LAST_TURN - turn)).toBe(ranking(final).scores[0]?.total);
  });
});
