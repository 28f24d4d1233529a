// Game records: options + actions, versioned JSON. Replaying one folds `apply` over its actions.
// Older record versions are brought up to date by a chain of migrations, one per version, so a
// game saved by any earlier release still loads; a record this build cannot read is refused with
// `unknownRecord`, a damaged one with `badRecord`, and nothing is ever changed or thrown.
import { apply, createGame } from './game';
import { validateOptions } from './options';
import { err, ok, recordObject, shown, type Result } from './result';
import type { Action, GameOptions, GameState } from './types';

export const RECORD_FORMAT = 'explorers-record';
export const RECORD_GAME = 'explorers';
export const RECORD_VERSION = 2;
/** Bumped whenever a change to the rules or content would replay old records differently. */
export const ENGINE_VERSION = 1;

export interface GameRecord {
  readonly format: typeof RECORD_FORMAT;
  readonly version: typeof RECORD_VERSION;
  /** The game's id in the registry (since version 2). */
  readonly game: typeof RECORD_GAME;
  readonly engine: number;
  readonly options: GameOptions;
  readonly actions: readonly Action[];
}

type Fields = Record<string, unknown>;

/** MIGRATIONS[v] turns a version-v record into a version v+1 one. */
const MIGRATIONS: Readonly<Record<number, (record: Fields) => Fields>> = {
  // Version 2 names the game, so that records of other games are told apart.
  1: (record) => ({ ...record, version: 2, game: RECORD_GAME }),
};

export const toRecord = (state: GameState): GameRecord => ({
  format: RECORD_FORMAT,
  version: RECORD_VERSION,
  game: RECORD_GAME,
  engine: ENGINE_VERSION,
  options: state.options,
  actions: state.log,
});

/** The state the record leads to; `visit` sees the state after each action (a chart's history). */
export function replay(record: GameRecord, visit?: (state: GameState) => void): Result<GameState> {
  const created = createGame(record.options);
  if (!created.ok) return err('badRecord', `The record's options are invalid: ${created.error.detail}`);
  let state = created.value;
  for (const [i, action] of record.actions.entries()) {
    const next = apply(state, action);
    if (!next.ok) return err('badRecord', `Action ${i + 1} of the record is refused: ${next.error.detail}`);
    state = next.value;
    visit?.(state);
  }
  return ok(state);
}

/** A record from parsed JSON (or a JSON string), migrated to the current version and checked, not replayed. */
export function readRecord(input: unknown): Result<GameRecord> {
  const data = recordObject(input);
  if (!data.ok) return data;
  let record = data.value;
  if (record.format !== RECORD_FORMAT) return err('badRecord', 'This is not an Explorers game record.');
  const from = record.version;
  if (typeof from !== 'number' || !Number.isInteger(from) || from < 1 || from > RECORD_VERSION)
    return err('unknownRecord', `The record was made by another version of the game (record version ${shown(from)}).`);
  for (let version = from; version < RECORD_VERSION; version++) record = (MIGRATIONS[version] as (r: Fields) => Fields)(record);
  if (record.game !== RECORD_GAME) return err('badRecord', `This record is of another game (${shown(record.game)}).`);
  if (record.engine !== ENGINE_VERSION)
    return err('unknownRecord', `The record was made by another version of the game (rules version ${shown(record.engine)}).`);
  const options = validateOptions(record.options);
  if (!options.ok) return err('badRecord', options.error.detail);
  if (!Array.isArray(record.actions)) return err('badRecord', 'The record has no list of actions.');
  return ok({ format: RECORD_FORMAT, version: RECORD_VERSION, game: RECORD_GAME, engine: ENGINE_VERSION, options: options.value, actions: record.actions as Action[] });
}

/** Read a record (migrating older versions) and replay it. */
export function loadRecord(input: unknown): Result<GameState> {
  const record = readRecord(input);
  return record.ok ? replay(record.value) : record;
}
