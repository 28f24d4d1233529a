// Ambassadors' game records (see ../../common/record.ts): its format and versions.
import { apply, createGame } from './game';
import { validateOptions } from './options';
import { isObject, recordBook, type GameRecord } from './shared';
import type { AmbassadorsAction, AmbassadorsOptions, AmbassadorsState } from './types';

export const RECORD_FORMAT = 'ambassadors-record';
export const RECORD_GAME = 'ambassadors';
export const RECORD_VERSION = 2;
/** Bumped whenever a change to the rules or content would replay old records differently. */
export const ENGINE_VERSION = 1;

/** The actions of a game, oldest first. */
export function actionsOf(state: AmbassadorsState): AmbassadorsAction[] {
  const out: AmbassadorsAction[] = [];
  for (let entry = state.log; entry; entry = entry.previous) out.push(entry.action);
  return out.reverse();
}

export type AmbassadorsRecord = GameRecord<typeof RECORD_FORMAT, typeof RECORD_GAME, typeof RECORD_VERSION, AmbassadorsOptions, AmbassadorsAction>;

export const { toRecord, replay, readRecord, loadRecord } = recordBook({
  format: RECORD_FORMAT,
  game: RECORD_GAME,
  version: RECORD_VERSION,
  engine: ENGINE_VERSION,
  notThisFormat: 'This is not an Ambassadors game record.',
  // Version 2: the farthest start plays first; a game recorded before drew its first player among
  // every seat, and keeps doing so.
  migrations: { 1: (record) => ({ ...record, version: 2, options: isObject(record.options) ? { ...record.options, firstPlayer: 'drawn' } : record.options }) },
  validateOptions,
  createGame,
  apply,
  optionsOf: (state: AmbassadorsState) => state.options,
  actionsOf,
});
