// The review's judge. The race is won, not scored, and the AI's prices in gold compare only moves
// of one kind, so a decision is worth the seat's chance to win: the hard level plays the game out
// from the seat's view, the hidden parts (others' hands, deck orders, dice) sampled anew for each
// play-out, after the played action and after the hard level's own choice on the same samples.
import type { AiJudgement } from '../../contract';
import type { Message } from '../../../platform/i18n';
import { shuffle } from '../../common/rng';
import { judgement } from '../../review';
import {
  BONUS_DECK,
  BONUS_KINDS,
  MAP,
  apply,
  board,
  legalMoves,
  nextInt,
  viewFor,
  type AmbassadorsAction,
  type AmbassadorsState,
  type AmbassadorsView,
  type BonusKind,
} from '../rules/index';
import { decideFor } from './decide';
import { PROFILES } from './levels';
import { stateFromView } from './view-state';

/** The level a review judges at: the strongest. */
export const REVIEW_LEVEL = 'hard';

/** Play-outs per judged action: a 2-player game's review stays well under a minute of one core. */
export const PLAY_OUTS = 12;
/**
 * Where those disagree on the played action and the hard level's choice, play-outs in all; a loss
 * then counts only beyond two standard errors of the paired play-outs' differences (one lucky
 * play-out of twelve used to make a mark of 8 points).
 */
export const CONFIRM_PLAY_OUTS = 48;

/** `count` items off the front of `pool`, topped up with random picks of `fallback` when it runs short (a guess, never a refusal). */
function take<T>(pool: T[], count: number, fallback: readonly T[], rng: number): { readonly items: T[]; readonly rng: number } {
  const items = pool.splice(0, count);
  while (items.length < count) {
    const drawn = nextInt(rng, fallback.length);
    rng = drawn.rng;
    items.push(fallback[drawn.value] as T);
  }
  return { items, rng };
}

/** A whole state that agrees with `view`: what the seat cannot see drawn at random from what it could be. */
export function sampleState(view: AmbassadorsView, seat: number, rng: number): AmbassadorsState {
  const known = stateFromView(view);
  const b = board();
  // Exploration cards in sight (trips under way, the seat's own draw) are in no deck.
  const seen = new Set<number>([...view.boards.flatMap((p) => (p.trip.card === null ? [] : [p.trip.card])), ...view.turn.drawn]);
  const decks = view.deckSizes.map((size, w) => {
    const all = b.deckCards[w] ?? [];
    const deck = shuffle(rng, all.filter((card) => !seen.has(card)));
    const dealt = take(deck.value, size, all, deck.rng);
    rng = dealt.rng;
    return dealt.items;
  });
  // The bonus cards not in the seat's hand nor on the discard: the others' hands and the deck.
  const own = view.boards[seat]?.hand ?? [];
  const unseen = BONUS_KINDS.flatMap((kind, i) => new Array<BonusKind>(Math.max(0, BONUS_DECK[kind] - (own[i] ?? 0) - (view.bonusDiscard[i] ?? 0))).fill(kind));
  const pool = shuffle(rng, unseen);
  rng = pool.rng;
  const players = known.players.map((p, s) => {
    if (s === seat) return p;
    const dealt = take(pool.value, view.boards[s]?.handSize ?? 0, BONUS_KINDS, rng);
    rng = dealt.rng;
    return { ...p, hand: BONUS_KINDS.map((kind) => dealt.items.filter((card) => card === kind).length) };
  });
  const bonusDeck = take(pool.value, view.bonusDeckSize, BONUS_KINDS, rng);
  return { ...known, players, decks, bonusDeck: bonusDeck.items, rng: nextInt(bonusDeck.rng, 0x7fffffff).value };
}

/** The seat's share of the win (1, a half in a tie of two, 0) once the hard level has played `state` out at every seat. */
function playOut(state: AmbassadorsState, seat: number, rng: number): number {
  while (state.phase !== 'over') {
    const player = state.turn.player;
    const decision = decideFor(viewFor(state, player), player, PROFILES[REVIEW_LEVEL], rng);
    rng = decision.rng;
    const next = apply(state, decision.action);
    // The hard level plays only legal moves; a refusal would be its bug, not the player's.
    if (!next.ok) throw new Error(`AI: the review's play-out was refused: ${next.error.code}`);
    state = next.value;
  }
  const winners = state.outcome?.winners ?? [];
  return winners.includes(seat) ? 1 / winners.length : 0;
}

