// The menu's game: the one remembered under the key earlier versions wrote, any registered game,
// and the registry's first for anything else (a hand-edited or removed game's id).
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../src/games/registry';
import { logoOf, rememberGame, rememberedGame } from '../../src/shell/game-choice';
import { memoryStorage } from '../../src/platform/storage';

describe('the menu’s game', () => {
  it('reads the choice earlier versions stored, for every registered game', () => {
    for (const game of GAMES) {
      const storage = memoryStorage();
      storage.setItem('explorers.game', game.id);
      expect(rememberedGame(storage)).toBe(game);
    }
  });

  it('offers the registry’s first game when nothing, or nothing it knows, is stored', () => {
    expect(rememberedGame(memoryStorage())).toBe(GAMES[0]);
    const storage = memoryStorage();
    storage.setItem('explorers.game', 'chess');
    expect(rememberedGame(storage)).toBe(GAMES[0]);
  });

  it('remembers a pick by its id', () => {
    const storage = memoryStorage();
    const last = GAMES[GAMES.length - 1];
    if (!last) throw new Error('no game registered');
    rememberGame(last, storage);
    expect(storage.getItem('explorers.game')).toBe(last.id);
    expect(rememberedGame(storage)).toBe(last);
  });

  it('shows each game’s logo picture, with its name standing in', () => {
    for (const game of GAMES) expect(logoOf(game)).toEqual({ texture: game.logo, title: game.nameKey });
  });
});
