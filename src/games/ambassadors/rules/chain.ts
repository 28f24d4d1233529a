// The winning chain and the round cap's "closest to the City": wonders joined one path apart
// (any colour, open or not), from a seat's start wonder to the Forbidden City.
import type { Board } from './content';

/**
 * The fewest wonders still without `seat`'s ambassador on a chain from its start to the City
 * (both ends counted): 0 is a win. `plus`: a wonder counted as holding one (what a trip there would give).
 */
export function missingOnChain(board: Board, embassies: readonly number[], seat: number, start: number, plus = -1): number {
  const bit = 1 << seat;
  // 0–1 breadth-first search over wonders in a ring buffer: a wonder's cost is paid on entering it.
  const best = BEST.length >= board.wonders ? BEST : (BEST = new Int32Array(board.wonders));
  best.fill(INFINITE, 0, board.wonders);
  best[start] = start === plus || ((embassies[start] as number) & bit) !== 0 ? 0 : 1;
  let head = 0;
  let tail = 0;
  RING[tail++ & MASK] = start;
  while (head !== tail) {
    const at = RING[head++ & MASK] as number;
    const linked = board.linked[at] as readonly number[];
    for (let k = 0; k < linked.length; k++) {
      const next = linked[k] as number;
      // A wonder's cost, written out: a closure here would be made at every call.
      const step = next === plus || ((embassies[next] as number) & bit) !== 0 ? 0 : 1;
      const d = (best[at] as number) + step;
      if (d >= (best[next] as number)) continue;
      best[next] = d;
      if (step === 0) RING[--head & MASK] = next;
      else RING[tail++ & MASK] = next;
    }
  }
  return best[board.city] as number;
}

// Scratch space of the search above, reused by every call (the rules never run it re-entrantly).
const INFINITE = 1 << 30;
const MASK = 1023;
const RING = new Int32Array(MASK + 1);
let BEST = new Int32Array(32);

export const ambassadorsOnBoard = (embassies: readonly number[], seat: number): number => embassies.reduce((n, mask) => n + ((mask >> seat) & 1), 0);
