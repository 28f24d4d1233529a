// BENCHMARK TOOL ONLY, apart from the game's AI (it imports nothing from it): the hand-written
// sheet model that guides the ceiling's rollouts (scripts/ceiling-rollout.ts). A sheet is worth
// the points its step has secured so far plus a potential: every goal still open, worth `hand` of
// its value one X away and `decay` less per further X, and priced in the turn it would be reached
// at `pace` Xs a turn. Distances ignore terrains: the map's walking distances (villages block)
// from the nearest marked cell. It only steers which moves are tried; scores are the engine's.
import * as rules from '../src/games/explorers/rules/index';
import type { Cell, GameMap, GameState, PlayerBoard, Side, Track } from '../src/games/explorers/rules/index';

// The rules' exports read once: run from the sources, every read of an import is an accessor call.
const { CELLS, NEIGHBOURS, OBJECTS, VILLAGE, bestOpen, gemPoints, gemSlots, provisionPointsFor, quadrantOf, usableScrolls, villagePointsFor } = rules;
const { ROUNDS, TURNS_PER_ROUND, KEY_SLOTS, SCROLL_SLOTS, TEMPLE_VALUES } = rules.tables;

/** The hand-written weights of the potential (chosen on seeds the benchmark does not use). */
export interface Weights {
  /** Share of its value a goal one X away is worth: not in hand yet (its terrain may not come). */
  readonly hand: number;
  /** Kept per further X. */
  readonly decay: number;
  /** Xs a turn, to tell in which turn (and round) a goal would be reached. */
  readonly pace: number;
  /** A horse's extra X, and a scroll in hand (4 Xs on any terrain instead of the card). */
  readonly horse: number;
  readonly scroll: number;
}

export const WEIGHTS: Weights = { hand: 0.5, decay: 0.7, pace: 2.5, horse: 1.5, scroll: 3 };

const FAR = 255;
const code = (name: (typeof OBJECTS)[number]): number => OBJECTS.indexOf(name) + 1;
const KEY = code('key');
const SCROLL = code('scroll');
const HORSE = code('horse');
const APPLE = code('apple');
const FISH = code('fish');
const GEM = code('gem');
const TEMPLE = code('temple');
const TURNS = ROUNDS * TURNS_PER_ROUND;

/**
 * What a map offers: its goal cells (objects and villages' free sides), numbered, with the walking
 * distance from every cell to each. Goal lists hold goal numbers.
 */
interface MapFacts {
  readonly goals: readonly Cell[];
  /** Per cell: its goal number, or -1. */
  readonly goalOf: Int16Array;
  /** `distance[cell * goals.length + goal]`: Xs to reach the goal from a marked cell. */
  readonly distance: Uint8Array;
  readonly gems: readonly number[];
  readonly provisions: readonly number[];
  readonly keys: readonly number[];
  readonly horses: readonly number[];
  readonly scrolls: readonly number[];
  /** Per quadrant, its temple. */
  readonly temples: readonly number[];
  /** Per village, its free sides. */
  readonly villageSides: readonly (readonly number[])[];
  /** Per goal, the villages it is a side of. */
  readonly villagesBeside: readonly (readonly number[])[];
}

const FACTS = new WeakMap<GameMap, MapFacts>();

/** Walking distances from `from` to every cell (villages are never entered). */
function walk(map: GameMap, from: Cell): Uint8Array {
  const distance = new Uint8Array(CELLS).fill(FAR);
  const queue = [from];
  distance[from] = 0;
  for (let head = 0; head < queue.length; head++) {
    const cell = queue[head] as Cell;
    for (const next of NEIGHBOURS[cell] as readonly Cell[]) {
      if (map.terrain[next] === VILLAGE || distance[next] !== FAR) continue;
      distance[next] = (distance[cell] as number) + 1;
      queue.push(next);
    }
  }
  return distance;
}

