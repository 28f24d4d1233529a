// What every game's saved game does alike (shell/saved-game.ts), seen through both games' saves:
// each under its own key, and kept for the session by a browser that refuses storage. (Explorers'
// save in detail: save.test.ts; a Tucana save's seats: seats.test.ts.)
import { describe, expect, it } from 'vitest';
import { SEAT_COLORS, type Seat } from '../../src/games/explorers/play/game-config';
import { createGame as createExplorers, toRecord as explorersRecord } from '../../src/games/explorers/rules/index';
import { TUCANA_SEAT_COLORS } from '../../src/games/tucana/play/game-config';
import { discardTucana, loadTucana, saveTucana, TUCANA_SAVE_KEY } from '../../src/games/tucana/play/save';
import { createGame as createTucana, toRecord as tucanaRecord } from '../../src/games/tucana/rules/index';
import { discardSavedGame, loadSavedGame, SAVE_KEY, saveGame } from '../../src/games/explorers/play/save';
import { memoryStorage } from '../../src/platform/storage';

const seats = (palette: readonly number[]): Seat[] => [
  { kind: 'human', name: 'Ada', color: palette[0] as number },
  { kind: 'ai', level: 'easy', name: 'Bo', color: palette[1] as number },
];

function unwrap<T>(result: { ok: true; value: T } | { ok: false; error: { detail: string } }): T {
  if (!result.ok) throw new Error(result.error.detail);
  return result.value;
}

const explorersGame = () => ({
  record: explorersRecord(unwrap(createExplorers({ players: 2, seed: 5, sides: { temples: 'basic', provisions: 'basic', villages: 'basic', gemstones: 'basic' }, map: 'random', achievements: { random: 0 } }))),
  seats: seats(SEAT_COLORS),
});
const tucanaGame = () => ({
  record: tucanaRecord(unwrap(createTucana({ players: 2, seed: 5, island: 'petit', specialBonus: false, randomStart: false, counterClockwise: false, symmetric: false }))),
  seats: seats(TUCANA_SEAT_COLORS),
});

describe("each game's saved game", () => {
  it('stands under its own key: saving, loading or discarding one leaves the other as it was', () => {
    const storage = memoryStorage();
    expect(saveGame(explorersGame(), storage)).toBe(true);
    expect(saveTucana(tucanaGame(), storage)).toBe(true);
    const explorersText = storage.getItem(SAVE_KEY);
    expect(loadTucana(storage)).toMatchObject({ ok: true, value: tucanaGame() });
    expect(loadSavedGame(storage)).toMatchObject({ ok: true, value: explorersGame() });
    discardTucana(storage);
    expect(storage.getItem(TUCANA_SAVE_KEY)).toBeNull();
    expect(storage.getItem(SAVE_KEY)).toBe(explorersText);
  });

  it('is kept for the session when the browser refuses storage', () => {
    // There is no localStorage here, as in a browser that refuses it: saves go to memory.
    expect(saveGame(explorersGame())).toBe(true);
    expect(saveTucana(tucanaGame())).toBe(true);
    expect(loadSavedGame()).toMatchObject({ ok: true, value: explorersGame() });
    expect(loadTucana()).toMatchObject({ ok: true, value: tucanaGame() });
    discardSavedGame();
    discardTucana();
    expect(loadSavedGame()).toEqual({ ok: true, value: null });
    expect(loadTucana()).toEqual({ ok: true, value: null });
  });

  it.each([
    ['a record that is a list', { record: [], seats: [] }],
    ['no record', { seats: [] }],
  ])('refuses %s as unreadable, for either game', (_name, data) => {
    const storage = memoryStorage();
    storage.setItem(SAVE_KEY, JSON.stringify(data));
    storage.setItem(TUCANA_SAVE_KEY, JSON.stringify(data));
    expect(loadSavedGame(storage)).toMatchObject({ ok: false, error: { code: 'unreadable' } });
    expect(loadTucana(storage)).toMatchObject({ ok: false, error: { code: 'unreadable' } });
  });
});
