// The simulator's and the tests' player, reading the state (as Tucana's random player does): it
// walks along a shortest route to its target, at random among the next spots that get closer, as
// far as its points go; plays a +2/+3 card when the dice fall short; keeps the card that best
// extends its chain (swapping one whose target is already its own); lays ambushes at random and
// never shops. A purely random walker would mostly meet the round cap.
import { ambushAllowed } from './ambush';
import { missingOnChain } from './chain';
import { board, type Board } from './content';
import { entryRefusal, pathOpen } from './movement';
import { nextInt } from './shared';
import { holds } from './table';
import type { AmbassadorsAction, AmbassadorsState } from './types';

export interface BotMove {
  readonly action: AmbassadorsAction;
  readonly rng: number;
}

/**
 * Steps from every spot to `target` over the paths open now, around the dots in `walls` (written
 * `into` a buffer of `b.spots`, if given). With `from`, the search stops once it reaches `from`:
 * every spot closer to the target has its distance then, and the rest stay −1 (unknown), which is
 * all a walk from `from` toward the target reads.
 */
export function stepsAround(b: Board, embassies: readonly number[], target: number, walls: readonly number[], into?: Int16Array, from = -1): Int16Array {
  const dist = (into ?? new Int16Array(b.spots)).fill(-1);
  for (let w = 0; w < walls.length; w++) dist[walls[w] as number] = WALL;
  dist[target] = 0;
  // The queue: every spot enters it once at most.
  const queue = QUEUE.length >= b.spots ? QUEUE : (QUEUE = new Int16Array(b.spots));
  queue[0] = target;
  for (let head = 0, tail = 1; head < tail; head++) {
    const at = queue[head] as number;
    if (at === from) break;
    const neighbours = b.neighbours[at] as readonly number[];
    for (let k = 0; k < neighbours.length; k++) {
      const next = neighbours[k] as number;
      if (dist[next] !== -1) continue;
      const path = b.pathOf[next] as number;
      if (path >= 0 && !pathOpen(b, embassies, path)) continue;
      dist[next] = (dist[at] as number) + 1;
      queue[tail++] = next;
    }
  }
  for (let w = 0; w < walls.length; w++) if (dist[walls[w] as number] === WALL) dist[walls[w] as number] = -1;
  return dist;
}

// A wall while the search runs (never a distance), and the search's queue, reused by every call.
const WALL = -2;
let QUEUE = new Int16Array(64);
/** The bot's search around figures, used at once and never kept: one buffer serves every call. */
let AROUND = new Int16Array(0);

/** `stepsAround` with no walls, cached per target and open shortcuts (figures change often, shortcuts seldom); an array, as it is read at every move. */
const STEPS: (Int16Array | undefined)[] = [];
let shortcuts: readonly number[] | null = null;
export function stepsTo(b: Board, embassies: readonly number[], target: number): Int16Array {
  shortcuts ??= b.paths.flatMap((p, i) => (p.orange ? [i] : []));
  let open = 0;
  for (let k = 0; k < shortcuts.length; k++) if (pathOpen(b, embassies, shortcuts[k] as number)) open |= 1 << k;
  const key = open * b.wonders + target;
  return (STEPS[key] ??= stepsAround(b, embassies, target, []));
}

/** The neighbours one step closer, found by `walkCloser`, or free to step to (a spot has a few). */
const CLOSER: number[] = [];
/** The drawn cards the bot may keep, found when it chooses a trip. */
const BEST: number[] = [];
/** The walk `walkCloser` builds, copied out whole at the end (a list grown step by step reallocates). */
const STEPPED: number[] = [];

/** A walk of up to `points` steps, each to a random neighbour one step closer to the target. */
function walkCloser(b: Board, state: AmbassadorsState, seat: number, dist: Int16Array, jokers: number, rng: number): { path: number[]; joker: boolean; rng: number } {
  const me = state.players[seat] as AmbassadorsState['players'][number];
  const points = state.turn.points;
  let length = 0;
  let at = me.spot;
  let joker = false;
  while (length < points && at !== me.trip.target) {
    const neighbours = b.neighbours[at] as readonly number[];
    const want = (dist[at] as number) - 1;
    let count = 0;
    for (let k = 0; k < neighbours.length; k++) {
      const n = neighbours[k] as number;
      if (dist[n] === want && entryRefusal(b, state, seat, at, n) === null) CLOSER[count++] = n;
    }
    if (count === 0) break;
    const drawn = nextInt(rng, count);
    rng = drawn.rng;
    at = CLOSER[drawn.value] as number;
    STEPPED[length++] = at;
    if (state.ambushes.includes(at)) {
      // With jokers played, every ambush on the walk needs one: stop short of one too many.
      if (jokers === 0 && joker) length--;
      if (jokers === 0) break;
      jokers--;
      joker = true;
    }
  }
  return { path: STEPPED.slice(0, length), joker, rng };
}

