import { describe, expect, it } from 'vitest';
import { handTo, viewerOf } from '../../src/shell/table-turns';
import { aiSeed } from '../../src/table/turns';
import type { Seat } from '../../src/shell/seats';

const person = (name: string): Seat => ({ kind: 'human', name, color: 1 });
const bot = (name: string): Seat => ({ kind: 'ai', level: 'easy', name, color: 2 });

describe('a table on one device', () => {
  it('keeps the device with one person, and hands it over between several', () => {
    expect(handTo([person('a'), bot('b')], 0, 0)).toEqual({ acting: 0, handoverTo: null, lastHuman: 0 });
    expect(handTo([person('a'), person('b')], 1, 0)).toEqual({ acting: null, handoverTo: 1, lastHuman: 0 });
    expect(handTo([person('a'), person('b')], 0, 0)).toEqual({ acting: 0, handoverTo: null, lastHuman: 0 });
    expect(handTo([person('a'), person('b')], undefined, 1)).toEqual({ acting: null, handoverTo: null, lastHuman: 1 });
  });

  it('shows the acting person, else the next, else the last, else the first person', () => {
    const seats = [bot('x'), person('a'), person('b')];
    expect(viewerOf(seats, { acting: 2, handoverTo: null, lastHuman: 1 })).toBe(2);
    expect(viewerOf(seats, { acting: null, handoverTo: 2, lastHuman: 1 })).toBe(2);
    expect(viewerOf(seats, { acting: null, handoverTo: null, lastHuman: 1 })).toBe(1);
    expect(viewerOf(seats, { acting: null, handoverTo: null, lastHuman: null })).toBe(1);
  });

  it('seeds each AI move from the game, the seat and the moment', () => {
    expect(aiSeed(7, 1, 3)).toBe(aiSeed(7, 1, 3));
    expect(new Set([aiSeed(7, 1, 3), aiSeed(7, 2, 3), aiSeed(7, 1, 4), aiSeed(8, 1, 3)]).size).toBe(4);
    expect(aiSeed(7, 1, 3)).toBeGreaterThanOrEqual(0);
  });
});
