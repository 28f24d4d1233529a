// A game saved by an earlier release (record version 1, kept in tests/fixtures beside this folder) still loads, as
// the same game at the same moment, and plays on to its end; a save that fails to load is left
// in place with every other stored entry.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { apply, expectedActors, loadRecord, randomMove, RECORD_VERSION, viewFor, type GameState } from '../../rules/index';
import { SEAT_COLORS } from '../../play/game-config';
import { loadSavedGame, SAVE_KEY } from '../../play/save';
import { memoryStorage } from '../../../../platform/storage';

const FIXTURE = readFileSync(new URL('../fixtures/save-main-2026-11.json', import.meta.url), 'utf8');

/** The moment the fixture was saved: round 2, turn 11, the first player placed, two to go. */
function expectSavedMoment(state: GameState): void {
  expect(state.options).toMatchObject({ players: 3, seed: 20261124, sides: { temples: 'expert', provisions: 'basic', villages: 'expert', gemstones: 'expert' } });
  expect(state.turn).toMatchObject({ round: 1, number: 11 });
  expect(state.phase.kind).toBe('place');
  expect(expectedActors(state)).toEqual([1, 2]);
  const view = viewFor(state, 0);
  expect(view.boards.map((b) => b.score.total)).toEqual([-7, -9, -7]);
  expect(state.boards.map((b) => b.marks.filter((m) => m > 0).length)).toEqual([29, 30, 34]);
}

function playToTheEnd(from: GameState): GameState {
  let state = from;
  let rng = 7;
  for (let guard = 0; state.phase.kind !== 'over'; guard++) {
    if (guard > 500) throw new Error('The game did not end.');
    const player = expectedActors(state)[0] as number;
    const move = randomMove(state, player, rng);
    rng = move.rng;
    const next = apply(state, move.action);
    if (!next.ok) throw new Error(next.error.detail);
    state = next.value;
  }
  return state;
}

describe('a game saved by the release of November 2026', () => {
  it('is a version 1 record, older than the current one', () => {
    const saved = JSON.parse(FIXTURE) as { record: { version: number; game?: string } };
    expect(saved.record.version).toBe(1);
    expect(saved.record.game).toBeUndefined();
    expect(RECORD_VERSION).toBeGreaterThan(1);
  });

  it('loads from storage with its seats, at the moment it was saved, and plays on to the end', () => {
    const storage = memoryStorage();
    storage.setItem(SAVE_KEY, FIXTURE);
    const loaded = loadSavedGame(storage);
    if (!loaded.ok || !loaded.value) throw new Error(loaded.ok ? 'no save' : loaded.error.detail);
    expect(loaded.value.seats.map((s) => s.kind)).toEqual(['human', 'ai', 'ai']);
    // Its seats' colours, from the palette of the time, read as today's in the same order.
    expect(loaded.value.seats.map((s) => s.color)).toEqual(SEAT_COLORS.slice(0, 3));
    expect(loaded.value.record.version).toBe(RECORD_VERSION);
    expectSavedMoment(loaded.value.state);
    const end = playToTheEnd(loaded.value.state);
    expect(end.turn.round).toBe(3);
    expect(viewFor(end, null).ranking?.order).toHaveLength(3);
    // Loading never rewrites the stored save; the next save (after a move) writes the new version.
    expect(storage.getItem(SAVE_KEY)).toBe(FIXTURE);
  });

  it('loads as a bare record too', () => {
    const loaded = loadRecord((JSON.parse(FIXTURE) as { record: unknown }).record);
    if (!loaded.ok) throw new Error(loaded.error.detail);
    expectSavedMoment(loaded.value);
  });
});

describe('a save that fails to load', () => {
  const saved = JSON.parse(FIXTURE) as { record: Record<string, unknown>; seats: unknown[] };
  it.each([
    ['not JSON', FIXTURE.slice(0, 200), 'unreadable'],
    ['from a newer version', JSON.stringify({ ...saved, record: { ...saved.record, version: 99 } }), 'outdated'],
    ['with other rules', JSON.stringify({ ...saved, record: { ...saved.record, engine: 99 } }), 'outdated'],
    ['of another game', JSON.stringify({ ...saved, record: { ...saved.record, version: 2, game: 'tucana' } }), 'badRecord'],
    ['with an edited move', JSON.stringify({ ...saved, record: { ...saved.record, actions: [{ type: 'fly' }] } }), 'badRecord'],
    ['with damaged seats', JSON.stringify({ ...saved, seats: saved.seats.slice(1) }), 'badSeats'],
  ])('%s: a typed error, and the save and the other entries stay', (_name, text, code) => {
    const storage = memoryStorage();
    storage.setItem(SAVE_KEY, text);
    storage.setItem('explorers.language', 'de');
    storage.setItem('someone.else', 'keep me');
    const loaded = loadSavedGame(storage);
    expect(loaded).toMatchObject({ ok: false, error: { code } });
    expect(storage.getItem(SAVE_KEY)).toBe(text);
    expect(storage.getItem('explorers.language')).toBe('de');
    expect(storage.getItem('someone.else')).toBe('keep me');
  });
});
