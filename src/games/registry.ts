// The games the app offers: one line per game. The shell lists, sets up, plays, saves and runs
// bots for each through its definition (contract.ts).
import type { AnyGame } from './contract';
import { explorers } from './explorers/index';
import { tucana } from './tucana/index';

export const GAMES: readonly AnyGame[] = [explorers, tucana];

/** The game with this id, or null (an unknown id from a save, a link or a message). */
export const gameById = (id: unknown): AnyGame | null => GAMES.find((g) => g.id === id) ?? null;
