// One small SQL interface over the two databases the server runs on: PostgreSQL through `pg`
// (DATABASE_URL) and PGlite, PostgreSQL compiled to WebAssembly, in a data folder (the embedded
// default). Both speak the same SQL, so the store and its migrations are written once.
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export interface Sql {
  /** One statement with $1… parameters; the rows it returns. */
  query<Row = Record<string, unknown>>(text: string, params?: readonly unknown[]): Promise<Row[]>;
  /** Several statements, no parameters (migrations). */
  exec(text: string): Promise<void>;
}

export interface Database extends Sql {
  readonly kind: 'postgres' | 'pglite';
  /** Runs `work` in one transaction: all of it is stored, or none. */
  transaction<T>(work: (tx: Sql) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface DatabaseSettings {
  readonly databaseUrl: string | null;
  readonly dataDir: string;
}

export async function openDatabase(settings: DatabaseSettings): Promise<Database> {
  return settings.databaseUrl ? openPostgres(settings.databaseUrl) : openPglite(settings.dataDir);
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  // An idle connection that dies (the database restarts) must not bring the process down.
  pool.on('error', () => {});
  const sqlOf = (runner: pg.Pool | pg.PoolClient): Sql => ({
    query: async <Row>(text: string, params: readonly unknown[] = []) => (await runner.query(text, params as unknown[])).rows as Row[],
    exec: async (text: string) => {
      await runner.query(text);
    },
  });
  await pool.query('SELECT 1');
  return {
    kind: 'postgres',
    ...sqlOf(pool),
    async transaction<T>(work: (tx: Sql) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(sqlOf(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

async function openPglite(dataDir: string): Promise<Database> {
  mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create({ dataDir });
  type Runner = Pick<PGlite, 'query' | 'exec'>;
  const sqlOf = (runner: Runner): Sql => ({
    query: async <Row>(text: string, params: readonly unknown[] = []) => (await runner.query<Row>(text, params as unknown[])).rows,
    exec: async (text: string) => {
      await runner.exec(text);
    },
  });
  return {
    kind: 'pglite',
    ...sqlOf(db),
    transaction: <T>(work: (tx: Sql) => Promise<T>) => db.transaction((tx) => work(sqlOf(tx))),
    close: () => db.close(),
  };
}
