// A finished online table's replay (see docs/online.md):
//   GET /tables/<code>/replay   (header x-seat-token: <token>, optional)
// The seat whose token is sent gets its own views, step by step (the start, then each turn); with
// no token, a spectator's. Never another seat's hidden information. Shared with the browser.

/** The header a replay read names its seat in: a token in the address would end up in logs and histories. */
export const SEAT_TOKEN_HEADER = 'x-seat-token';

/** One step of the replay as its seat saw it. */
export interface TableReplayStep {
  /** Actions played by the end of the step. */
  readonly actions: number;
  /** The seats that acted in it. */
  readonly actors: readonly number[];
  /** `rules.view(state after the step, seat)`. */
  readonly view: unknown;
  /** What the seat saw happen during the step (`rules.eventsFor`). */
  readonly events: readonly unknown[];
}

export interface TableReplayAnswer {
  readonly game: string;
  readonly gameNo: number;
  /** The seat whose views these are, or null for a spectator's. */
  readonly seat: number | null;
  readonly steps: readonly TableReplayStep[];
}

/** Why a replay is refused: no such table, its game is not over, a token of no seat, a log these rules no longer replay. */
export type TableReplayError = 'notFound' | 'notFinished' | 'badToken' | 'badLog';
