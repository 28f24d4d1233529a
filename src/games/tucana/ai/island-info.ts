// What the AI reads from an island once: each pair of adjacent hexes by the two terrains it
// joins, so that a card draw's chance of allowing it is one table look-up.
import { TERRAINS, type Island } from '../rules/index';

/** A pair of terrains, either order: x * 4 + y with x ≤ y (16 slots, 10 used). */
export const CLASS_COUNT = TERRAINS.length * TERRAINS.length;
export const classOf = (x: number, y: number): number => (x <= y ? x * TERRAINS.length + y : y * TERRAINS.length + x);

export interface IslandInfo {
  readonly island: Island;
  /** Per edge: the class of its two terrains. */
  readonly edgeClass: Uint8Array;
  /** Per class: its edges. */
  readonly classEdges: readonly (readonly number[])[];
}

const INFOS = new WeakMap<Island, IslandInfo>();

export function infoOf(island: Island): IslandInfo {
  let info = INFOS.get(island);
  if (info) return info;
  const edgeClass = new Uint8Array(island.edgeCount);
  const classEdges: number[][] = Array.from({ length: CLASS_COUNT }, () => []);
  for (let e = 0; e < island.edgeCount; e++) {
    const c = classOf(island.terrain[island.edgeHexes[2 * e] as number] as number, island.terrain[island.edgeHexes[2 * e + 1] as number] as number);
    edgeClass[e] = c;
    (classEdges[c] as number[]).push(e);
  }
  info = { island, edgeClass, classEdges };
  INFOS.set(island, info);
  return info;
}
