// A player's turn: every segment the cards allow is tried, each followed by the bonus segments
// it earns (each bonus chosen greedily), and the sheet each leads to is valued. The hard level
// then judges the best few on sampled futures of the next turns (futures.ts).
import type { Judged } from '../../review';
import { Drawer, islandOf, nextFloat, unseenCards, type Board, type TucanaAction, type TucanaState } from '../rules/index';
import { Evaluator, type Weights } from './evaluate';
import { Futures, sampleFutures } from './futures';
import { finishGreedily } from './greedy-turn';
import { chancesFor } from './odds';
import { timingOf, turnsFollow } from './timing';

export interface Profile {
  readonly weights: Weights;
  /** Whether path costs follow this round's unseen cards (else a full deck's odds throughout). */
  readonly roundOdds: boolean;
  /** Every valuation is off by up to this many points, either way. */
  readonly noise: number;
  /** Judging the best turns on sampled futures (see futures.ts), or not. */
  readonly futures: FutureSearch | null;
}

export interface FutureSearch {
  /** How many of the best turns are judged. */
  readonly candidates: number;
  /** How many futures, and how many turns each. */
  readonly samples: number;
  readonly depth: number;
  /**
   * Work after which no further turn is judged (at least two are): evaluations times the
   * island's hexes, since an evaluation's cost grows with the island.
   */
  readonly budget: number;
}

export interface Decision {
  readonly action: TucanaAction;
  readonly rng: number;
}

interface Candidate {
  readonly drawer: Drawer;
  value: number;
}

/** A turn chosen, and the measure it was chosen by, for any turn of the same decision. */
interface Chosen {
  readonly action: TucanaAction;
  readonly rng: number;
  valueOf(board: Board): number;
}

function choose(state: TucanaState, player: number, profile: Profile, rng: number): Chosen {
  const island = islandOf(state.options.island);
  const begun = Drawer.begin(island, state, player);
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
  const search = profile.futures;
  if (search && candidates.length > 1 && turnsFollow(timing)) {
    const { futures, rng: next } = sampleFutures(state, timing, search.samples, search.depth, rng);
    const judge = new Futures(state, player, profile.weights, timing, chances, futures);
    const judged: Candidate[] = [];
    for (const c of candidates.slice(0, search.candidates)) {
      if (judged.length >= 2 && judge.work * island.terrain.length >= search.budget) break;
      c.value = judge.value(c.drawer.board(), evaluator);
      judged.push(c);
    }
    judged.sort((a, b) => b.value - a.value);
    return { action: (judged[0] as Candidate).drawer.action(), rng: next, valueOf: (board) => judge.value(board, evaluator) };
  }
  return { action: (candidates[0] as Candidate).drawer.action(), rng, valueOf: (board) => evaluator.value(board.segments, board.groups) };
}

/** The turn `player` draws in `state` (a state rebuilt from their view: its pile is a sample, read only as counts). */
export function decideWith(state: TucanaState, player: number, profile: Profile, rng: number): Decision {
  const { action, rng: next } = choose(state, player, profile, rng);
  return { action, rng: next };
}

/** `decideWith`'s choice and what it and `played` (a turn of the same seat in `state`) are worth by the measure it chose with. */
export function judgeWith(state: TucanaState, player: number, profile: Profile, rng: number, played: TucanaAction): Judged<TucanaAction> {
  const chosen = choose(state, player, profile, rng);
  const boardOf = (action: TucanaAction): Board => {
    const drawer = Drawer.begin(islandOf(state.options.island), state, player);
    if (!drawer.ok) throw new Error(`AI: ${drawer.error.detail}`);
    for (const edge of action.edges) {
      const drawn = drawer.value.draw(edge);
      if (!drawn.ok) throw new Error(`AI: ${drawn.error.detail}`);
    }
    return drawer.value.board();
  };
  return { choice: chosen.action, choiceValue: chosen.valueOf(boardOf(chosen.action)), playedValue: chosen.valueOf(boardOf(played)) };
}
