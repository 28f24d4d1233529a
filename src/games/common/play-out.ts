// A whole game played headless with one bot per seat (simulator, benchmarks, tests), for any
// game's rules: the seats expected to act are asked in turn until the game is over.
import type { Result, RuleError } from './result';

export interface HeadlessRules<Options, State> {
  createGame(options: Options): Result<State, RuleError>;
  apply(state: State, action: unknown): Result<State, RuleError>;
  expectedActors(state: State): number[];
  isOver(state: State): boolean;
}

export type HeadlessBot<State, Action> = (state: State, player: number, rng: number) => { readonly action: Action; readonly rng: number };

/** Plays to the end; throws only if a bot proposes an illegal action (a bot bug, not a player's). */
export function playOutWith<Options, State, Action>(rules: HeadlessRules<Options, State>, options: Options, bots: readonly HeadlessBot<State, Action>[], botSeed: number): State {
  const created = rules.createGame(options);
  if (!created.ok) throw new Error(created.error.detail);
  let state = created.value;
  let rng = botSeed >>> 0;
  while (!rules.isOver(state)) {
    for (const player of rules.expectedActors(state)) {
      const move = (bots[player] as HeadlessBot<State, Action>)(state, player, rng);
      rng = move.rng;
      const next = rules.apply(state, move.action);
      if (!next.ok) throw new Error(`bot ${player} proposed an illegal action: ${next.error.code} ${next.error.detail}`);
      state = next.value;
    }
  }
  return state;
}