interface Sample {
  readonly state: AmbassadorsState;
  readonly rng: number;
}

/** `count` whole states that agree with the view, each with its play-out's seed, drawn from `seed` on; and the seed after them. */
function samplesOf(view: AmbassadorsView, seat: number, seed: number, count: number): { readonly samples: Sample[]; readonly seed: number } {
  const samples = Array.from({ length: count }, () => {
    const state = sampleState(view, seat, seed);
    seed = nextInt(seed, 0x7fffffff).rng;
    const botRng = seed;
    seed = nextInt(seed, 0x7fffffff).rng;
    return { state, rng: botRng };
  });
  return { samples, seed };
}

/** The seat's share of the win after `action` in each sample (the same samples for every action judged). */
function winsAfter(samples: readonly Sample[], seat: number, action: AmbassadorsAction): number[] {
  return samples.map(({ state, rng }) => {
    const next = apply(state, action);
    if (!next.ok) throw new Error(`AI: the review cannot judge a refused action: ${next.error.code}`);
    return playOut(next.value, seat, rng);
  });
}

const mean = (values: readonly number[]): number => values.reduce((a, b) => a + b, 0) / values.length;

/** Whether the paired differences' mean is above zero by more than two standard errors. */
export function beyondNoise(differences: readonly number[]): boolean {
  const m = mean(differences);
  const variance = differences.reduce((sum, d) => sum + (d - m) ** 2, 0) / (differences.length - 1);
  return m > 2 * Math.sqrt(variance / differences.length);
}

/** A wonder's name, as the game's texts say it. */
const wonderName = (wonder: number): Message => ({ key: `ambassadors:wonders.${MAP.wonders[wonder]?.id ?? 'city'}` });

/** A decision in words, in the game's namespace: what the review shows the master would have played. */
function said(view: AmbassadorsView, action: AmbassadorsAction): Message {
  switch (action.type) {
    case 'move':
      return { key: 'ambassadors:review.move', params: { count: action.path.length } };
    case 'boost':
      return { key: 'ambassadors:review.boost', params: { count: action.card === 'plus2' ? 2 : 3 } };
    case 'keep':
    case 'swap':
      return { key: `ambassadors:review.${action.type}`, params: { wonder: wonderName(board().cards[view.turn.drawn[action.index] ?? 0]?.target ?? 0) } };
    case 'sell':
      return { key: 'ambassadors:review.sell', params: { wonder: wonderName(action.wonder) } };
    case 'pass':
      return { key: `ambassadors:review.pass.${view.phase === 'move' || view.phase === 'ambush' ? view.phase : 'shop'}` };
    default:
      return { key: `ambassadors:review.${action.type}` };
  }
}

const same = (a: AmbassadorsAction, b: AmbassadorsAction): boolean => JSON.stringify(a) === JSON.stringify(b);

/** The hard level's judgement of `played` from the view of the seat that took it, in percentage points of its chance to win. */
export function judge(view: AmbassadorsView, played: AmbassadorsAction, rng: number): AiJudgement<AmbassadorsAction> {
  const { seat } = view;
  if (seat === null) throw new Error('AI: a spectator has no decision to judge');
  const decision = decideFor(view, seat, PROFILES[REVIEW_LEVEL], rng);
  const choice = decision.action;
  // A forced move is no decision: nothing to lose, nothing to play out.
  if (legalMoves(view, seat).length < 2) return judgement({ choice, choiceValue: 0, playedValue: 0 }, played, (action) => said(view, action));
  const first = samplesOf(view, seat, decision.rng, PLAY_OUTS);
  let playedWins = winsAfter(first.samples, seat, played);
  let choiceWins = same(choice, played) ? playedWins : winsAfter(first.samples, seat, choice);
  if (choiceWins.some((wins, i) => wins !== playedWins[i])) {
    const more = samplesOf(view, seat, first.seed, CONFIRM_PLAY_OUTS - PLAY_OUTS).samples;
    playedWins = [...playedWins, ...winsAfter(more, seat, played)];
    choiceWins = [...choiceWins, ...winsAfter(more, seat, choice)];
  }
  // Percentage points of the chance to win; a choice no surer than noise is worth the played action.
  const playedValue = 100 * mean(playedWins);
  const better = beyondNoise(choiceWins.map((wins, i) => wins - (playedWins[i] as number)));
  return judgement({ choice, choiceValue: better ? 100 * mean(choiceWins) : playedValue, playedValue }, played, (action) => said(view, action));
}
