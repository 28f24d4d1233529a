// Tucana's saved game: one storage entry holding the rules' record and the seats, beside
// Explorers' own. Loading never throws; a problem is a typed error (`save.errors.<code>`).
import { loadRecord, toRecord, type TucanaRecord, type TucanaState } from '../rules/index';
import type { SaveError } from '../../../shell/save';
import { validateSeats } from '../../../shell/seats';
import { browserStorage, safeGetItem, safeSetItem, type StorageLike } from '../../../shell/storage';
import { TUCANA_SEAT_COLORS, type Seat } from './game-config';
import { tucana } from '../index';

export const TUCANA_SAVE_KEY = 'tucana.savedGame';

export interface SavedTucana {
  readonly record: TucanaRecord;
  readonly seats: readonly Seat[];
}

export type LoadedTucana = { readonly ok: true; readonly value: (SavedTucana & { readonly state: TucanaState }) | null } | { readonly ok: false; readonly error: SaveError };

const storageOr = (storage?: StorageLike): StorageLike => storage ?? browserStorage();

export const saveTucana = (game: SavedTucana, storage?: StorageLike): boolean =>
  safeSetItem(storageOr(storage), TUCANA_SAVE_KEY, JSON.stringify({ record: game.record, seats: game.seats }));

export function discardTucana(storage?: StorageLike): void {
  try {
    storageOr(storage).removeItem(TUCANA_SAVE_KEY);
  } catch {
    // The next save overwrites it.
  }
}

export function loadTucana(storage?: StorageLike): LoadedTucana {
  const text = safeGetItem(storageOr(storage), TUCANA_SAVE_KEY);
  if (text === null) return { ok: true, value: null };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, error: { code: 'unreadable', detail: 'The saved game is not valid JSON.' } };
  }
  const saved = data as { record?: unknown; seats?: unknown } | null;
  if (typeof saved !== 'object' || saved === null || typeof saved.record !== 'object') return { ok: false, error: { code: 'unreadable', detail: 'The saved game has no record.' } };
  const loaded = loadRecord(saved.record);
  if (!loaded.ok) return { ok: false, error: { code: loaded.error.code === 'unknownRecord' ? 'outdated' : 'badRecord', detail: loaded.error.detail } };
  const state = loaded.value;
  const seats = validateSeats(saved.seats, state.options.players, { palette: TUCANA_SEAT_COLORS, levels: tucana.aiLevels });
  if (!seats.ok) return { ok: false, error: { code: 'badSeats', detail: seats.error } };
  return { ok: true, value: { record: toRecord(state), seats: seats.value, state } };
}
