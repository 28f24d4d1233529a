// Actions are written in batches: while one write is under way, the actions other tables send
// wait and go together in the next one, a single statement (all of it stored, or none). Nothing
// waits for a batch to fill: a lone action is written at once. On PGlite, which runs one query at
// a time, five actions in one statement cost about a fifth of five statements' CPU. A batch that
// fails is written again action by action, so one table's bad row never fails another's.
// While the database cannot be reached (a restart, a failover) writes wait and are tried again
// for a while: the players' actions are acknowledged late rather than refused.
import type { Sql } from './db';

export interface ActionRow {
  readonly code: string;
  readonly gameNo: number;
  readonly seq: number;
  readonly seat: number;
  readonly action: unknown;
  /** The game ended with it: the table is marked finished in the same statement. */
  readonly over: boolean;
}

const MAX_BATCH = 64;
/** How long a write waits for a database that went away before it fails, and how often it tries. */
const RETRY_FOR_MS = 20_000;
const RETRY_EVERY_MS = 250;

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** The database went away (connection refused or cut, the server shutting down or starting): worth trying again. */
export function connectionLost(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', '57P01', '57P02', '57P03'].includes(code) || code.startsWith('08'))) return true;
  return typeof message === 'string' && /Connection terminated/i.test(message);
}

const DUPLICATE_KEY = '23505';
// Every row is there as given: an attempt whose answer was lost had stored it.
const STORED = `SELECT count(*)::int AS n FROM actions a JOIN jsonb_to_recordset($1::jsonb) AS b(code text, game_no integer, seq integer, action jsonb)
   ON a.code = b.code AND a.game_no = b.game_no AND a.seq = b.seq AND a.action = b.action`;

const finishing = (over: boolean): string => (over ? `phase = 'over', finished_at = now(), ` : '');
const ONE = (over: boolean): string =>
  `WITH added AS (INSERT INTO actions (code, game_no, seq, seat, action) VALUES ($1, $2, $3, $4, $5::jsonb) RETURNING code)
   UPDATE tables SET ${finishing(over)}updated_at = now() WHERE code = (SELECT code FROM added)`;
// The insert in WITH runs to its end whatever the update reads; a failed row fails the statement.
const MANY = `WITH batch AS (
     SELECT * FROM jsonb_to_recordset($1::jsonb) AS b(code text, game_no integer, seq integer, seat integer, action jsonb, over boolean)
   ), added AS (
     INSERT INTO actions (code, game_no, seq, seat, action) SELECT code, game_no, seq, seat, action FROM batch
   )
   UPDATE tables t SET updated_at = now(),
     phase = CASE WHEN b.over THEN 'over' ELSE t.phase END,
     finished_at = CASE WHEN b.over THEN now() ELSE t.finished_at END
   FROM (SELECT code, bool_or(over) AS over FROM batch GROUP BY code) b
   WHERE t.code = b.code`;

interface Waiting {
  readonly row: ActionRow;
  resolve(): void;
  reject(error: unknown): void;
}

export class ActionWriter {
  private waiting: Waiting[] = [];
  private writing = false;

  /** `observe` hears of every write: how many actions, how many seconds. */
  constructor(
    private readonly db: Sql,
    private readonly observe: (rows: number, seconds: number) => void = () => {},
  ) {}

  /** Resolves once the action is stored (committed). */
  append(row: ActionRow): Promise<void> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ row, resolve, reject });
      if (!this.writing) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.writing = true;
    while (this.waiting.length > 0) {
      const batch = this.waiting.splice(0, MAX_BATCH);
      try {
        await this.retrying(batch.map((w) => w.row));
        for (const w of batch) w.resolve();
      } catch (error) {
        if (batch.length === 1) batch[0]?.reject(error);
        else for (const w of batch) await this.retrying([w.row]).then(w.resolve, w.reject);
      }
    }
    this.writing = false;
  }

  /** Writes `rows`, again while the database cannot be reached, until RETRY_FOR_MS have passed. */
  private async retrying(rows: readonly ActionRow[]): Promise<void> {
    const until = Date.now() + RETRY_FOR_MS;
    for (;;) {
      try {
        await this.write(rows);
        return;
      } catch (error) {
        if ((error as { code?: unknown }).code === DUPLICATE_KEY && (await this.stored(rows))) return;
        if (!connectionLost(error) || Date.now() >= until) throw error;
        await sleep(RETRY_EVERY_MS);
      }
    }
  }

  private async stored(rows: readonly ActionRow[]): Promise<boolean> {
    const [found] = await this.db.query<{ n: number }>(STORED, [JSON.stringify(rows.map((r) => ({ code: r.code, game_no: r.gameNo, seq: r.seq, action: r.action })))]);
    return found?.n === rows.length;
  }

  private async write(rows: readonly ActionRow[]): Promise<void> {
    const started = performance.now();
    try {
      await this.statement(rows);
    } finally {
      this.observe(rows.length, (performance.now() - started) / 1000);
    }
  }

  private async statement(rows: readonly ActionRow[]): Promise<void> {
    const [row] = rows;
    if (rows.length === 1 && row) {
      await this.db.query(ONE(row.over), [row.code, row.gameNo, row.seq, row.seat, JSON.stringify(row.action)]);
      return;
    }
    const batch = rows.map((r) => ({ code: r.code, game_no: r.gameNo, seq: r.seq, seat: r.seat, action: r.action, over: r.over }));
    await this.db.query(MANY, [JSON.stringify(batch)]);
  }
}
