// Symbols on seat colours in colour-blind mode: one per pen, the same for a pen and its
// colour-blind counterpart, drawn in an ink that stands out on it, and shown only in the mode and
// only for a game whose definition asks for them: all three games do.
import { afterEach, describe, expect, it } from 'vitest';
import { initSettings, updateSettings } from '../../src/platform/settings';
import { memoryStorage } from '../../src/platform/storage';
import { COLOUR_BLIND_PEN_COLORS, PEN_COLORS } from '../../src/shell/seats';
import { penSymbol, shownSeat } from '../../src/shell/shown-pen';
import { luminance, SEAT_SYMBOLS, symbolInk } from '../../src/ui/seat-symbols';
import { GAMES } from '../../src/games/registry';

afterEach(() => void initSettings({ storage: memoryStorage() }));

/** WCAG's contrast ratio; 3:1 is its least for shapes a player must make out. */
const contrast = (a: number, b: number): number => (Math.max(luminance(a), luminance(b)) + 0.05) / (Math.min(luminance(a), luminance(b)) + 0.05);

describe('seat symbols', () => {
  it('give every pen its own symbol, the same in both palettes', () => {
    const symbols = PEN_COLORS.map(penSymbol);
    expect(new Set(symbols).size).toBe(PEN_COLORS.length);
    expect(symbols).toEqual([...SEAT_SYMBOLS]);
    expect(COLOUR_BLIND_PEN_COLORS.map(penSymbol)).toEqual(symbols);
    expect(penSymbol(0x123456)).toBeNull();
  });

  it('are drawn in an ink at least 3:1 against every pen', () => {
    for (const pen of [...PEN_COLORS, ...COLOUR_BLIND_PEN_COLORS]) expect(contrast(symbolInk(pen), pen), `#${pen.toString(16)}`).toBeGreaterThanOrEqual(3);
  });

  it('show in colour-blind mode only, for the games that draw them', () => {
    initSettings({ storage: memoryStorage() });
    const [first] = GAMES.filter((game) => game.seats.symbols === true);
    if (!first) throw new Error('no game draws seat symbols');
    expect(shownSeat(PEN_COLORS[5], first)).toEqual({ color: PEN_COLORS[5], symbol: null });
    updateSettings({ colourBlind: true });
    expect(shownSeat(PEN_COLORS[5], first)).toEqual({ color: COLOUR_BLIND_PEN_COLORS[5], symbol: SEAT_SYMBOLS[5] });
    expect(shownSeat(PEN_COLORS[5], { seats: {} })).toEqual({ color: COLOUR_BLIND_PEN_COLORS[5], symbol: null });
  });

  it('are drawn by all three games, one symbol per seat colour of each', () => {
    expect(GAMES.filter((game) => game.seats.symbols === true).map((game) => game.id)).toEqual(expect.arrayContaining(['explorers', 'tucana', 'ambassadors']));
    for (const game of GAMES.filter((g) => g.seats.symbols === true)) {
      const symbols = game.seats.palette.map(penSymbol);
      expect(symbols, game.id).not.toContain(null);
      expect(new Set(symbols).size, game.id).toBe(game.seats.palette.length);
    }
  });
});
