// The app's registry: distinct ids, found by id. Each game's definition and play under the
// contract are checked by the contract suite (tests/contract/), over the test registry.
import { describe, expect, it } from 'vitest';
import { GAMES, gameById } from '../../src/games/registry';

describe('the game registry', () => {
  it('holds games with distinct ids, found by id; unknown ids find nothing', () => {
    expect(new Set(GAMES.map((g) => g.id)).size).toBe(GAMES.length);
    for (const game of GAMES) expect(gameById(game.id)).toBe(game);
    expect(gameById('chess')).toBeNull();
    expect(gameById({ id: 'explorers' })).toBeNull();
  });
});
