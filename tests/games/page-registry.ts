// The page's registry in the browser tests' build only (tests/e2e/test-registry-plugin.ts puts it
// in place of src/games/registry.ts): the app's games, and with `?games=test` in the page's
// address the test registry's as well, so that only the contract suite's page offers the games
// that exist for the tests. An AI worker has no address of the page: it knows every test game,
// and is only ever asked about the games its page offers.
import type { AnyGame } from '../../src/games/contract';
import { GAMES as APP_GAMES, gameRegistry } from '../../src/games/registry';
import { TEST_GAMES } from './registry';

export { gameRegistry, type GameRegistry } from '../../src/games/registry';

const inWorker = typeof document === 'undefined';
const withTestGames = inWorker || new URLSearchParams(globalThis.location.search).get('games') === 'test';

export const GAMES: readonly AnyGame[] = withTestGames ? TEST_GAMES.games : APP_GAMES;
export const REGISTRY = gameRegistry(GAMES);
export const { gameById, loadAi, loadGame } = REGISTRY;
