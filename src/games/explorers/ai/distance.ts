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

/** Fills `rows` with the marked cells as one bit mask per row, and returns it. */
export function markedRows(marks: Uint8Array, rows: Uint16Array): Uint16Array {
  rows.fill(0);
  for (let cell = 0; cell < CELLS; cell++) if (marks[cell] !== 0) rows[cell >> 4] |= 1 << (cell & 15);
  return rows;
}

/**
 * Fills `out` with, per cell, the Xs needed to mark it starting from the marked cells given as
 * one bit mask per row (0 on marked cells, FAR where no path exists) and returns it.
 * Breadth-first on the row masks, so a whole ring of cells grows at once; cells more than
 * `limit` Xs away are left FAR. `ring`, when given, receives the cells one X away, as row masks.
 */
export function distancesFrom(map: GameMap, marked: Uint16Array, out: Uint8Array, limit = FAR - 1, ring?: Uint16Array): Uint8Array {
  out.fill(FAR);
  ring?.fill(0);
  for (let r = 0; r < MAP_SIZE; r++) writeRow(out, r, marked[r] as number, 0);
  spread(map, marked, out, limit, ring, null, 0, MAP_SIZE - 1);
  return out;
}

/**
 * Grows rings from the `marked` cells, writing each cell reached at ring d into `out` (and the
 * first ring into `ring`). Only rows `first`..`last` hold cells that may start a ring; each ring
 * can only reach next to the one before, so each pass looks at those rows and their neighbours.
 * With `farther`, only cells farther than d from some earlier marks (bit masks per ring, then
 * per row) are taken: the others already hold a distance as short.
 */
function spread(
  map: GameMap,
  marked: Uint16Array,
  out: Uint8Array,
  limit: number,
  ring: Uint16Array | undefined,
  farther: Uint16Array | null,
  first: number,
  last: number,
): void {
  const open = openRows(map);
  reached.set(marked);
  let lo = first;
  let hi = last;
  for (let d = 1; d <= limit && lo <= hi; d++) {
    const from = Math.max(0, lo - 1);
    const to = Math.min(MAP_SIZE - 1, hi + 1);
    lo = MAP_SIZE;
    hi = -1;
    // One pass, rows in order: `above` keeps the row above as it was before this ring grew it.
    let above = from > 0 ? (reached[from - 1] as number) : 0;
    for (let r = from; r <= to; r++) {
      const row = reached[r] as number;
      const near = (row << 1) | (row >> 1) | above | (r < MAP_SIZE - 1 ? (reached[r + 1] as number) : 0);
      let fresh = near & (open[r] as number) & ~row & FULL_ROW;
      if (farther !== null) fresh &= farther[d * MAP_SIZE + r] as number;
      above = row;
      if (fresh === 0) continue;
      reached[r] = row | fresh;
      writeRow(out, r, fresh, d);
      if (d === 1 && ring) ring[r] |= fresh;
      if (r < lo) lo = r;
      hi = r;
    }
  }
}

/**
 * Distances for the positions of one search: the board it starts from is walked once, and each
 * position then adds only what its new marks bring closer (distances from several marks are the
 * least of each one's, so the walk from the new marks stops wherever the board is as close).
 */
export class SearchDistances {
  private baseMarks: Uint8Array | null = null;
  private readonly baseRows = new Uint16Array(MAP_SIZE);
  private readonly baseDist = new Uint8Array(CELLS);
  private readonly baseRing = new Uint16Array(MAP_SIZE);
  /** Per ring d, per row: the cells farther than d from the board's marks. */
  private readonly farther: Uint16Array;

  constructor(
    private readonly map: GameMap,
    private readonly limit: number,
  ) {
    this.farther = new Uint16Array((limit + 1) * MAP_SIZE);
  }

  /**
   * Fills `out` (and `ring`) as `distancesFrom` would for `rows`, the marks of `baseMarks` plus
   * the cells `added`.
   */
  measure(baseMarks: Uint8Array, rows: Uint16Array, added: readonly number[], out: Uint8Array, ring: Uint16Array): Uint8Array {
    if (baseMarks !== this.baseMarks) this.walkBase(baseMarks);
    out.set(this.baseDist);
    for (let r = 0; r < MAP_SIZE; r++) ring[r] = (this.baseRing[r] as number) & ~(rows[r] as number);
    if (added.length === 0) return out;
    let first = MAP_SIZE;
    let last = -1;
    for (const cell of added) {
      out[cell] = 0;
      first = Math.min(first, cell >> 4);
      last = Math.max(last, cell >> 4);
    }
    spread(this.map, rows, out, this.limit, ring, this.farther, first, last);
    return out;
  }

  private walkBase(baseMarks: Uint8Array): void {
    this.baseMarks = baseMarks;
    distancesFrom(this.map, markedRows(baseMarks, this.baseRows), this.baseDist, this.limit, this.baseRing);
    this.farther.fill(0);
    for (let cell = 0; cell < CELLS; cell++) {
      const dist = this.baseDist[cell] as number;
      for (let d = 0; d <= this.limit && d < dist; d++) this.farther[d * MAP_SIZE + (cell >> 4)] |= 1 << (cell & 15);
    }
  }
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
