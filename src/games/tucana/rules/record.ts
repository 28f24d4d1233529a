// Game records: options + actions, versioned JSON. Replaying one folds `apply` over its actions.
// A record this build cannot read is refused with `unknownRecord`, a damaged one with `badRecord`;
// nothing is ever changed or thrown. Later shapes will migrate older ones, one version at a time.
import { apply, createGame } from './game';
import { validateOptions } from './options';
import { err, ok, shown, type Result } from './result';
import { recordObject } from './shared';
import type { TucanaAction, TucanaOptions, TucanaState } from './types';

export const RECORD_FORMAT = 'tucana-record';
export const RECORD_GAME = 'tucana';
export const RECORD_VERSION = 1;
/** Bumped whenever a change to the rules or content would replay old records differently. */
export const ENGINE_VERSION = 1;

export interface TucanaRecord {
  readonly format: typeof RECORD_FORMAT;
  readonly version: typeof RECORD_VERSION;
  readonly game: typeof RECORD_GAME;
  readonly engine: number;
  readonly options: TucanaOptions;
  readonly actions: readonly TucanaAction[];
}

export const toRecord = (state: TucanaState): TucanaRecord => ({
  format: RECORD_FORMAT,
  version: RECORD_VERSION,
  game: RECORD_GAME,
  engine: ENGINE_VERSION,
  options: state.options,
  actions: state.log,
});

export function replay(record: TucanaRecord): Result<TucanaState> {
  const created = createGame(record.options);
  if (!created.ok) return err('badRecord', `The record's options are invalid: ${created.error.detail}`);
  let state = created.value;
  for (const [i, action] of record.actions.entries()) {
    const next = apply(state, action);
    if (!next.ok) return err('badRecord', `Action ${i + 1} of the record is refused: ${next.error.detail}`);
    state = next.value;
  }
  return ok(state);
}

/** A record from parsed JSON (or a JSON string), checked but not replayed. */
export function readRecord(input: unknown): Result<TucanaRecord> {
  const data = recordObject(input);
  if (!data.ok) return data;
  const record = data.value;
  if (record.format !== RECORD_FORMAT) return err('badRecord', 'This is not a Trails of Tucana game record.');
  if (record.version !== RECORD_VERSION)
    return err('unknownRecord', `The record was made by another version of the game (record version ${shown(record.version)}).`);
  if (record.game !== RECORD_GAME) return err('badRecord', `This record is of another game (${shown(record.game)}).`);
  if (record.engine !== ENGINE_VERSION)
    return err('unknownRecord', `The record was made by another version of the game (rules version ${shown(record.engine)}).`);
  const options = validateOptions(record.options);
  if (!options.ok) return err('badRecord', options.error.detail);
  if (!Array.isArray(record.actions)) return err('badRecord', 'The record has no list of actions.');
  return ok({ format: RECORD_FORMAT, version: RECORD_VERSION, game: RECORD_GAME, engine: ENGINE_VERSION, options: options.value, actions: record.actions as TucanaAction[] });
}

/** Read a record and replay it. */
export function loadRecord(input: unknown): Result<TucanaState> {
  const record = readRecord(input);
  return record.ok ? replay(record.value) : record;
}
