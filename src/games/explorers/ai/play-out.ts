// Play a whole game headless with one bot per seat (simulator, benchmarks, tests).
import { apply, createGame, expectedActors, type GameOptions, type GameState } from '../rules/index';
import type { BotMove } from '../rules/index';

export type BotFn = (state: GameState, player: number, rng: number) => BotMove;

/** Plays to the end; throws only if a bot proposes an illegal action (a bot bug, not a player's). */
export function playOut(options: GameOptions, bots: readonly BotFn[], botSeed = options.seed ^ 0x9e3779b9): GameState {
  const created = createGame(options);
  if (!created.ok) throw new Error(created.error.detail);
  let state = created.value;
  let rng = botSeed >>> 0;
  while (state.phase.kind !== 'over') {
    for (const player of expectedActors(state)) {
      const move = (bots[player] as BotFn)(state, player, rng);
      rng = move.rng;
      const next = apply(state, move.action);
      if (!next.ok) throw new Error(`bot ${player} proposed an illegal action: ${next.error.code} ${next.error.detail}`);
      state = next.value;
    }
  }
  return state;
}
