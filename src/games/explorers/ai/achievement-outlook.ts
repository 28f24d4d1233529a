// Progress towards the achievements in play that have not scored yet: each is priced by what it
// would give, discounted by the Xs still missing. Points already earned are counted by the
// evaluation itself (the engine's own rules), so only the way ahead is estimated here.
import {
  CELLS,
  MAP_SIZE,
  NEIGHBOURS,
  VILLAGE,
  cellAt,
  colOf,
  isRace,
  quadrantOf,
  rowOf,
  tables,
  type AchievementId,
  type GameState,
} from '../rules/index';
import { FAR } from './distance';
import type { MapInfo } from './map-info';
import type { Sheet } from './sheet';
import type { SquareWindows } from './square-windows';

/** What the evaluation exposes about the position being evaluated. */
export interface GoalView {
  readonly state: GameState;
  readonly info: MapInfo;
  /** Distances in Xs from the player's marks. */
  readonly dist: Uint8Array;
  /** Xs to each temple not visited yet (FAR when out of reach or already visited). */
  readonly templeCost: readonly number[];
  weight(cost: number): number;
  reachable(cost: number, now: number): number;
  arrival(cost: number, now: number): number;
  raceValueAt(i: number, arrivalTurn: number): number;
  readonly squares: SquareWindows;
}

/** The marks of the position, and those of the board its search started from plus the cells added since. */
type Marked = Pick<Sheet, 'marks' | 'baseMarks' | 'added'>;

const COUNT = tables.COUNT_POINTS;
const countGain = (have: number): number => (COUNT[Math.min(have + 1, COUNT.length - 1)] as number) - (COUNT[Math.min(have, COUNT.length - 1)] as number);
const CORNERS = [cellAt(0, 0), cellAt(0, MAP_SIZE - 1), cellAt(MAP_SIZE - 1, 0), cellAt(MAP_SIZE - 1, MAP_SIZE - 1)];
const ALL_CELLS = Array.from({ length: CELLS }, (_, cell) => cell);
const EDGE_CELLS = [
  ALL_CELLS.filter((c) => rowOf(c) === 0),
  ALL_CELLS.filter((c) => rowOf(c) === MAP_SIZE - 1),
  ALL_CELLS.filter((c) => colOf(c) === 0),
  ALL_CELLS.filter((c) => colOf(c) === MAP_SIZE - 1),
];
const QUADRANT_CELLS = [0, 1, 2, 3].map((q) => ALL_CELLS.filter((c) => quadrantOf(c) === q));

const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);
const smallest = (xs: readonly number[], n: number): number[] => xs.slice().sort((a, b) => a - b).slice(0, Math.max(0, n));

/**
 * Counted achievements, from the Xs each thing to count still lacks (0: counted already): the
 * next ones, cheapest first, each add their step of the table. Sorts `costs`.
 */
function countedOutlook(view: GoalView, costs: number[]): number {
  costs.sort((a, b) => a - b);
  let total = 0;
  // Those already counted come first: the k-th one still lacking adds the step after them.
  for (let i = 0; i < costs.length; i++) if ((costs[i] as number) > 0) total += countGain(i) * view.weight(costs[i] as number);
  return total;
}

/** Reused for the costs of one counted achievement, so that evaluations allocate little. */
const counted: number[] = [];

/** Several goals that must all be met: the product of their chances. */
function allOf(view: GoalView, costs: readonly number[], now: number): number {
  return costs.reduce((share, cost) => share * view.reachable(cost, now), 1);
}

function raceOutlook(view: GoalView, i: number, costs: readonly number[], now: number): number {
  const share = allOf(view, costs, now);
  return share === 0 ? 0 : view.raceValueAt(i, view.arrival(sum(costs), now)) * share;
}

/** Nearest distance from the marks to one of `cells` (0 if one is marked). */
function nearest(view: GoalView, cells: readonly number[]): number {
  let best = FAR;
  for (const cell of cells) best = Math.min(best, view.dist[cell] as number);
  return best;
}

/** Distance to the closest unmarked neighbour of each village, 0 for villages already touched. */
function villageTouchCosts(view: GoalView, marks: Uint8Array): number[] {
  return view.info.villageSides.map((sides) =>
    sides.some((c) => marks[c] !== 0) ? 0 : Math.min(...sides.map((c) => view.dist[c] as number)),
  );
}

function areasOutlook(view: GoalView, marks: Uint8Array, terrain: number, now: number): number {
  // Every area must be visited: the product of each one's chance, from its nearest cell.
  let share = 1;
  for (const cells of view.info.areasOf[terrain] as readonly (readonly number[])[]) {
    let cost = FAR;
    for (const cell of cells) cost = Math.min(cost, marks[cell] !== 0 ? 0 : (view.dist[cell] as number));
    share *= view.reachable(cost, now);
  }
  return tables.AREAS_POINTS * share;
}

/** Every row and column of the map as cell lists. */
const LINES: readonly (readonly number[])[] = Array.from({ length: 2 * MAP_SIZE }, (_, i) =>
  Array.from({ length: MAP_SIZE }, (_, j) => (i < MAP_SIZE ? cellAt(i, j) : cellAt(j, i - MAP_SIZE))),
);

