// A game's saved game: one storage entry, under the game's own key, holding its rules' record and
// the seats. Loading never throws and never touches other keys, nor the save itself (a save that
// fails to load stays until the player discards it or starts a new game); every problem is a
// typed error whose code is also the i18n key `save.errors.<code>`. Records of earlier versions
// are migrated by the rules.
import type { Outcome } from '../games/contract';
import { validateSeats, type Seat, type SeatRules } from './seats';
import { askToKeepStorage, browserStorage, safeGetItem, safeSetItem, type StorageLike } from '../platform/storage';

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

export interface Saved<Record> {
  readonly record: Record;
  readonly seats: readonly Seat[];
}

export type Loaded<Record, State> = Saved<Record> & { readonly state: State };

export type LoadedSave<Record, State> = { readonly ok: true; readonly value: Loaded<Record, State> | null } | { readonly ok: false; readonly error: SaveError };

/** What a game's save needs of it: its key, its rules' records, and what its seats may be. */
export interface SaveSpec<Record, State> {
  readonly key: string;
  readonly loadRecord: (input: unknown) => Outcome<State>;
  readonly toRecord: (state: State) => Record;
  readonly seats: SeatRules;
}

export interface SaveSlot<Record, State> {
  /** False when the storage refuses it (full, locked): the game goes on unsaved. */
  save(game: Saved<Record>, storage?: StorageLike): boolean;
  discard(storage?: StorageLike): void;
  /** The saved game replayed (`null`: none saved), or why it cannot be. */
  load(storage?: StorageLike): LoadedSave<Record, State>;
}

// One for every game: a browser refusing storage gets a memory storage, which must last the session.
let defaultStorage: StorageLike | null = null;
const storageOr = (storage?: StorageLike): StorageLike => storage ?? (defaultStorage ??= browserStorage());

/** Whether anything is stored under a save's key, without reading it (the menu, before a game's screens load). */
export const hasSavedGame = (key: string, storage?: StorageLike): boolean => safeGetItem(storageOr(storage), key) !== null;

const failure = (code: SaveErrorCode, detail: string): LoadedSave<never, never> => ({ ok: false, error: { code, detail } });

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function saveSlot<Record, State extends { readonly options: { readonly players: number } }>(spec: SaveSpec<Record, State>): SaveSlot<Record, State> {
  return {
    save(game, storage) {
      // The first game saved asks the browser to keep what the site stores.
      askToKeepStorage();
      return safeSetItem(storageOr(storage), spec.key, JSON.stringify({ record: game.record, seats: game.seats }));
    },
    discard(storage) {
      try {
        storageOr(storage).removeItem(spec.key);
      } catch {
        // Nothing more we can do; the next save overwrites it.
      }
    },
    load(storage) {
      const text = safeGetItem(storageOr(storage), spec.key);
      if (text === null) return { ok: true, value: null };
      let data: unknown;
      try {
        data = JSON.parse(text);
      } catch {
        return failure('unreadable', 'The saved game is not valid JSON.');
      }
      if (!isObject(data) || !isObject(data.record)) return failure('unreadable', 'The saved game has no record.');
      const loaded = spec.loadRecord(data.record);
      if (!loaded.ok) return failure(loaded.error.code === 'unknownRecord' ? 'outdated' : 'badRecord', loaded.error.detail);
      const state = loaded.value;
      const seats = validateSeats(data.seats, state.options.players, spec.seats);
      if (!seats.ok) return failure('badSeats', seats.error);
      return { ok: true, value: { record: spec.toRecord(state), seats: seats.value, state } };
    },
  };
}