function factsOf(map: GameMap): MapFacts {
  const known = FACTS.get(map);
  if (known) return known;
  const goals: Cell[] = [];
  const goalOf = new Int16Array(CELLS).fill(-1);
  const goal = (cell: Cell): number => {
    if (goalOf[cell] === -1) {
      goalOf[cell] = goals.length;
      goals.push(cell);
    }
    return goalOf[cell] as number;
  };
  const withObject = (test: (object: number) => boolean): number[] => {
    const found: number[] = [];
    for (let cell = 0; cell < CELLS; cell++) if (test(map.object[cell] as number)) found.push(goal(cell));
    return found;
  };
  const facts = {
    goals,
    goalOf,
    gems: withObject((o) => o === GEM),
    provisions: withObject((o) => o >= APPLE && o <= FISH),
    keys: withObject((o) => o === KEY),
    horses: withObject((o) => o === HORSE),
    scrolls: withObject((o) => o === SCROLL),
    temples: map.temples.map(goal),
    villageSides: map.villages.map((v) => (NEIGHBOURS[v] as readonly Cell[]).filter((n) => map.terrain[n] !== VILLAGE).map(goal)),
  };
  // Distances are symmetric: one walk from each goal fills its column.
  const distance = new Uint8Array(CELLS * goals.length);
  goals.forEach((cell, g) => {
    const from = walk(map, cell);
    for (let c = 0; c < CELLS; c++) distance[c * goals.length + g] = from[c] as number;
  });
  const villagesBeside = goals.map((_, g) => facts.villageSides.flatMap((around, v) => (around.includes(g) ? [v] : [])));
  const complete: MapFacts = { ...facts, distance, villagesBeside };
  FACTS.set(map, complete);
  return complete;
}

/** What a goal `d` Xs away keeps of its value, for every `d`, per weights. */
const ODDS = new WeakMap<Weights, Float64Array>();

function oddsOf(weights: Weights): Float64Array {
  let odds = ODDS.get(weights);
  if (!odds) {
    odds = Float64Array.from({ length: 2 * FAR + 1 }, (_, d) => (d === 0 ? 1 : d >= FAR ? 0 : weights.hand * weights.decay ** (d - 1)));
    ODDS.set(weights, odds);
  }
  return odds;
}

/**
 * Scratch lists for the potential's few distances, kept sorted (it runs millions of times: no
 * allocation), with what each distance belongs to.
 */
const DISTANCES = new Int32Array(4);
const OWNERS = new Int32Array(4);

/** Insert `distance` (of `owner`) into the first `length` sorted scratch entries; returns the new length. */
function insertSorted(length: number, distance: number, owner = 0): number {
  let i = length;
  while (i > 0 && (DISTANCES[i - 1] as number) > distance) {
    DISTANCES[i] = DISTANCES[i - 1] as number;
    OWNERS[i] = OWNERS[i - 1] as number;
    i--;
  }
  DISTANCES[i] = distance;
  OWNERS[i] = owner;
  return length + 1;
}

/** What one more adds to a table's points when `count` are reached. */
const villageStep = (side: Side, count: number): number => villagePointsFor(side, count + 1) - villagePointsFor(side, count);
const provisionStep = (side: Side, count: number): number => provisionPointsFor(side, count + 1) - provisionPointsFor(side, count);
const gemStep = (side: Side, count: number): number => gemPoints(side, count + 1) - gemPoints(side, count);

/**
 * One player's sheet during a step, as the rollouts see it: how far each goal is from the marks
 * (0 once marked) and the counters the goals depend on. Mutable; `copy` before trying an X.
 */
export class Sheet {
  private constructor(
    private readonly state: GameState,
    private readonly facts: MapFacts,
    private readonly weights: Weights,
    private readonly odds: Float64Array,
    /** Per goal: Xs from the marked cells (0 when marked). */
    private readonly near: number[],
    private keysFound: number,
    private keysUsed: number,
    private scrollsHeld: number,
    private scrollsFound: number,
    private gems: number,
    /** Provisions crossed this round, per kind. */
    private readonly column: number[],
    /** Per quadrant: its temple is visited (or reached this step). */
    private readonly visited: boolean[],
    /** Points this step has secured so far. */
    private gained: number,
  ) {}

  /** The sheet of `player` at the start of the step `state` asks for. */
  static of(state: GameState, player: number, weights: Weights = WEIGHTS): Sheet {
    const facts = factsOf(state.map);
    const board = state.boards[player] as PlayerBoard;
    const count = facts.goals.length;
    const near = new Array<number>(count).fill(FAR);
    for (let cell = 0; cell < CELLS; cell++) {
      if (board.marks[cell] === 0) continue;
      const row = cell * count;
      for (let g = 0; g < count; g++) near[g] = Math.min(near[g] as number, facts.distance[row + g] as number);
    }
    const reached = state.turn.templesReached[player] ?? [];
    return new Sheet(
      state,
      facts,
      weights,
      oddsOf(weights),
      near,
      board.keysFound,
      board.keysUsed,
      usableScrolls(board, state.turn.number),
      board.scrollsFound.length,
      board.gems,
      (board.provisions[state.turn.round] as readonly number[]).slice(),
      board.temples.map((position, q) => position !== -1 || reached.includes(q)),
      0,
    );
  }

