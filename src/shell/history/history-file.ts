// The history as a file the player keeps or moves to another device: versioned JSON, read back
// with zod. A file that is not one, or holds one bad entry, is refused whole with a typed error;
// games the history has already (same game, same end, same record) are not added twice.
import { z } from 'zod';
import { historyEntrySchema, type HistoryEntry } from './history-entry';

export const HISTORY_FILE_FORMAT = 'boardgames-history';
export const HISTORY_FILE_VERSION = 1;

const historyFileSchema = z
  .object({
    format: z.literal(HISTORY_FILE_FORMAT),
    version: z.literal(HISTORY_FILE_VERSION),
    exportedAt: z.number().int().nonnegative(),
    entries: z.array(historyEntrySchema).max(100_000),
  })
  .strict();

/** Why a file is refused; each also an i18n key (`history.errors.<code>`). */
export const HISTORY_FILE_ERRORS = ['notHistoryFile', 'badHistoryFile'] as const;
export type HistoryFileError = (typeof HISTORY_FILE_ERRORS)[number];

export type HistoryFileRead =
  | { readonly ok: true; readonly entries: readonly HistoryEntry[] }
  | { readonly ok: false; readonly error: HistoryFileError; readonly detail: string };

/** The text of a history file of `entries` (their database keys left out). */
export function exportHistory(entries: readonly HistoryEntry[], now: number): string {
  const plain = entries.map(({ ...entry }: HistoryEntry & { id?: number }) => {
    delete entry.id;
    return entry;
  });
  return JSON.stringify({ format: HISTORY_FILE_FORMAT, version: HISTORY_FILE_VERSION, exportedAt: now, entries: plain });
}

/** The entries of a history file's text, checked. */
export function readHistoryFile(text: string): HistoryFileRead {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, error: 'notHistoryFile', detail: 'The file is not JSON.' };
  }
  const format = (data as { format?: unknown } | null)?.format;
  if (format !== HISTORY_FILE_FORMAT) return { ok: false, error: 'notHistoryFile', detail: 'The file is not a history of games.' };
  const parsed = historyFileSchema.safeParse(data);
  if (!parsed.success) return { ok: false, error: 'badHistoryFile', detail: z.prettifyError(parsed.error).slice(0, 300) };
  return { ok: true, entries: parsed.data.entries };
}

const identity = (entry: HistoryEntry): string => JSON.stringify([entry.game, entry.finishedAt, entry.record]);

/** The entries of `incoming` that `kept` lacks (each once). */
export function newEntries(kept: readonly HistoryEntry[], incoming: readonly HistoryEntry[]): HistoryEntry[] {
  const seen = new Set(kept.map(identity));
  return incoming.filter((entry) => {
    const key = identity(entry);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
