// One decision's search: every way to start the step (terrain, card option, scroll), a beam
// search over each, then (for levels that look ahead) the best few re-ranked by how well they
// set up the next turn. Work is counted in simulated placements, never in wall-clock time, so
// a decision is the same on every machine.
import { CARDS, nextFloat, tables, unseenCards, type Action, type Card, type DraftStart, type GameState, type PlayerBoard } from '../rules/index';
import { Evaluator, type Weights } from './evaluate';
import { nextTurnOfRound } from './hypothetical';
import { futureValue, type ChainScorer, type Future, type Role } from './lookahead';
import { beamSearch, type Scored, type Scorer } from './search';
import { Position, sheetOf, type Sheet } from './sheet';

export interface Profile {
  readonly weights: Weights;
  /** Partial placements kept after each X. */
  readonly width: number;
  /** Ways to start (terrains, options, scrolls) searched with the full width; the others greedily. */
  readonly breadth: number;
  /** Best placements re-ranked by a turn of lookahead (0: none). */
  readonly lookahead: number;
  /** Simulated placements the lookahead may spend in one decision. */
  readonly budget: number;
  /** Size (points) of the random misjudgement added to every evaluation (0: none). */
  readonly noise: number;
  /** Active player: how much what the others gain from the chosen option counts against it (0: ignored). */
  readonly denial: number;
}

/** How the rest of the round may go, as the deciding player sees it (empty: no turn left this round). */
export type Foresight = (state: GameState) => readonly Future[];

/** What a fair player may expect next: any card not seen this round (all of them before the first turn). */
export const fairForesight: Foresight = (state) => {
  // The round's last turn: the next card starts a new round, which a one-turn lookahead ignores.
  if (state.turn.turn === tables.TURNS_PER_ROUND - 1 && state.turn.number > 0) return [];
  return unseenCards(state).map((id) => ({ turns: [{ card: CARDS[id] as Card, facing: null }], weight: 1 }));
};

const byValue = (a: Scored, b: Scored): number => b.value - a.value;

export interface Plan {
  readonly action: Action;
  readonly value: number;
}

export class Planner {
  private readonly evaluator: Evaluator;
  private readonly position: Position;
  /** The deciding player's sheet in the state being searched. */
  private base: Sheet;
  private spent = 0;

  constructor(
    state: GameState,
    private readonly player: number,
    private readonly profile: Profile,
    public rng: number,
    private readonly foresight: Foresight = fairForesight,
  ) {
    this.evaluator = new Evaluator(state, player, profile.weights);
    this.position = new Position(state.map);
    this.base = this.sheetIn(state);
  }

  private sheetIn(state: GameState): Sheet {
    return sheetOf(state.boards[this.player] as PlayerBoard, state.turn.round, state.turn.templesReached[this.player] ?? []);
  }

  private readonly score: Scorer = (placer) => {
    this.spent++;
    const value = this.evaluator.value(this.position.load(this.base, [placer]));
    if (this.profile.noise === 0) return value;
    const drawn = nextFloat(this.rng);
    this.rng = drawn.rng;
    return value + this.profile.noise * (drawn.value - 0.5);
  };

  /**
   * The best way to play one of `starts` in `state` (a real state or a hypothetical one), looking
   * ahead with `share` of the decision's lookahead budget.
   */
  best(state: GameState, starts: readonly DraftStart[], share = 1): Plan {
    const { width, breadth, lookahead, budget } = this.profile;
    this.base = this.sheetIn(state);
    // Screen every start greedily, then search the most promising ones with the full width.
    const greedy = starts.map((start) => beamSearch(state, this.player, start, this.score, 1)[0] as Scored).sort(byValue);
    const searched = width === 1 ? 0 : breadth;
    const candidates = greedy
      .slice(searched)
      .concat(greedy.slice(0, searched).flatMap(({ placer }) => beamSearch(state, this.player, placer.start, this.score, width)))
      .sort(byValue);
    const futures = lookahead > 0 ? this.foresight(state) : [];
    let chosen: Scored = candidates[0] as Scored;
    if (futures.length > 0) {
      let bestAhead = -Infinity;
      const limit = this.spent + budget * share;
      for (const candidate of candidates.slice(0, lookahead)) {
        if (this.spent >= limit) break;
        const ahead = futureValue(state, this.player, [candidate.placer], futures, (k) => this.roleAt(state, k), this.chainScore);
        if (ahead > bestAhead) {
          bestAhead = ahead;
          chosen = { placer: candidate.placer, value: ahead };
        }
      }
    }
    return { action: chosen.placer.action(), value: chosen.value };
  }

  private readonly chainScore: ChainScorer = (chain, ahead) => {
    this.spent++;
    return this.evaluator.value(this.position.load(this.base, chain), ahead);
  };

  /** Whether, `k` turns after the current one, this player picks freely (active, 3-player last turn) or gets 3 Xs/2 Xs. */
  private roleAt(state: GameState, k: number): Role {
    const n = state.options.players;
    if (n === 1) return 'split';
    const turn = nextTurnOfRound(state) + k - 1;
    const free = n === 3 && state.turn.round === tables.ROUNDS - 1 && turn === tables.TURNS_PER_ROUND - 1;
    return free || (state.firstPlayer + turn) % n === this.player ? 'free' : 'split';
  }
}
