// Game records: options + actions, versioned JSON. Replaying one folds `apply` over its actions.
import { apply, createGame } from './game';
import { validateOptions } from './options';
import { err, ok, shown, type Result } from './result';
import type { Action, GameOptions, GameState } from './types';

export const RECORD_FORMAT = 'explorers-record';
export const RECORD_VERSION = 1;
/** Bumped whenever a change to the rules or content would replay old records differently. */
export const ENGINE_VERSION = 1;

export interface GameRecord {
  readonly format: typeof RECORD_FORMAT;
  readonly version: number;
  readonly engine: number;
  readonly options: GameOptions;
  readonly actions: readonly Action[];
}

export const toRecord = (state: GameState): GameRecord => ({
  format: RECORD_FORMAT,
  version: RECORD_VERSION,
  engine: ENGINE_VERSION,
  options: state.options,
  actions: state.log,
});

export function replay(record: GameRecord): Result<GameState> {
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

/** Read a record from parsed JSON (or a JSON string) and replay it; any problem is a badRecord error. */
export function loadRecord(input: unknown): Result<GameState> {
  let data = input;
  if (typeof input === 'string') {
    try {
      data = JSON.parse(input);
    } catch {
      return err('badRecord', 'The saved game is not valid JSON.');
    }
  }
  if (typeof data !== 'object' || data === null) return err('badRecord', 'The saved game is not an object.');
  const r = data as Record<string, unknown>;
  if (r.format !== RECORD_FORMAT) return err('badRecord', 'This is not an Explorers game record.');
  if (r.version !== RECORD_VERSION || r.engine !== ENGINE_VERSION)
    return err('badRecord', `The record was made by another version of the game (record ${shown(r.version)}, rules ${shown(r.engine)}).`);
  const options = validateOptions(r.options);
  if (!options.ok) return err('badRecord', options.error.detail);
  if (!Array.isArray(r.actions)) return err('badRecord', 'The record has no list of actions.');
  return replay({ format: RECORD_FORMAT, version: RECORD_VERSION, engine: ENGINE_VERSION, options: options.value, actions: r.actions });
}
