// Ambassadors' AI: one action for one seat, from that seat's view alone, deterministic for a
// given rng. It reads nothing hidden (other hands, deck orders, dice to come): a swap is priced
// by the deck's whole content, which every player knows.
import type { GameAi } from '../../contract';
import type { AmbassadorsAction, AmbassadorsView } from '../rules/index';
import { decideFor, type Decision } from './decide';
import { LEVELS, PROFILES, type Level } from './levels';
import { judge } from './review';

export type { Decision } from './decide';
export { LEVELS, type Level } from './levels';

/** The action the view's seat takes now; the view must be one where that seat is expected to act. */
export function decide(view: AmbassadorsView, level: Level, rng: number): Decision {
  if (view.seat === null) throw new Error('AI: a spectator has no decision to make');
  return decideFor(view, view.seat, PROFILES[level], rng);
}

export const ambassadorsAi: GameAi<AmbassadorsView, AmbassadorsAction> = {
  levels: LEVELS,
  decide: (view, level, rng) => decide(view, level as Level, rng),
  judge,
};
