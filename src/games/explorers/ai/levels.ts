// The AI levels: the same evaluation and search, given more or less foresight and care.
import type { Profile } from './planner';

export const LEVELS = ['easy', 'normal', 'hard', 'master'] as const;
export type Level = (typeof LEVELS)[number];

const SHARP = { decay: 0.75, pace: 2, xValue: 1.5, scrollValue: 4, mobility: 1, commonGoals: 1, crowding: 0 } as const;
// The planning levels' judge: goals that many cells offer count for less, as they compete for the
// same Xs (tuned on solo games, docs/ai.md *Tuning notes*). Normal keeps the plain one.
const PLANNING = { ...SHARP, commonGoals: 0.8 } as const;
// Master's: the more such goals a position counts on, the less each one after the best is worth.
const CROWDED = { ...SHARP, crowding: 0.1 } as const;

export const PROFILES: Readonly<Record<Level, Profile>> = {
  // Greedy, short-sighted, blind to achievements and rivals, and misjudges by a few points.
  easy: {
    weights: { ...SHARP, decay: 0.7, rivals: false, achievements: false },
    width: 1,
    breadth: 1,
    lookahead: 0,
    samples: 0,
    depth: 0,
    budget: 0,
    screen: 1,
    noise: 6,
    denial: 0,
  },
  normal: {
    weights: { ...SHARP, rivals: false, achievements: true },
    width: 3,
    breadth: 3,
    lookahead: 0,
    samples: 0,
    depth: 0,
    budget: 0,
    screen: 1,
    noise: 0,
    denial: 0,
  },
  hard: {
    weights: { ...PLANNING, rivals: true, achievements: true },
    width: 12,
    breadth: 3,
    lookahead: 6,
    samples: 8,
    depth: 3,
    budget: 15_000,
    screen: 1 / 2,
    noise: 0,
    denial: 1,
  },
  // Judges more candidates on more and longer sampled futures; its work per decision is bounded by
  // a budget of evaluated placements. Each level judges every candidate on the first futures and
  // only the better half on all of them: as strong, a quarter to a third less work (docs/ai.md).
  master: {
    weights: { ...CROWDED, rivals: true, achievements: true },
    width: 12,
    breadth: 4,
    lookahead: 8,
    samples: 24,
    depth: 4,
    budget: 120_000,
    screen: 1 / 3,
    noise: 0,
    denial: 1,
  },
};

/** How an AI pictures an opponent's reply to its choice of option: greedy, with the normal weights. */
export const RIVAL_VIEW: Profile = { ...PROFILES.normal, width: 1, breadth: 1 };
