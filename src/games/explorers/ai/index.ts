// The AI's entry point: one decision for one seat, from that seat's view alone, deterministic for
// a given seed. The parts a player cannot see (deck order, set-aside card, RNG) are sampled, never
// read; the search then only asks which cards are still unseen, never their order.
import { sampleHidden, stateFromView, type PlayerView } from '../rules/index';
import { decideWith, type Decision } from './decisions';
import { PROFILES, type Level } from './levels';

export type { Decision } from './decisions';
export type { Level } from './levels';

/** Decide what the view's seat does now; the view must be one where that seat is expected to act. */
export function decide(view: PlayerView, level: Level, rng: number): Decision {
  if (view.seat === null) throw new Error('AI: a spectator has no decision to make');
  const sample = sampleHidden(view, rng);
  return decideWith(stateFromView(view, sample.hidden), view.seat, PROFILES[level], sample.rng);
}
