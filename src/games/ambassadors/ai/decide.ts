// One action for the seat whose turn it is, every legal move priced in gold by the Valuer and the
// best one taken (a careless level adds noise to each price). The move, the cards, the ambush,
// the shop, the next trip and the sales each have their own pricing.
import {
  BONUS_PRICE,
  ambassadorsOnBoard,
  groundOf,
  legalMoves,
  missingOnChain,
  nextInt,
  reachableStops,
  type AmbassadorsMove,
  type AmbassadorsView,
  type TripCard,
} from '../rules/index';
import type { Profile } from './levels';
import { sumChance } from './odds';
import { MEAN_ROLL, Valuer } from './value';

export interface Decision {
  readonly action: AmbassadorsMove;
  readonly rng: number;
}

const PLUS = { plus2: 2, plus3: 3 } as const;
/** A hand this big buys no more: the cards come faster than turns to play them. */
const FULL_HAND = 6;
/** An ambush is laid only where it should cost a rival at least this many steps. */
const AMBUSH_STEPS = 1.5;

/** The best stop within `points` (the spot it stands on included), net of tolls and jokers, with `jokers` in hand. */
function bestWalk(v: Valuer, points: number, jokers: number): number {
  const rule = { seat: v.seat, from: v.me.spot, points, target: v.me.trip.target, jokers };
  let best = v.tripFrom(v.me.spot);
  for (const stop of reachableStops(v.board, groundOf(v.view), rule)) best = Math.max(best, walkValue(v, stop.path, stop.joker));
  return best;
}

function walkValue(v: Valuer, path: readonly number[], joker: boolean): number {
  const end = path.at(-1) as number;
  const passed = joker ? path.filter((s) => v.view.ambushes.includes(s)).length : 0;
  return v.tripFrom(end) - (v.profile.careful ? v.tolls(path) : 0) - passed * v.cardGold(2);
}

/** Expected steps an ambush `k` steps ahead on a rival's route takes from its next roll, `d` steps from its target. */
function ambushLoss(k: number, d: number): number {
  let loss = 0;
  for (let sum = Math.max(2, k); sum <= 12; sum++) loss += sumChance(sum) * (Math.min(sum, d) - k);
  return loss;
}

/** Per legal move, its worth to the seat. */
function priceOf(v: Valuer, move: AmbassadorsMove): number {
  const { view, seat, me, board: b } = v;
  switch (move.type) {
    case 'roll':
      return 0;
    case 'pass':
      return view.phase === 'move' ? v.tripFrom(me.spot) : 0;
    case 'move':
      return walkValue(v, move.path, move.joker);
    case 'boost': {
      const k = PLUS[move.card];
      return bestWalk(v, view.turn.points + k, (me.hand?.[3] as number) ?? 0) - v.cardGold(k);
    }
    case 'ambush': {
      // Only on a rival's route, and not on our own; the worth of the steps it takes from the rival.
      if (v.route(me.spot, me.trip.target).includes(move.dot)) return -Infinity;
      let best = -Infinity;
      for (let s = 0; s < view.players; s++) {
        const rival = view.boards[s];
        if (s === seat || !rival) continue;
        const route = v.route(rival.spot, rival.trip.target);
        const k = route.indexOf(move.dot) + 1;
        if (k === 0 || k > 12) continue;
        const steps = ambushLoss(k, route.length);
        // A rival nearer the City is the one to slow down.
        const threat = 1 + 1 / (1 + rival.score.missing);
        if (steps >= AMBUSH_STEPS) best = Math.max(best, (steps * threat * v.profile.turnGold) / MEAN_ROLL);
      }
      return best;
    }
    case 'buy': {
      if (v.profile.buysAll) return 1;
      const card = me.trip.card === null ? null : (b.cards[me.trip.card] as TripCard);
      const reserve = v.profile.reserve + (card ? card.fine : 0);
      return me.gold - BONUS_PRICE >= reserve && me.handSize < FULL_HAND ? 1 : -1;
    }
    case 'keep':
      return v.nextTrip(view.turn.drawn[move.index] as number, me.spot);
    case 'swap': {
      // A swap trades a card for an unseen one of the same deck: worth its mean over the whole deck.
      const deck = b.deckCards[me.spot] as readonly number[];
      const mean = deck.reduce((sum, c) => sum + v.nextTrip(c, me.spot), 0) / deck.length;
      const kept = Math.max(...view.turn.drawn.map((c) => v.nextTrip(c, me.spot)));
      return mean > kept ? mean : -Infinity;
    }
    case 'sell': {
      // Sell where the chain loses least; then an ambassador whose first-ambassador card we do not hold.
      const embassies = view.embassies.map((mask, w) => (w === move.wonder ? mask & ~(1 << seat) : mask));
      return -missingOnChain(b, embassies, seat, v.start) * 1000 - (view.claims[move.wonder] === seat ? (b.tolls[move.wonder] as number) : 0) - ambassadorsOnBoard(embassies, seat);
    }
  }
}

/** The seat's decision among its legal moves; `rng` only breaks ties and makes noise. */
export function decideFor(view: AmbassadorsView, seat: number, profile: Profile, rng: number): Decision {
  const moves = legalMoves(view, seat);
  if (moves.length === 0) throw new Error('AI: no decision is expected of this seat now');
  const decision = bestOf(moves, new Valuer(view, seat, profile), rng);
  if (decision.action.type !== 'pass' || view.phase !== 'move' || moves.length === 1) return decision;
  // Stuck behind a rival (two figures face to face on a path wait for each other forever): go around.
  return new Valuer(view, seat, profile).blocked() ? bestOf(moves, new Valuer(view, seat, profile, true), rng) : decision;
}

function bestOf(moves: readonly AmbassadorsMove[], v: Valuer, rng: number): Decision {
  const { profile } = v;
  let best = moves[0] as AmbassadorsMove;
  let bestValue = -Infinity;
  for (const move of moves) {
    let value = priceOf(v, move);
    if (profile.noise > 0) {
      const drawn = nextInt(rng, 1000);
      rng = drawn.rng;
      value += (drawn.value / 1000) * profile.noise;
    }
    if (value > bestValue) {
      best = move;
      bestValue = value;
    }
  }
  return { action: best, rng };
}