  /** This sheet's contents written over `target` (a scratch sheet of the same step: no allocation). */
  copyTo(target: Sheet): Sheet {
    for (let g = 0; g < this.near.length; g++) target.near[g] = this.near[g] as number;
    for (let k = 0; k < this.column.length; k++) target.column[k] = this.column[k] as number;
    for (let q = 0; q < this.visited.length; q++) target.visited[q] = this.visited[q] as boolean;
    target.keysFound = this.keysFound;
    target.keysUsed = this.keysUsed;
    target.scrollsHeld = this.scrollsHeld;
    target.scrollsFound = this.scrollsFound;
    target.gems = this.gems;
    target.gained = this.gained;
    return target;
  }

  copy(): Sheet {
    return new Sheet(
      this.state,
      this.facts,
      this.weights,
      this.odds,
      this.near.slice(),
      this.keysFound,
      this.keysUsed,
      this.scrollsHeld,
      this.scrollsFound,
      this.gems,
      this.column.slice(),
      this.visited.slice(),
      this.gained,
    );
  }

  /** The sheet's worth: points secured this step plus the potential of every open goal. */
  value(): number {
    return this.gained + this.potential();
  }

  /** A scroll used this step: one fewer in hand. */
  useScroll(): void {
    this.scrollsHeld--;
    this.gained -= this.scrollWorth();
  }

  /** `mark`, then this sheet. */
  marked(cell: Cell): this {
    this.mark(cell);
    return this;
  }

  /** Mark `cell` (the engine has accepted it), securing what it gives. */
  mark(cell: Cell): void {
    const { state, facts, near } = this;
    const object = state.map.object[cell] as number;
    const sides = state.options.sides;
    const goal = facts.goalOf[cell] as number;
    if (goal !== -1) {
      for (const v of facts.villagesBeside[goal] as readonly number[]) {
        const around = facts.villageSides[v] as readonly number[];
        let count = 0;
        for (const side of around) if (near[side] === 0) count++;
        this.gained += villageStep(sides.villages, count);
      }
    }
    if (object === KEY && this.keysFound < KEY_SLOTS) this.keysFound++;
    else if (object === SCROLL && this.scrollsFound < SCROLL_SLOTS) {
      this.scrollsFound++;
      this.gained += this.scrollWorth();
    } else if (object === HORSE) this.gained += this.weights.horse;
    else if (object >= APPLE && object <= FISH) {
      if (this.column[object - APPLE] === 0) this.gained += provisionStep(sides.provisions, this.kindsCrossed());
      this.column[object - APPLE] = (this.column[object - APPLE] as number) + 1;
    } else if (object === GEM && this.gems < gemSlots(sides.gemstones)) {
      this.gained += gemStep(sides.gemstones, this.gems) * (ROUNDS - state.turn.round);
      this.gems++;
    } else if (object === TEMPLE) {
      const q = quadrantOf(cell);
      this.keysUsed++;
      this.visited[q] = true;
      const position = bestOpen(state.temples[q] as Track);
      if (position !== -1) this.gained += TEMPLE_VALUES[sides.temples][position] as number;
    }
    const count = facts.goals.length;
    const row = cell * count;
    for (let g = 0; g < count; g++) {
      const d = facts.distance[row + g] as number;
      if (d < (near[g] as number)) near[g] = d;
    }
  }

  private kindsCrossed(): number {
    let kinds = 0;
    for (const crossed of this.column) if (crossed > 0) kinds++;
    return kinds;
  }

  /** A scroll in hand is worth its weight while a turn remains to use it. */
  private scrollWorth(): number {
    return this.state.turn.number < TURNS ? this.weights.scroll : 0;
  }

  /** The turn in which a goal `d` Xs away would be reached. */
  private arrival(d: number): number {
    return this.state.turn.number + Math.max(0, d - 1) / this.weights.pace;
  }

  private roundOf(turn: number): number {
    return Math.max(this.state.turn.round, Math.floor((Math.ceil(turn) - 1) / TURNS_PER_ROUND));
  }

