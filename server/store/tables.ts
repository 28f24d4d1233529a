// Tables as stored: their settings, seats and the current game's action log. A running game is
// never stored as a state: it is rebuilt by replaying its log through the rules, so the log is
// the single source of truth, and an action counts once its row is committed.
import type { TablePhase, TurnTimer } from '../../src/protocol/protocol';
import { ActionWriter } from './action-writer';
import type { Database } from './db';

export interface TableSettings {
  /** The game's options as the host chose them, without `players` and `seed`. */
  readonly options: Readonly<Record<string, unknown>>;
  readonly timer: TurnTimer;
}

export interface StoredSeat {
  readonly seat: number;
  readonly kind: 'human' | 'ai';
  readonly level: string | null;
  readonly name: string | null;
  readonly colour: string | null;
  readonly tokenHash: string | null;
}

export interface StoredAction {
  readonly seq: number;
  readonly seat: number;
  readonly action: unknown;
}

export interface StoredTable {
  readonly code: string;
  readonly game: string;
  readonly settings: TableSettings;
  readonly hostSeat: number;
  readonly phase: TablePhase;
  readonly gameNo: number;
  readonly gameOptions: unknown;
  readonly seats: readonly StoredSeat[];
  /** The current game's actions, in order (seq 1, 2, …). */
  readonly actions: readonly StoredAction[];
  readonly finishedAt: Date | null;
}

interface TableRow {
  code: string;
  game: string;
  settings: TableSettings;
  host_seat: number;
  phase: TablePhase;
  game_no: number;
  game_options: unknown;
  finished_at: Date | string | null;
}

interface SeatRow {
  seat: number;
  kind: 'human' | 'ai';
  level: string | null;
  name: string | null;
  colour: string | null;
  token_hash: string | null;
}

const json = (value: unknown): string => JSON.stringify(value);

export class TableStore {
  private readonly actions: ActionWriter;

  /** `observeWrite` hears of every write of actions: how many, how many seconds. */
  constructor(
    readonly db: Database,
    observeWrite?: (rows: number, seconds: number) => void,
  ) {
    this.actions = new ActionWriter(db, observeWrite);
  }

  /** Stores a new table in its lobby; false when the code is taken. */
  async insert(table: { code: string; game: string; settings: TableSettings; seats: readonly StoredSeat[] }): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const inserted = await tx.query(
        `INSERT INTO tables (code, game, settings, phase) VALUES ($1, $2, $3::jsonb, 'lobby')
         ON CONFLICT (code) DO NOTHING RETURNING code`,
        [table.code, table.game, json(table.settings)],
      );
      if (inserted.length === 0) return false;
      for (const seat of table.seats) await upsertSeat(tx, table.code, seat);
      return true;
    });
  }

  async load(code: string): Promise<StoredTable | null> {
    const [row] = await this.db.query<TableRow>(
      'SELECT code, game, settings, host_seat, phase, game_no, game_options, finished_at FROM tables WHERE code = $1',
      [code],
    );
    if (!row) return null;
    const seats = await this.db.query<SeatRow>('SELECT seat, kind, level, name, colour, token_hash FROM seats WHERE code = $1 ORDER BY seat', [code]);
    const actions = await this.db.query<{ seq: number; seat: number; action: unknown }>(
      'SELECT seq, seat, action FROM actions WHERE code = $1 AND game_no = $2 ORDER BY seq',
      [code, row.game_no],
    );
    return {
      code: row.code,
      game: row.game,
      settings: row.settings,
      hostSeat: row.host_seat,
      phase: row.phase,
      gameNo: row.game_no,
      gameOptions: row.game_options,
      seats: seats.map((s) => ({ seat: s.seat, kind: s.kind, level: s.level, name: s.name, colour: s.colour, tokenHash: s.token_hash })),
      actions,
      finishedAt: row.finished_at === null ? null : new Date(row.finished_at),
    };
  }

  async saveSeat(code: string, seat: StoredSeat): Promise<void> {
    await this.db.transaction(async (tx) => {
      await upsertSeat(tx, code, seat);
      await tx.query('UPDATE tables SET updated_at = now() WHERE code = $1', [code]);
    });
  }

  /** A new game at the table: its full options (seed included); the previous game's log goes. */
  async startGame(code: string, gameNo: number, gameOptions: unknown): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.query('DELETE FROM actions WHERE code = $1', [code]);
      await tx.query(
        `UPDATE tables SET phase = 'playing', game_no = $2, game_options = $3::jsonb, finished_at = NULL, updated_at = now() WHERE code = $1`,
        [code, gameNo, json(gameOptions)],
      );
    });
  }

  /** Appends one accepted action; `over` marks the game finished in the same transaction. */
  appendAction(code: string, gameNo: number, seq: number, seat: number, action: unknown, over: boolean): Promise<void> {
    // Written with the actions other tables send meanwhile, in one statement (action-writer.ts).
    return this.actions.append({ code, gameNo, seq, seat, action, over });
  }

  /**
   * Deletes tables finished before `finishedBefore` and tables untouched since `idleBefore`,
   * except those in `keep` (open in a room now). Returns the deleted codes.
   */
  async sweep(finishedBefore: Date, idleBefore: Date, keep: readonly string[]): Promise<string[]> {
    const rows = await this.db.query<{ code: string }>(
      `DELETE FROM tables
       WHERE ((finished_at IS NOT NULL AND finished_at < $1::timestamptz) OR updated_at < $2::timestamptz)
         AND NOT (code = ANY($3::text[]))
       RETURNING code`,
      [finishedBefore.toISOString(), idleBefore.toISOString(), keep],
    );
    return rows.map((r) => r.code);
  }

  /** Moves a table's clock back (tests of expiry). */
  async age(code: string, by: { finishedMs?: number; updatedMs?: number }): Promise<void> {
    await this.db.query(
      `UPDATE tables SET finished_at = finished_at - ($2::double precision * interval '1 millisecond'),
                         updated_at = updated_at - ($3::double precision * interval '1 millisecond') WHERE code = $1`,
      [code, by.finishedMs ?? 0, by.updatedMs ?? 0],
    );
  }
}

async function upsertSeat(tx: Pick<Database, 'query'>, code: string, seat: StoredSeat): Promise<void> {
  await tx.query(
    `INSERT INTO seats (code, seat, kind, level, name, colour, token_hash) VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (code, seat) DO UPDATE SET kind = EXCLUDED.kind, level = EXCLUDED.level, name = EXCLUDED.name,
       colour = EXCLUDED.colour, token_hash = EXCLUDED.token_hash`,
    [code, seat.seat, seat.kind, seat.level, seat.name, seat.colour, seat.tokenHash],
  );
}
