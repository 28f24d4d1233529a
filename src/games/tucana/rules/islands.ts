// The two island sheets, as data checked at load (content.ts): our own maps and score tables.
// A row lists its hexes four characters apart, each as two letters: the terrain (D desert,
// F forest, M mountain, W water), then what stands there (. nothing, V village, O obelisk,
// B book, T toucan, Y yeti, S sea monster). Hexes are pointy-top, so each row sits half a hex
// (two characters) left or right of the next. Villages are numbered 1–10 clockwise from north.
import type { IslandId, Letter, SightKind } from './types';

export interface IslandData {
  readonly id: IslandId;
  readonly rows: readonly string[];
  readonly rounds: number;
  /** Per sight kind: what the first, second (and third) sight of that kind circles. */
  readonly sightValues: Readonly<Record<SightKind, readonly number[]>>;
  readonly pairValues: Readonly<Record<Letter, number>>;
  /** The lowest total of each of the six solo ranks, weakest first. */
  readonly soloRanks: readonly number[];
}

/** The small side: 73 hexes, two rounds, two sights of each kind. */
export const ISLA_PETIT: IslandData = {
  id: 'petit',
  rows: [
    '                W.  F.  FV  W.',
    '          MV  M.  FT  D.  D.  W.',
    '        M.  M.  F.  D.  MY  D.  DV',
    '      MV  M.  F.  FB  D.  D.  D.',
    '    W.  W.  WS  F.  F.  D.  DO  D.',
    '  FV  W.  W.  F.  F.  F.  D.  D.  DV',
    'F.  M.  DO  W.  F.  FT  W.  WS  W.',
    '  M.  M.  D.  MY  D.  D.  M.  M.',
    '    FV  F.  D.  D.  FB  F.  MV',
    '          W.  DV  D.  D.  F.',
    '                M.  D.  MV',
  ],
  rounds: 2,
  sightValues: { obelisk: [2, 3], book: [3, 4], toucan: [3, 4], yeti: [4, 5], seaMonster: [5, 6] },
  pairValues: { A: 5, B: 7, C: 9, D: 11, E: 13 },
  soloRanks: [50, 60, 70, 80, 90, 100],
};

/** The large side: 110 hexes, three rounds, three sights of each kind. */
export const ISLA_GRANDE: IslandData = {
  id: 'grande',
  rows: [
    '                        DV  D.  W.  MV',
    '                  W.  W.  F.  FT  W.  M.',
    '        W.  M.  DV  W.  FB  D.  D.  WS  W.',
    '      W.  D.  M.  D.  D.  D.  D.  D.  D.  DV',
    '    D.  DO  M.  D.  F.  MY  F.  D.  DO  D.  F.',
    '  MV  D.  D.  D.  WS  W.  W.  F.  D.  D.  MY  M.',
    '    M.  D.  F.  M.  W.  W.  D.  D.  M.  M.  M.',
    '  W.  W.  MY  M.  M.  W.  F.  F.  FT  M.  M.',
    '    FV  M.  F.  FT  D.  D.  FB  F.  F.  MV',
    '      F.  FB  F.  M.  DO  D.  F.  F.  W.',
    '        F.  F.  M.  D.  D.  WS  F.  FV',
    '              MV  F.  D.  D.  F.  F.',
    '                        DV  F.  W.',
  ],
  rounds: 3,
  sightValues: { obelisk: [2, 3, 4], book: [3, 4, 5], toucan: [3, 4, 5], yeti: [4, 5, 6], seaMonster: [5, 6, 7] },
  pairValues: { A: 6, B: 8, C: 10, D: 12, E: 14 },
  soloRanks: [110, 125, 140, 155, 170, 185],
};
