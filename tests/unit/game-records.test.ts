// The record book every game's records are made with, on a toy game whose record is at version 3:
// migrations run in a chain from any older version, each once and in order, and a build missing
// one is caught when the book is made. (Each game's own records: rules-records, tucana-records.)
import { describe, expect, it } from 'vitest';
import { recordBook, type Migration, type RecordFields } from '../../src/games/common/record';
import { ok, refuse, type Result } from '../../src/games/common/result';

interface Counter {
  readonly options: { readonly start: number };
  readonly log: readonly number[];
  readonly total: number;
}

const validateOptions = (input: unknown): Result<{ start: number }> =>
  typeof input === 'object' && input !== null && typeof (input as { start?: unknown }).start === 'number'
    ? ok({ start: (input as { start: number }).start })
    : refuse('badOptions', 'start must be a number.');

const spec = (migrations: Readonly<Record<number, Migration>>) => ({
  format: 'counter-record',
  game: 'counter',
  version: 3,
  engine: 7,
  notThisFormat: 'This is not a counter record.',
  migrations,
  validateOptions,
  createGame: (options: { start: number }): Result<Counter> => ok({ options, log: [], total: options.start }),
  apply: (state: Counter, step: number): Result<Counter> =>
    Number.isInteger(step) ? ok({ ...state, log: [...state.log, step], total: state.total + step }) : refuse('badAction', `${step} is no whole step.`),
  optionsOf: (state: Counter) => state.options,
  actionsOf: (state: Counter) => state.log,
});

// Version 1 called the options `from`; version 2 added the game's name; version 3 the engine.
const upgrades: number[] = [];
const chain: Record<number, Migration> = {
  1: (r) => (upgrades.push(1), { ...r, version: 2, options: { start: r.from }, game: 'counter' }),
  2: (r) => (upgrades.push(2), { ...r, version: 3, engine: 7 }),
};
const book = recordBook(spec(chain));

describe('a record book', () => {
  const v3 = { format: 'counter-record', version: 3, game: 'counter', engine: 7, options: { start: 10 }, actions: [1, 2, 3] };

  it('writes the current version and replays it, showing each state on the way', () => {
    const state = { options: { start: 10 }, log: [1, 2, 3], total: 16 };
    expect(book.toRecord(state)).toEqual(v3);
    const totals: number[] = [];
    const replayed = book.replay(book.toRecord(state), (s) => totals.push(s.total));
    expect(replayed).toEqual(ok(state));
    expect(totals).toEqual([11, 13, 16]);
  });

  it.each([
    ['1', { format: 'counter-record', version: 1, from: 10, actions: [1, 2, 3] } as RecordFields, [1, 2]],
    ['2', { format: 'counter-record', version: 2, game: 'counter', options: { start: 10 }, actions: [1, 2, 3] } as RecordFields, [2]],
    ['3', v3 as RecordFields, []],
  ])('brings a version %s record up to date through each later migration, in order', (_version, old, ran) => {
    upgrades.length = 0;
    const before = JSON.stringify(old);
    expect(book.readRecord(old)).toEqual(ok(v3));
    expect(upgrades).toEqual(ran);
    expect(JSON.stringify(old)).toBe(before);
    const loaded = book.loadRecord(JSON.stringify(old));
    expect(loaded.ok && loaded.value.total).toBe(16);
  });

  it.each([
    ['another format', { ...v3, format: 'chess' }, 'badRecord', 'This is not a counter record.'],
    ['a version from the future', { ...v3, version: 4 }, 'unknownRecord', 'The record was made by another version of the game (record version 4).'],
    ['another game after migrating', { format: 'counter-record', version: 2, game: 'dice', options: { start: 1 }, actions: [] }, 'badRecord', 'This record is of another game (dice).'],
    ['another engine', { ...v3, engine: 8 }, 'unknownRecord', 'The record was made by another version of the game (rules version 8).'],
    ['bad options', { ...v3, options: {} }, 'badRecord', 'start must be a number.'],
    ['an action the game refuses', { ...v3, actions: [1, 0.5] }, 'badRecord', 'Action 2 of the record is refused: 0.5 is no whole step.'],
  ])('refuses %s with its code and detail', (_name, input, code, detail) => {
    expect(book.loadRecord(input)).toEqual(refuse(code, detail));
  });

  it('is refused at once if a version has no migration to the next', () => {
    expect(() => recordBook(spec({ 1: chain[1] as Migration }))).toThrow(/no migration from version 2/);
  });
});
