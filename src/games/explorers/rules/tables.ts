// Scoring tables and track sizes: content as data (RULES.md; values marked default there are ours).
import type { Provision, Side } from './types';

export const KEY_SLOTS = 4;
export const SCROLL_SLOTS = 3;
export const ROUNDS = 4;
export const TURNS_PER_ROUND = 7;
export const SETUP_XS = 3;
export const SCROLL_XS = 4;

export const TEMPLE_VALUES = { basic: [12, 10, 8, 6], expert: [8, 8, 8, 8] } as const;
export const TEMPLE_BONUS_XS = { basic: [0, 0, 0, 0], expert: [3, 2, 1, 0] } as const;
/** Track positions struck at setup, by player count. */
export const STRUCK_AT_SETUP: Readonly<Record<number, readonly number[]>> = { 1: [], 2: [1, 3], 3: [1], 4: [] };
export const RACE_VALUES = [10, 8, 6, 4] as const;

/** Provisions per round column: [apple, carrot, fish] capacity. */
export const PROVISION_COLUMNS: Readonly<Record<Side, readonly (readonly [number, number, number])[]>> = {
  basic: [
    [1, 1, 1],
    [1, 1, 1],
    [1, 1, 1],
    [1, 1, 1],
  ],
  expert: [
    [0, 0, 0],
    [4, 0, 0],
    [0, 4, 0],
    [0, 0, 4],
  ],
};
export const PROVISION_INDEX: Readonly<Record<Provision, number>> = { apple: 0, carrot: 1, fish: 2 };
/** Points by how many provisions were crossed this round (basic: distinct kinds; expert: count). */
export const PROVISION_POINTS: Readonly<Record<Side, readonly number[]>> = {
  basic: [0, 2, 5, 10],
  expert: [0, 1, 4, 9, 16],
};

export const GEM_SLOTS_BASIC = 12;
export const GEM_LINE_EXPERT = [-5, -3, -1, 1, 2, 3, 4, 5, 6, 7] as const;

/** Points by number of orthogonally adjacent Xs (0..4). */
export const VILLAGE_POINTS: Readonly<Record<Side, readonly number[]>> = {
  basic: [0, 3, 5, 7, 10],
  expert: [0, 12, 18, 26, 40],
};

export const AVOID_POINTS = { horse: 6, scroll: 8, gem: 16 } as const;
export const AREAS_POINTS = 10;
export const FULL_LINE_POINTS = 12;
/** Counted achievements: 0..4 (and more) things → points. */
export const COUNT_POINTS = [0, 3, 7, 12, 18] as const;

/** Solo rank upper bounds (inclusive); above the last is the top rank. Add SOLO_RANK_STEP per achievement. */
export const SOLO_RANK_BOUNDS = [80, 90, 100, 110, 120] as const;
export const SOLO_RANK_STEP = 10;
