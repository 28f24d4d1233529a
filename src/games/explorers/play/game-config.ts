// What the setup screen hands to the play scene, and what a saved game stores besides the record.
import type { GameOptions } from '../rules/index';

export const AI_LEVELS = ['easy', 'normal', 'hard', 'master'] as const;
export type AiLevel = (typeof AI_LEVELS)[number];

/**
 * A seat at the table. `defaultName`: the player typed no name, so `name` is the default in the
 * language the game began in, and screens show the default in the current one (`seatName`).
 */
export type Seat =
  | { readonly kind: 'human'; readonly name: string; readonly color: number; readonly defaultName?: boolean }
  | { readonly kind: 'ai'; readonly level: AiLevel; readonly name: string; readonly color: number; readonly defaultName?: boolean };

export interface NewGame {
  readonly options: GameOptions;
  readonly seats: readonly Seat[];
}

/**
 * Player colours: crimson, navy, teal and amber, four steps of lightness apart, so that they stay
 * apart in greyscale and for the three common colour-vision deficiencies (docs/accessibility.md).
 */
export const SEAT_COLORS = [0xae2012, 0x1a237e, 0x0a9396, 0xee9b00] as const;

/** The colours of games saved before, in the same order: they read as today's. */
const EARLIER_SEAT_COLORS: readonly unknown[] = [0xc0392b, 0x1f5fa8, 0x2e8b3d, 0x8e44ad];

/** A stored colour as today's palette names it (an unknown value is left for the caller to refuse). */
export function currentSeatColor(stored: unknown): unknown {
  const earlier = EARLIER_SEAT_COLORS.indexOf(stored);
  return earlier < 0 ? stored : SEAT_COLORS[earlier];
}
