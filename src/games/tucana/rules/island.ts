// An island sheet as the rules use it: typed tables built once from its data (islands.ts), so
// that drawing a segment, connecting and scoring touch only small arrays.
import type { IslandData } from './islands';
import { centreOf, clockwiseFromNorth, neighbourTable, parseRows } from './hex';
import { CARD_KINDS, LETTERS, SIGHT_KINDS, type CardKind, type Edge, type Hex, type IslandId } from './types';

/** The letters of the rows: terrains in TERRAINS order, features in SIGHT_KINDS order. */
export const TERRAIN_LETTERS = 'DFMW';
export const SIGHT_LETTERS = 'OBTYS';
export const VILLAGE_LETTER = 'V';
export const NO_FEATURE = '.';
const JOKER = CARD_KINDS.indexOf('joker');

/** Whether cards a and b (CARD_KINDS indices) allow a segment between terrains x and y: either order, a joker any terrain. */
export const cardsAllow = (a: number, b: number, x: number, y: number): boolean =>
  ((a === JOKER || a === x) && (b === JOKER || b === y)) || ((a === JOKER || a === y) && (b === JOKER || b === x));

export interface Island {
  readonly id: IslandId;
  /** How many hexes (at most 255: groups are labelled with bytes). */
  readonly size: number;
  /** Axial coordinates per hex, for drawing. */
  readonly q: readonly number[];
  readonly r: readonly number[];
  /** Per hex: its TERRAINS index. */
  readonly terrain: Uint8Array;
  /** Per hex: 1 when it touches the sea. */
  readonly coast: Uint8Array;
  /** Per hex, 6 neighbours (DIRECTIONS order), -1 for the sea. */
  readonly neighbours: Int16Array;
  readonly edgeCount: number;
  /** Per edge: its two hexes, lower index first, at [2e] and [2e + 1]. */
  readonly edgeHexes: Uint8Array;
  /** Per hex and direction: the edge to that neighbour, or -1. */
  readonly edgeAt: Int16Array;
  /** The village hexes, village 1 first, clockwise from north. */
  readonly villages: readonly Hex[];
  /** Per village: degrees clockwise from north, seen from the island's middle. */
  readonly villageAngles: readonly number[];
  /** The sight hexes in reading order (a sight's index is its place here), and their SIGHT_KINDS index. */
  readonly sights: readonly Hex[];
  readonly sightKinds: readonly number[];
  /** Per sight kind: one bit per sight of that kind. */
  readonly kindMasks: readonly number[];
  /** Per CARD_KINDS pair (first * 5 + second): the edges whose two terrains those cards allow. */
  readonly cardEdges: readonly (readonly Edge[])[];
  readonly rounds: number;
  /** Per SIGHT_KINDS index: the values circled by the 1st, 2nd… sight of the kind. */
  readonly sightValues: readonly (readonly number[])[];
  /** Per letter: the value of its village pair. */
  readonly pairValues: readonly number[];
  readonly soloRanks: readonly number[];
}

/** The island of `data`, or what keeps its rows from being read (the content checks come after). */
export function readIsland(data: IslandData): Island | string {
  const hexes = parseRows(data.rows);
  if (typeof hexes === 'string') return hexes;
  if (hexes.length > 255) return `${hexes.length} hexes, at most 255`;
  for (const h of hexes) {
    if (!TERRAIN_LETTERS.includes(h.terrain)) return `unknown terrain letter '${h.terrain}' (allowed: ${TERRAIN_LETTERS.split('').join(' ')})`;
    if (!`${SIGHT_LETTERS}${VILLAGE_LETTER}${NO_FEATURE}`.includes(h.feature)) return `unknown feature letter '${h.feature}'`;
  }
  const size = hexes.length;
  const neighbours = neighbourTable(hexes);
  const edgeAt = new Int16Array(size * 6).fill(-1);
  const ends: number[] = [];
  for (let h = 0; h < size; h++) {
    for (let d = 0; d < 6; d++) {
      const n = neighbours[h * 6 + d] as number;
      if (n < h) continue; // the sea, or an edge listed from its lower hex
      edgeAt[h * 6 + d] = ends.length / 2;
      edgeAt[n * 6 + ((d + 3) % 6)] = ends.length / 2;
      ends.push(h, n);
    }
  }
  const edgeHexes = Uint8Array.from(ends);
  const terrain = Uint8Array.from(hexes, (h) => TERRAIN_LETTERS.indexOf(h.terrain));
  const centres = hexes.map((h) => centreOf(h.q, h.r));
  const cx = centres.reduce((s, c) => s + c.x, 0) / size;
  const cy = centres.reduce((s, c) => s + c.y, 0) / size;
  const angle = (h: Hex) => clockwiseFromNorth((centres[h] as { x: number }).x, (centres[h] as { y: number }).y, cx, cy);
  const villages = hexes.flatMap((h, i) => (h.feature === VILLAGE_LETTER ? [i] : [])).sort((a, b) => angle(a) - angle(b));
  const sights = hexes.flatMap((h, i) => (SIGHT_LETTERS.includes(h.feature) ? [i] : []));
  const sightKinds = sights.map((h) => SIGHT_LETTERS.indexOf((hexes[h] as { feature: string }).feature));
  const kindMasks = SIGHT_KINDS.map((_, k) => sightKinds.reduce((mask, kind, s) => (kind === k ? mask | (1 << s) : mask), 0));
  const cardEdges = CARD_KINDS.flatMap((_, a) =>
    CARD_KINDS.map((_, b) => {
      const out: Edge[] = [];
      for (let e = 0; e < ends.length / 2; e++) {
        const x = terrain[ends[2 * e] as number] as number;
        const y = terrain[ends[2 * e + 1] as number] as number;
        if (cardsAllow(a, b, x, y)) out.push(e);
      }
      return out;
    }),
  );
  return {
    id: data.id,
    size,
    q: hexes.map((h) => h.q),
    r: hexes.map((h) => h.r),
    terrain,
    coast: Uint8Array.from(hexes, (_, i) => (neighbours.subarray(i * 6, i * 6 + 6).includes(-1) ? 1 : 0)),
    neighbours,
    edgeCount: ends.length / 2,
    edgeHexes,
    edgeAt,
    villages,
    villageAngles: villages.map(angle),
    sights,
    sightKinds,
    kindMasks,
    cardEdges,
    rounds: data.rounds,
    sightValues: SIGHT_KINDS.map((k) => data.sightValues[k]?.slice() ?? []),
    pairValues: LETTERS.map((l) => data.pairValues[l]),
    soloRanks: data.soloRanks.slice(),
  };
}

/** The edges a pair of revealed cards allows (either order; a joker allows any terrain). */
export const edgesForCards = (island: Island, cards: readonly [CardKind, CardKind]): readonly Edge[] =>
  island.cardEdges[CARD_KINDS.indexOf(cards[0]) * CARD_KINDS.length + CARD_KINDS.indexOf(cards[1])] as readonly Edge[];

/** The edge between two hexes, or -1 when they are not neighbours. */
export function edgeBetween(island: Island, a: Hex, b: Hex): Edge {
  if (!Number.isInteger(a) || !Number.isInteger(b) || a < 0 || b < 0 || a >= island.size || b >= island.size) return -1;
  for (let d = 0; d < 6; d++) if (island.neighbours[a * 6 + d] === b) return island.edgeAt[a * 6 + d] as number;
  return -1;
}
