// One finished game as the device remembers it (its history and statistics): when, which game and
// options, who sat where and scored what, the record that replays it, and the deal it was, if any.
// Checked with zod wherever it comes from outside the code (an imported file, an older database).
import { z } from 'zod';
import { isTableCode } from '../../protocol/formats';

export const historySeatSchema = z
  .object({
    /** A name as typed, or null for the seat's default name. */
    name: z.string().max(200).nullable(),
    /** 'human', or the AI level that played the seat. */
    kind: z.string().min(1).max(40),
    score: z.number().int(),
  })
  .strict();

export const historyEntrySchema = z
  .object({
    /** The game's id in the registry. */
    game: z.string().min(1).max(40),
    /** When it ended, in ms since the epoch. */
    finishedAt: z.number().int().nonnegative(),
    options: z.record(z.string(), z.unknown()),
    seats: z.array(historySeatSchema).min(1).max(16),
    /** The seat of this device's player (the first person at the table). */
    player: z.number().int().nonnegative(),
    winners: z.array(z.number().int().nonnegative()).max(16),
    /** A solo game's rank on the game's own scale (0 the lowest), or null. */
    soloRank: z.number().int().nonnegative().nullable(),
    /** The deal played ('daily' '2026-11-28', 'weekly' '2026-W48'), or null. */
    deal: z.object({ kind: z.enum(['daily', 'weekly']), id: z.string().max(20) }).strict().nullable(),
    /** The game's record (its rules read it back). */
    record: z.unknown(),
    /**
     * An online game: its table's code and its game number there, for the server's replay (kept
     * while the server keeps the table). Absent for a game on this device, and in entries kept
     * before online games were.
     */
    table: z.object({ code: z.string().refine(isTableCode, 'Not a table code.'), gameNo: z.number().int().positive() }).strict().optional(),
  })
  .strict()
  .refine((entry) => entry.player < entry.seats.length && entry.winners.every((w) => w < entry.seats.length), 'A seat number names no seat.');

export type HistoryEntry = z.infer<typeof historyEntrySchema>;

/** An entry as stored: with the key the database gave it. */
export type StoredEntry = HistoryEntry & { readonly id: number };
