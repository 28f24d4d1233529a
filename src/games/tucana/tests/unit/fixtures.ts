// Helpers for Tucana's rule tests: games with chosen options, turns with chosen cards, paths
// between hexes, and whole turns drawn through the rules themselves.
import {
  Drawer,
  apply,
  createGame,
  play,
  expectedActors,
  groupsOf,
  islandOf,
  randomMove,
  type Board,
  type CardKind,
  type Edge,
  type Hex,
  type Island,
  type Result,
  type TucanaEvent,
  type TucanaOptions,
  type TucanaState,
} from '../../rules/index';

export function unwrap<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.detail}`);
  return result.value;
}

export const OPTIONS: TucanaOptions = {
  players: 2,
  seed: 7,
  island: 'petit',
  specialBonus: false,
  randomStart: false,
  counterClockwise: false,
  symmetric: false,
};

export const newGame = (options: Partial<TucanaOptions> = {}): TucanaState => unwrap(createGame({ ...OPTIONS, ...options }));

export const islandFor = (state: TucanaState): Island => islandOf(state.options.island);

/** The same state with other cards revealed this turn (nobody passes: tests pick playable cards). */
export const withCards = (state: TucanaState, cards: readonly [CardKind, CardKind]): TucanaState => ({
  ...state,
  turn: { ...state.turn, cards: [cards[0], cards[1]] },
});

/** The hexes of an edge. */
export const ends = (island: Island, edge: Edge): [Hex, Hex] => [island.edgeHexes[2 * edge] as Hex, island.edgeHexes[2 * edge + 1] as Hex];

/** Edges along a shortest walk from a to b, avoiding the `avoid` hexes (never a or b). */
export function pathBetween(island: Island, a: Hex, b: Hex, avoid: readonly Hex[] = []): Edge[] {
  const from = new Int16Array(island.size).fill(-1);
  from[a] = a;
  const queue = [a];
  for (let i = 0; i < queue.length && from[b] === -1; i++) {
    const h = queue[i] as Hex;
    for (let d = 0; d < 6; d++) {
      const n = island.neighbours[h * 6 + d] as number;
      if (n < 0 || from[n] !== -1 || (avoid.includes(n) && n !== b)) continue;
      from[n] = h;
      queue.push(n);
    }
  }
  if (from[b] === -1) throw new Error(`no path from ${a} to ${b}`);
  const edges: Edge[] = [];
  for (let h = b; h !== a; h = from[h] as number) {
    const prev = from[h] as number;
    for (let d = 0; d < 6; d++) if (island.neighbours[prev * 6 + d] === h) edges.unshift(island.edgeAt[prev * 6 + d] as number);
  }
  return edges;
}

/** Hexes with a village or a sight on them: a quiet segment keeps away from them. */
export const featureHexes = (island: Island): Hex[] => [...island.villages, ...island.sights];

/** A free edge joining two groups that hold no village or sight: drawing it scores nothing. */
export function quietEdge(island: Island, board: Board): Edge {
  const busy = new Set<number>(featureHexes(island).map((h) => board.groups[h] as number));
  for (let e = 0; e < island.edgeCount; e++) {
    const [a, b] = ends(island, e);
    if (board.segments[e] === 0 && !busy.has(board.groups[a] as number) && !busy.has(board.groups[b] as number)) return e;
  }
  throw new Error('no quiet edge left');
}

/** The same state with every pair of `hex` and a neighbour drawn on seat 0's sheet (in round 1). */
export function joinedAround(state: TucanaState, hex: Hex): TucanaState {
  const island = islandFor(state);
  const [own, ...others] = state.boards as [Board, ...Board[]];
  const segments = Uint8Array.from(own.segments);
  for (let d = 0; d < 6; d++) if ((island.edgeAt[hex * 6 + d] as number) >= 0) segments[island.edgeAt[hex * 6 + d] as number] = 1;
  return { ...state, boards: [{ ...own, segments, groups: groupsOf(island, segments) }, ...others] };
}

/**
 * The action drawing `edges` for `player` (the first one as the cards' segment), followed by
 * quiet bonus segments for whatever bonus is still owed.
 */
export function turnAction(state: TucanaState, player: number, edges: readonly Edge[]): { type: 'draw'; player: number; edges: Edge[] } {
  const island = islandFor(state);
  const drawer = unwrap(Drawer.begin(island, state, player));
  for (const e of edges) unwrap(drawer.draw(e));
  const all = edges.slice();
  while (!drawer.isDone()) {
    const e = quietEdge(island, drawer.board());
    unwrap(drawer.draw(e));
    all.push(e);
  }
  return { type: 'draw', player, edges: all };
}

/**
 * One whole turn with joker cards (any segment is legal): each player draws the given edges
 * (one a turn is usual; more means bonus segments), others a quiet segment.
 */
export function jokerTurn(state: TucanaState, draws: Readonly<Record<number, readonly Edge[]>>): TucanaState {
  let s = withCards(state, ['joker', 'joker']);
  const island = islandFor(s);
  for (const p of expectedActors(s)) {
    const edges = draws[p] ?? [quietEdge(island, s.boards[p] as Board)];
    s = unwrap(apply(s, turnAction(s, p, edges)));
  }
  return s;
}

/** Joker turns until `player` has drawn every edge of `path`, one a turn. */
export function drawPath(state: TucanaState, player: number, path: readonly Edge[]): TucanaState {
  let s = state;
  for (const e of path) s = jokerTurn(s, { [player]: [e] });
  return s;
}

/** Random players finish the round (or the game). */
export function finishRound(state: TucanaState, rng = 1): TucanaState {
  const round = state.turn.round;
  let s = state;
  while (s.phase !== 'over' && s.turn.round === round) {
    for (const p of expectedActors(s)) {
      const move = randomMove(s, p, rng);
      rng = move.rng;
      s = unwrap(apply(s, move.action));
    }
  }
  return s;
}

/** Quiet joker turns until the round ends (nobody scores anything more). */
export const quietRound = (state: TucanaState): TucanaState => quietRoundEvents(state).state;

/** Quiet joker turns until the round ends, with everything they caused. */
export function quietRoundEvents(state: TucanaState): { state: TucanaState; events: TucanaEvent[] } {
  const round = state.turn.round;
  let s = state;
  const events: TucanaEvent[] = [];
  while (s.phase !== 'over' && s.turn.round === round) {
    s = withCards(s, ['joker', 'joker']);
    for (const p of expectedActors(s)) {
      const played = unwrap(play(s, turnAction(s, p, [quietEdge(islandFor(s), s.boards[p] as Board)])));
      events.push(...played.events);
      s = played.state;
    }
  }
  return { state: s, events };
}

/** Sight indices of one kind. */
export const sightsOf = (island: Island, kind: number): number[] => island.sights.flatMap((_, s) => (island.sightKinds[s] === kind ? [s] : []));
