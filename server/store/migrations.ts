// Versioned schema changes, applied in order, each once: `schema_migrations` lists the versions
// a database has. A migration is never edited once released; a change is a new version.
import type { Database } from './db';

export interface Migration {
  readonly version: number;
  readonly name: string;
  readonly sql: string;
}

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'tables, seats and action logs',
    sql: `
      CREATE TABLE tables (
        code        text PRIMARY KEY,
        game        text NOT NULL,
        -- the host's choices: the game's options (never a seed) and the turn timer
        settings    jsonb NOT NULL,
        host_seat   integer NOT NULL DEFAULT 0,
        phase       text NOT NULL CHECK (phase IN ('lobby', 'playing', 'over')),
        game_no     integer NOT NULL DEFAULT 0,
        -- the running game's full options, seed included: read by the server only
        game_options jsonb,
        created_at  timestamptz NOT NULL DEFAULT now(),
        updated_at  timestamptz NOT NULL DEFAULT now(),
        finished_at timestamptz
      );
      CREATE INDEX tables_finished_at ON tables (finished_at) WHERE finished_at IS NOT NULL;
      CREATE INDEX tables_updated_at ON tables (updated_at);
      CREATE TABLE seats (
        code       text NOT NULL REFERENCES tables (code) ON DELETE CASCADE,
        seat       integer NOT NULL,
        kind       text NOT NULL CHECK (kind IN ('human', 'ai')),
        level      text,
        name       text,
        colour     text,
        -- SHA-256 of the seat token held by the player's device
        token_hash text,
        PRIMARY KEY (code, seat)
      );
      CREATE TABLE actions (
        code       text NOT NULL REFERENCES tables (code) ON DELETE CASCADE,
        game_no    integer NOT NULL,
        seq        integer NOT NULL,
        seat       integer NOT NULL,
        action     jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (code, game_no, seq)
      );
    `,
  },
  {
    version: 2,
    name: 'results of the daily and weekly deals',
    sql: `
      CREATE TABLE deal_results (
        game        text NOT NULL,
        kind        text NOT NULL CHECK (kind IN ('daily', 'weekly')),
        deal        text NOT NULL,
        -- SHA-256 of the key the player's device keeps: its first result per deal counts
        device_hash text NOT NULL,
        name        text NOT NULL,
        score       integer NOT NULL,
        created_at  timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (game, kind, deal, device_hash)
      );
      CREATE INDEX deal_results_by_score ON deal_results (game, kind, deal, score DESC);
    `,
  },
];

const LOCK_KEY = 7_406_113; // any constant: serialises migrating processes on one database

/** Applies the migrations the database lacks; returns the versions applied now. */
export async function migrate(db: Database, migrations: readonly Migration[] = MIGRATIONS): Promise<number[]> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [LOCK_KEY]);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version    integer PRIMARY KEY,
      name       text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const rows = await tx.query<{ version: number }>('SELECT version FROM schema_migrations');
    const done = new Set(rows.map((r) => r.version));
    const applied: number[] = [];
    for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
      if (done.has(migration.version)) continue;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [migration.version, migration.name]);
      applied.push(migration.version);
    }
    return applied;
  });
}
