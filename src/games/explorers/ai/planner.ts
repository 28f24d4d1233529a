// One decision's search: every way to start the step (terrain, card option, scroll), a beam
// search over each, then (for levels that look ahead) the best few re-ranked by how well they
// set up the next turn. Work is counted in simulated placements, never in wall-clock time, so
// a decision is the same on every machine.
import { CARDS, nextFloat, nextInt, shuffle, tables, unseenCards, type Action, type Card, type DraftStart, type GameState, type OptionIndex, type Placer, type PlayerBoard } from '../rules/index';
import { Evaluator, type Weights } from './evaluate';
import { futureValue, type ChainScorer, type FirstPlays, type Future, type Role, type Turn } from './lookahead';
import { beamSearch, type Scored, type Scorer } from './search';
import { Position, sheetOf, type Sheet } from './sheet';
import { LAST_TURN, roundOfTurn, turnIndexOf } from './timing';

export interface Profile {
  readonly weights: Weights;
  /** Partial placements kept after each X. */
  readonly width: number;
  /** Ways to start (terrains, options, scrolls) searched with the full width; the others greedily. */
  readonly breadth: number;
  /** Best placements re-ranked by their future (0: none). */
  readonly lookahead: number;
  /**
   * Futures of the unseen cards sampled once per decision and shared by every candidate (common
   * random numbers), each played out greedily for `depth` turns (past the round's end too).
   */
  readonly samples: number;
  readonly depth: number;
  /** Simulated placements the lookahead may spend in one decision. */
  readonly budget: number;
  /** Share of the futures every candidate is judged on before only the better half goes on (1: all on all). */
  readonly screen: number;
  /** Size (points) of the random misjudgement added to every evaluation (0: none). */
  readonly noise: number;
  /** Active player: how much what the others gain from the chosen option counts against it (0: ignored). */
  readonly denial: number;
}

/** How the turns to come may go, as the deciding player sees it (empty: no turn left). */
export type Foresight = (state: GameState) => readonly Future[];

/**
 * `samples` ways the next `depth` turns may go (past the round's end too), drawn from what the
 * player knows: this round's from the unseen cards (never their real order), each later round's
 * from a new shuffle of the whole deck, as the rules deal it (one card set aside); the option
 * facing the player (3 Xs on it, 2 on the other) is drawn too.
 */
export function sampledFutures(state: GameState, samples: number, depth: number, rng: number): { futures: Future[]; rng: number } {
  const now = turnIndexOf(state);
  const length = Math.min(depth, LAST_TURN - now);
  const futures: Future[] = [];
  if (length <= 0) return { futures, rng };
  const unseen = unseenCards(state);
  const deck = CARDS.map((card) => card.id);
  for (let s = 0; s < samples; s++) {
    const turns: Turn[] = [];
    let cards: number[] = [];
    for (let turn = now + 1; turn <= now + length; turn++) {
      if (turn === now + 1 || turn % tables.TURNS_PER_ROUND === 0) {
        const dealt = shuffle(rng, roundOfTurn(turn) === state.turn.round ? unseen : deck);
        rng = dealt.rng;
        cards = dealt.value;
      }
      const facing = nextInt(rng, 2);
      rng = facing.rng;
      turns.push({ card: CARDS[cards.shift() as number] as Card, facing: facing.value as OptionIndex });
    }
    futures.push({ turns, weight: 1 });
  }
  return { futures, rng };
}

const byValue = (a: Scored, b: Scored): number => b.value - a.value;
const weightOf = (futures: readonly Future[]): number => futures.reduce((sum, future) => sum + future.weight, 0);

export interface Plan {
  readonly action: Action;
  readonly value: number;
}

export class Planner {
  private readonly evaluator: Evaluator;
  private readonly position: Position;
  /** The deciding player's sheet in the state being searched, and that state's turn index. */
  private base: Sheet;
  private baseTurn: number;
  private spent = 0;
  private sampled: readonly Future[] | null = null;