function fullLineOutlook(view: GoalView, marks: Uint8Array): number {
  const { terrain } = view.state.map;
  let fewest = FAR;
  for (const line of LINES) {
    let lacking = 0;
    // Only the start village is ever marked: a line through another village is never full.
    for (const cell of line) if (marks[cell] === 0) lacking += terrain[cell] === VILLAGE ? FAR : 1;
    fewest = Math.min(fewest, lacking);
  }
  return tables.FULL_LINE_POINTS * view.weight(fewest);
}

/** The next larger solid square: its added points, discounted by the cells it still lacks. */
function squareOutlook(view: GoalView, sheet: Marked, side: number): number {
  const next = side + 1;
  const fewest = view.squares.fewestLacking(sheet.baseMarks, sheet.added, next);
  return fewest >= FAR ? 0 : (next * next - side * side) * view.weight(fewest);
}

/** Per quadrant: Xs still needed to hold 3 marks there. */
function quadrantCosts(view: GoalView, marks: Uint8Array): number[] {
  return QUADRANT_CELLS.map((cells) => {
    const n = cells.reduce((count, c) => count + (marks[c] !== 0 ? 1 : 0), 0);
    // Reaching the quadrant is the first X (or none if already in), then one X per mark missing.
    return n >= 3 ? 0 : Math.max(1, nearest(view, cells)) + 2 - n;
  });
}

/** `points`: what the achievement gives now (end achievements). */
function outlookOf(view: GoalView, id: AchievementId, i: number, sheet: Marked, now: number, points: number): number {
  const { map } = view.state;
  const { marks } = sheet;
  switch (id) {
    case 'areas-prairie':
    case 'areas-water':
    case 'areas-desert':
    case 'areas-mountain':
      return areasOutlook(view, marks, ['areas-prairie', 'areas-water', 'areas-desert', 'areas-mountain'].indexOf(id), now);
    case 'full-line':
      return fullLineOutlook(view, marks);
    case 'largest-square':
      return squareOutlook(view, sheet, Math.round(Math.sqrt(points)));
    case 'count-full-villages': {
      counted.length = 0;
      for (const sides of view.info.villageSides) {
        let lacking = 0;
        for (const c of sides) if (marks[c] === 0) lacking += view.dist[c] as number;
        counted.push(lacking);
      }
      return countedOutlook(view, counted);
    }
    case 'count-temples-surrounded': {
      counted.length = 0;
      for (const t of map.temples) counted.push(surroundLacking(view, marks, t));
      return countedOutlook(view, counted);
    }
    case 'count-corners': {
      counted.length = 0;
      for (const c of CORNERS) counted.push(marks[c] !== 0 ? 0 : (view.dist[c] as number));
      return countedOutlook(view, counted);
    }
    case 'race-all-villages':
      return raceOutlook(view, i, villageTouchCosts(view, marks), now);
    case 'race-villages-temples': {
      const villages = villageTouchCosts(view, marks);
      const templesMarked = map.temples.filter((t) => marks[t] !== 0).length;
      const villageCosts = smallest(villages, 3);
      const templeCosts = smallest(view.templeCost.filter((c) => c < FAR), 3 - templesMarked);
      if (templeCosts.length < 3 - templesMarked) return 0;
      return raceOutlook(view, i, [...villageCosts, ...templeCosts], now);
    }
    case 'race-edges':
      return raceOutlook(view, i, EDGE_CELLS.map((cells) => nearest(view, cells)), now);
    case 'race-quadrants':
      return raceOutlook(view, i, quadrantCosts(view, marks), now);
    default:
      // Avoid, provision sets and the longest line score as they grow: the evaluation counts them.
      return 0;
  }
}

/**
 * Xs a temple still lacks to count as surrounded: its terrain neighbours at no distance (marked)
 * count, and the nearest others make up the two it needs.
 */
export function surroundLacking(view: GoalView, marks: Uint8Array, cell: number): number {
  let reached = 0;
  let nearest = Infinity;
  let second = Infinity;
  for (const n of NEIGHBOURS[cell] as readonly number[]) {
    if (view.state.map.terrain[n] === VILLAGE) continue;
    const cost = marks[n] !== 0 ? 0 : (view.dist[n] as number);
    if (cost === 0) reached++;
    else if (cost < nearest) {
      second = nearest;
      nearest = cost;
    } else if (cost < second) second = cost;
  }
  const needed = 2 - reached;
  return (needed >= 1 && nearest < Infinity ? nearest : 0) + (needed >= 2 && second < Infinity ? second : 0);
}

/** Expected extra points from achievements not yet scored, for a player whose sheet is `sheet`. */
export function achievementOutlook(view: GoalView, races: readonly number[], achieved: readonly number[], sheet: Marked, now: number): number {
  let total = 0;
  view.state.achievements.forEach((id, i) => {
    const done = isRace(id) ? races[i] !== -1 || achieved[i] !== 0 : (achieved[i] as number) > 0 && !GROWING.has(id);
    if (!done) total += outlookOf(view, id, i, sheet, now, achieved[i] as number);
  });
  return total;
}

/** End achievements whose points keep growing after they start to score. */
const GROWING: ReadonlySet<AchievementId> = new Set(['largest-square', 'count-full-villages', 'count-temples-surrounded', 'count-corners']);
