// Paying fines and tolls: from gold; when gold is short, the debtor sells ambassadors to its king
// (100 each, its choice which) until it can pay; with none left on the board it is ruined.
import { ambassadorsOnBoard } from './chain';
import { deck, holds, player, seatOf, setEmbassy, tripOn, type Table } from './table';
import type { Debt } from './types';

export const SALE_PRICE = 100;
export const START_GOLD = 50;

export type Charged = 'paid' | 'selling' | 'ruined';

function pay(table: Table, seat: number, amount: number, to: number | null): void {
  player(table, seat).gold -= amount;
  if (to !== null) player(table, to).gold += amount;
  table.out?.push({ type: 'debtPaid', player: seat, amount, to });
}

/** Charges `amount` to `seat`: paid at once, left open for sales (`table.turn.debt`), or ruin. */
export function charge(table: Table, seat: number, amount: number, to: number | null, then: Pick<Debt, 'next' | 'joker' | 'path'>): Charged {
  if (seatOf(table, seat).gold >= amount) {
    pay(table, seat, amount, to);
    return 'paid';
  }
  if (ambassadorsOnBoard(table.embassies, seat) === 0) {
    ruin(table, seat, to);
    return 'ruined';
  }
  table.out?.push({ type: 'debtOpened', player: seat, amount, to });
  table.turn.debt = { amount, to, ...then };
  table.phase = 'sell';
  return 'selling';
}

/** One sale toward the open debt: paid once gold covers it, ruin when nothing is left to sell. */
export function sellFor(table: Table, seat: number, wonder: number): Charged {
  removeAmbassador(table, seat, wonder);
  player(table, seat).gold += SALE_PRICE;
  table.out?.push({ type: 'ambassadorSold', player: seat, wonder });
  const debt = table.turn.debt;
  if (!debt) return 'paid';
  if (player(table, seat).gold >= debt.amount) {
    table.turn.debt = null;
    pay(table, seat, debt.amount, debt.to);
    return 'paid';
  }
  if (ambassadorsOnBoard(table.embassies, seat) > 0) return 'selling';
  table.turn.debt = null;
  ruin(table, seat, debt.to);
  return 'ruined';
}

/** Takes `seat`'s ambassador off `wonder`; its first-ambassador card passes clockwise, or back to the pile. */
export function removeAmbassador(table: Table, seat: number, wonder: number): void {
  const mask = (table.embassies[wonder] as number) & ~(1 << seat);
  player(table, seat).supply++;
  const holder = table.claims[wonder] as number;
  if (holder !== seat) return setEmbassy(table, wonder, mask, holder);
  const n = table.players.length;
  let to: number | null = null;
  for (let k = 1; k < n && to === null; k++) if (mask & (1 << (seat + k) % n)) to = (seat + k) % n;
  setEmbassy(table, wonder, mask, to ?? -1);
  table.out?.push({ type: 'firstCardPassed', wonder, to });
}

/** Places `seat`'s ambassador on `wonder` (if it has none there and one in supply); the first there takes the card. */
export function placeAmbassador(table: Table, seat: number, wonder: number): boolean {
  if (holds(table.embassies, wonder, seat) || seatOf(table, seat).supply === 0) return false;
  const first = table.embassies[wonder] === 0;
  setEmbassy(table, wonder, (table.embassies[wonder] as number) | (1 << seat), first ? seat : (table.claims[wonder] as number));
  player(table, seat).supply--;
  if (first) table.out?.push({ type: 'firstAmbassador', player: seat, wonder });
  return true;
}

/**
 * Ruin: what gold is left goes to the creditor, the rest is forgiven; the figure restarts at its
 * start wonder with 50 gold, an ambassador there and the top card of its deck (no choice).
 */
function ruin(table: Table, seat: number, to: number | null): void {
  const p = player(table, seat);
  const paid = p.gold;
  if (to !== null) player(table, to).gold += paid;
  table.out?.push({ type: 'ruined', player: seat, paid });
  const start = table.board.starts[(table.options.starts[seat] as number) - 1] as number;
  if (p.trip.card !== null) deck(table, table.board.cards[p.trip.card]?.start as number).push(p.trip.card);
  p.gold = START_GOLD;
  p.spot = start;
  placeAmbassador(table, seat, start);
  p.trip = tripOn(table.board, deck(table, start).shift() as number);
  table.turn.debt = null;
}
