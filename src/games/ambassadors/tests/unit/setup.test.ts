// Ambassadors' setup draft: two to four seats, start wonders picked or drawn from the game number
// among those nobody picked (always all different), and a remembered draft checked like any input.
import { describe, expect, it } from 'vitest';
import { validateOptions } from '../../rules/index';
import { defaultAmbassadorsDraft, restoreAmbassadorsDraft, startsFor, toNewAmbassadorsGame, withAmbassadorsPlayers, withNextStart } from '../../play/setup-draft';

const name = (i: number): string => `Seat ${i + 1}`;

describe('the Ambassadors setup draft', () => {
  it('seats two to four, a person first and the computer after', () => {
    const draft = defaultAmbassadorsDraft(5);
    expect(draft.players).toBe(2);
    expect(withAmbassadorsPlayers(draft, 1).players).toBe(2);
    expect(withAmbassadorsPlayers(draft, 9).players).toBe(4);
    expect(draft.seats.map((s) => s.kind)).toEqual(['human', 'normal', 'normal', 'normal']);
  });

  it('steps a seat through random and the four start wonders, taking a wonder from the seat that had it', () => {
    let draft = withNextStart(defaultAmbassadorsDraft(5), 0);
    expect(draft.starts.slice(0, 2)).toEqual([1, 'random']);
    draft = withNextStart(draft, 1);
    expect(draft.starts.slice(0, 2)).toEqual(['random', 1]);
    for (let i = 0; i < 4; i++) draft = withNextStart(draft, 1);
    expect(draft.starts[1]).toBe('random');
  });

  it('draws the random starts among the wonders nobody picked, the same for the same game number', () => {
    for (let seed = 0; seed < 200; seed++) {
      const starts = startsFor(['random', 3, 'random', 'random'], seed);
      expect(starts[1]).toBe(3);
      expect(new Set(starts).size).toBe(4);
      expect(startsFor(['random', 3, 'random', 'random'], seed)).toEqual(starts);
    }
    const seen = new Set(Array.from({ length: 50 }, (_, seed) => startsFor(['random', 'random'], seed).join()));
    expect(seen.size).toBeGreaterThan(3);
  });

  it('starts a game the rules accept, or says why not', () => {
    const made = toNewAmbassadorsGame({ ...withNextStart(defaultAmbassadorsDraft(5), 1), seed: '42' }, name);
    expect(made.ok && validateOptions(made.value.options).ok).toBe(true);
    expect(made.ok && made.value.options.starts[1]).toBe(1);
    expect(made.ok && made.value.seats.map((s) => s.name)).toEqual(['Seat 1', 'Seat 2']);
    expect(toNewAmbassadorsGame({ ...defaultAmbassadorsDraft(5), seed: 'x' }, name)).toEqual({ ok: false, error: 'badSeed' });
  });

  it('restores a remembered draft, and nothing from a damaged one', () => {
    const draft = withNextStart(withAmbassadorsPlayers(defaultAmbassadorsDraft(5), 3), 2);
    expect(restoreAmbassadorsDraft(JSON.parse(JSON.stringify(draft)))).toEqual(draft);
    expect(restoreAmbassadorsDraft({ ...draft, starts: [1, 1, 'random', 'random'] })).toBeNull();
    expect(restoreAmbassadorsDraft({ ...draft, seats: draft.seats.slice(1) })).toBeNull();
    expect(restoreAmbassadorsDraft('nonsense')).toBeNull();
  });
});
