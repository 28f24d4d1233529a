// BENCHMARK TOOL ONLY, written apart from the game's AI like the ceiling it mirrors: the ceiling's
// search made fair, to tell how much of the ceiling's lead is search and how much is knowing the
// cards. At each step it reads the seat's view only, samples `futures` futures of the unseen
// cards and facing options from it (the rules' own `sampleHidden`), and runs the ceiling's beam
// (scripts/ceiling.ts `searchFrom`) on each, from the same first actions; each first action is
// worth the best real final score found through it on a future, and the one with the best mean
// over the futures is played on the real game (determinized search: each future's beam plans as
// if it knew that future, so the search is, if anything, optimistic; its decisions are fair).
import * as rules from '../src/games/explorers/rules/index';
import type { Action, GameOptions, GameState } from '../src/games/explorers/rules/index';
import { firstActions, searchFrom, soloStart, type CeilingSettings } from './ceiling';
import { PLAYER, finalScore, played, type Line } from './ceiling-rollout';

const { sampleHidden, stateFromView, viewFor } = rules;

export interface FairSettings extends CeilingSettings {
  /** Futures sampled from the view at each step. */
  readonly futures: number;
}

export const FAIR_SETTINGS: FairSettings = { futures: 8, width: 4, candidates: 8, spread: 8 };

export const fairMethod = ({ futures, width, candidates, spread }: FairSettings): string =>
  `the ceiling's search made fair: at each step ${futures} futures sampled from the seat's view, the ceiling's beam (${width} positions, ` +
  `${candidates} placements, a beam of ${spread} over Xs) run on each from the same first actions, and the first action with the best mean ` +
  `over the futures of the best real final score through it played`;

/**
 * The fair search's move in a solo game, decided from the seat's view of `state` alone, with `rng`
 * the state of its own RNG (it never reads the game's); and that RNG's next state.
 */
export function fairMove(state: GameState, rng: number, settings: FairSettings): { readonly action: Action; readonly rng: number } {
  const view = viewFor(state, PLAYER);
  const futures: GameState[] = [];
  let next = rng;
  for (let k = 0; k < Math.max(1, settings.futures); k++) {
    const sample = sampleHidden(view, next);
    futures.push(stateFromView(view, sample.hidden));
    next = sample.rng;
  }
  // The first actions are the step's: the same on every future.
  const firsts = firstActions(futures[0] as GameState, settings);
  if (firsts.length === 0) throw new Error(`ceiling: nothing to play in the ${view.phase} phase`);
  const totals = firsts.map(() => 0);
  if (firsts.length > 1) for (const future of futures) searchFrom(future, firsts, settings).forEach((line, i) => (totals[i] += line.score));
  const best = totals.reduce((b, total, i) => (total > (totals[b] as number) ? i : b), 0);
  return { action: firsts[best] as Action, rng: next };
}

/** A solo game played by the fair search from `state` to its end: the actions from there and the real final score. */
export function playedFair(state: GameState, rng: number, settings: FairSettings): Line {
  let current = state;
  let next = rng;
  const actions: Action[] = [];
  while (current.phase.kind !== 'over') {
    const decided = fairMove(current, next, settings);
    actions.push(decided.action);
    current = played(current, decided.action);
    next = decided.rng;
  }
  return { actions, score: finalScore(current) };
}

/** A solo game played by the fair search: its actions and real final score. */
export function fairGame(options: GameOptions, settings: FairSettings = FAIR_SETTINGS): Line {
  // Its own RNG, apart from the game's (which the seed also starts): the futures must not echo the real deal.
  return playedFair(soloStart(options), Math.imul(options.seed ^ 0x5bd1e995, 0x27d4eb2d) >>> 0, settings);
}