  private potential(): number {
    return this.gemsPotential() + this.provisionsPotential() + this.villagesPotential() + this.templesPotential() + this.extrasPotential();
  }

  /** Gemstones: each scores at every round end from its arrival on. */
  private gemsPotential(): number {
    const { facts, near, odds, state } = this;
    const side = state.options.sides.gemstones;
    if (this.gems >= gemSlots(side)) return 0;
    const step = gemStep(side, this.gems);
    let total = 0;
    for (const g of facts.gems) {
      const d = near[g] as number;
      const turn = this.arrival(d);
      if (d !== 0 && turn <= TURNS) total += step * (ROUNDS - this.roundOf(turn)) * (odds[d] as number);
    }
    return total;
  }

  /** Provisions: each kind still free this round, at its nearest cell reached within the round. */
  private provisionsPotential(): number {
    const { facts, near, odds, state } = this;
    const roundEnd = (state.turn.round + 1) * TURNS_PER_ROUND;
    let total = 0;
    let kinds = this.kindsCrossed();
    let length = 0;
    for (let kind = 0; kind < this.column.length; kind++) {
      if (this.column[kind] !== 0) continue;
      let nearest = FAR;
      for (const g of facts.provisions) {
        const d = near[g] as number;
        if (d !== 0 && d < nearest && (state.map.object[facts.goals[g] as Cell] as number) - APPLE === kind) nearest = d;
      }
      if (nearest !== FAR && this.arrival(nearest) <= roundEnd) length = insertSorted(length, nearest);
    }
    for (let i = 0; i < length; i++) total += provisionStep(state.options.sides.provisions, kinds++) * (odds[DISTANCES[i] as number] as number);
    return total;
  }

  /** Villages: each free side, nearest first, adds its step of the village table. */
  private villagesPotential(): number {
    const { facts, near, odds, state } = this;
    const side = state.options.sides.villages;
    let total = 0;
    for (const around of facts.villageSides) {
      let count = 0;
      let length = 0;
      for (const g of around) {
        const d = near[g] as number;
        if (d === 0) count++;
        else length = insertSorted(length, d);
      }
      for (let i = 0; i < length; i++) total += villageStep(side, count++) * (odds[DISTANCES[i] as number] as number);
    }
    return total;
  }

  /**
   * Temples: the nearest ones through the keys in hand (one key each), every one through the
   * nearest key still on the map; worth the track's value in the round of arrival (solo: one
   * place struck each round).
   */
  private templesPotential(): number {
    const { facts, near, odds, state } = this;
    let length = 0;
    for (let q = 0; q < facts.temples.length; q++) {
      if (!this.visited[q] && bestOpen(state.temples[q] as Track) !== -1) length = insertSorted(length, near[facts.temples[q] as number] as number, q);
    }
    let spare = this.keysFound - this.keysUsed;
    let total = 0;
    for (let i = 0; i < length; i++) {
      const q = OWNERS[i] as number;
      const temple = facts.temples[q] as number;
      let cost = FAR;
      if (spare > 0) {
        cost = near[temple] as number;
        spare--;
      }
      if (this.keysFound < KEY_SLOTS) {
        for (const key of facts.keys) {
          const d = near[key] as number;
          if (d !== 0) cost = Math.min(cost, d + (facts.distance[(facts.goals[key] as Cell) * facts.goals.length + temple] as number));
        }
      }
      const turn = this.arrival(cost);
      if (cost >= FAR || turn > TURNS) continue;
      const position = bestOpen(state.temples[q] as Track) + (state.options.players === 1 ? this.roundOf(turn) - state.turn.round : 0);
      const value = TEMPLE_VALUES[state.options.sides.temples][position];
      if (value !== undefined) total += value * (odds[cost] as number);
    }
    return total;
  }

  /** Horses and scrolls: extra Xs, and the scrolls in hand. */
  private extrasPotential(): number {
    const { facts, near, odds, weights } = this;
    let total = this.scrollsHeld * this.scrollWorth();
    for (const g of facts.horses) total += weights.horse * (odds[near[g] as number] as number) * (near[g] === 0 ? 0 : 1);
    if (this.scrollsFound < SCROLL_SLOTS) {
      for (const g of facts.scrolls) total += this.scrollWorth() * (odds[near[g] as number] as number) * (near[g] === 0 ? 0 : 1);
    }
    return total;
  }
}
