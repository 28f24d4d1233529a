// Walking distances on the map, counted in Xs: how many marks it takes to reach a cell.
// Villages are never marked, so paths go around them; terrain is ignored (every terrain comes up).
import * as engine from '../rules/index';
import type { Cell, GameMap } from '../rules/index';

// Read once: the loops below run for every evaluated position.
const { CELLS, MAP_SIZE, VILLAGE } = engine;
const FULL_ROW = (1 << MAP_SIZE) - 1;

/** Stands for "cannot be reached" in a distance array. */
export const FAR = 255;

/** Per map: the cells an X may ever cover, as one bit mask per row. */
const OPEN_ROWS = new WeakMap<GameMap, Uint16Array>();
function openRows(map: GameMap): Uint16Array {
  let rows = OPEN_ROWS.get(map);
  if (!rows) {
    rows = new Uint16Array(MAP_SIZE).fill(FULL_ROW);
    for (let cell = 0; cell < CELLS; cell++) if (map.terrain[cell] === VILLAGE) rows[cell >> 4] &= ~(1 << (cell & 15));
    OPEN_ROWS.set(map, rows);
  }
  return rows;
}

const reached = new Uint16Array(MAP_SIZE);

/**
 * Fills `out` with, per cell, the Xs needed to mark it starting from the marked cells given as
 * one bit mask per row (0 on marked cells, FAR where no path exists) and returns it.
 * Breadth-first on the row masks, so a whole ring of cells grows at once; cells more than
 * `limit` Xs away are left FAR. `ring`, when given, receives the cells one X away, as row masks.
 */
export function distancesFrom(map: GameMap, marked: Uint16Array, out: Uint8Array, limit = FAR - 1, ring?: Uint16Array): Uint8Array {
  const open = openRows(map);
  out.fill(FAR);
  ring?.fill(0);
  reached.set(marked);
  for (let r = 0; r < MAP_SIZE; r++) writeRow(out, r, marked[r] as number, 0);
  for (let d = 1; d <= limit; d++) {
    let any = 0;
    // One pass, rows in order: `above` keeps the row above as it was before this ring grew it.
    let above = 0;
    for (let r = 0; r < MAP_SIZE; r++) {
      const row = reached[r] as number;
      const near = (row << 1) | (row >> 1) | above | (r < MAP_SIZE - 1 ? (reached[r + 1] as number) : 0);
      const fresh = near & (open[r] as number) & ~row & FULL_ROW;
      above = row;
      if (fresh === 0) continue;
      reached[r] = row | fresh;
      writeRow(out, r, fresh, d);
      if (d === 1 && ring) ring[r] = fresh;
      any = 1;
    }
    if (any === 0) break;
  }
  return out;
}

function writeRow(out: Uint8Array, r: number, bits: number, value: number): void {
  while (bits !== 0) {
    out[r * MAP_SIZE + 31 - Math.clz32(bits & -bits)] = value;
    bits &= bits - 1;
  }
}

/** Distances from a single cell (the cell itself counts 0). */
export function distancesFromCell(map: GameMap, cell: Cell): Uint8Array {
  const rows = new Uint16Array(MAP_SIZE);
  rows[cell >> 4] = 1 << (cell & 15);
  return distancesFrom(map, rows, new Uint8Array(CELLS));
}
