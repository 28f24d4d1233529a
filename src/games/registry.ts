// The games the app offers: one line per game. The shell, the server and the tools list, set up,
// play, save and run bots for each through its definition (contract.ts), which is light: a game's
// rules, screens and AI load when they are needed.
import type { AnyGame, LoadedGame } from './contract';
import { explorers } from './explorers/index';
import { tucana } from './tucana/index';

export const GAMES: readonly AnyGame[] = [explorers, tucana];

/** The game with this id, or null (an unknown id from a save, a link or a message). */
export const gameById = (id: unknown): AnyGame | null => GAMES.find((g) => g.id === id) ?? null;

/** The AI of the game with this id, or null for an unknown id (the AI worker, the server, tools). */
export const loadAi = (id: string): ReturnType<AnyGame['loadAi']> | null => gameById(id)?.loadAi() ?? null;

/** The game with this id with its rules loaded, or null for an unknown id (the server, tools, tests). */
export async function loadGame(id: unknown): Promise<LoadedGame | null> {
  const game = gameById(id);
  return game && { ...game, rules: await game.loadRules() };
}
