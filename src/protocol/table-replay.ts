// A finished online table's replay (see docs/online.md):
//   GET /tables/<code>/replay   (header x-seat-token: <token>, optional)
// The seat whose token is sent gets its own views, step by step (the start, then each turn); with
// no token, a spectator's. Never another seat's hidden information. A table whose game is not over
// answers so, with no error: the page asks this of every table link it opens. Shared with the
// browser, which checks an answer's frame with `tableReplaySchema` (the views inside are the game's own).
import { z } from 'zod';

/** The header a replay read names its seat in: a token in the address would end up in logs and histories. */
export const SEAT_TOKEN_HEADER = 'x-seat-token';

const seatNumber = z.number().int().nonnegative().max(63);

/** One step of the replay as its seat saw it. */
const stepSchema = z.object({
  /** Actions played by the end of the step. */
  actions: z.number().int().nonnegative(),
  /** The seats that acted in it. */
  actors: z.array(seatNumber),
  /** `rules.view(state after the step, seat)`. */
  view: z.unknown(),
  /** What the seat saw happen during the step (`rules.eventsFor`). */
  events: z.array(z.unknown()),
});

/** A seat as everyone at the table saw it: who sat there (a person or an AI of a level), their name and colour. */
const seatSchema = z.object({
  kind: z.enum(['human', 'ai']),
  level: z.string().max(40).nullable(),
  name: z.string().max(200).nullable(),
  colour: z.string().max(20).nullable(),
});

const gameId = z.string().min(1).max(40);

/** A finished game's replay. */
const finishedSchema = z.object({
  over: z.literal(true),
  game: gameId,
  gameNo: z.number().int().positive(),
  /** The seat whose views these are, or null for a spectator's. */
  seat: seatNumber.nullable(),
  seats: z.array(seatSchema).min(1).max(16),
  /** The start, then one step per turn. */
  steps: z.array(stepSchema).min(1),
});

/** A table in its lobby or playing: nothing to replay yet. */
const notOverSchema = z.object({ over: z.literal(false), game: gameId, gameNo: z.number().int().nonnegative() });

export const tableReplaySchema = z.discriminatedUnion('over', [finishedSchema, notOverSchema]);

export type TableReplayStep = z.infer<typeof stepSchema>;
export type FinishedTableReplay = z.infer<typeof finishedSchema>;
export type TableReplayAnswer = z.infer<typeof tableReplaySchema>;

/** Why a replay is refused: no such table, a token of no seat, a log these rules no longer replay. */
export type TableReplayError = 'notFound' | 'badToken' | 'badLog';
