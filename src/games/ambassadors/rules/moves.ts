// The decisions open to a seat, read from its view alone: after a roll, a walk to every stop
// reachable with the points left (a shortest one each), and the cards, ambushes, purchases,
// choices and sales the step allows.
import { ambushDots } from './ambush';
import { board } from './content';
import { BONUS_PRICE } from './game';
import { reachableStops, isWonder, type Ground } from './movement';
import { nextInt } from './shared';
import type { AmbassadorsAction, AmbassadorsState } from './types';
import { viewFor, type AmbassadorsView } from './view';

export type AmbassadorsMove = AmbassadorsAction;

export const groundOf = (view: AmbassadorsView): Ground => ({ players: view.boards, embassies: view.embassies, ambushes: view.ambushes });

export function legalMoves(view: AmbassadorsView, seat: number): AmbassadorsMove[] {
  if (!view.expected.includes(seat)) return [];
  const b = board();
  const me = view.boards[seat];
  const hand = me?.hand;
  if (!me || !hand) return [];
  const player = seat;
  const pass: AmbassadorsMove = { type: 'pass', player };
  switch (view.phase) {
    case 'roll':
      return [{ type: 'roll', player }];
    case 'move': {
      const moves: AmbassadorsMove[] = [pass];
      if ((hand[0] as number) > 0) moves.push({ type: 'boost', player, card: 'plus2' });
      if ((hand[1] as number) > 0) moves.push({ type: 'boost', player, card: 'plus3' });
      const rule = { seat, from: me.spot, points: view.turn.points, target: me.trip.target, jokers: hand[3] as number };
      for (const stop of reachableStops(b, groundOf(view), rule)) moves.push({ type: 'move', player, path: stop.path, joker: stop.joker });
      return moves;
    }
    case 'ambush':
      return [pass, ...ambushDots(b, groundOf(view)).map((dot): AmbassadorsMove => ({ type: 'ambush', player, dot }))];
    case 'shop':
      return me.gold >= BONUS_PRICE && view.bonusDeckSize + view.bonusDiscard.reduce((a, c) => a + c, 0) > 0 && isWonder(b, me.spot) ? [pass, { type: 'buy', player }] : [pass];
    case 'choose': {
      const moves: AmbassadorsMove[] = view.turn.drawn.map((_, index) => ({ type: 'keep', player, index }));
      view.turn.drawn.forEach((card, index) => {
        const info = b.cards[card];
        if (info && !view.turn.swapped[index] && ((view.embassies[info.target] as number) >> seat) & 1 && (view.deckSizes[info.start] as number) > 0)
          moves.push({ type: 'swap', player, index });
      });
      return moves;
    }
    case 'sell':
      return view.embassies.flatMap((mask, wonder) => ((mask >> seat) & 1 ? [{ type: 'sell', player, wonder } as AmbassadorsMove] : []));
    case 'over':
      return [];
  }
}

/** One of `seat`'s legal moves drawn evenly (a seat's turn is taken one small action at a time): the contract's `randomAction`. */
export function randomAction(state: AmbassadorsState, seat: number, rng: number): { readonly action: AmbassadorsAction; readonly rng: number } {
  const moves = legalMoves(viewFor(state, seat), seat);
  const drawn = nextInt(rng, moves.length);
  // A seat the rules do not expect has no move: its pass is refused like any action out of turn.
  return { action: moves[drawn.value] ?? { type: 'pass', player: seat }, rng: drawn.rng };
}
