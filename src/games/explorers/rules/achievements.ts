// The achievement catalog: each one reads a player's marks on the assembled map.
import { CELLS, NEIGHBOURS, cellAt, quadrantOf, rowOf, colOf } from './grid';
import { objectCode, terrainIndex } from './map';
import { AREAS_POINTS, AVOID_POINTS, COUNT_POINTS, FULL_LINE_POINTS } from './tables';
import { MAP_SIZE, type AchievementId, type Cell, type GameMap, type ObjectKind, type Terrain } from './types';

export type Marks = Uint8Array;

/** End achievements give points at game end; race achievements are settled like temples. */
export type AchievementRule =
  | { readonly kind: 'end'; readonly points: (map: GameMap, marks: Marks) => number }
  | { readonly kind: 'race'; readonly met: (map: GameMap, marks: Marks) => boolean };

const countPoints = (n: number): number => COUNT_POINTS[Math.min(n, COUNT_POINTS.length - 1)] as number;
const markedAround = (marks: Marks, cell: Cell): number =>
  (NEIGHBOURS[cell] as readonly Cell[]).reduce((n, x) => n + (marks[x] ? 1 : 0), 0);

function markedObjects(map: GameMap, marks: Marks, kind: ObjectKind): number {
  const code = objectCode(kind);
  let n = 0;
  for (let cell = 0; cell < CELLS; cell++) if (map.object[cell] === code && marks[cell]) n++;
  return n;
}

const avoid = (kind: ObjectKind, points: number): AchievementRule => ({
  kind: 'end',
  points: (map, marks) => (markedObjects(map, marks, kind) === 0 ? points : 0),
});

const everyArea = (terrain: Terrain): AchievementRule => ({
  kind: 'end',
  points: (map, marks) => {
    const t = terrainIndex(terrain);
    const visited = new Set<number>();
    const all = new Set<number>();
    for (let cell = 0; cell < CELLS; cell++) {
      if (map.terrain[cell] !== t) continue;
      all.add(map.area[cell] as number);
      if (marks[cell]) visited.add(map.area[cell] as number);
    }
    return visited.size === all.size ? AREAS_POINTS : 0;
  },
});

function fullLine(marks: Marks): boolean {
  for (let i = 0; i < MAP_SIZE; i++) {
    let row = true;
    let col = true;
    for (let j = 0; j < MAP_SIZE && (row || col); j++) {
      if (!marks[cellAt(i, j)]) row = false;
      if (!marks[cellAt(j, i)]) col = false;
    }
    if (row || col) return true;
  }
  return false;
}

/** Longest run of marked cells along a row, a column or either diagonal. */
export function longestLine(marks: Marks): number {
  const directions = [
    [0, 1],
    [1, 0],
    [1, 1],
    [1, -1],
  ] as const;
  let best = 0;
  for (const [dr, dc] of directions) {
    for (let cell = 0; cell < CELLS; cell++) {
      if (!marks[cell]) continue;
      const pr = rowOf(cell) - dr;
      const pc = colOf(cell) - dc;
      // Only count from the start of a run.
      if (pr >= 0 && pc >= 0 && pc < MAP_SIZE && marks[cellAt(pr, pc)]) continue;
      let len = 0;
      for (let r = rowOf(cell), c = colOf(cell); r < MAP_SIZE && c >= 0 && c < MAP_SIZE && marks[cellAt(r, c)]; r += dr, c += dc) len++;
      best = Math.max(best, len);
    }
  }
  return best;
}

/** Side of the largest solid square of marked cells. */
export function largestSquare(marks: Marks): number {
  const side = new Uint8Array(CELLS);
  let best = 0;
  for (let cell = 0; cell < CELLS; cell++) {
    if (!marks[cell]) continue;
    const r = rowOf(cell);
    const c = colOf(cell);
    const s =
      r === 0 || c === 0
        ? 1
        : 1 + Math.min(side[cell - MAP_SIZE] as number, side[cell - 1] as number, side[cell - MAP_SIZE - 1] as number);
    side[cell] = s;
    best = Math.max(best, s);
  }
  return best;
}

const villagesTouched = (map: GameMap, marks: Marks): number => map.villages.filter((v) => markedAround(marks, v) > 0).length;
const EDGE_TESTS = [(c: Cell) => rowOf(c) === 0, (c: Cell) => rowOf(c) === 15, (c: Cell) => colOf(c) === 0, (c: Cell) => colOf(c) === 15];
const CORNERS = [cellAt(0, 0), cellAt(0, 15), cellAt(15, 0), cellAt(15, 15)];

export const ACHIEVEMENT_RULES: Readonly<Record<AchievementId, AchievementRule>> = {
  'avoid-horse': avoid('horse', AVOID_POINTS.horse),
  'avoid-scroll': avoid('scroll', AVOID_POINTS.scroll),
  'avoid-gem': avoid('gem', AVOID_POINTS.gem),
  'areas-prairie': everyArea('prairie'),
  'areas-water': everyArea('water'),
  'areas-desert': everyArea('desert'),
  'areas-mountain': everyArea('mountain'),
  'full-line': { kind: 'end', points: (_map, marks) => (fullLine(marks) ? FULL_LINE_POINTS : 0) },
  'count-provision-sets': {
    kind: 'end',
    points: (map, marks) =>
      countPoints(Math.min(markedObjects(map, marks, 'apple'), markedObjects(map, marks, 'carrot'), markedObjects(map, marks, 'fish'))),
  },
  'count-full-villages': {
    kind: 'end',
    points: (map, marks) => countPoints(map.villages.filter((v) => markedAround(marks, v) === 4).length),
  },
  'count-temples-surrounded': {
    kind: 'end',
    points: (map, marks) => countPoints(map.temples.filter((t) => markedAround(marks, t) >= 2).length),
  },
  'count-corners': { kind: 'end', points: (_map, marks) => countPoints(CORNERS.filter((c) => marks[c]).length) },
  'race-all-villages': { kind: 'race', met: (map, marks) => villagesTouched(map, marks) === map.villages.length },
  'race-villages-temples': {
    kind: 'race',
    met: (map, marks) => villagesTouched(map, marks) >= 3 && map.temples.filter((t) => marks[t]).length >= 3,
  },
  'race-edges': {
    kind: 'race',
    met: (_map, marks) => EDGE_TESTS.every((onEdge) => marks.some((m, cell) => m > 0 && onEdge(cell))),
  },
  'race-quadrants': {
    kind: 'race',
    met: (_map, marks) => {
      const perQuadrant = [0, 0, 0, 0];
      marks.forEach((m, cell) => {
        if (m) perQuadrant[quadrantOf(cell)]++;
      });
      return perQuadrant.every((n) => n >= 3);
    },
  },
  'longest-line': { kind: 'end', points: (_map, marks) => longestLine(marks) },
  'largest-square': { kind: 'end', points: (_map, marks) => largestSquare(marks) ** 2 },
};

export const isRace = (id: AchievementId): boolean => ACHIEVEMENT_RULES[id].kind === 'race';
