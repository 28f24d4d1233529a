// The simulator's and the property tests' player, from a seat's view only: it walks as far as it
// can along a shortest route to its target (at random among the walks that get closest), plays a
// +2/+3 card when the dice fall short, keeps the card that best extends its chain, and otherwise
// picks at random. A purely random walker would mostly meet the round cap.
import { missingOnChain } from './chain';
import { board, type Board } from './content';
import { legalMoves, type AmbassadorsMove } from './moves';
import { pathOpen } from './movement';
import { nextInt } from './shared';
import type { AmbassadorsView } from './view';

export interface BotMove {
  readonly action: AmbassadorsMove;
  readonly rng: number;
}

/** Steps from every spot to `target` over paths open now (figures ignored). */
function stepsTo(b: Board, embassies: readonly number[], target: number): Int32Array {
  const dist = new Int32Array(b.spots).fill(-1);
  dist[target] = 0;
  const queue = [target];
  for (let i = 0; i < queue.length; i++) {
    const at = queue[i] as number;
    for (const next of b.neighbours[at] as readonly number[]) {
      if (dist[next] !== -1) continue;
      const path = b.pathOf[next] as number;
      if (path >= 0 && !pathOpen(b, embassies, path)) continue;
      dist[next] = (dist[at] as number) + 1;
      queue.push(next);
    }
  }
  return dist;
}

const pick = <T>(items: readonly T[], rng: number): { value: T; rng: number } => {
  const drawn = nextInt(rng, items.length);
  return { value: items[drawn.value] as T, rng: drawn.rng };
};

/** Of `moves`, those with the lowest `cost` (its lowest value is kept). */
function cheapest(moves: readonly AmbassadorsMove[], cost: (move: AmbassadorsMove) => number): AmbassadorsMove[] {
  let best = Infinity;
  let out: AmbassadorsMove[] = [];
  for (const move of moves) {
    const c = cost(move);
    if (c < best) [best, out] = [c, [move]];
    else if (c === best) out.push(move);
  }
  return out;
}

export function routeMove(view: AmbassadorsView, seat: number, rng: number): BotMove {
  const moves = legalMoves(view, seat);
  const b = board();
  const me = view.boards[seat];
  if (!me || moves.length === 0) throw new Error('route bot: nothing to do');
  if (view.phase === 'move') {
    const dist = stepsTo(b, view.embassies, me.trip.target);
    const far = (spot: number) => (dist[spot] === -1 ? b.spots : (dist[spot] as number));
    const walks = moves.filter((m) => m.type === 'move');
    const reaches = walks.some((m) => m.type === 'move' && m.path[m.path.length - 1] === me.trip.target);
    const boost = moves.find((m) => m.type === 'boost');
    if (!reaches && boost) return { action: boost, rng };
    const best = cheapest(walks, (m) => (m.type === 'move' ? far(m.path[m.path.length - 1] as number) : Infinity));
    if (best.length > 0 && far((best[0] as { path: readonly number[] }).path.at(-1) as number) < far(me.spot)) return { action: pick(best, rng).value, rng: pick(best, rng).rng };
    return { action: { type: 'pass', player: seat }, rng };
  }
  if (view.phase === 'choose') {
    const swap = moves.find((m) => m.type === 'swap');
    if (swap) return { action: swap, rng };
    const start = b.starts[(view.starts[seat] as number) - 1] as number;
    const best = cheapest(moves, (m) => {
      const target = m.type === 'keep' ? (b.cards[view.turn.drawn[m.index] as number]?.target as number) : 0;
      const embassies = view.embassies.map((mask, w) => (w === target ? mask | (1 << seat) : mask));
      return missingOnChain(b, embassies, seat, start);
    });
    return { action: pick(best, rng).value, rng: pick(best, rng).rng };
  }
  if (view.phase === 'shop') return { action: { type: 'pass', player: seat }, rng };
  const drawn = pick(moves, rng);
  return { action: drawn.value, rng: drawn.rng };
}
