// Trails of Tucana's how-to pages: each one's title and text live in the tucana namespace
// (`tucana:howto.pages.<id>.title / .text`); its picture is data drawn with the island's own art:
// a few hexes with villages, sights and trails, the turn's terrain cards, the bonus cards, the
// score categories or the solo ranks.
import type { CardKind, IslandId, ScoreCategory } from '../rules/index';

/** A hex of a picture: its row and its column (odd rows sit half a hex to the right). */
export type Spot = readonly [row: number, column: number];
/** A segment between two neighbouring hexes. */
export type Trail = readonly [Spot, Spot];
/** Trails written as paths: hexes "row,column" one after the other, each step a segment ("1,0 1,1 2,1"). */
export type Paths = readonly string[];

export interface HexScene {
  /** Rows of hexes: d desert, f forest, m mountain, w water; '.' is open sea. */
  readonly terrain: readonly string[];
  /** The same grid: A–E a village and its letter; o b t y s a sight (obelisk, book, toucan, yeti, sea monster). */
  readonly features?: readonly string[];
  readonly trails?: Paths;
  /** Bonus segments, drawn in gold. */
  readonly bonus?: Paths;
  /** The turn's cards, above the island. */
  readonly cards?: readonly [CardKind, CardKind];
  /** Segments lit as the ones the cards allow (a test checks they are all of them). */
  readonly lit?: Paths;
}

export type Picture =
  | ({ readonly kind: 'hexes' } & HexScene)
  | { readonly kind: 'bonusCards' }
  | { readonly kind: 'categories'; readonly categories: readonly ScoreCategory[] }
  | { readonly kind: 'ranks'; readonly island: IslandId };

export interface HowToPage {
  readonly id: string;
  readonly picture: Picture;
}

/** One stretch of island recurs, so the pages read as one walk across it. */
const ISLAND = ['.ddffm.', 'dddffmm', 'wddffmm', 'wwdffmm', '.wwdfm.'];
const SIGHTS = ['.......', 'A.o..y.', '....t..', '...b...', '.s...B.'];

/** The segments of some paths, in order. */
export function segmentsOf(paths: Paths = []): Trail[] {
  return paths.flatMap((path) => {
    const spots = path.split(' ').map((spot) => spot.split(',').map(Number) as unknown as Spot);
    return spots.slice(1).map((spot, i): Trail => [spots[i] as Spot, spot]);
  });
}

export const HOWTO_PAGES: readonly HowToPage[] = [
  { id: 'goal', picture: { kind: 'hexes', terrain: ISLAND, features: SIGHTS, trails: ['1,0 1,1 1,2 1,3 2,3 2,4 2,5'] } },
  {
    id: 'drawing',
    picture: {
      kind: 'hexes',
      terrain: ['ffmm', 'fffm', 'dfmm'],
      cards: ['forest', 'mountain'],
      lit: ['0,1 0,2 1,1 2,2 1,2 0,2', '0,3 1,2 1,3', '1,2 2,3', '2,1 2,2'],
    },
  },
  // The joker taken as a desert here; another player may take it as a forest.
  { id: 'jokers', picture: { kind: 'hexes', terrain: ['ddw', 'dww', 'fwm'], cards: ['joker', 'water'], trails: ['1,0 1,1'] } },
  { id: 'sights', picture: { kind: 'hexes', terrain: ISLAND, features: SIGHTS, trails: ['1,0 1,1 1,2', '3,2 3,3 4,4 4,5'] } },
  {
    id: 'bonusSegments',
    picture: {
      kind: 'hexes',
      terrain: ISLAND,
      features: ['.......', 'A.o....', '.......', '..o....', '.......'],
      trails: ['1,2 1,1 1,0 2,1 3,1 3,2'],
      bonus: ['3,4 3,5'],
    },
  },
  {
    id: 'pairs',
    picture: { kind: 'hexes', terrain: ISLAND, features: ['.C.....', '......D', '.......', '......D', '....C..'], trails: ['0,1 1,1 2,1 3,1 4,2 4,3 4,4'] },
  },
  { id: 'races', picture: { kind: 'bonusCards' } },
  { id: 'rounds', picture: { kind: 'categories', categories: ['sights', 'villages', 'bonuses'] } },
  { id: 'solo', picture: { kind: 'ranks', island: 'petit' } },
];
