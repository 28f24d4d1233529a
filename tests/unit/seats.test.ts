import { describe, expect, it } from 'vitest';
import { explorers } from '../../src/games/explorers/index';
import { SEAT_COLORS, type AiLevel, type Seat } from '../../src/games/explorers/play/game-config';
import { tucana } from '../../src/games/tucana/index';
import { TUCANA_SEAT_COLORS } from '../../src/games/tucana/play/game-config';
import { loadTucana, saveTucana, TUCANA_SAVE_KEY } from '../../src/games/tucana/play/save';
import { createGame, toRecord } from '../../src/games/tucana/rules/index';
import { validateSeats } from '../../src/shell/seats';
import { memoryStorage } from '../../src/platform/storage';

const table = (level: AiLevel): Seat[] => [
  { kind: 'human', name: 'Ada', color: SEAT_COLORS[0] },
  { kind: 'ai', level, name: 'Bo', color: SEAT_COLORS[1] },
];

function tucanaRecord() {
  const game = createGame({ players: 2, seed: 3, island: 'petit', specialBonus: false, randomStart: false, counterClockwise: false, symmetric: false });
  if (!game.ok) throw new Error(game.error.detail);
  return toRecord(game.value);
}

describe("a saved game's seats", () => {
  it("take any AI level the game offers, and no other", () => {
    const explorersSeats = { palette: SEAT_COLORS, levels: explorers.aiLevels };
    const tucanaSeats = { palette: TUCANA_SEAT_COLORS, levels: tucana.aiLevels };
    for (const level of explorers.aiLevels as readonly AiLevel[]) {
      expect(validateSeats(table(level), 2, explorersSeats)).toEqual({ ok: true, value: table(level) });
      expect(validateSeats(table(level), 2, tucanaSeats).ok).toBe(tucana.aiLevels.includes(level));
    }
    expect(validateSeats(table('master'), 2, tucanaSeats)).toEqual({ ok: false, error: "seat 2 is neither a person nor one of the game's AI levels" });
  });

  it("refuse a Tucana save with a master-level seat with a typed error, and leave the save as it was", () => {
    const storage = memoryStorage();
    expect(saveTucana({ record: tucanaRecord(), seats: table('hard') }, storage)).toBe(true);
    expect(loadTucana(storage)).toMatchObject({ ok: true, value: { seats: table('hard') } });
    const master = JSON.stringify({ record: tucanaRecord(), seats: table('master') });
    storage.setItem(TUCANA_SAVE_KEY, master);
    expect(loadTucana(storage)).toMatchObject({ ok: false, error: { code: 'badSeats' } });
    expect(storage.getItem(TUCANA_SAVE_KEY)).toBe(master);
  });
});
