// The largest-square achievement, for the positions of one search: how many cells each square of
// a given side still lacks is counted once on the board the search starts from; a position then
// only takes its new marks off the squares that hold them, instead of recounting the map.
import * as engine from '../rules/index';
import type { GameMap } from '../rules/index';
import { FAR } from './distance';

// Read once: these run for every evaluated position.
const { CELLS, MAP_SIZE, VILLAGE, colOf, rowOf } = engine;

const EDGE = MAP_SIZE + 1;

/** Per square side: the cells each square lacks on the board (indexed by its top-left corner), and the fewest. */
interface Table {
  readonly lacking: Int32Array;
  readonly fewest: number;
}

export class SquareWindows {
  private baseMarks: Uint8Array | null = null;
  private readonly tables = new Map<number, Table>();
  /** Summed-area table of the cells lacking on the board (unmarked villages count as impossible). */
  private readonly sums = new Int32Array(EDGE * EDGE);
  /** Scratch per square, stamped per count so that nothing is allocated or cleared. */
  private readonly stamps = new Int32Array(CELLS);
  private readonly counts = new Int32Array(CELLS);
  private stamp = 0;

  constructor(private readonly map: GameMap) {}

  /**
   * The fewest cells a square of `side` still lacks (FAR or more when none can be completed) once
   * the cells `added` are marked on `baseMarks`.
   */
  fewestLacking(baseMarks: Uint8Array, added: readonly number[], side: number): number {
    if (side > MAP_SIZE) return FAR;
    const table = this.tableFor(baseMarks, side);
    const across = MAP_SIZE - side + 1;
    let fewest = table.fewest;
    const stamp = ++this.stamp;
    for (const cell of added) {
      const row = rowOf(cell);
      const col = colOf(cell);
      for (let r = Math.max(0, row - side + 1); r <= Math.min(row, MAP_SIZE - side); r++) {
        for (let c = Math.max(0, col - side + 1); c <= Math.min(col, MAP_SIZE - side); c++) {
          const square = r * across + c;
          if (this.stamps[square] !== stamp) {
            this.stamps[square] = stamp;
            this.counts[square] = table.lacking[square] as number;
          }
          const lacking = --this.counts[square];
          if (lacking < fewest) fewest = lacking;
        }
      }
    }
    return fewest;
  }

  private tableFor(baseMarks: Uint8Array, side: number): Table {
    if (baseMarks !== this.baseMarks) {
      this.baseMarks = baseMarks;
      this.tables.clear();
      this.sumLacking(baseMarks);
    }
    let table = this.tables.get(side);
    if (!table) {
      const across = MAP_SIZE - side + 1;
      const lacking = new Int32Array(across * across);
      let fewest = FAR;
      for (let r = 0; r < across; r++) {
        for (let c = 0; c < across; c++) {
          const top = r * EDGE;
          const bottom = (r + side) * EDGE;
          const n = (this.sums[bottom + c + side] as number) - (this.sums[top + c + side] as number) - (this.sums[bottom + c] as number) + (this.sums[top + c] as number);
          lacking[r * across + c] = n;
          fewest = Math.min(fewest, n);
        }
      }
      table = { lacking, fewest };
      this.tables.set(side, table);
    }
    return table;
  }

  private sumLacking(marks: Uint8Array): void {
    const { terrain } = this.map;
    for (let r = 0; r < MAP_SIZE; r++) {
      for (let c = 0; c < MAP_SIZE; c++) {
        const cell = r * MAP_SIZE + c;
        const lacking = marks[cell] !== 0 ? 0 : terrain[cell] === VILLAGE ? FAR : 1;
        const at = (r + 1) * EDGE + c + 1;
        this.sums[at] = lacking + (this.sums[at - 1] as number) + (this.sums[at - EDGE] as number) - (this.sums[at - EDGE - 1] as number);
      }
    }
  }
}
