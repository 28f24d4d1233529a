// What one seat, or a spectator, may know: plain JSON with every public part of the table, but
// other seats' hands only by size, decks only by size, no drawn cards of another seat, no RNG
// and no seed. Screens and bots read views; legal moves are computed from them.
import { board } from './content';
import { standings } from './scoring';
import type { AmbassadorsState, Outcome, Phase, Trip, TurnState } from './types';
import { BONUS_KINDS } from './types';

/** A seat's standing as the contract's score: `total` is its ambassadors on the board. */
export type Score = Readonly<Record<'missing' | 'ambassadors' | 'gold' | 'total', number>>;

export interface SeatView {
  readonly spot: number;
  readonly gold: number;
  /** Bonus cards per kind (BONUS_KINDS order): the viewer's own only, null for the others. */
  readonly hand: readonly number[] | null;
  readonly handSize: number;
  readonly trip: Trip;
  readonly supply: number;
  readonly score: Score;
}

/** The turn as every seat sees it: `drawn` holds the cards drawn at an arrival for the chooser only (empty for the others), `drawnCount` for all. */
export interface TurnView extends TurnState {
  readonly drawnCount: number;
}

export interface AmbassadorsView {
  readonly game: 'ambassadors';
  readonly seat: number | null;
  readonly players: number;
  readonly starts: readonly number[];
  readonly phase: Phase;
  readonly first: number;
  readonly expected: readonly number[];
  readonly turn: TurnView;
  readonly boards: readonly SeatView[];
  readonly embassies: readonly number[];
  readonly claims: readonly number[];
  readonly ambushes: readonly number[];
  /** Per wonder: how many exploration cards its deck holds. */
  readonly deckSizes: readonly number[];
  readonly bonusDeckSize: number;
  /** The face-up bonus discard, counted per kind. */
  readonly bonusDiscard: readonly number[];
  readonly outcome: Outcome | null;
  readonly ranking: { readonly order: readonly number[]; readonly winners: readonly number[] } | null;
}

export function viewFor(state: AmbassadorsState, seat: number | null): AmbassadorsView {
  const table = standings(board(), state);
  const own = seat === state.turn.player;
  return {
    game: 'ambassadors',
    seat,
    players: state.options.players,
    starts: state.options.starts.slice(),
    phase: state.phase,
    first: state.first,
    expected: state.phase === 'over' ? [] : [state.turn.player],
    turn: {
      player: state.turn.player,
      round: state.turn.round,
      dice: state.turn.dice,
      points: state.turn.points,
      tolled: state.turn.tolled.slice(),
      drawn: own ? state.turn.drawn.slice() : [],
      drawnCount: state.turn.drawn.length,
      swapped: state.turn.swapped.slice(),
      debt: state.turn.debt,
    },
    boards: state.players.map((p, s) => {
      const standing = table[s] as (typeof table)[number];
      return {
        spot: p.spot,
        gold: p.gold,
        hand: s === seat ? p.hand.slice() : null,
        handSize: p.hand.reduce((a, b) => a + b, 0),
        trip: p.trip,
        supply: p.supply,
        score: { missing: standing.missing, ambassadors: standing.ambassadors, gold: standing.gold, total: standing.ambassadors },
      };
    }),
    embassies: state.embassies.slice(),
    claims: state.claims.slice(),
    ambushes: state.ambushes.slice(),
    deckSizes: state.decks.map((d) => d.length),
    bonusDeckSize: state.bonusDeck.length,
    bonusDiscard: BONUS_KINDS.map((kind) => state.bonusDiscard.filter((c) => c === kind).length),
    outcome: state.outcome,
    ranking: state.outcome ? { order: state.outcome.order, winners: state.outcome.winners } : null,
  };
}
