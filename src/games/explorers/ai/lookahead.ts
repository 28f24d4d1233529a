// Lookahead: how good a placement leaves the turns after it, averaged over futures that may run
// past the round's end: a fair player's are sampled from what it knows (planner.ts), the
// benchmark's round-end clairvoyant passes the real one. Later turns are played greedily, each on
// the option that serves best.
import { Placer, type Card, type GameState, type OptionIndex } from '../rules/index';
import { nextTurnState } from './hypothetical';
import type { Scorer } from './search';

/** A card to come and, when known (solo), the option that will face the player. */
export interface Turn {
  readonly card: Card;
  readonly facing: OptionIndex | null;
}

/** One way the next turns may go, and how likely it is. */
export interface Future {
  readonly turns: readonly Turn[];
  readonly weight: number;
}

/** Whether the player picks freely on a coming turn (active, 3-player last turn) or gets 3 Xs on one option and 2 on the other. */
export type Role = 'free' | 'split';

/** Scores a chain of steps played after the decision (the last one ends `ahead` turns from now). */
export type ChainScorer = (chain: readonly Placer[], ahead: number) => number;

interface Played {
  readonly placer: Placer;
  readonly value: number;
}

/** Greedy play of one card option: the 2-X play is the start of the 3-X one (`full` false: stop there). */
function greedyOption(state: GameState, player: number, option: OptionIndex, score: Scorer, full: boolean): { two: Played; three: Played } {
  const begun = Placer.begin(state, player, { type: 'turn', pick: { kind: 'card', option } });
  if (!begun.ok) throw new Error(`AI lookahead: ${begun.error.detail}`);
  let played: Played = { placer: begun.value, value: score(begun.value) };
  let two: Played | null = null;
  while (!played.placer.isDone()) {
    let best: Played | null = null;
    for (const cell of played.placer.legalCells()) {
      const child = played.placer.clone();
      child.place(cell);
      const value = score(child);
      if (best === null || value > best.value) best = { placer: child, value };
    }
    played = best as Played;
    if (two === null && played.placer.xsLeft <= 1 && played.placer.horseOwed === 0) {
      two = played;
      if (!full) break;
    }
  }
  return { two: two ?? played, three: played };
}

/** Greedy plays of the first turn after a decision, kept per option's terrains: futures starting with the same card share them. */
export type FirstPlays = Map<string, Plays>;

/**
 * Expected value of the futures after `chain` (the steps played so far, the decision's first).
 * `roleAt(k)` tells the player's role k turns after the current one. `memo` keeps the first
 * turn's plays for further futures after the same chain.
 */
export function futureValue(
  state: GameState,
  player: number,
  chain: readonly Placer[],
  futures: readonly Future[],
  roleAt: (k: number) => Role,
  score: ChainScorer,
  memo: FirstPlays = new Map(),
): number {
  let total = 0;
  let weights = 0;
  for (const { turns, weight } of futures) {
    total += weight * playOn(state, player, chain, turns, 0, roleAt, score, memo);
    weights += weight;
  }
  return total / weights;
}

type Plays = ReturnType<typeof greedyOption>;

function playOn(
  state: GameState,
  player: number,
  chain: readonly Placer[],
  turns: readonly Turn[],
  depth: number,
  roleAt: (k: number) => Role,
  score: ChainScorer,
  memo: Map<string, Plays> | null,
): number {
  const turn = turns[depth] as Turn;
  const next = nextTurnState(state, player, (chain[chain.length - 1] as Placer).board(), turn.card);
  const ahead = depth + 1;
  const stepScore: Scorer = (placer) => score([...chain, placer], ahead);
  const plays = (option: OptionIndex, full: boolean): Plays => {
    // The same terrains play the same whichever card offers them.
    const key = `${turn.card.options[option].join('+')}/${full}`;
    let known = memo?.get(key);
    if (!known) {
      known = greedyOption(next, player, option, stepScore, full);
      memo?.set(key, known);
    }
    return known;
  };
  const better = (a: Played, b: Played): Played => (b.value > a.value ? b : a);
  /** 3 Xs on option `three` or 2 on the other. */
  const split = (three: OptionIndex): Played => better(plays(three, true).three, plays(three === 0 ? 1 : 0, turn.facing === null).two);
  // Each case is equally likely: the facing option is unknown to a fair solo player unless a sampled future says it.
  let cases: Played[];
  if (roleAt(ahead) === 'free') cases = [better(plays(0, true).three, plays(1, true).three)];
  else cases = turn.facing === null ? [split(0), split(1)] : [split(turn.facing)];
  let total = 0;
  for (const played of cases) {
    total += depth + 1 >= turns.length ? played.value : playOn(next, player, [...chain, played.placer], turns, depth + 1, roleAt, score, null);
  }
  return total / cases.length;
}
