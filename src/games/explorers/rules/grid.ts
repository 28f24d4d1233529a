// Geometry of the 16×16 map: cells are `row * 16 + col`.
import { MAP_SIZE, type Cell } from './types';

export const CELLS = MAP_SIZE * MAP_SIZE;
export const rowOf = (cell: Cell): number => Math.floor(cell / MAP_SIZE);
export const colOf = (cell: Cell): number => cell % MAP_SIZE;
export const cellAt = (row: number, col: number): Cell => row * MAP_SIZE + col;
export const isCell = (value: unknown): value is Cell =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < CELLS;

/** Orthogonal neighbours of every cell, precomputed once. */
export const NEIGHBOURS: readonly (readonly Cell[])[] = Array.from({ length: CELLS }, (_, cell) => {
  const r = rowOf(cell);
  const c = colOf(cell);
  const out: Cell[] = [];
  if (r > 0) out.push(cell - MAP_SIZE);
  if (r < MAP_SIZE - 1) out.push(cell + MAP_SIZE);
  if (c > 0) out.push(cell - 1);
  if (c < MAP_SIZE - 1) out.push(cell + 1);
  return out;
});

/** Quadrant index (A=0, B=1, C=2, D=3) of a cell. */
export const quadrantOf = (cell: Cell): number => (rowOf(cell) >= 8 ? 2 : 0) + (colOf(cell) >= 8 ? 1 : 0);
