// Colour-blind mode: its pen colours stay apart under simulated protanopia and deuteranopia (and
// normal vision and tritanopia), where the usual eight do not; a new game begun in the mode takes
// them, its save loads, and the setting is remembered.
import { afterEach, describe, expect, it } from 'vitest';
import { getSettings, initSettings, updateSettings } from '../../src/platform/settings';
import { memoryStorage } from '../../src/platform/storage';
import { COLOUR_BLIND_PEN_COLORS, colourBlindPen, PEN_COLORS, validateSeats } from '../../src/shell/seats';
import { seatsOf, type SeatedDraft } from '../../src/shell/setup-draft';
import { seatsFromTable, tableFromSetup } from '../../src/shell/online/table-seats';
import { shownPen } from '../../src/shell/shown-pen';
import { tucana } from '../../src/games/tucana/index';
import { closestPair, DISTINCT_COLOURS, rgbOf } from '../colour-vision';
import { STRONG_TERRAIN_MARK, TERRAIN_FILL, TERRAIN_MARK } from '../../src/games/tucana/ui/island-art';
import { strongPatterns } from '../../src/shell/shown-pen';
import { luminance } from '../../src/ui/seat-symbols';

const CHECKED = ['normal', 'protanopia', 'deuteranopia', 'tritanopia'] as const;

const draft: SeatedDraft = {
  players: 8,
  seats: PEN_COLORS.map((color, i) => ({ kind: i === 0 ? 'human' : 'normal', name: null, color })),
};
const names = (i: number): string => `Seat ${i + 1}`;
const rules = { palette: PEN_COLORS, levels: ['normal'] };

afterEach(() => void initSettings({ storage: memoryStorage() }));

describe('colour-blind pens', () => {
  it.each(CHECKED)('all eight stay apart for %s vision', (vision) => {
    const { pair, deltaE } = closestPair(COLOUR_BLIND_PEN_COLORS.map(rgbOf), vision);
    expect(deltaE, `pens ${pair.join(' and ')}`).toBeGreaterThanOrEqual(DISTINCT_COLOURS);
  });

  it('are needed: the usual eight come too close for deuteranopia', () => {
    expect(closestPair(PEN_COLORS.map(rgbOf), 'normal').deltaE).toBeGreaterThanOrEqual(DISTINCT_COLOURS);
    expect(closestPair(PEN_COLORS.map(rgbOf), 'deuteranopia').deltaE).toBeLessThan(DISTINCT_COLOURS);
  });

  it('keep the four colours every game starts with, so a four-seat table looks the same', () => {
    expect(COLOUR_BLIND_PEN_COLORS.slice(0, 4)).toEqual(PEN_COLORS.slice(0, 4));
    expect(PEN_COLORS.map(colourBlindPen)).toEqual([...COLOUR_BLIND_PEN_COLORS]);
    expect(colourBlindPen(0x123456)).toBe(0x123456);
  });
});

describe('colour-blind mode', () => {
  it('gives a new game its pens, and the game’s save loads', () => {
    initSettings({ storage: memoryStorage() });
    expect(seatsOf(draft, names).map((seat) => seat.color)).toEqual([...PEN_COLORS]);
    updateSettings({ colourBlind: true });
    const seats = seatsOf(draft, names);
    expect(seats.map((seat) => seat.color)).toEqual([...COLOUR_BLIND_PEN_COLORS]);
    expect(validateSeats(seats, 8, rules)).toEqual({ ok: true, value: seats });
    expect(validateSeats([{ ...seats[0], color: 0x123456 }], 1, rules).ok).toBe(false);
  });

  it('shows the setups’ dots and an online table’s seats in the mode’s pens, whatever colours the table holds', () => {
    // An eight-seat online table in the usual pens, the last one without a colour of its own.
    const hex = (color: number): string => `#${color.toString(16).padStart(6, '0')}`;
    const table = { seats: PEN_COLORS.map((color, seat) => ({ seat, kind: 'human' as const, level: null, name: `P${seat}`, colour: seat === 7 ? null : hex(color), status: 'present' as const, deadline: null })) };
    expect(seatsFromTable(table, tucana).map((seat) => seat.color)).toEqual([...PEN_COLORS]);
    expect(PEN_COLORS.map(shownPen)).toEqual([...PEN_COLORS]);
    updateSettings({ colourBlind: true });
    expect(seatsFromTable(table, tucana).map((seat) => seat.color)).toEqual([...COLOUR_BLIND_PEN_COLORS]);
    expect(PEN_COLORS.map(shownPen)).toEqual([...COLOUR_BLIND_PEN_COLORS]);
    expect(COLOUR_BLIND_PEN_COLORS.map(shownPen)).toEqual([...COLOUR_BLIND_PEN_COLORS]);
  });

  it('stores a colour-blind host’s pen as the usual one, and each device shows a table in its own mode', () => {
    const hex = (color: number): string => `#${color.toString(16).padStart(6, '0')}`;
    // The host sits in a colour the mode changes: the table must hold the usual one.
    const hostDraft: SeatedDraft = { players: 2, seats: [{ kind: 'human', name: 'Ann', color: PEN_COLORS[5] }, { kind: 'normal', name: null, color: PEN_COLORS[1] }] };
    updateSettings({ colourBlind: true });
    const hosted = tableFromSetup('tucana', { options: {}, seats: seatsOf(hostDraft, names) }, 'off');
    expect(hosted?.colour).toBe(hex(PEN_COLORS[5]));
    // A table stored by an earlier version with the mode's pens: a device without the mode shows the usual ones.
    const table = { seats: COLOUR_BLIND_PEN_COLORS.map((color, seat) => ({ seat, kind: 'human' as const, level: null, name: `P${seat}`, colour: hex(color), status: 'present' as const, deadline: null })) };
    expect(seatsFromTable(table, tucana).map((seat) => seat.color)).toEqual([...COLOUR_BLIND_PEN_COLORS]);
    updateSettings({ colourBlind: false });
    expect(seatsFromTable(table, tucana).map((seat) => seat.color)).toEqual([...PEN_COLORS]);
  });

  it('draws Tucana’s terrain marks at least 4:1 against their terrain, where the usual ones stay under 2.5:1', () => {
    const contrast = (a: number, b: number): number => (Math.max(luminance(a), luminance(b)) + 0.05) / (Math.min(luminance(a), luminance(b)) + 0.05);
    TERRAIN_FILL.forEach((fill, terrain) => {
      expect(contrast(STRONG_TERRAIN_MARK[terrain] as number, fill), `terrain ${terrain}`).toBeGreaterThanOrEqual(4);
      expect(contrast(TERRAIN_MARK[terrain] as number, fill), `terrain ${terrain}`).toBeLessThan(2.5);
    });
    initSettings({ storage: memoryStorage() });
    expect(strongPatterns()).toBe(false);
    updateSettings({ colourBlind: true });
    expect(strongPatterns()).toBe(true);
  });

  it('is remembered, and off unless chosen', () => {
    const storage = memoryStorage();
    expect(initSettings({ storage }).colourBlind).toBe(false);
    updateSettings({ colourBlind: true });
    expect(initSettings({ storage }).colourBlind).toBe(true);
    storage.setItem('explorers.colourBlind', 'maybe');
    expect(initSettings({ storage }).colourBlind).toBe(false);
    expect(getSettings().colourBlind).toBe(false);
  });
});
