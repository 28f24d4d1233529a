// What the setup screen hands to the play scene, and what a saved game stores besides the record.
import type { GameOptions } from '../rules/index';

export const AI_LEVELS = ['easy', 'normal', 'hard'] as const;
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

/** Player colours (pen colours), colour-blind friendly and readable on the map. */
export const SEAT_COLORS = [0xc0392b, 0x1f5fa8, 0x2e8b3d, 0x8e44ad] as const;
