// The saved game: one localStorage entry holding the engine's record and the seats. Loading never
// throws and never touches other keys, nor the save itself (a save that fails to load stays until
// the player discards it or starts a new game); every problem is a typed error whose code is also
// the i18n key `save.errors.<code>`. Records of earlier versions are migrated by the rules.
import { readRecord, replay, toRecord, type GameRecord, type GameState, type Result } from '../games/explorers/rules/index';
import { SEAT_COLORS, type Seat } from '../games/explorers/play/game-config';
import { explorers } from '../games/explorers/index';
import { validateSeats } from './seats';
import { browserStorage, safeGetItem, safeSetItem, type StorageLike } from './storage';

export const SAVE_KEY = 'explorers.savedGame';

export const SAVE_ERRORS = [
  'unreadable', // not JSON, or not the shape of a saved game
  'outdated', // made by another version of the game
  'badRecord', // the engine refuses the record (options or an action)
  'badSeats', // the seats do not fit the game
] as const;
export type SaveErrorCode = (typeof SAVE_ERRORS)[number];

export interface SaveError {
  readonly code: SaveErrorCode;
  readonly detail: string;
}

export interface SavedGame {
  readonly record: GameRecord;
  readonly seats: readonly Seat[];
}

export interface LoadedGame extends SavedGame {
  readonly state: GameState;
}

let defaultStorage: StorageLike | null = null;
const storageOr = (storage?: StorageLike): StorageLike => storage ?? (defaultStorage ??= browserStorage());

const failure = (code: SaveErrorCode, detail: string): Result<never, SaveError> => ({ ok: false, error: { code, detail } });

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function saveGame(game: SavedGame, storage?: StorageLike): boolean {
  return safeSetItem(storageOr(storage), SAVE_KEY, JSON.stringify({ record: game.record, seats: game.seats }));
}

export function discardSavedGame(storage?: StorageLike): void {
  try {
    storageOr(storage).removeItem(SAVE_KEY);
  } catch {
    // Nothing more we can do; the next save overwrites it.
  }
}

export function loadSavedGame(storage?: StorageLike): Result<LoadedGame | null, SaveError> {
  const text = safeGetItem(storageOr(storage), SAVE_KEY);
  if (text === null) return { ok: true, value: null };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return failure('unreadable', 'The saved game is not valid JSON.');
  }
  if (!isObject(data) || !isObject(data.record)) return failure('unreadable', 'The saved game has no record.');
  const record = readRecord(data.record);
  if (!record.ok) return failure(record.error.code === 'unknownRecord' ? 'outdated' : 'badRecord', record.error.detail);
  const loaded = replay(record.value);
  if (!loaded.ok) return failure('badRecord', loaded.error.detail);
  const state = loaded.value;
  const seats = validateSeats(data.seats, state.options.players, { palette: SEAT_COLORS, levels: explorers.aiLevels });
  if (!seats.ok) return failure('badSeats', seats.error);
  return { ok: true, value: { record: toRecord(state), seats: seats.value, state } };
}
