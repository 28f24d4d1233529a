// A player's sheet: marks on the map plus the tracks around it.
import { CELLS } from './grid';
import { ROUNDS } from './tables';
import type { Cell, PlayerBoard } from './types';

export function emptyBoard(achievementsInPlay: number): PlayerBoard {
  return {
    marks: new Uint8Array(CELLS),
    keysFound: 0,
    keysUsed: 0,
    scrollsFound: [],
    scrollsUsed: 0,
    provisions: Array.from({ length: ROUNDS }, () => [0, 0, 0] as const),
    gems: 0,
    temples: [-1, -1, -1, -1],
    races: Array.from({ length: achievementsInPlay }, () => -1),
    roundScores: { provisions: [], gemstones: [] },
  };
}

export function withMark(board: PlayerBoard, cell: Cell, round: number): PlayerBoard {
  const marks = board.marks.slice();
  marks[cell] = round + 1;
  return { ...board, marks };
}

/** Scrolls found on an earlier turn and not yet used. */
export const usableScrolls = (board: PlayerBoard, turnNumber: number): number =>
  board.scrollsFound.filter((t) => t < turnNumber).length - board.scrollsUsed;

export const unusedKeys = (board: PlayerBoard): number => board.keysFound - board.keysUsed;

/** Replace one element of a readonly array. */
export function replaceAt<T>(items: readonly T[], index: number, value: T): T[] {
  const out = items.slice();
  out[index] = value;
  return out;
}
