// Arriving at the trip's target, in order: the reward band's gold and an ambassador (none after
// a failure), the first-ambassador card, the chain check (the game may end here), the old card
// under its deck, then two cards drawn from the target's deck to keep one.
import { missingOnChain } from './chain';
import { placeAmbassador } from './payment';
import { finish } from './scoring';
import { deck, player, type Table } from './table';

export const DRAWN_AT_ARRIVAL = 2;

/** The gold a trip's card pays at roll `rolls`: its top band, its middle band, or nothing. */
export function reward(card: { readonly top: number; readonly topGold: number; readonly mid: number; readonly midGold: number }, rolls: number): number {
  if (rolls <= card.top) return card.topGold;
  return rolls <= card.mid ? card.midGold : 0;
}

export function arrive(table: Table, seat: number, wonder: number): void {
  const { board } = table;
  const p = player(table, seat);
  const { trip } = p;
  const card = trip.card === null ? null : (board.cards[trip.card] ?? null);
  const gold = card && !trip.failed ? reward(card, trip.rolls) : 0;
  p.gold += gold;
  const placed = card !== null && !trip.failed && placeAmbassador(table, seat, wonder);
  table.out?.push({ type: 'arrived', player: seat, wonder, gold, ambassador: placed });
  const start = board.starts[(table.options.starts[seat] as number) - 1] as number;
  if (placed && missingOnChain(board, table.embassies, seat, start) === 0) return finish(table, 'chain', seat);
  if (card && !trip.failed) deck(table, card.start).push(trip.card as number);
  p.trip = { card: null, target: wonder, rolls: 0, failed: true };
  const drawn = deck(table, wonder).splice(0, DRAWN_AT_ARRIVAL);
  table.turn.drawn = drawn;
  table.turn.swapped = drawn.map(() => false);
  table.phase = 'choose';
  table.out?.push({ type: 'tripCardsDrawn', player: seat, cards: drawn });
}
