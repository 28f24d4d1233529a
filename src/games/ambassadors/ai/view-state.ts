// A state that agrees with a seat's view. At an online table the server keeps the game; this
// device holds such a state, so that the table controller shows the view and the rules' legal
// moves as they are. What the view hides (deck orders, other hands, the RNG) is filled with
// stand-ins, never dealt: every action goes to the server, whose rules alone decide. The review's
// judge deals those hidden parts itself (review.ts).
import { BONUS_KINDS, type AmbassadorsState, type AmbassadorsView } from '../rules/index';

/** A state whose view for `view.seat` is `view` itself. */
export function stateFromView(view: AmbassadorsView): AmbassadorsState {
  const { drawnCount, ...turn } = view.turn;
  const own = view.seat === view.turn.player;
  return {
    options: { players: view.players, seed: 0, starts: view.starts },
    phase: view.phase,
    first: view.first,
    turn: { ...turn, drawn: own ? turn.drawn : new Array<number>(drawnCount).fill(0) },
    players: view.boards.map((b) => ({
      spot: b.spot,
      gold: b.gold,
      // Another seat's hand: only its size is known.
      hand: b.hand ?? BONUS_KINDS.map((_, i) => (i === 0 ? b.handSize : 0)),
      trip: b.trip,
      supply: b.supply,
    })),
    embassies: view.embassies,
    claims: view.claims,
    ambushes: view.ambushes,
    decks: view.deckSizes.map((size) => new Array<number>(size).fill(0)),
    bonusDeck: new Array(view.bonusDeckSize).fill(BONUS_KINDS[0]),
    bonusDiscard: BONUS_KINDS.flatMap((kind, i) => new Array(view.bonusDiscard[i] ?? 0).fill(kind)),
    outcome: view.outcome,
    rng: 0,
    log: null,
  };
}
