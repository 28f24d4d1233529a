// A player's turn: every segment the cards allow is tried, each followed by the bonus segments
// it earns (each bonus chosen greedily), and the sheet each leads to is valued. The hard level
// re-ranks the best few by the draw that may come next.
import { Drawer, islandOf, nextFloat, unseenCards, type TucanaAction, type TucanaState } from '../rules/index';
import { Evaluator, type Weights } from './evaluate';
import { Lookahead } from './lookahead';
import { chancesFor } from './odds';
import { timingOf } from './timing';

export interface Profile {
  readonly weights: Weights;
  /** Whether path costs follow this round's unseen cards (else a full deck's odds throughout). */
  readonly roundOdds: boolean;
  /** How many of the best turns are re-ranked by the next draw (0: none). */
  readonly lookahead: number;
  /** Every valuation is off by up to this many points, either way. */
  readonly noise: number;
}

export interface Decision {
  readonly action: TucanaAction;
  readonly rng: number;
}

interface Candidate {
  readonly drawer: Drawer;
  value: number;
}

/**
 * Draws the bonus segments still owed, each the one the evaluator likes best. A bonus may join any
 * free pair of hexes: only those on the cheapest paths to the sheet's goals are tried (all when
 * none is).
 */
function finishGreedily(drawer: Drawer, evaluator: Evaluator): void {
  while (!drawer.isDone()) {
    const now = drawer.board();
    const useful = evaluator.pathEdges(now.segments, now.groups);
    const legal = drawer.legalEdges();
    const tried = legal.some((e) => useful[e]) ? legal.filter((e) => useful[e]) : legal;
    let best = -1;
    let top = -Infinity;
    for (const edge of tried) {
      const trial = drawer.clone();
      trial.draw(edge);
      const board = trial.board();
      const value = evaluator.value(board.segments, board.groups);
      if (value > top) [best, top] = [edge, value];
    }
    drawer.draw(best);
  }
}

/** The turn `player` draws in `state` (a state rebuilt from their view: its pile is a sample, read only as counts). */
export function decideWith(state: TucanaState, player: number, profile: Profile, rng: number): Decision {
  const begun = Drawer.begin(islandOf(state.options.island), state, player);
  if (!begun.ok) throw new Error(`AI: ${begun.error.detail}`);
  const timing = timingOf(state, player);
  const chances = chancesFor(timing, profile.roundOdds ? unseenCards(state.pile) : null);
  const evaluator = new Evaluator(state, player, profile.weights, timing, chances);
  const candidates: Candidate[] = [];
  for (const edge of begun.value.legalEdges()) {
    const drawer = begun.value.clone();
    drawer.draw(edge);
    finishGreedily(drawer, evaluator);
    const board = drawer.board();
    let value = evaluator.value(board.segments, board.groups);
    if (profile.noise > 0) {
      const drawn = nextFloat(rng);
      rng = drawn.rng;
      value += (2 * drawn.value - 1) * profile.noise;
    }
    candidates.push({ drawer, value });
  }
  // Stable sort: equal values keep the order of the edges, so a decision never depends on chance.
  candidates.sort((a, b) => b.value - a.value);
  if (profile.lookahead > 0) {
    const lookahead = new Lookahead(state, player, profile.weights, timing, evaluator, chances);
    const top = candidates.slice(0, profile.lookahead);
    for (const c of top) c.value = lookahead.value(c.drawer.board());
    top.sort((a, b) => b.value - a.value);
    return { action: (top[0] as Candidate).drawer.action(), rng };
  }
  return { action: (candidates[0] as Candidate).drawer.action(), rng };
}
