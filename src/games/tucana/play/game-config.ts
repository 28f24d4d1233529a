// What Tucana's setup screen hands to its play scene, and what its saved game stores besides the record.
import { PEN_COLORS, type Seat } from '../../../shell/seats';
import type { TucanaOptions } from '../rules/index';

export type { Seat };

export interface NewTucanaGame {
  readonly options: TucanaOptions;
  readonly seats: readonly Seat[];
}

/** Up to eight seats, each with its pen colour (shell/seats.ts). */
export const TUCANA_SEAT_COLORS = PEN_COLORS;
