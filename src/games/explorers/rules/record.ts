// Explorers' game records (see ../../common/record.ts): its format, versions and migrations.
import { recordBook, type GameRecord as RecordOf } from '../../common/record';
import { apply, createGame } from './game';
import { validateOptions } from './options';
import type { Action, GameOptions, GameState } from './types';

export const RECORD_FORMAT = 'explorers-record';
export const RECORD_GAME = 'explorers';
/** Version 2 names the game (records of version 1 do not). */
export const RECORD_VERSION = 2;
/** Bumped whenever a change to the rules or content would replay old records differently. */
export const ENGINE_VERSION = 1;

export type GameRecord = RecordOf<typeof RECORD_FORMAT, typeof RECORD_GAME, typeof RECORD_VERSION, GameOptions, Action>;

export const { toRecord, replay, readRecord, loadRecord } = recordBook({
  format: RECORD_FORMAT,
  game: RECORD_GAME,
  version: RECORD_VERSION,
  engine: ENGINE_VERSION,
  notThisFormat: 'This is not an Explorers game record.',
  migrations: {
    // Version 2 names the game, so that records of other games are told apart.
    1: (record) => ({ ...record, version: 2, game: RECORD_GAME }),
  },
  validateOptions,
  createGame,
  apply,
  optionsOf: (state: GameState) => state.options,
  actionsOf: (state) => state.log,
});
