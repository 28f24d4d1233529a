// Where the achievements in play stand for a searched position: points for end achievements,
// 1 or 0 for a race met or not. The engine's ACHIEVEMENT_RULES are the reference (and are used
// as they are when cheap); the costly ones are recounted from the board the search started
// from plus the few cells added since, which the unit tests check against the engine.
import * as engine from '../rules/index';
import type { AchievementId, GameMap } from '../rules/index';
import { SquareWindows } from './square-windows';

const { ACHIEVEMENT_RULES, CELLS, MAP_SIZE, OBJECTS, TERRAINS, cellAt, colOf, quadrantOf, rowOf, tables } = engine;

type Counter = (marks: Uint8Array, added: readonly number[]) => number;
/** Builds a counter for one achievement from the board searches start from (and the evaluator's square tables). */
type CounterFactory = (map: GameMap, base: Uint8Array, squares: SquareWindows) => Counter;

const codeOf = (kind: engine.ObjectKind): number => OBJECTS.indexOf(kind) + 1;
const countPoints = (n: number): number => tables.COUNT_POINTS[Math.min(n, tables.COUNT_POINTS.length - 1)] as number;

const avoid =
  (kind: 'horse' | 'scroll' | 'gem'): CounterFactory =>
  (map, base) => {
    const code = codeOf(kind);
    const spoilt = map.object.some((object, cell) => object === code && base[cell] !== 0);
    return (_marks, added) => (spoilt || added.some((cell) => map.object[cell] === code) ? 0 : tables.AVOID_POINTS[kind]);
  };

const everyArea =
  (terrain: engine.Terrain): CounterFactory =>
  (map, base) => {
    const t = TERRAINS.indexOf(terrain);
    const areas = new Set<number>();
    const visited = new Set<number>();
    for (let cell = 0; cell < CELLS; cell++) {
      if (map.terrain[cell] !== t) continue;
      areas.add(map.area[cell] as number);
      if (base[cell] !== 0) visited.add(map.area[cell] as number);
    }
    // Areas first visited by the added cells, stamped per count so that nothing is allocated.
    const seen = new Int32Array(Math.max(0, ...map.area) + 1);
    let stamp = 0;
    return (_marks, added) => {
      stamp++;
      let fresh = 0;
      for (const cell of added) {
        const area = map.area[cell] as number;
        if (map.terrain[cell] !== t || visited.has(area) || seen[area] === stamp) continue;
        seen[area] = stamp;
        fresh++;
      }
      return visited.size + fresh === areas.size ? tables.AREAS_POINTS : 0;
    };
  };

const fullLine: CounterFactory = (_map, base) => {
  const lines = new Int32Array(2 * MAP_SIZE); // rows, then columns
  for (let cell = 0; cell < CELLS; cell++) {
    if (base[cell] === 0) continue;
    lines[rowOf(cell)]++;
    lines[MAP_SIZE + colOf(cell)]++;
  }
  const counts = new Int32Array(lines.length);
  return (_marks, added) => {
    counts.set(lines);
    for (const cell of added) {
      counts[rowOf(cell)]++;
      counts[MAP_SIZE + colOf(cell)]++;
    }
    return counts.includes(MAP_SIZE) ? tables.FULL_LINE_POINTS : 0;
  };
};

const provisionSets: CounterFactory = (map, base) => {
  const codes = engine.PROVISIONS.map(codeOf);
  const had = codes.map((code) => map.object.reduce((n, object, cell) => n + (object === code && base[cell] !== 0 ? 1 : 0), 0));
  return (_marks, added) => {
    let fewest = Infinity;
    for (let k = 0; k < codes.length; k++) {
      let have = had[k] as number;
      for (const cell of added) if (map.object[cell] === codes[k]) have++;
      fewest = Math.min(fewest, have);
    }
    return countPoints(fewest);
  };
};

const EDGE_TESTS = [(c: number) => rowOf(c) === 0, (c: number) => rowOf(c) === MAP_SIZE - 1, (c: number) => colOf(c) === 0, (c: number) => colOf(c) === MAP_SIZE - 1];
const edgesOf = (cell: number): number => EDGE_TESTS.reduce((mask, onEdge, e) => (onEdge(cell) ? mask | (1 << e) : mask), 0);

