// The history on the device, in IndexedDB through `idb`: one object store of finished games. Its
// schema has a version; opening an older database runs the upgrade steps it lacks, in order, in
// the browser's upgrade transaction, so a history made by any earlier release of the app is kept.
// A step is never edited once released; a change is a new step.
import { openDB, type IDBPDatabase, type IDBPTransaction } from 'idb';
import { historyEntrySchema, type HistoryEntry, type StoredEntry } from './history-entry';

export const HISTORY_DB = 'history';
export const GAMES_STORE = 'games';

type HistoryDb = IDBPDatabase<unknown>;
type UpgradeTx = IDBPTransaction<unknown, string[], 'versionchange'>;

/** Brings a database of version `index` (0: none yet) to version `index + 1`. */
export type HistoryUpgrade = (db: HistoryDb, tx: UpgradeTx) => void;

export const HISTORY_UPGRADES: readonly HistoryUpgrade[] = [
  // Version 1: the games, by an increasing key, found by game and by time.
  (db) => {
    const games = db.createObjectStore(GAMES_STORE, { keyPath: 'id', autoIncrement: true });
    games.createIndex('game', 'game');
    games.createIndex('finishedAt', 'finishedAt');
  },
];

export class HistoryStore {
  private constructor(private readonly db: HistoryDb) {}

  /** Opens (creating or upgrading) the history; `upgrades` are the schema's steps, for tests of the next one. */
  static async open(name = HISTORY_DB, upgrades: readonly HistoryUpgrade[] = HISTORY_UPGRADES): Promise<HistoryStore> {
    const db = await openDB(name, upgrades.length, {
      upgrade(db, oldVersion, _newVersion, tx) {
        for (const step of upgrades.slice(oldVersion)) step(db, tx);
      },
    });
    return new HistoryStore(db);
  }

  /** Adds a finished game; its key. */
  async add(entry: HistoryEntry): Promise<number> {
    return (await this.db.add(GAMES_STORE, historyEntrySchema.parse(entry))) as number;
  }

  /** Every game kept, oldest first; a damaged entry (edited by hand) is left out, not thrown. */
  async all(): Promise<StoredEntry[]> {
    const rows = (await this.db.getAllFromIndex(GAMES_STORE, 'finishedAt')) as { id: number }[];
    return rows.flatMap(({ id, ...row }) => {
      const entry = historyEntrySchema.safeParse(row);
      return entry.success ? [{ ...entry.data, id }] : [];
    });
  }

  /** Adds entries in one transaction: all of them, or (on any failure) none. */
  async addAll(entries: readonly HistoryEntry[]): Promise<void> {
    const tx = this.db.transaction(GAMES_STORE, 'readwrite');
    await Promise.all([...entries.map((entry) => tx.store.add(entry)), tx.done]);
  }

  close(): void {
    this.db.close();
  }
}
