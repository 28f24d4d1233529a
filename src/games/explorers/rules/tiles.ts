// The eight landscape tiles (our own design; constraints and checks in content.ts,
// figures and design notes in docs/balance.md).
// terrain: P prairie, W water, D desert, M mountain, V village.
// objects: . none, K key, S scroll, H horse, A apple, C carrot, F fish, G gemstone, T temple.
// Each terrain leads to its own rewards: apples, carrots and most horses on prairie; fish and
// most scrolls in water; gemstones in the mountains (a few in the desert); keys mostly in the
// desert or water; temples mostly on mountains.
import type { TileData } from './types';

export const TILES: readonly TileData[] = [
  // Meadows split by a winding river; a mountain temple south of the village.
  {
    id: 1,
    terrain: [
      'MMPPPWPP',
      'MMPPWWPD',
      'MPPWWVDD',
      'PPWWPPDD',
      'PWWPPMMD',
      'DWPPMMMD',
      'DDWPMMDD',
      'DDWWPMDD',
    ],
    objects: [
      '.......S',
      'G...F...',
      '.A......',
      '........',
      '..K....G',
      '..C.....',
      'H....T..',
      '....H...',
    ],
    achievement: 'race-villages-temples',
  },
  // Lake country: two big lakes around a prairie peninsula that holds the temple.
  {
    id: 2,
    terrain: [
      'MMWWWPPM',
      'MWWWWPVM',
      'DWWWPPMM',
      'DDWPPDDM',
      'DPPPWWDD',
      'MPWWWWPD',
      'MMMWWPPD',
      'MMMPWPDD',
    ],
    objects: [
      '.......G',
      '..F.....',
      '........',
      '...T.G..',
      '.AH...K.',
      '.K..F...',
      '.G....C.',
      '........',
    ],
    achievement: 'areas-water',
  },
  // Highlands: two mountain ridges, the temple on the northern summit, the key on the far side.
  {
    id: 3,
    terrain: [
      'MMMPPWWW',
      'PMMMPPWW',
      'PPMMDDDW',
      'WPPDDMMW',
      'WWVPDMMW',
      'WPPPDMMM',
      'MPWPDDMM',
      'MMWPPDDD',
    ],
    objects: [
      '.T....S.',
      'H..G....',
      '........',
      '........',
      '......G.',
      '.A......',
      '.....K..',
      'G...C...',
    ],
    achievement: 'longest-line',
  },
  // Dunes: two great deserts with an oasis to the west; the temple lies deep in the sand.
  {
    id: 4,
    terrain: [
      'DDDPPMMW',
      'DDDDPPMW',
      'WDDDPMMW',
      'WWPPVDMM',
      'WPPDDDDD',
      'WPMMDDDW',
      'MMMPPDWW',
      'DDMPPWWW',
    ],
    objects: [
      '...A....',
      '.T......',
      'F.....G.',
      '........',
      '......H.',
      '...G.K..',
      '......S.',
      'K...H...',
    ],
    achievement: 'count-provision-sets',
  },
  // Valley: a river under a northern range; the temple sits on the far bank.
  {
    id: 5,
    terrain: [
      'MMMMPPDD',
      'MMMPPPDD',
      'MMMWWPPD',
      'WWWWPWWW',
      'DDPPPPPW',
      'DDPDDDVP',
      'MDDDMMPP',
      'MMDDMMWW',
    ],
    objects: [
      '.G.....H',
      '....T...',
      '......A.',
      '.F....F.',
      '..C.H...',
      '........',
      '..K.....',
      '.....G..',
    ],
    achievement: 'avoid-horse',
  },
  // Canyon: a river gorge between mountain walls, desert plateaus on both rims.
  {
    id: 6,
    terrain: [
      'DDMWWMDD',
      'DDMMWMDD',
      'PDDMWMMD',
      'PPVMWWMP',
      'PDDMMWMP',
      'DDMPMWMP',
      'DMMPPWDD',
      'MMPPWWDD',
    ],
    objects: [
      'K.......',
      '...G....',
      'A.....T.',
      'H.......',
      '....G...',
      '.....S.C',
      '....K...',
      'G.C.....',
    ],
    achievement: 'race-edges',
  },
  // Coast: open sea to the north-west, hills and sand inland.
  {
    id: 7,
    terrain: [
      'WWWWWPPM',
      'WWWWPPMM',
      'WWWPPDMM',
      'WPPMMDDM',
      'PPMMDDDD',
      'DPPMDDDW',
      'DDPVPPWW',
      'DDDDMPWW',
    ],
    objects: [
      '...F....',
      '.S.....G',
      '....C...',
      'KH..T...',
      '........',
      '..A..G..',
      '........',
      '.......F',
    ],
    achievement: 'largest-square',
  },
  // Patchwork: many small fields of every kind, no terrain dominant.
  {
    id: 8,
    terrain: [
      'MMPDDWWW',
      'MPPDDDWW',
      'MMWWPPWW',
      'DMWWPDDD',
      'DDPPPDDD',
      'DVMMMWWW',
      'PPMMWWPW',
      'PPMMWPPW',
    ],
    objects: [
      '........',
      'KH......',
      '.G...A..',
      '..F...G.',
      'H..C.T..',
      '........',
      '...G....',
      '....K...',
    ],
    achievement: 'count-full-villages',
  },
];
