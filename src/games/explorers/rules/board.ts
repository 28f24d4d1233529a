// A player's sheet: marks on the map plus the tracks around it.
import { filled, orOld } from '../../common/arrays';
export { filled, orOld, replaceAt } from '../../common/arrays';
import { CELLS } from './grid';
import { ROUNDS } from './tables';
import { MAP_SIZE, type Cell, type PlayerBoard } from './types';

/**
 * Row masks of the marks the engine made last (it never writes marks once made), looked up by
 * identity: a placer starting on a board played a turn ago need not scan it. A four-player turn
 * makes four marks; the ring keeps a few turns' worth.
 */
const RECENT = 16;
const recentMarks: Uint8Array[] = [];
const recentRows: (readonly number[])[] = [];
let recentNext = 0;

function remember(marks: Uint8Array, rows: readonly number[]): void {
  recentMarks[recentNext] = marks;
  recentRows[recentNext] = rows;
  recentNext = (recentNext + 1) % RECENT;
}

/** Marked cells as one 16-bit mask per row (a new array). */
export function markedRows(marks: Uint8Array): number[] {
  const known = recentMarks.indexOf(marks);
  if (known >= 0) return (recentRows[known] as readonly number[]).slice();
  const rows: number[] = [];
  for (let r = 0, cell = 0; r < MAP_SIZE; r++) {
    let row = 0;
    for (let c = 0; c < MAP_SIZE; c++, cell++) if (marks[cell] !== 0) row |= 1 << c;
    rows.push(row);
  }
  return rows;
}

/** Sets `cell` in row masks. */
export const markRow = (rows: number[], cell: Cell): void => {
  rows[cell >> 4] = (rows[cell >> 4] as number) | (1 << (cell & 15));
};

/**
 * Boards' marks are carved from shared buffers: a standalone 256-byte typed array lives off the
 * JS heap and costs about ten times more to allocate, and the engine makes one per turn and player.
 */
const MARKS_PER_SLAB = 16;
let slab = new ArrayBuffer(CELLS * MARKS_PER_SLAB);
let slabUsed = 0;

/** Unmarked marks. */
function blankMarks(): Uint8Array {
  if (slabUsed === slab.byteLength) {
    slab = new ArrayBuffer(CELLS * MARKS_PER_SLAB);
    slabUsed = 0;
  }
  slabUsed += CELLS;
  return new Uint8Array(slab, slabUsed - CELLS, CELLS);
}

/** A copy of `marks` with `cells` marked in `round`. */
export function marksWith(marks: Uint8Array, cells: readonly Cell[], round: number): Uint8Array {
  const out = blankMarks();
  out.set(marks);
  const rows = markedRows(marks);
  for (const cell of cells) {
    out[cell] = round + 1;
    markRow(rows, cell);
  }
  remember(out, rows);
  return out;
}

export function emptyBoard(achievementsInPlay: number): PlayerBoard {
  return {
    marks: blankMarks(),
    keysFound: 0,
    keysUsed: 0,
    scrollsFound: [],
    scrollsUsed: 0,
    provisions: filled(ROUNDS, () => [0, 0, 0] as const),
    gems: 0,
    temples: [-1, -1, -1, -1],
    races: filled(achievementsInPlay, () => -1),
    roundScores: { provisions: [], gemstones: [] },
  };
}

/** Boards are only built here or in `emptyBoard`, field by field, for one object shape (see `nextState`). */
export function nextBoard(board: PlayerBoard, change: Partial<PlayerBoard>): PlayerBoard {
  return {
    marks: orOld(change.marks, board.marks),
    keysFound: orOld(change.keysFound, board.keysFound),
    keysUsed: orOld(change.keysUsed, board.keysUsed),
    scrollsFound: orOld(change.scrollsFound, board.scrollsFound),
    scrollsUsed: orOld(change.scrollsUsed, board.scrollsUsed),
    provisions: orOld(change.provisions, board.provisions),
    gems: orOld(change.gems, board.gems),
    temples: orOld(change.temples, board.temples),
    races: orOld(change.races, board.races),
    roundScores: orOld(change.roundScores, board.roundScores),
  };
}

export const withMark = (board: PlayerBoard, cell: Cell, round: number): PlayerBoard =>
  nextBoard(board, { marks: marksWith(board.marks, [cell], round) });

/** Scrolls found on an earlier turn and not yet used. */
export const usableScrolls = (board: PlayerBoard, turnNumber: number): number =>
  board.scrollsFound.filter((t) => t < turnNumber).length - board.scrollsUsed;

export const unusedKeys = (board: PlayerBoard): number => board.keysFound - board.keysUsed;
