// The games the tests run: the app's, plus games that exist only to prove the platform. One line per game.
import { GAMES, gameRegistry } from '../../src/games/registry';
import { race } from './race/index';

export const TEST_GAMES = gameRegistry([...GAMES, race]);
/** Under the name the server's AI workers import a registry by (server/games.ts). */
export const REGISTRY = TEST_GAMES;
