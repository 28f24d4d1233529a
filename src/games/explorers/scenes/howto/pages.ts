// The how-to-play pages: each one's text lives in the locales (`howto.pages.<id>.title / .text`),
// its picture is drawn from game sprites: a fragment of map (letters as in the tile data files),
// an exploration card, or scoring categories (each a labelled tile with its objects).
import type { ObjectKind, Terrain } from '../../rules/index';
import type { Fragment } from '../../ui/cell-grid';

export type Picture =
  | { readonly kind: 'fragment'; readonly fragment: Fragment }
  | { readonly kind: 'card'; readonly top: Terrain; readonly bottom: Terrain; readonly counts: readonly [number, number] | null }
  | { readonly kind: 'categories'; readonly categories: readonly Category[] };

/** A scoring category: its name (`scoring.categories.<id>`) and what it counts. */
export interface Category {
  readonly id: 'provisions' | 'gemstones' | 'villages' | 'temples' | 'achievements';
  readonly objects: readonly (ObjectKind | 'village' | 'trophy')[];
}

export interface HowToPage {
  readonly id: string;
  readonly picture: Picture;
}

/** The same small landscape recurs, so the pages read as one story. */
const LANDSCAPE = ['PPWWDDM', 'PPVWDMM', 'MPPWDDM', 'MMPWWDD', 'MMPPWDV'];

export const HOWTO_PAGES: readonly HowToPage[] = [
  {
    id: 'goal',
    picture: {
      kind: 'fragment',
      fragment: {
        terrain: LANDSCAPE,
        objects: ['.K.....', '......G', '..A....', 'T...F..', '.......'],
        marks: ['.xxx...', 'xxox...', '.xx....', '..x....', '.......'],
        villages: [3, 6],
      },
    },
  },
  { id: 'turn', picture: { kind: 'card', top: 'desert', bottom: 'mountain', counts: null } },
  {
    id: 'placing',
    picture: {
      kind: 'fragment',
      fragment: {
        terrain: LANDSCAPE,
        objects: ['.......', '......G', '.......', 'T...F..', '.......'],
        marks: ['.......', '.xo....', '..x....', '.......', '.......'],
        hints: ['.+.....', '+......', '.+.....', '..+....', '.......'],
        villages: [3, 6],
      },
    },
  },
  {
    id: 'keysTemples',
    picture: {
      kind: 'fragment',
      fragment: {
        terrain: ['PPDDMM', 'PVDMMM', 'WWDDMM', 'WWWDDM'],
        objects: ['..K...', '....T.', '......', '..G...'],
        marks: ['..x...', '.oxxx.', '......', '......'],
        villages: [5],
      },
    },
  },
  {
    id: 'scrollsHorses',
    picture: {
      kind: 'fragment',
      fragment: {
        terrain: ['DDPPWW', 'DVPPWM', 'DDPMWM', 'MMPMMM'],
        objects: ['..S...', '...H..', '......', '......'],
        marks: ['......', '.onn..', '...n..', '......'],
        villages: [2],
      },
    },
  },
  {
    id: 'provisionsGems',
    picture: {
      kind: 'fragment',
      fragment: {
        terrain: ['WWWPPDD', 'WVWPPDD', 'WWMMPDD'],
        objects: ['F..A..G', '....C..', '..G....'],
        marks: ['xx.....', '.o.....', '.......'],
        villages: [7],
      },
    },
  },
  {
    id: 'villages',
    picture: {
      kind: 'fragment',
      fragment: {
        terrain: ['MPPWD', 'PPVWD', 'MPPWD', 'MMPDD'],
        marks: ['..x..', '.x...', '..x..', '.....'],
        villages: [4],
      },
    },
  },
  {
    id: 'scoring',
    picture: {
      kind: 'categories',
      categories: [
        { id: 'provisions', objects: ['apple', 'carrot', 'fish'] },
        { id: 'gemstones', objects: ['gem'] },
        { id: 'villages', objects: ['village'] },
        { id: 'temples', objects: ['temple'] },
        { id: 'achievements', objects: ['trophy'] },
      ],
    },
  },
  {
    id: 'expert',
    picture: {
      kind: 'categories',
      categories: [
        { id: 'temples', objects: ['temple'] },
        { id: 'provisions', objects: ['apple', 'carrot', 'fish'] },
        { id: 'villages', objects: ['village'] },
        { id: 'gemstones', objects: ['gem'] },
      ],
    },
  },
  {
    id: 'achievements',
    picture: {
      kind: 'fragment',
      fragment: {
        terrain: ['PPWWDDMMP', 'DDPPWWMMW', 'MMDDPPWWD'],
        marks: ['.........', 'xxxxxxxxx', '.........'],
      },
    },
  },
  { id: 'solo', picture: { kind: 'card', top: 'water', bottom: 'prairie', counts: [2, 3] } },
];
