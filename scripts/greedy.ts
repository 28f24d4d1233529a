// A one-turn greedy Explorers player for the AI benchmark (not a level offered to players): it
// searches every way to play the current step with the AI's evaluation and keeps the one whose
// sheet looks best right after it, with no lookahead, no rivals and no thought for what its option
// leaves the others. It is the yardstick a planning level has to beat.
import { decideWith, type Decision } from '../src/games/explorers/ai/decisions';
import { PROFILES } from '../src/games/explorers/ai/levels';
import type { Profile } from '../src/games/explorers/ai/planner';
import { sampleHidden, stateFromView, type PlayerView } from '../src/games/explorers/rules/index';

export const GREEDY: Profile = {
  ...PROFILES.hard,
  weights: { ...PROFILES.hard.weights, rivals: false },
  // Every start searched with the hard level's width: the best one-turn play the search can find.
  breadth: Number.MAX_SAFE_INTEGER,
  lookahead: 0,
  samples: 0,
  depth: 0,
  budget: 0,
  denial: 0,
};

/** The greedy player's decision from a seat's view, like the levels' `decide`. */
export function greedyDecide(view: PlayerView, rng: number): Decision {
  if (view.seat === null) throw new Error('AI: a spectator has no decision to make');
  const sample = sampleHidden(view, rng);
  return decideWith(stateFromView(view, sample.hidden), view.seat, GREEDY, sample.rng);
}