const edges: CounterFactory = (_map, base) => {
  let touched = 0;
  for (let cell = 0; cell < CELLS; cell++) if (base[cell] !== 0) touched |= edgesOf(cell);
  return (_marks, added) => (added.reduce((mask, cell) => mask | edgesOf(cell), touched) === 15 ? 1 : 0);
};

const quadrants: CounterFactory = (_map, base) => {
  const had = new Int32Array(4);
  for (let cell = 0; cell < CELLS; cell++) if (base[cell] !== 0) had[quadrantOf(cell)]++;
  const have = new Int32Array(4);
  return (_marks, added) => {
    have.set(had);
    for (const cell of added) have[quadrantOf(cell)]++;
    return have.every((n) => n >= 3) ? 1 : 0;
  };
};

const DIRECTIONS = [
  [0, 1],
  [1, 0],
  [1, 1],
  [1, -1],
] as const;

/** Marked cells in a straight run through `cell` along (dr, dc), both ways. */
function runThrough(marks: Uint8Array, cell: number, dr: number, dc: number): number {
  let run = 1;
  for (const sign of [1, -1]) {
    let r = rowOf(cell) + sign * dr;
    let c = colOf(cell) + sign * dc;
    while (r >= 0 && r < MAP_SIZE && c >= 0 && c < MAP_SIZE && marks[cellAt(r, c)] !== 0) {
      run++;
      r += sign * dr;
      c += sign * dc;
    }
  }
  return run;
}

/** A longer line than the base board's must run through an added cell. */
const longestLine: CounterFactory = (map, base) => {
  const rule = ACHIEVEMENT_RULES['longest-line'];
  const before = rule.kind === 'end' ? rule.points(map, base) : 0;
  return (marks, added) => {
    let best = before;
    for (const cell of added) for (const [dr, dc] of DIRECTIONS) best = Math.max(best, runThrough(marks, cell, dr, dc));
    return best;
  };
};

/** A larger solid square than the board's must hold an added cell: recounted only when one is complete. */
const largestSquare: CounterFactory = (map, base, squares) => {
  const rule = ACHIEVEMENT_RULES['largest-square'];
  const points = (marks: Uint8Array): number => (rule.kind === 'end' ? rule.points(map, marks) : 0);
  const before = points(base);
  const larger = Math.round(Math.sqrt(before)) + 1;
  return (marks, added) => (squares.fewestLacking(base, added, larger) === 0 ? points(marks) : before);
};

const INCREMENTAL: Partial<Record<AchievementId, CounterFactory>> = {
  'avoid-horse': avoid('horse'),
  'avoid-scroll': avoid('scroll'),
  'avoid-gem': avoid('gem'),
  'areas-prairie': everyArea('prairie'),
  'areas-water': everyArea('water'),
  'areas-desert': everyArea('desert'),
  'areas-mountain': everyArea('mountain'),
  'full-line': fullLine,
  'count-provision-sets': provisionSets,
  'race-edges': edges,
  'race-quadrants': quadrants,
  'longest-line': longestLine,
  'largest-square': largestSquare,
};

/** The engine's own rule, for achievements cheap enough to recount in full. */
const fromEngine =
  (id: AchievementId): CounterFactory =>
  (map) => {
    const rule = ACHIEVEMENT_RULES[id];
    return (marks) => (rule.kind === 'end' ? rule.points(map, marks) : rule.met(map, marks) ? 1 : 0);
  };

export class AchievementStatus {
  private counters: Counter[] = [];
  private base: Uint8Array | null = null;

  constructor(
    private readonly map: GameMap,
    private readonly ids: readonly AchievementId[],
    /** Shared with the largest square's outlook, which asks the same tables of the same boards. */
    private readonly squares = new SquareWindows(map),
  ) {}

  /**
   * Per achievement in play (into `out`): its points, or 1/0 for a race met or not, for `marks`,
   * which are `base` plus the cells `added`.
   */
  measure(base: Uint8Array, marks: Uint8Array, added: readonly number[], out: number[]): number[] {
    if (base !== this.base) {
      this.base = base;
      this.counters = this.ids.map((id) => (INCREMENTAL[id] ?? fromEngine(id))(this.map, base, this.squares));
    }
    for (let i = 0; i < this.counters.length; i++) out[i] = (this.counters[i] as Counter)(marks, added);
    return out;
  }
}
