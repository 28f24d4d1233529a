// Moving along the paths: which steps are allowed (blocking, closed shortcuts), whether a walk is
// legal as a whole, and the stops reachable with the points left. Pure functions of the spots,
// embassies and ambushes, so the rules and a seat's view answer alike.
import type { Board } from './content';
import { err, ok, type Result } from './result';

/** What movement depends on, in a state and in a view alike. */
export interface Ground {
  readonly players: readonly { readonly spot: number }[];
  readonly embassies: readonly number[];
  readonly ambushes: readonly number[];
}

export const isWonder = (board: Board, spot: number): boolean => spot < board.wonders;

/** An orange path is open while either end holds an ambassador (anyone's). */
export function pathOpen(board: Board, embassies: readonly number[], path: number): boolean {
  const p = board.paths[path];
  return !p || !p.orange || (embassies[p.a] as number) !== 0 || (embassies[p.b] as number) !== 0;
}

/** The path a step from `from` to `to` travels along. */
export const pathOfStep = (board: Board, from: number, to: number): number => (board.pathOf[to] as number) >= 0 ? (board.pathOf[to] as number) : (board.pathOf[from] as number);

/** Why `seat` may not step from `from` to `to`, or null. */
export function stepRefusal(board: Board, ground: Ground, seat: number, from: number, to: number): 'notAdjacent' | 'blocked' | 'pathClosed' | null {
  return (board.neighbours[from] as readonly number[]).includes(to) ? entryRefusal(board, ground, seat, from, to) : 'notAdjacent';
}

/** Why `seat` may not step from `from` to `to`, one of its neighbours, or null (searches over neighbours skip the adjacency test). */
export function entryRefusal(board: Board, ground: Ground, seat: number, from: number, to: number): 'blocked' | 'pathClosed' | null {
  if (isWonder(board, to)) return null;
  for (let s = 0; s < ground.players.length; s++) if (s !== seat && ground.players[s]?.spot === to) return 'blocked';
  // "Orange paths must be open" holds when entering one from a wonder; a figure on it may walk off.
  if (isWonder(board, from) && !pathOpen(board, ground.embassies, board.pathOf[to] as number)) return 'pathClosed';
  return null;
}

export interface WalkRule {
  readonly seat: number;
  readonly from: number;
  readonly points: number;
  readonly target: number;
  /** Jokers in hand: each passes one ambush (0: the walk must end at the first ambush). */
  readonly jokers: number;
}

/** A walk checked as a whole: each step allowed, within the points, ending at the target or at an ambush it cannot pass. */
export function checkWalk(board: Board, ground: Ground, rule: WalkRule, path: readonly number[], joker: boolean): Result<true> {
  if (path.length > rule.points) return err('tooFar', `The walk takes ${path.length} points; ${rule.points} are left.`);
  let at = rule.from;
  let jokers = joker ? rule.jokers : 0;
  for (let i = 0; i < path.length; i++) {
    const to = path[i] as number;
    const refusal = stepRefusal(board, ground, rule.seat, at, to);
    if (refusal) return err(refusal, `Step ${i + 1} of the walk (${at} → ${to}) is not allowed.`);
    const last = i === path.length - 1;
    if (to === rule.target && !last) return err('pastTarget', 'Reaching the target ends the move.');
    if (ground.ambushes.includes(to)) {
      if (jokers > 0) jokers--;
      else if (joker) return err('noSuchCard', 'Not enough ambush jokers for the ambushes on the way.');
      else if (!last) return err('ambushed', 'An ambush stops the walk there; play a joker to pass it.');
    }
    at = to;
  }
  return ok(true);
}

/** A reachable stop and the shortest walk there. */
export interface Stop {
  readonly spot: number;
  readonly path: readonly number[];
  readonly joker: boolean;
}

/**
 * Every stop a walk can end on with the points left (breadth-first, so each walk is a shortest
 * one): without jokers, and, when the hand holds some, through ambushes with jokers.
 */
export function reachableStops(board: Board, ground: Ground, rule: WalkRule): Stop[] {
  const stops = walks(board, ground, rule, false);
  if (rule.jokers === 0) return stops;
  const seen = new Set(stops.map((s) => s.spot));
  return stops.concat(walks(board, ground, rule, true).filter((s) => !seen.has(s.spot)));
}

function walks(board: Board, ground: Ground, rule: WalkRule, joker: boolean): Stop[] {
  const previous = new Map<number, number>([[rule.from, -1]]);
  const passed = new Map<number, number>([[rule.from, 0]]);
  const depth = new Map<number, number>([[rule.from, 0]]);
  const queue = [rule.from];
  const out: Stop[] = [];
  for (let i = 0; i < queue.length; i++) {
    const at = queue[i] as number;
    const d = depth.get(at) as number;
    // A walk ends at the target, and at an ambush it does not pass.
    const ambush = at !== rule.from && ground.ambushes.includes(at);
    const stopsHere = at !== rule.from && (at === rule.target || (ambush && !joker));
    if (at !== rule.from) out.push({ spot: at, path: pathTo(previous, at), joker: joker && (passed.get(at) as number) > 0 });
    if (stopsHere || d === rule.points) continue;
    for (const to of board.neighbours[at] as readonly number[]) {
      if (previous.has(to) || entryRefusal(board, ground, rule.seat, at, to)) continue;
      const jokersUsed = (passed.get(at) as number) + (ground.ambushes.includes(to) ? 1 : 0);
      if (joker && jokersUsed > rule.jokers) continue;
      previous.set(to, at);
      passed.set(to, jokersUsed);
      depth.set(to, d + 1);
      queue.push(to);
    }
  }
  return out;
}

function pathTo(previous: ReadonlyMap<number, number>, spot: number): number[] {
  const path: number[] = [];
  for (let at = spot; previous.get(at) !== -1; at = previous.get(at) as number) path.push(at);
  return path.reverse();
}
