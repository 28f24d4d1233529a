// The three AI levels: one evaluation, given more or less foresight and care.
import type { Weights } from './evaluate';
import type { Profile } from './search';

export const LEVELS = ['easy', 'normal', 'hard'] as const;
export type Level = (typeof LEVELS)[number];

/** Goals priced one by one, as if each had the turns to come to itself. */
const NEAR: Weights = { decay: 0.6, pace: 1.5, spread: 2, rarity: 0.5, bonusSegment: 3, blueShare: 0.6, queue: 0 };
/** Goals reached one after another, each waiting for the work on the nearer ones. */
const QUEUED: Weights = { decay: 0.85, pace: 1, spread: 2, rarity: 0.5, bonusSegment: 3, blueShare: 0.6, queue: 1 };

export const PROFILES: Readonly<Record<Level, Profile>> = {
  // Short-sighted and careless: misses what is worth less than a few points.
  easy: { weights: NEAR, roundOdds: false, futures: null, noise: 5 },
  // Every free pair of hexes counts the same, whatever the cards; a slip of a point or so now and then.
  normal: { weights: { ...NEAR, rarity: 0 }, roundOdds: false, futures: null, noise: 1.5 },
  // Plans its goals in order, counts the cards left this round, judges its 6 best turns on 8
  // sampled futures of 3 turns (within about 1,500 evaluations on Isla Petit, 1,000 on Isla Grande).
  hard: { weights: QUEUED, roundOdds: true, futures: { candidates: 6, samples: 8, depth: 3, budget: 1500 * 73 }, noise: 0 },
};
