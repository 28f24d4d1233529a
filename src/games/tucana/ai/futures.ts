// The hard level's look at what may come: candidate turns are judged on the same few futures
// (common random numbers), each a sequence of card draws sampled from the cards not seen yet
// (counts only: the pile's order is hidden) and, past the round's end, from a fresh deck. On
// each future turn the sheet is answered greedily by the evaluation, and the sheet reached is
// valued where the future stops.
import { CARD_KINDS, DECK, Drawer, nextInt, sightValue, unseenCards, type Board, type CardKind, type TucanaState } from '../rules/index';
import { Evaluator, type Weights } from './evaluate';
import { finishGreedily } from './greedy-turn';
import { nextTiming, turnsFollow, type Timing } from './timing';

/** The two cards of each future turn. */
type Future = readonly (readonly [CardKind, CardKind])[];

const deal = (counts: Readonly<Record<CardKind, number>>): CardKind[] => CARD_KINDS.flatMap((kind) => new Array<CardKind>(counts[kind]).fill(kind));

/** Shuffles `cards` in place from `rng`; returns the next rng. */
function shuffleInPlace(cards: CardKind[], rng: number): number {
  for (let i = cards.length - 1; i > 0; i--) {
    const d = nextInt(rng, i + 1);
    rng = d.rng;
    const j = d.value;
    [cards[i], cards[j]] = [cards[j] as CardKind, cards[i] as CardKind];
  }
  return rng;
}

/** `count` futures of up to `depth` turns after the one being played (fewer when the game ends first). */
export function sampleFutures(state: TucanaState, timing: Timing, count: number, depth: number, rng: number): { futures: Future[]; rng: number } {
  const futures: Future[] = [];
  for (let f = 0; f < count; f++) {
    const turns: [CardKind, CardKind][] = [];
    let t = timing;
    let pile: CardKind[] = deal(unseenCards(state.pile));
    rng = shuffleInPlace(pile, rng);
    while (turns.length < depth && turnsFollow(t)) {
      if (t.left === 0) {
        pile = deal(DECK);
        rng = shuffleInPlace(pile, rng);
      }
      turns.push([pile.pop() as CardKind, pile.pop() as CardKind]);
      t = nextTiming(t, 0);
    }
    futures.push(turns);
  }
  return { futures, rng };
}

/** Values sheets by playing them on sampled futures. */
export class Futures {
  private readonly state: TucanaState;
  private readonly player: number;
  private readonly futures: readonly Future[];
  /** Per future turn: its timing and the evaluator that answers it. */
  private readonly steps: { readonly timing: Timing; readonly evaluator: Evaluator }[] = [];
  private readonly first: Timing;
  /** Evaluations spent so far. */
  work = 0;

  constructor(state: TucanaState, player: number, weights: Weights, timing: Timing, chances: Float64Array, futures: readonly Future[]) {
    this.state = state;
    this.player = player;
    this.futures = futures;
    this.first = timing;
    const depth = Math.max(0, ...futures.map((f) => f.length));
    for (let t = timing, i = 0; i < depth; i++) {
      t = nextTiming(t, 0);
      this.steps.push({ timing: t, evaluator: new Evaluator(state, player, weights, t, chances) });
    }
  }

  /** The mean, over the futures, of what the sheet is worth where each future stops. */
  value(board: Board, now: Evaluator): number {
    let total = 0;
    for (const future of this.futures) total += this.playOn(board, future, now);
    return total / Math.max(1, this.futures.length);
  }

  private playOn(start: Board, future: Future, now: Evaluator): number {
    let board = start;
    let written = 0;
    let timing = this.first;
    let evaluator = now;
    for (let i = 0; i < future.length; i++) {
      if (timing.left === 0) written += sightValue(timing.island, board.sights);
      const step = this.steps[i] as { timing: Timing; evaluator: Evaluator };
      timing = step.timing;
      evaluator = step.evaluator;
      board = this.answer(board, future[i] as readonly [CardKind, CardKind], timing, evaluator);
    }
    this.work++;
    return evaluator.value(board.segments, board.groups) + written;
  }

  /** The sheet after the turn with these cards, answered greedily (segment and bonus segments). */
  private answer(board: Board, cards: readonly [CardKind, CardKind], timing: Timing, evaluator: Evaluator): Board {
    const { state, player } = this;
    const passed = state.turn.passed.map(() => false);
    const hypothetical: TucanaState = {
      ...state,
      boards: state.boards.map((b, p) => (p === player ? board : b)),
      turn: { ...state.turn, round: timing.round, cards, done: passed, passed },
    };
    const begun = Drawer.begin(timing.island, hypothetical, player);
    if (!begun.ok) return board;
    const legal = begun.value.legalEdges();
    if (legal.length === 0) return board;
    const useful = evaluator.pathEdges(board.segments, board.groups);
    this.work++;
    const tried = legal.some((e) => useful[e]) ? legal.filter((e) => useful[e]) : legal;
    let best: Drawer | null = null;
    let top = -Infinity;
    for (const edge of tried) {
      const drawer = begun.value.clone();
      drawer.draw(edge);
      this.work += finishGreedily(drawer, evaluator) + 1;
      const after = drawer.board();
      const value = evaluator.value(after.segments, after.groups);
      if (value > top) [best, top] = [drawer, value];
    }
    return (best as Drawer).board();
  }
}
