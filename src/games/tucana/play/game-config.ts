// What Tucana's setup screen hands to its play scene, and what its saved game stores besides the record.
import { SEAT_COLORS } from '../../explorers/play/game-config';
import type { Seat } from '../../../shell/seats';
import type { TucanaOptions } from '../rules/index';

export type { Seat };

export interface NewTucanaGame {
  readonly options: TucanaOptions;
  readonly seats: readonly Seat[];
}

/**
 * Up to eight seats: Explorers' four colours first (chosen to stay apart in greyscale and for the
 * common colour-vision deficiencies), then violet, forest green, rose and brown.
 */
export const TUCANA_SEAT_COLORS = [...SEAT_COLORS, 0x6a3d9a, 0x2e7d32, 0xd81b60, 0x6d4c41] as const;
