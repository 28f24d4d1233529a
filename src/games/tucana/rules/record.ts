// Tucana's game records (see ../../common/record.ts): its format and versions. Later shapes will
// migrate older ones, one version at a time.
import { recordBook, type GameRecord } from './shared';
import { apply, createGame } from './game';
import { validateOptions } from './options';
import type { TucanaAction, TucanaOptions, TucanaState } from './types';

export const RECORD_FORMAT = 'tucana-record';
export const RECORD_GAME = 'tucana';
export const RECORD_VERSION = 1;
/** Bumped whenever a change to the rules or content would replay old records differently. */
export const ENGINE_VERSION = 1;

export type TucanaRecord = GameRecord<typeof RECORD_FORMAT, typeof RECORD_GAME, typeof RECORD_VERSION, TucanaOptions, TucanaAction>;

export const { toRecord, replay, readRecord, loadRecord } = recordBook({
  format: RECORD_FORMAT,
  game: RECORD_GAME,
  version: RECORD_VERSION,
  engine: ENGINE_VERSION,
  notThisFormat: 'This is not a Trails of Tucana game record.',
  migrations: {},
  validateOptions,
  createGame,
  apply,
  optionsOf: (state: TucanaState) => state.options,
  actionsOf: (state) => state.log,
});
