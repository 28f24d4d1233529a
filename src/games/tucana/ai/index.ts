// The AI's entry point: one turn for one seat, from that seat's view alone, deterministic for a
// given seed. The hidden parts (the pile's order, the RNG) are sampled, never read; the search
// then only asks how many cards of each kind are unseen, never their order.
import { sampleHidden, stateFromView, type TucanaView } from '../rules/index';
import { PROFILES, type Level } from './levels';
import { decideWith, type Decision } from './search';

export type { Decision } from './search';
export type { Level } from './levels';

/** The turn the view's seat draws now; the view must be one where that seat is expected to draw. */
export function decide(view: TucanaView, level: Level, rng: number): Decision {
  if (view.seat === null) throw new Error('AI: a spectator has no decision to make');
  const sample = sampleHidden(view, rng);
  return decideWith(stateFromView(view, sample.hidden), view.seat, PROFILES[level], sample.rng);
}
