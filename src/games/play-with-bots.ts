// A whole game played through the contract by one AI level in every seat, each deciding from its
// own view: finished records for the server's tests and benchmarks (any registered game).
import type { GameAi, LoadedGame } from './contract';

/** The final state of a game of `options` played by `level` bots from `rng` on; throws if a bot plays an illegal move (a bot bug). */
export function playWithBots(game: LoadedGame, ai: GameAi<unknown, unknown>, options: unknown, level: string, rng: number): unknown {
  const created = game.rules.create(options);
  if (!created.ok) throw new Error(created.error.detail);
  let state: unknown = created.value;
  while (!game.rules.isOver(state)) {
    for (const seat of game.rules.expectedActors(state)) {
      const decision = ai.decide(game.rules.view(state, seat), level, rng);
      rng = decision.rng;
      const played = game.rules.play(state, decision.action);
      if (!played.ok) throw new Error(`${game.id}: the ${level} AI played an illegal move: ${played.error.detail}`);
      state = played.value.state;
    }
  }
  return state;
}
