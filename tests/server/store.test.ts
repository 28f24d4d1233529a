// The store on both databases it runs on: PGlite in a data folder, and a real PostgreSQL (a
// throw-away cluster started here). Same migrations, same queries, same answers.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/store/db';
import { MIGRATIONS, migrate } from '../../server/store/migrations';
import { TableStore, type StoredSeat } from '../../server/store/tables';
import { startPostgres, type TestPostgres } from './helpers/postgres';

const seats: StoredSeat[] = [
  { seat: 0, kind: 'human', level: null, name: 'Ann', colour: '#aa3300', tokenHash: 'a'.repeat(64) },
  { seat: 1, kind: 'ai', level: 'hard', name: null, colour: null, tokenHash: null },
];
const settings = { options: { map: 'random' }, timer: 60 as const };

describe.each([['PGlite'], ['PostgreSQL']])('the store on %s', (kind) => {
  let db: Database;
  let store: TableStore;
  let postgres: TestPostgres | null = null;
  let dir: string | null = null;

  beforeAll(async () => {
    if (kind === 'PostgreSQL') postgres = await startPostgres();
    else dir = mkdtempSync(join(tmpdir(), 'explorers-store-'));
    db = await openDatabase({ databaseUrl: postgres?.url ?? null, dataDir: dir ?? '' });
    store = new TableStore(db);
  });

  afterAll(async () => {
    await db?.close();
    await postgres?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('applies its migrations once, recording their versions', async () => {
    expect(await migrate(db)).toEqual(MIGRATIONS.map((m) => m.version));
    expect(await migrate(db)).toEqual([]);
    const rows = await db.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version');
    expect(rows.map((r) => r.version)).toEqual(MIGRATIONS.map((m) => m.version));
  });

  it('stores a table, its seats and its log, and reads them back', async () => {
    expect(await store.insert({ code: 'AAAAAAAA', game: 'explorers', settings, seats })).toBe(true);
    expect(await store.insert({ code: 'AAAAAAAA', game: 'explorers', settings, seats })).toBe(false);
    expect(await store.load('AAAAAAAA')).toMatchObject({ code: 'AAAAAAAA', game: 'explorers', settings, phase: 'lobby', gameNo: 0, seats, actions: [], finishedAt: null });
    expect(await store.load('ZZZZZZZZ')).toBeNull();

    await store.saveSeat('AAAAAAAA', { seat: 1, kind: 'human', level: null, name: 'Bob', colour: '#0033aa', tokenHash: 'b'.repeat(64) });
    await store.startGame('AAAAAAAA', 1, { players: 2, seed: 99 });
    await store.appendAction('AAAAAAAA', 1, 1, 0, { type: 'setup', player: 0, cells: [1, 2, 3] }, false);
    await store.appendAction('AAAAAAAA', 1, 2, 1, { type: 'setup', player: 1, cells: [4, 5, 6] }, false);
    // The same position in the log cannot be written twice.
    await expect(store.appendAction('AAAAAAAA', 1, 2, 1, { type: 'x' }, false)).rejects.toThrow();
    // The same action there again (a write retried after its answer was lost) is already stored.
    await store.appendAction('AAAAAAAA', 1, 2, 1, { type: 'setup', player: 1, cells: [4, 5, 6] }, false);
    const loaded = await store.load('AAAAAAAA');
    expect(loaded).toMatchObject({ phase: 'playing', gameNo: 1, gameOptions: { players: 2, seed: 99 } });
    expect(loaded?.seats[1]).toMatchObject({ name: 'Bob', kind: 'human' });
    expect(loaded?.actions).toEqual([
      { seq: 1, seat: 0, action: { type: 'setup', player: 0, cells: [1, 2, 3] } },
      { seq: 2, seat: 1, action: { type: 'setup', player: 1, cells: [4, 5, 6] } },
    ]);

    await store.appendAction('AAAAAAAA', 1, 3, 0, { type: 'last' }, true);
    expect(await store.load('AAAAAAAA')).toMatchObject({ phase: 'over', finishedAt: expect.any(Date) });
    // A rematch: a new game number, an empty log.
    await store.startGame('AAAAAAAA', 2, { players: 2, seed: 100 });
    expect(await store.load('AAAAAAAA')).toMatchObject({ phase: 'playing', gameNo: 2, actions: [], finishedAt: null });
  });

  it('writes the actions of many tables sent at once (in batches), a bad one failing alone', async () => {
    const codes = ['BBBBBBBB', 'CCCCCCCC', 'DDDDDDDD', 'EEEEEEEE'];
    for (const code of codes) {
      await store.insert({ code, game: 'explorers', settings, seats });
      await store.startGame(code, 1, { players: 2, seed: 1 });
    }
    // Twelve at once: the first goes alone, the others wait for it and go together. One of
    // them repeats a position in its table's log.
    const writes = codes.flatMap((code, t) => [1, 2, 3].map((seq) => store.appendAction(code, 1, seq, 0, { type: 'turn', table: t, seq }, code === 'EEEEEEEE' && seq === 3)));
    const repeated = store.appendAction('BBBBBBBB', 1, 2, 1, { type: 'again' }, false);
    const results = await Promise.allSettled([...writes, repeated]);
    expect(results.map((r) => r.status)).toEqual([...writes.map(() => 'fulfilled'), 'rejected']);
    for (const [t, code] of codes.entries()) {
      const loaded = await store.load(code);
      expect(loaded?.actions).toEqual([1, 2, 3].map((seq) => ({ seq, seat: 0, action: { type: 'turn', table: t, seq } })));
      expect(loaded?.phase).toBe(code === 'EEEEEEEE' ? 'over' : 'playing');
    }
  });

  it('writes nothing of a transaction that fails', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query("UPDATE tables SET phase = 'over' WHERE code = 'AAAAAAAA'");
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    expect((await store.load('AAAAAAAA'))?.phase).toBe('playing');
  });

  it('deletes finished tables after their time, idle ones later, open ones never', async () => {
    for (const code of ['FINISHED', 'RECENTLY', 'IDLEIDLE', 'OPENOPEN']) await store.insert({ code, game: 'explorers', settings, seats });
    for (const code of ['FINISHED', 'RECENTLY', 'OPENOPEN']) {
      await store.startGame(code, 1, { players: 2, seed: 1 });
      await store.appendAction(code, 1, 1, 0, { type: 'last' }, true);
    }
    const hour = 3_600_000;
    await store.age('FINISHED', { finishedMs: 25 * hour });
    await store.age('OPENOPEN', { finishedMs: 25 * hour });
    await store.age('IDLEIDLE', { updatedMs: 31 * 24 * hour });
    const now = Date.now();
    const deleted = await store.sweep(new Date(now - 24 * hour), new Date(now - 30 * 24 * hour), ['OPENOPEN']);
    expect(deleted.sort()).toEqual(['FINISHED', 'IDLEIDLE']);
    expect(await store.load('FINISHED')).toBeNull();
    expect(await store.load('RECENTLY')).not.toBeNull();
    expect(await store.load('OPENOPEN')).not.toBeNull();
    // Seats and logs go with their table.
    expect(await db.query("SELECT * FROM seats WHERE code = 'FINISHED'")).toEqual([]);
    expect(await db.query("SELECT * FROM actions WHERE code = 'FINISHED'")).toEqual([]);
  });
});
