import { describe, expect, it } from 'vitest';
import { createGame, toRecord, type GameOptions } from '../../rules/index';
import { SEAT_COLORS, type Seat } from '../../play/game-config';
import { discardSavedGame, loadSavedGame, SAVE_KEY, saveGame } from '../../play/save';
import { memoryStorage, type StorageLike } from '../../../../platform/storage';

const OPTIONS: GameOptions = {
  players: 2,
  seed: 42,
  sides: { temples: 'basic', provisions: 'basic', villages: 'basic', gemstones: 'basic' },
  map: 'random',
  achievements: { random: 1 },
};
const SEATS: readonly Seat[] = [
  { kind: 'human', name: 'Ada', color: SEAT_COLORS[0] },
  // Left unnamed at the setup: its name follows the language.
  { kind: 'ai', level: 'hard', name: 'Marco', color: SEAT_COLORS[1], defaultName: true },
];

function freshRecord() {
  const game = createGame(OPTIONS);
  if (!game.ok) throw new Error(game.error.detail);
  return toRecord(game.value);
}

/** A storage with another app's entries, to prove they are never touched. */
function storageWithNeighbours(): StorageLike & { dump(): Record<string, string | null> } {
  const storage = memoryStorage();
  storage.setItem('explorers.language', 'fr');
  storage.setItem('someone.else', 'keep me');
  return Object.assign(storage, {
    dump: () => ({ language: storage.getItem('explorers.language'), other: storage.getItem('someone.else') }),
  });
}

function storedSave(storage: StorageLike): Record<string, unknown> {
  return JSON.parse(storage.getItem(SAVE_KEY) as string) as Record<string, unknown>;
}

describe('saved game', () => {
  it('is absent until saved', () => {
    const storage = memoryStorage();
    expect(loadSavedGame(storage)).toEqual({ ok: true, value: null });
  });

  it('round-trips the record and the seats', () => {
    const storage = storageWithNeighbours();
    const record = freshRecord();
    expect(saveGame({ record, seats: SEATS }, storage)).toBe(true);
    const loaded = loadSavedGame(storage);
    expect(loaded.ok).toBe(true);
    if (!loaded.ok || !loaded.value) throw new Error('no game');
    expect(loaded.value.seats).toEqual(SEATS);
    expect(loaded.value.record).toEqual(record);
    expect(loaded.value.state.options.players).toBe(2);
    expect(storage.dump()).toEqual({ language: 'fr', other: 'keep me' });
  });

  it('reports corrupt JSON without throwing', () => {
    const storage = storageWithNeighbours();
    storage.setItem(SAVE_KEY, '{"record": ');
    const loaded = loadSavedGame(storage);
    expect(loaded).toMatchObject({ ok: false, error: { code: 'unreadable' } });
    expect(storage.dump()).toEqual({ language: 'fr', other: 'keep me' });
  });

  it('reports a save of another shape', () => {
    const storage = memoryStorage();
    storage.setItem(SAVE_KEY, JSON.stringify([1, 2, 3]));
    expect(loadSavedGame(storage)).toMatchObject({ ok: false, error: { code: 'unreadable' } });
  });

  it('reports a save from another version', () => {
    const storage = memoryStorage();
    saveGame({ record: freshRecord(), seats: SEATS }, storage);
    const data = storedSave(storage);
    storage.setItem(SAVE_KEY, JSON.stringify({ ...data, record: { ...(data.record as object), version: 999 } }));
    expect(loadSavedGame(storage)).toMatchObject({ ok: false, error: { code: 'outdated' } });
  });

  it('reports a hand-edited action the rules refuse', () => {
    const storage = memoryStorage();
    const record = freshRecord();
    const edited = { ...record, actions: [...record.actions, { type: 'setup', player: 0, terrain: 'water', cells: [0] }] };
    storage.setItem(SAVE_KEY, JSON.stringify({ record: edited, seats: SEATS }));
    expect(loadSavedGame(storage)).toMatchObject({ ok: false, error: { code: 'badRecord' } });
  });

  it('reports hand-edited options', () => {
    const storage = memoryStorage();
    const record = freshRecord();
    storage.setItem(SAVE_KEY, JSON.stringify({ record: { ...record, options: { ...record.options, players: 9 } }, seats: SEATS }));
    expect(loadSavedGame(storage)).toMatchObject({ ok: false, error: { code: 'badRecord' } });
  });

  it.each([
    ['too few seats', SEATS.slice(0, 1)],
    ['an unknown AI level', [SEATS[0], { ...SEATS[1], level: 'godlike' }]],
    ['an empty name', [{ ...SEATS[0], name: '' }, SEATS[1]]],
    ['a foreign colour', [{ ...SEATS[0], color: 0x123456 }, SEATS[1]]],
    ['a shared colour', [SEATS[0], { ...SEATS[1], color: SEAT_COLORS[0] }]],
    ['a default-name mark that is not a yes or no', [{ ...SEATS[0], defaultName: 'yes' }, SEATS[1]]],
    ['no list at all', 'two players'],
  ])('reports seats with %s', (_, seats) => {
    const storage = memoryStorage();
    storage.setItem(SAVE_KEY, JSON.stringify({ record: freshRecord(), seats }));
    expect(loadSavedGame(storage)).toMatchObject({ ok: false, error: { code: 'badSeats' } });
  });

  it('discards only its own entry', () => {
    const storage = storageWithNeighbours();
    saveGame({ record: freshRecord(), seats: SEATS }, storage);
    discardSavedGame(storage);
    expect(storage.getItem(SAVE_KEY)).toBeNull();
    expect(storage.dump()).toEqual({ language: 'fr', other: 'keep me' });
  });

  it('survives a storage that refuses to write', () => {
    const full: StorageLike = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    expect(saveGame({ record: freshRecord(), seats: SEATS }, full)).toBe(false);
  });
});
