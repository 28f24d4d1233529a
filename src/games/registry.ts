// The games the app offers: one line per game. The shell, the server and the tools list, set up,
// play, save and run bots for each through its definition (contract.ts), which is light: a game's
// rules, screens and AI load when they are needed. Tests build another registry from the same
// function (tests/games/registry.ts adds a game that exists only for them).
import type { AnyGame, LoadedGame } from './contract';
import { ambassadors } from './ambassadors/index';
import { explorers } from './explorers/index';
import { tucana } from './tucana/index';

/** Finding games by id in one list of definitions: what the server and the tools are given. */
export interface GameRegistry {
  readonly games: readonly AnyGame[];
  /** The game with this id, or null (an unknown id from a save, a link or a message). */
  gameById(id: unknown): AnyGame | null;
  /** The AI of the game with this id, or null for an unknown id (the AI worker, the server, tools). */
  loadAi(id: string): ReturnType<AnyGame['loadAi']> | null;
  /** The game with this id with its rules loaded, or null for an unknown id (the server, tools, tests). */
  loadGame(id: unknown): Promise<LoadedGame | null>;
}

export function gameRegistry(games: readonly AnyGame[]): GameRegistry {
  const gameById = (id: unknown): AnyGame | null => games.find((g) => g.id === id) ?? null;
  return {
    games,
    gameById,
    loadAi: (id) => gameById(id)?.loadAi() ?? null,
    async loadGame(id) {
      const game = gameById(id);
      return game && { ...game, rules: await game.loadRules() };
    },
  };
}

export const GAMES: readonly AnyGame[] = [explorers, tucana, ambassadors];

/** The app's registry, under the name every registry module gives its own (the server's AI workers import it so). */
export const REGISTRY: GameRegistry = gameRegistry(GAMES);
export const { gameById, loadAi, loadGame } = REGISTRY;
