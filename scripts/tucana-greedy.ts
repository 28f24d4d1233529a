// A simple greedy Tucana player for the simulator's balance figures (not the game's AI): it
// tries every segment it may draw now, bonus segments one at a time, and keeps the one whose
// sheet looks best after this turn alone. A sheet is worth its points so far (sights counted
// for every round still to score) plus, for each sight or pair not joined yet, its value
// discounted by how many segments it still lacks.
import { Drawer, LETTERS, islandOf, pairPoints, sightValue, type Board, type BotMove, type Island, type TucanaState } from '../src/games/tucana/rules/index';
import { nextInt } from '../src/games/common/rng';

/** Each segment still missing halves what a goal is worth. */
const DISCOUNT = 0.5;

/** Segments missing from every hex to the nearest hex of `from` (segments drawn cost nothing). */
function gaps(island: Island, board: Board, from: readonly number[]): Int16Array {
  const dist = new Int16Array(island.size).fill(-1);
  const deque: number[] = [];
  for (const h of from) {
    if (dist[h] === 0) continue;
    dist[h] = 0;
    deque.push(h);
  }
  // 0-1 breadth-first search: drawn segments cost 0, free pairs 1; Dijkstra order by re-relaxing.
  for (let i = 0; i < deque.length; i++) {
    const h = deque[i] as number;
    for (let d = 0; d < 6; d++) {
      const n = island.neighbours[h * 6 + d] as number;
      if (n < 0) continue;
      const cost = (dist[h] as number) + (board.segments[island.edgeAt[h * 6 + d] as number] ? 0 : 1);
      if (dist[n] === -1 || cost < (dist[n] as number)) {
        dist[n] = cost;
        deque.push(n);
      }
    }
  }
  return dist;
}

function worth(island: Island, state: TucanaState, player: number, board: Board): number {
  const roundsLeft = island.rounds - state.turn.round;
  const turnsLeft = 13 * roundsLeft - state.turn.turn;
  const letters = state.letters[player] as readonly string[];
  let value = sightValue(island, board.sights) * roundsLeft + pairPoints(island, board.pairs);
  const network = gaps(island, board, island.villages);
  const counts = [0, 0, 0, 0, 0];
  island.sights.forEach((_, s) => {
    if (board.sights & (1 << s)) counts[island.sightKinds[s] as number]++;
  });
  island.sights.forEach((h, s) => {
    if (board.sights & (1 << s)) return;
    const d = network[h] as number;
    const kind = island.sightKinds[s] as number;
    const next = (island.sightValues[kind] as readonly number[])[counts[kind] as number] ?? 0;
    if (d <= turnsLeft) value += next * roundsLeft * DISCOUNT ** d;
  });
  LETTERS.forEach((letter, l) => {
    if (board.pairs & (1 << l)) return;
    const [a, b] = island.villages.filter((_, v) => letters[v] === letter) as [number, number];
    const d = gaps(island, board, [a])[b] as number;
    const blue = state.blue[l]?.[0] ?? 0;
    if (d <= turnsLeft) value += ((island.pairValues[l] as number) + blue) * DISCOUNT ** d;
  });
  return value;
}

/** The best segment for the drawer's sheet now (ties broken at random). */
function bestNext(island: Island, state: TucanaState, drawer: Drawer, rng: number): { edge: number; rng: number } {
  let best: number[] = [];
  let top = -Infinity;
  for (const edge of drawer.legalEdges()) {
    const trial = drawer.clone();
    trial.draw(edge);
    const value = worth(island, state, drawer.player, trial.board());
    if (value > top + 1e-9) [best, top] = [[edge], value];
    else if (value > top - 1e-9) best.push(edge);
  }
  const drawn = nextInt(rng, best.length);
  return { edge: best[drawn.value] as number, rng: drawn.rng };
}

export function greedyMove(state: TucanaState, player: number, rng: number): BotMove {
  const island = islandOf(state.options.island);
  const begun = Drawer.begin(island, state, player);
  if (!begun.ok) throw new Error(`greedy move: ${begun.error.detail}`);
  const drawer = begun.value;
  while (!drawer.isDone()) {
    const next = bestNext(island, state, drawer, rng);
    rng = next.rng;
    const drawn = drawer.draw(next.edge);
    if (!drawn.ok) throw new Error(`greedy move: a legal edge was refused (${drawn.error.detail})`);
  }
  return { action: drawer.action(), rng };
}
