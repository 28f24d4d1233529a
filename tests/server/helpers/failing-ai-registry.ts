// The test games with AIs whose every decision fails, for the AI workers of a server under test
// (server/games.ts): the server's own registry keeps their rules, and their seats can only fall back.
import { gameRegistry } from '../../../src/games/registry';
import { TEST_GAMES } from '../../games/registry';

export const FAILING_AI_MESSAGE = 'This AI always fails.';

export const REGISTRY = gameRegistry(
  TEST_GAMES.games.map((game) => ({
    ...game,
    loadAi: async () => ({
      ...(await game.loadAi()),
      decide: () => {
        throw new Error(FAILING_AI_MESSAGE);
      },
    }),
  })),
);
