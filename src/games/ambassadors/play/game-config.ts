// What Ambassadors' setup screen hands to its play scene, what the play scene hands to its scoring
// scene, and the seats' colours (one per character).
import type { Seat } from '../../../shell/seats';
import { PEN_COLORS } from '../../../shell/seats';
import type { OnlineSession } from '../../../shell/online/session';
import type { AmbassadorsOptions, AmbassadorsRecord, AmbassadorsView } from '../rules/index';

export type { Seat };

export interface NewAmbassadorsGame {
  readonly options: AmbassadorsOptions;
  readonly seats: readonly Seat[];
}

/** What the scoring scene receives: the finished game and who played it. */
export interface AmbassadorsScoringData {
  readonly view: AmbassadorsView;
  readonly record: AmbassadorsRecord;
  readonly seats: readonly Seat[];
  /** At an online table: the host may start a rematch from the scoring screen. */
  readonly online?: OnlineSession;
}

/** Four characters, four colours: the platform's first four pens, apart for every colour vision. */
export const AMBASSADORS_SEAT_COLORS = PEN_COLORS.slice(0, 4);
