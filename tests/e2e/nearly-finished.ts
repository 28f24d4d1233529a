// A solo game of Explorers one action before its end, played by its weakest AI, as the menu's
// Continue finds it saved: browser tests finish a whole game with one click this way.
import type { LoadedGame } from '../../src/games/contract';
import { loadGame } from '../../src/games/registry';

/** The saved game's text (under `explorers.savedGame`) for a solo game of these options (default: the setup's, game 4242). */
export async function nearlyFinished(options?: unknown): Promise<string> {
  const game = (await loadGame('explorers')) as LoadedGame;
  const ai = await game.loadAi();
  const valid = game.rules.validateOptions(options ?? game.rules.defaultOptions(1, 4242));
  if (!valid.ok) throw new Error(valid.error.detail);
  const created = game.rules.create(valid.value);
  if (!created.ok) throw new Error(created.error.detail);
  let state: unknown = created.value;
  let rng = 9;
  for (;;) {
    const decision = ai.decide(game.rules.view(state, 0), ai.levels[0] as string, rng);
    rng = decision.rng;
    const played = game.rules.play(state, decision.action);
    if (!played.ok) throw new Error(played.error.detail);
    if (game.rules.isOver(played.value.state)) break;
    state = played.value.state;
  }
  const seats = [{ kind: 'human', name: 'Ann', color: game.seats.palette[0] }];
  return JSON.stringify({ record: game.rules.toRecord(state), seats });
}
