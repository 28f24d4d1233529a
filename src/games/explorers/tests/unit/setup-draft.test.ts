import { describe, expect, it } from 'vitest';
import { MAX_ACHIEVEMENTS, validateOptions } from '../../rules/index';
import { SEAT_COLORS } from '../../play/game-config';
import {
  canToggleAchievement,
  defaultDraft,
  draftOptions,
  parseSeed,
  restoreDraft,
  toggleAchievement,
  toNewGame,
  withMapMode,
  withNextColor,
  withPlayers,
  withRotation,
  withSeatKind,
  withSeatName,
  withSeed,
  withTileStep,
} from '../../play/setup-draft';

const names = (i: number, kind: string): string => `${kind} ${i + 1}`;

describe('setup draft', () => {
  it('turns the default draft into a valid new game', () => {
    const made = toNewGame(defaultDraft(7), names);
    expect(made.ok).toBe(true);
    if (!made.ok) return;
    expect(validateOptions(made.value.options).ok).toBe(true);
    expect(made.value.seats).toEqual([
      { kind: 'human', name: 'human 1', color: SEAT_COLORS[0], defaultName: true },
      { kind: 'ai', level: 'normal', name: 'normal 2', color: SEAT_COLORS[1], defaultName: true },
    ]);
  });

  it('reads only whole seeds in range', () => {
    expect(parseSeed(' 42 ')).toBe(42);
    expect(parseSeed('4294967295')).toBe(4294967295);
    expect(parseSeed('4294967296')).toBeNull();
    expect(parseSeed('-1')).toBeNull();
    expect(parseSeed('1e3')).toBeNull();
    expect(parseSeed('')).toBeNull();
    expect(toNewGame(withSeed(defaultDraft(1), 'twelve'), names)).toEqual({ ok: false, error: 'badSeed' });
  });

  it('keeps solo a person’s game', () => {
    const solo = withPlayers(withSeatKind(defaultDraft(1), 0, 'hard'), 1);
    expect(solo.seats[0]?.kind).toBe('human');
    expect(withSeatKind(solo, 0, 'easy')).toBe(solo);
  });

  it('cleans typed names and falls back to the default name', () => {
    let draft = withSeatName(defaultDraft(1), 0, '   Ada    Lovelace   ');
    expect(draft.seats[0]?.name).toBe('Ada Lovelace');
    draft = withSeatName(draft, 0, '   ');
    expect(draft.seats[0]?.name).toBeNull();
  });

  it('gives each seat its own colour, swapping when needed', () => {
    const draft = withNextColor(defaultDraft(1), 0);
    expect(draft.seats[0]?.color).toBe(SEAT_COLORS[1]);
    expect(draft.seats[1]?.color).toBe(SEAT_COLORS[0]);
    expect(new Set(draft.seats.map((s) => s.color)).size).toBe(SEAT_COLORS.length);
  });

  it('chooses four different tiles and turns them', () => {
    let draft = withMapMode(defaultDraft(1), 'chosen');
    for (let i = 0; i < 10; i++) draft = withTileStep(draft, i % 4, i % 3 === 0 ? -1 : 1);
    draft = withRotation(withRotation(draft, 2), 2);
    const map = draft.map;
    if (map === 'random') throw new Error('expected chosen tiles');
    expect(new Set(map.map((p) => p.tile)).size).toBe(4);
    expect(map[2]?.rotation).toBe(2);
    expect(validateOptions(draftOptions(draft, 1)).ok).toBe(true);
  });

  it('allows at most the maximum of chosen achievements', () => {
    let draft = defaultDraft(1);
    for (const id of ['full-line', 'longest-line', 'largest-square', 'race-edges'] as const) draft = toggleAchievement(draft, id);
    expect(draft.achievements).toHaveLength(MAX_ACHIEVEMENTS);
    expect(toggleAchievement(draft, 'full-line').achievements).toEqual(['longest-line', 'largest-square']);
    // The setup greys out the chips it cannot add, and keeps the chosen ones open.
    expect(canToggleAchievement(draft, 'race-edges')).toBe(false);
    expect(canToggleAchievement(draft, 'full-line')).toBe(true);
    expect(canToggleAchievement(toggleAchievement(draft, 'full-line'), 'race-edges')).toBe(true);
  });

  it('restores a remembered draft only when it is valid', () => {
    const draft = withPlayers(withMapMode(defaultDraft(5), 'chosen'), 3);
    expect(restoreDraft(JSON.parse(JSON.stringify(draft)))).toEqual(draft);
    expect(restoreDraft({ ...draft, players: 7 })).toBeNull();
    expect(restoreDraft({ ...draft, seats: draft.seats.map((s) => ({ ...s, kind: 'wizard' })) })).toBeNull();
    expect(restoreDraft('garbage')).toBeNull();
  });
});
