// A player's sheet: segments and the groups they join, sights and pairs scored, bonus boxes,
// round totals; and what the sheet is worth, read from those.
import type { Island } from './island';
import { carveBytes, filled, orOld } from './shared';
import { LETTERS, SIGHT_KINDS, type Board, type Hex, type Letter } from './types';

export function emptyBoard(island: Island): Board {
  const groups = carveBytes(island.size);
  for (let h = 0; h < island.size; h++) groups[h] = h;
  return {
    segments: carveBytes(island.edgeCount),
    groups,
    sights: 0,
    pairs: 0,
    blue: filled(LETTERS.length, () => 0),
    red: filled(SIGHT_KINDS.length, () => 0),
    roundScores: [],
  };
}

/** Boards are only built here or in `emptyBoard`, field by field, so V8 sees one object shape. */
export function nextBoard(board: Board, change: Partial<Board>): Board {
  return {
    segments: orOld(change.segments, board.segments),
    groups: orOld(change.groups, board.groups),
    sights: orOld(change.sights, board.sights),
    pairs: orOld(change.pairs, board.pairs),
    blue: orOld(change.blue, board.blue),
    red: orOld(change.red, board.red),
    roundScores: orOld(change.roundScores, board.roundScores),
  };
}

/** Set bits of a 32-bit mask. */
export function bitCount(mask: number): number {
  let m = mask - ((mask >>> 1) & 0x55555555);
  m = (m & 0x33333333) + ((m >>> 2) & 0x33333333);
  return (Math.imul((m + (m >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) as number;
}

/** What the sights scored so far circle: per kind, the first values of its row (order does not matter). */
export function sightValue(island: Island, sights: number): number {
  let total = 0;
  for (let k = 0; k < SIGHT_KINDS.length; k++) {
    const values = island.sightValues[k] as readonly number[];
    const n = bitCount(sights & (island.kindMasks[k] as number));
    for (let i = 0; i < n; i++) total += values[i] as number;
  }
  return total;
}

export function pairPoints(island: Island, pairs: number): number {
  let total = 0;
  for (let l = 0; l < LETTERS.length; l++) if (pairs & (1 << l)) total += island.pairValues[l] as number;
  return total;
}

/** Points in the blue bonus boxes (village pairs joined first). */
export const bluePoints = (board: Board): number => board.blue.reduce((a, b) => a + b, 0);
/** Points in the red bonus boxes (the Special Bonus: two sights of a kind joined first). */
export const redPoints = (board: Board): number => board.red.reduce((a, b) => a + b, 0);
export const bonusPoints = (board: Board): number => bluePoints(board) + redPoints(board);

/** Pair hexes by sheet letters (a game keeps one letters array per seat throughout). */
const PAIR_HEXES = new WeakMap<readonly Letter[], Int16Array>();

/** Per letter, the two village hexes holding it on a sheet with these letters: [2l] and [2l + 1]. */
export function pairHexes(island: Island, letters: readonly Letter[]): Int16Array {
  const known = PAIR_HEXES.get(letters);
  if (known) return known;
  const out = new Int16Array(2 * LETTERS.length).fill(-1);
  letters.forEach((letter, v) => {
    const l = LETTERS.indexOf(letter);
    out[out[2 * l] === -1 ? 2 * l : 2 * l + 1] = island.villages[v] as Hex;
  });
  PAIR_HEXES.set(letters, out);
  return out;
}

/** Group labels of the hexes joined by the segments drawn up to `round` (all rounds by default). */
export function groupsOf(island: Island, segments: ArrayLike<number>, round = Infinity): Uint8Array {
  const groups = new Uint8Array(island.size);
  for (let h = 0; h < island.size; h++) groups[h] = h;
  for (let e = 0; e < island.edgeCount; e++) {
    const mark = segments[e] as number;
    if (mark !== 0 && mark - 1 <= round) join(island, groups, island.edgeHexes[2 * e] as Hex, island.edgeHexes[2 * e + 1] as Hex);
  }
  return groups;
}

/** Joins the groups of hexes a and b (in place); the label kept is a's. False if already one group. */
export function join(island: Island, groups: Uint8Array, a: Hex, b: Hex): boolean {
  const keep = groups[a] as number;
  const gone = groups[b] as number;
  if (keep === gone) return false;
  for (let h = 0; h < island.size; h++) if (groups[h] === gone) groups[h] = keep;
  return true;
}

/** Whether group `g` holds a village. */
export function hasVillage(island: Island, groups: Uint8Array, g: number): boolean {
  for (const v of island.villages) if (groups[v] === g) return true;
  return false;
}

/** Sights joined to a village by these groups, one bit per sight. */
export function sightsReached(island: Island, groups: Uint8Array): number {
  let mask = 0;
  for (let s = 0; s < island.sights.length; s++) {
    const g = groups[island.sights[s] as Hex];
    if (hasVillage(island, groups, g as number)) mask |= 1 << s;
  }
  return mask;
}

/** Letters whose two villages these groups join, one bit per letter. */
export function pairsJoined(groups: Uint8Array, pairs: Int16Array): number {
  let mask = 0;
  for (let l = 0; l < LETTERS.length; l++) if (groups[pairs[2 * l] as Hex] === groups[pairs[2 * l + 1] as Hex]) mask |= 1 << l;
  return mask;
}

/** Whether two sights of this kind (SIGHT_KINDS index) are joined to each other: a red card's goal. */
export function kindJoined(island: Island, groups: Uint8Array, kind: number): boolean {
  const seen: number[] = [];
  for (let s = 0; s < island.sights.length; s++) {
    if (island.sightKinds[s] !== kind) continue;
    const g = groups[island.sights[s] as Hex] as number;
    if (seen.includes(g)) return true;
    seen.push(g);
  }
  return false;
}
