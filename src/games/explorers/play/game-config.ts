// What the setup screen hands to the play scene, and what a saved game stores besides the record.
import type { GameOptions } from '../rules/index';
import { PEN_COLORS, type Seat } from '../../../shell/seats';

export type { Seat };

export const AI_LEVELS = ['easy', 'normal', 'hard', 'master'] as const;
export type AiLevel = (typeof AI_LEVELS)[number];

export interface NewGame {
  readonly options: GameOptions;
  readonly seats: readonly Seat[];
}

/** The first four pen colours (shell/seats.ts), one per seat. */
export const SEAT_COLORS = PEN_COLORS.slice(0, 4);

/** The colours of games saved before, in the same order: they read as today's. */
export const EARLIER_SEAT_COLORS: readonly number[] = [0xc0392b, 0x1f5fa8, 0x2e8b3d, 0x8e44ad];
