// The winning chain and the round cap's "closest to the City": wonders joined one path apart
// (any colour, open or not), from a seat's start wonder to the Forbidden City.
import type { Board } from './content';

/**
 * The fewest wonders still without `seat`'s ambassador on a chain from its start to the City
 * (both ends counted): 0 is a win. `plus`: a wonder counted as holding one (what a trip there would give).
 */
export function missingOnChain(board: Board, embassies: readonly number[], seat: number, start: number, plus = -1): number {
  // Wonders as bits (the map has at most 24): `reach` grows ring by ring, each ring one more
  // missing wonder; wonders holding the seat's ambassador join the ring that touches them free.
  let own = plus >= 0 ? 1 << plus : 0;
  for (let w = 0; w < board.wonders; w++) if (((embassies[w] as number) >> seat) & 1) own |= 1 << w;
  const city = 1 << board.city;
  let reach = 1 << start;
  let touch = board.linkedMask[start] as number;
  let missing = own & reach ? 0 : 1;
  for (;;) {
    for (let grow = touch & own & ~reach; grow !== 0; grow = touch & own & ~reach) {
      reach |= grow;
      touch |= linkedOf(board, grow);
    }
    if (reach & city) return missing;
    const ring = touch & ~reach;
    if (ring === 0) return UNREACHABLE;
    reach |= ring;
    touch |= linkedOf(board, ring);
    missing++;
  }
}

/** The wonders of `seat`'s chain from `start` to the City, in order (a shortest one), or none when its embassies make no whole chain. */
export function winningChain(board: Board, embassies: readonly number[], seat: number, start: number): number[] {
  const holds = (w: number): boolean => (((embassies[w] as number) >> seat) & 1) === 1;
  if (!holds(start)) return [];
  const previous = new Map<number, number>([[start, -1]]);
  const queue = [start];
  for (let i = 0; i < queue.length; i++) {
    const at = queue[i] as number;
    if (at === board.city) {
      const chain: number[] = [];
      for (let w = at; w >= 0; w = previous.get(w) as number) chain.unshift(w);
      return chain;
    }
    for (const next of board.linked[at] as readonly number[]) {
      if (previous.has(next) || !holds(next)) continue;
      previous.set(next, at);
      queue.push(next);
    }
  }
  return [];
}

/** The wonders one path away from any wonder of `wonders` (bit masks). */
function linkedOf(board: Board, wonders: number): number {
  let out = 0;
  for (let rest = wonders; rest !== 0; rest &= rest - 1) out |= board.linkedMask[31 - Math.clz32(rest & -rest)] as number;
  return out;
}

/** What the search answers when no chain reaches the City (a validated map is connected). */
const UNREACHABLE = 1 << 30;

export function ambassadorsOnBoard(embassies: readonly number[], seat: number): number {
  let n = 0;
  for (let w = 0; w < embassies.length; w++) n += ((embassies[w] as number) >> seat) & 1;
  return n;
}
