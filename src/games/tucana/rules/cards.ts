// The cards, as data checked at load (content.ts).
import type { CardKind } from './types';

/** The terrain deck: how many cards of each kind (27: one is left unseen each round). */
export const DECK: Readonly<Record<CardKind, number>> = { desert: 8, forest: 7, mountain: 6, water: 4, joker: 2 };

/**
 * The 13 setup cards, each read clockwise from its marked letter (the first here). Drawn once,
 * with a fixed seed, from every ring of A A B B C C D D E E with no equal letters side by side
 * (the ring wraps); no two cards are the same ring turned or mirrored.
 */
export const SETUP_CARDS: readonly string[] = [
  'EBCDAECDAB',
  'CADCEABEDB',
  'BECDECABDA',
  'CBDEABDCEA',
  'ADECDBEABC',
  'BEDEBDACAC',
  'BECDEBDACA',
  'DACECBDBEA',
  'DCABEBCEDA',
  'CABEBDACDE',
  'EADCBECABD',
  'EACDBABCED',
  'EDAEDCBCAB',
];

/** Blue bonus cards, one of each per letter A–E: #1 (2–8 players) and #2 (solo, and 5–8 players). */
export const BLUE_CARDS: { readonly first: readonly number[]; readonly second: readonly number[] } = {
  first: [3, 4, 5, 6, 7],
  second: [2, 2, 3, 4, 5],
};

/** Red bonus cards (Special Bonus), one per sight kind: joining two sights of the kind scores this. */
export const RED_POINTS = 6;
