// Tucana's setup is remembered in storage like Explorers': a stored draft comes back as it was,
// and anything else stored under its key (broken JSON, bad options, a seat in the wrong colour,
// a name the setup could not have made) is ignored, so the setup starts from its defaults.
import { describe, expect, it } from 'vitest';
import { defaultTucanaDraft, restoreTucanaDraft, SEAT_KINDS, withFlag, withIsland, withTucanaPlayers, withTucanaSeatName } from '../../play/setup-draft';
import { rememberTucanaDraft, rememberedTucanaDraft } from '../../play/setup-memory';
import { withNextSeatKind } from '../../../../shell/setup-draft';
import { memoryStorage, type StorageLike } from '../../../../platform/storage';

const KEY = 'tucana.lastSetup';
const edited = withTucanaSeatName(withFlag(withIsland(withNextSeatKind(withTucanaPlayers(defaultTucanaDraft(3), 5), 2, SEAT_KINDS), 'grande'), 'symmetric', true), 1, 'Inès');

const storing = (value: string): StorageLike => {
  const storage = memoryStorage();
  storage.setItem(KEY, value);
  return storage;
};

describe('Tucana setup memory', () => {
  it('brings back the last setup as it was stored', () => {
    const storage = memoryStorage();
    expect(rememberedTucanaDraft(storage)).toBeNull();
    rememberTucanaDraft(edited, storage);
    expect(rememberedTucanaDraft(storage)).toEqual(edited);
  });

  it.each([
    ['broken JSON', '{"seats": ['],
    ['not an object', '"grande"'],
    ['too many players', JSON.stringify({ ...edited, players: 9 })],
    ['an unknown island', JSON.stringify({ ...edited, island: 'atlantis' })],
    ['a switch that is not one', JSON.stringify({ ...edited, flags: { ...edited.flags, specialBonus: 'yes' } })],
    ['a missing switch', JSON.stringify({ ...edited, flags: { specialBonus: true } })],
    ['seats missing', JSON.stringify({ ...edited, seats: edited.seats.slice(1) })],
    ['an unknown kind of player', JSON.stringify({ ...edited, seats: edited.seats.map((s) => ({ ...s, kind: 'wizard' })) })],
    ['seats in the wrong colours', JSON.stringify({ ...edited, seats: [...edited.seats].reverse() })],
    ['a name too long', JSON.stringify({ ...edited, seats: edited.seats.map((s) => ({ ...s, name: 'x'.repeat(40) })) })],
  ])('ignores %s', (_, stored) => {
    expect(rememberedTucanaDraft(storing(stored))).toBeNull();
  });

  it('gives a solo setup a person in the seat, whatever was stored', () => {
    const stored = { ...edited, players: 1, seats: edited.seats.map((s, i) => (i === 0 ? { ...s, kind: 'hard' } : s)) };
    expect(restoreTucanaDraft(JSON.parse(JSON.stringify(stored)))?.seats[0]?.kind).toBe('human');
  });

  it('keeps the game working when the storage refuses to be read or written', () => {
    const broken: StorageLike = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => undefined,
    };
    expect(() => rememberTucanaDraft(edited, broken)).not.toThrow();
    expect(rememberedTucanaDraft(broken)).toBeNull();
  });
});
