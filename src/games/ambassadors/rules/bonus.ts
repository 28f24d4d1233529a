// The bonus deck: drawn from the top; when a draw finds it empty, the face-up discard is shuffled
// into a new deck. With both empty nothing is drawn.
import { shuffle } from './shared';
import { bonusDeck, bonusDiscard, hand as handOf, seatOf, type Table } from './table';
import { BONUS_KINDS, type BonusKind } from './types';

export const canDrawBonus = (table: Pick<Table, 'bonusDeck' | 'bonusDiscard'>): boolean => table.bonusDeck.length + table.bonusDiscard.length > 0;

/** The top card into `seat`'s hand, or null when both piles are empty. */
export function drawBonus(table: Table, seat: number, bought: boolean): BonusKind | null {
  if (table.bonusDeck.length === 0 && table.bonusDiscard.length > 0) {
    const drawn = shuffle(table.rng, table.bonusDiscard);
    table.rng = drawn.rng;
    table.bonusDeck = drawn.value;
    table.bonusDiscard = [];
    table.out?.push({ type: 'bonusReshuffled', cards: table.bonusDeck.length });
  }
  const card = bonusDeck(table).shift();
  if (card === undefined) return null;
  const hand = handOf(table, seat);
  hand[BONUS_KINDS.indexOf(card)]++;
  table.out?.push({ type: 'bonusDrawn', player: seat, card, bought });
  return card;
}

/** Plays a card from `seat`'s hand onto the discard; false if the hand holds none. */
export function discardBonus(table: Table, seat: number, card: BonusKind): boolean {
  const k = BONUS_KINDS.indexOf(card);
  if ((seatOf(table, seat).hand[k] as number) <= 0) return false;
  handOf(table, seat)[k]--;
  bonusDiscard(table).push(card);
  return true;
}
