// The winning chain and the round cap's "closest to the City": wonders joined one path apart
// (any colour, open or not), from a seat's start wonder to the Forbidden City.
import type { Board } from './content';

/**
 * The fewest wonders still without `seat`'s ambassador on a chain from its start to the City
 * (both ends counted): 0 is a win. `plus`: a wonder counted as holding one (what a trip there would give).
 */
export function missingOnChain(board: Board, embassies: readonly number[], seat: number, start: number, plus = -1): number {
  const bit = 1 << seat;
  const cost = (w: number) => (w === plus || ((embassies[w] as number) & bit) !== 0 ? 0 : 1);
  // 0–1 breadth-first search over wonders: a wonder's cost is paid on entering it.
  const best = new Array<number>(board.wonders).fill(Infinity);
  best[start] = cost(start);
  const queue: number[] = [start];
  while (queue.length > 0) {
    const at = queue.shift() as number;
    for (const next of board.linked[at] as readonly number[]) {
      const d = (best[at] as number) + cost(next);
      if (d >= (best[next] as number)) continue;
      best[next] = d;
      if (cost(next) === 0) queue.unshift(next);
      else queue.push(next);
    }
  }
  return best[board.city] as number;
}

export const ambassadorsOnBoard = (embassies: readonly number[], seat: number): number => embassies.reduce((n, mask) => n + ((mask >> seat) & 1), 0);