/** The first drawn card the seat may swap (its target holds the seat's ambassador, and its deck a card), or −1. */
function swapIndex(b: Board, state: AmbassadorsState, seat: number): number {
  const drawn = state.turn.drawn;
  for (let i = 0; i < drawn.length; i++) {
    const card = b.cards[drawn[i] as number] as Board['cards'][number];
    if (!state.turn.swapped[i] && holds(state.embassies, card.target, seat) && (state.decks[card.start] as readonly number[]).length > 0) return i;
  }
  return -1;
}

// No closure in here or on the rules' hot paths (one that captures a variable makes every call
// allocate its scope), and index loops rather than for…of (an iterator and a result per step until
// the code is optimized: a cold run of the sim spends half its time before that).
export function routeMove(state: AmbassadorsState, seat: number, rng: number): BotMove {
  const b = board();
  const me = state.players[seat] as AmbassadorsState['players'][number];
  const player = seat;
  switch (state.phase) {
    case 'roll':
      return { action: { type: 'roll', player }, rng };
    case 'move': {
      const jokers = me.hand[3] as number;
      let walked = walkCloser(b, state, seat, stepsTo(b, state.embassies, me.trip.target), jokers, rng);
      if (walked.path.length === 0) {
        // Blocked: route around the other figures, or, walled in on a path, step anywhere to make way.
        const walls: number[] = [];
        for (let s = 0; s < state.players.length; s++) if (s !== seat) walls.push((state.players[s] as AmbassadorsState['players'][number]).spot);
        if (AROUND.length !== b.spots) AROUND = new Int16Array(b.spots);
        walked = walkCloser(b, state, seat, stepsAround(b, state.embassies, me.trip.target, walls, AROUND, me.spot), jokers, walked.rng);
        let free = 0;
        if (walked.path.length === 0) {
          const around = b.neighbours[me.spot] as readonly number[];
          for (let k = 0; k < around.length; k++) {
            const n = around[k] as number;
            if (entryRefusal(b, state, seat, me.spot, n) === null && !state.ambushes.includes(n)) CLOSER[free++] = n;
          }
        }
        if (free > 0) {
          const drawn = nextInt(walked.rng, free);
          walked = { path: [CLOSER[drawn.value] as number], joker: false, rng: drawn.rng };
        }
      }
      const reaches = walked.path.at(-1) === me.trip.target;
      if (!reaches && (me.hand[1] as number) > 0) return { action: { type: 'boost', player, card: 'plus3' }, rng };
      if (!reaches && (me.hand[0] as number) > 0) return { action: { type: 'boost', player, card: 'plus2' }, rng };
      return { action: walked.path.length > 0 ? { type: 'move', player, path: walked.path, joker: walked.joker } : { type: 'pass', player }, rng: walked.rng };
    }
    case 'choose': {
      const drawn = state.turn.drawn;
      const swap = swapIndex(b, state, seat);
      if (swap >= 0) return { action: { type: 'swap', player, index: swap }, rng };
      const start = b.starts[(state.options.starts[seat] as number) - 1] as number;
      // The cards leaving the fewest wonders missing, in drawn order, without building lists.
      let fewest = Infinity;
      let count = 0;
      for (let i = 0; i < drawn.length; i++) {
        const missing = missingOnChain(b, state.embassies, seat, start, b.cards[drawn[i] as number]?.target as number);
        if (missing < fewest) {
          fewest = missing;
          count = 0;
        }
        if (missing === fewest) BEST[count++] = i;
      }
      const drawnIndex = nextInt(rng, count);
      return { action: { type: 'keep', player, index: BEST[drawnIndex.value] as number }, rng: drawnIndex.rng };
    }
    case 'ambush': {
      const dot = nextInt(rng, b.spots - b.wonders);
      const spot = b.wonders + dot.value;
      return { action: ambushAllowed(b, state, spot) ? { type: 'ambush', player, dot: spot } : { type: 'pass', player }, rng: dot.rng };
    }
    case 'sell': {
      const mine: number[] = [];
      for (let w = 0; w < state.embassies.length; w++) if (holds(state.embassies, w, seat)) mine.push(w);
      const drawn = nextInt(rng, mine.length);
      return { action: { type: 'sell', player, wonder: mine[drawn.value] as number }, rng: drawn.rng };
    }
    default:
      return { action: { type: 'pass', player }, rng };
  }
}