  constructor(
    state: GameState,
    private readonly player: number,
    private readonly profile: Profile,
    public rng: number,
    private readonly foresight?: Foresight,
  ) {
    this.evaluator = new Evaluator(state, player, profile.weights);
    this.position = new Position(state.map);
    this.base = this.sheetIn(state);
    this.baseTurn = turnIndexOf(state);
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
    this.baseTurn = turnIndexOf(state);
    // Screen every start greedily, then search the most promising ones with the full width.
    const greedy = starts.map((start) => beamSearch(state, this.player, start, this.score, 1)[0] as Scored).sort(byValue);
    const searched = width === 1 ? 0 : breadth;
    const candidates = greedy
      .slice(searched)
      .concat(greedy.slice(0, searched).flatMap(({ placer }) => beamSearch(state, this.player, placer.start, this.score, width)))
      .sort(byValue);
    const futures = lookahead > 0 ? this.futuresOf(state) : [];
    const pool = candidates.slice(0, Math.ceil(lookahead * share));
    const chosen = (futures.length > 0 ? this.judge(state, pool, futures, this.spent + budget * share) : null) ?? (candidates[0] as Scored);
    return { action: chosen.placer.action(), value: chosen.value };
  }

  /**
   * What `placer` (one way to play `state`) is worth by the measure `best` chooses with at the
   * end: its mean over all of the decision's futures when it looks ahead, else its evaluation.
   * Called after `best` on the same state, it judges on the futures that decision drew.
   */
  valueOf(state: GameState, placer: Placer): number {
    this.base = this.sheetIn(state);
    this.baseTurn = turnIndexOf(state);
    const futures = this.profile.lookahead > 0 ? this.futuresOf(state) : [];
    if (futures.length === 0) return this.score(placer);
    return futureValue(state, this.player, [placer], futures, (k) => this.roleAt(state, k), this.chainScore);
  }

  /**
   * The candidate whose futures are worth most, valued at their mean, spending up to `limit`
   * placements (null: none judged). Every candidate is first judged on the first `screen` share
   * of the futures, and only the better half on the rest too: a poor candidate rarely catches up.
   */
  private judge(state: GameState, pool: readonly Scored[], futures: readonly Future[], limit: number): Scored | null {
    const roleAt = (k: number): Role => this.roleAt(state, k);
    const cut = Math.max(1, Math.round(futures.length * Math.min(1, this.profile.screen)));
    const [first, rest] = [futures.slice(0, cut), futures.slice(cut)];
    let judged: { placer: Placer; value: number; memo: FirstPlays }[] = [];
    for (const { placer } of pool) {
      if (this.spent >= limit) break;
      const memo: FirstPlays = new Map();
      judged.push({ placer, value: futureValue(state, this.player, [placer], first, roleAt, this.chainScore, memo), memo });
    }
    // Even a lone candidate goes on to all of them: alternatives of one decision (a card's two
    // options, tied villages) compare their values, which must rest on the same futures.
    if (rest.length > 0) {
      const [firstWeight, restWeight] = [weightOf(first), weightOf(rest)];
      const survivors = judged
        .slice()
        .sort(byValue)
        .slice(0, Math.ceil(judged.length / 2));
      const complete: typeof judged = [];
      for (const survivor of survivors) {
        if (this.spent >= limit) break;
        const later = futureValue(state, this.player, [survivor.placer], rest, roleAt, this.chainScore, survivor.memo);
        complete.push({ ...survivor, value: (survivor.value * firstWeight + later * restWeight) / (firstWeight + restWeight) });
      }
      if (complete.length > 0) judged = complete;
    }
    let best: Scored | null = null;
    for (const candidate of judged) if (best === null || candidate.value > best.value) best = candidate;
    return best;
  }

  /** The futures every candidate of this decision is judged on: the benchmark's, or fair ones. */
  private futuresOf(state: GameState): readonly Future[] {
    if (this.foresight) return this.foresight(state);
    // Drawn once: the alternatives of one decision (options, start villages) share the same unseen cards.
    if (this.sampled === null) {
      const drawn = sampledFutures(state, this.profile.samples, this.profile.depth, this.rng);
      this.rng = drawn.rng;
      this.sampled = drawn.futures;
    }
    return this.sampled;
  }

  private readonly chainScore: ChainScorer = (chain, ahead) => {
    this.spent++;
    return this.evaluator.value(this.position.load(this.base, chain, this.baseTurn), ahead);
  };

  /** Whether, `k` turns after the current one, this player picks freely (active, 3-player last turn) or gets 3 Xs/2 Xs. */
  private roleAt(state: GameState, k: number): Role {
    const n = state.options.players;
    if (n === 1) return 'split';
    const index = turnIndexOf(state) + k;
    const round = roundOfTurn(index);
    const turn = index % tables.TURNS_PER_ROUND;
    const free = n === 3 && round === tables.ROUNDS - 1 && turn === tables.TURNS_PER_ROUND - 1;
    // The first player moves on by one seat each round.
    const first = (state.firstPlayer + round - state.turn.round) % n;
    return free || (first + turn) % n === this.player ? 'free' : 'split';
  }
}
