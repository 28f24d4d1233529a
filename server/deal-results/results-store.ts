// The deals' results in PostgreSQL (or PGlite): one row per device and deal, its first try. A
// device is known by the SHA-256 of its key, and to friends by its first 16 hex digits (its public
// id, see protocol/deal-results.ts). Standings are counted by the database, per deal.
import { hashToken } from '../codes';
import type { Database } from '../store/db';
import { TOP_COUNT, type FriendEntry, type LeaderboardEntry, type MyStanding, type Standing } from '../../src/protocol/deal-results';

/** A deal's leaderboard: the game's id, daily or weekly, and the deal's id. */
export interface DealKey {
  readonly game: string;
  readonly kind: string;
  readonly deal: string;
}

/** A device's public id. */
export const playerId = (deviceKey: string): string => hashToken(deviceKey).slice(0, 16);

interface CountRow {
  above: number | string;
  below: number | string;
  count: number | string;
}

export class DealResultStore {
  constructor(private readonly db: Database) {}

  /** Stores a device's try; false (nothing stored) when it has one already for this deal. */
  async add(key: DealKey, deviceKey: string, name: string, score: number): Promise<boolean> {
    const rows = await this.db.query(
      `INSERT INTO deal_results (game, kind, deal, device_hash, name, score) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (game, kind, deal, device_hash) DO NOTHING RETURNING score`,
      [key.game, key.kind, key.deal, hashToken(deviceKey), name, score],
    );
    return rows.length === 1;
  }

  /** Gives every try of the device, at any deal, this name; resolves to how many it has. */
  async rename(deviceKey: string, name: string): Promise<number> {
    const rows = await this.db.query('UPDATE deal_results SET name = $2 WHERE device_hash = $1 RETURNING deal', [hashToken(deviceKey), name]);
    return rows.length;
  }

  /** Where `score` stands among the deal's stored results; `stored` when it is one of them. */
  async standing(key: DealKey, score: number, stored: boolean): Promise<Standing> {
    const [row] = await this.db.query<CountRow>(
      `SELECT count(*) FILTER (WHERE score > $4) AS above, count(*) FILTER (WHERE score < $4) AS below, count(*) AS count
       FROM deal_results WHERE game = $1 AND kind = $2 AND deal = $3`,
      [key.game, key.kind, key.deal, score],
    );
    const count = Number(row?.count ?? 0);
    const others = stored ? count - 1 : count;
    const below = Number(row?.below ?? 0);
    return { score, rank: 1 + Number(row?.above ?? 0), percentile: others === 0 ? 100 : Math.floor((100 * below) / others), count };
  }

  /** The device's try at this deal, or null. */
  async mine(key: DealKey, deviceKey: string): Promise<MyStanding | null> {
    const [row] = await this.db.query<{ name: string; score: number }>(
      'SELECT name, score FROM deal_results WHERE game = $1 AND kind = $2 AND deal = $3 AND device_hash = $4',
      [key.game, key.kind, key.deal, hashToken(deviceKey)],
    );
    return row ? { name: row.name, player: playerId(deviceKey), ...(await this.standing(key, row.score, true)) } : null;
  }

  /** The tries at this deal of the players with these public ids (those who have one). */
  async friends(key: DealKey, players: readonly string[]): Promise<FriendEntry[]> {
    if (players.length === 0) return [];
    const rows = await this.db.query<{ player: string; name: string; score: number; rank: number | string }>(
      `SELECT player, name, score, rank FROM (
         SELECT left(device_hash, 16) AS player, name, score, rank() OVER (ORDER BY score DESC) AS rank
         FROM deal_results WHERE game = $1 AND kind = $2 AND deal = $3) ranked
       WHERE player = ANY($4::text[]) ORDER BY score DESC, player`,
      [key.game, key.kind, key.deal, players],
    );
    return rows.map((r) => ({ player: r.player, rank: Number(r.rank), name: r.name, score: r.score }));
  }

  /** The deal's best results (ties by who sent first), and how many it has. */
  async top(key: DealKey): Promise<{ readonly count: number; readonly top: LeaderboardEntry[] }> {
    const rows = await this.db.query<{ name: string; score: number; rank: number | string; count: number | string }>(
      `SELECT name, score, rank() OVER (ORDER BY score DESC) AS rank, count(*) OVER () AS count
       FROM deal_results WHERE game = $1 AND kind = $2 AND deal = $3
       ORDER BY score DESC, created_at, device_hash LIMIT ${TOP_COUNT}`,
      [key.game, key.kind, key.deal],
    );
    return { count: Number(rows[0]?.count ?? 0), top: rows.map((r) => ({ rank: Number(r.rank), name: r.name, score: r.score })) };
  }
}
