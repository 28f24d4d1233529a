// Content checks for the landscape tiles, plus small grid helpers the engine reuses.
// Tile positions in messages are 0-based (row 0 is the first string of the array).
import { err, ok, type Result } from './result';
import {
  ACHIEVEMENTS,
  OBJECTS,
  PROVISIONS,
  TERRAINS,
  TILE_SIZE,
  VILLAGE,
  type AchievementId,
  type ObjectKind,
  type Terrain,
  type TileData,
} from './types';

/** Terrain letters in TERRAINS order, then the village (its index is VILLAGE). */
export const TERRAIN_LETTERS = 'PWDMV';
/** Object letters: index 0 is "nothing", index i is OBJECTS[i - 1] (the GameMap object code). */
export const OBJECT_LETTERS = '.KSHACFGT';
export const TILE_COUNT = 8;

/** The terrain a tile letter stands for (null: not a terrain letter). */
export function terrainOfLetter(letter: string): Terrain | 'village' | null {
  const index = letter.length === 1 ? TERRAIN_LETTERS.indexOf(letter) : -1;
  return index === -1 ? null : index === VILLAGE ? 'village' : (TERRAINS[index] as Terrain);
}

/** The object a tile letter stands for (null: nothing, or not an object letter). */
export function objectOfLetter(letter: string): ObjectKind | null {
  const index = letter.length === 1 ? OBJECT_LETTERS.indexOf(letter) : -1;
  return index < 1 ? null : (OBJECTS[index - 1] as ObjectKind);
}

/** Allowed count per tile of each object (provisions are also limited as a group). */
export const OBJECT_LIMITS: Readonly<Record<ObjectKind, readonly [number, number]>> = {
  key: [1, 2],
  scroll: [0, 1],
  horse: [1, 2],
  apple: [0, 4],
  carrot: [0, 4],
  fish: [0, 4],
  gem: [2, 3],
  temple: [1, 1],
};
export const PROVISION_LIMITS: readonly [number, number] = [2, 4];

export interface CellPos {
  readonly row: number;
  readonly col: number;
}

export interface Areas {
  /** Per cell: area id, or -1 for villages. */
  readonly area: Int16Array;
  /** Size of each area, by area id. */
  readonly sizes: readonly number[];
  /** Terrain index of each area, by area id. */
  readonly terrains: readonly number[];
}

/** Orthogonal neighbours of every cell of a width × height grid, made once per size (maps are made per game). */
const NEIGHBOUR_TABLES = new Map<number, readonly (readonly number[])[]>();
function neighbourTable(width: number, height: number): readonly (readonly number[])[] {
  const key = width * 65536 + height;
  let table = NEIGHBOUR_TABLES.get(key);
  if (!table) {
    table = Array.from({ length: width * height }, (_, cell) => {
      const r = Math.floor(cell / width);
      const c = cell % width;
      const out: number[] = [];
      if (r > 0) out.push(cell - width);
      if (r < height - 1) out.push(cell + width);
      if (c > 0) out.push(cell - 1);
      if (c < width - 1) out.push(cell + 1);
      return out;
    });
    NEIGHBOUR_TABLES.set(key, table);
  }
  return table;
}

/**
 * Orthogonally connected same-terrain areas of a row-major grid of terrain indices
 * (VILLAGE cells belong to no area). Works for any size: an 8×8 tile or the 16×16 map.
 */
export function terrainAreas(terrain: ArrayLike<number>, width: number): Areas {
  const neighbours = neighbourTable(width, terrain.length / width);
  const area = new Int16Array(terrain.length).fill(-1);
  const sizes: number[] = [];
  const terrains: number[] = [];
  for (let start = 0; start < terrain.length; start++) {
    const kind = terrain[start] as number;
    if (area[start] !== -1 || kind === VILLAGE) continue;
    const id = sizes.length;
    let size = 0;
    const stack = [start];
    area[start] = id;
    while (stack.length > 0) {
      const cell = stack.pop() as number;
      size++;
      for (const next of neighbours[cell] as readonly number[]) {
        if (area[next] === -1 && terrain[next] === kind) {
          area[next] = id;
          stack.push(next);
        }
      }
    }
    sizes.push(size);
    terrains.push(kind);
  }
  return { area, sizes, terrains };
}

/**
 * Orthogonal steps from `from` to every cell, walking only on non-village cells
 * (`from` itself may be a village); -1 where unreachable.
 */
export function walkDistances(terrain: ArrayLike<number>, width: number, from: number): Int16Array {
  const neighbours = neighbourTable(width, terrain.length / width);
  const dist = new Int16Array(terrain.length).fill(-1);
  dist[from] = 0;
  const queue = [from];
  for (let i = 0; i < queue.length; i++) {
    const cell = queue[i] as number;
    for (const next of neighbours[cell] as readonly number[]) {
      if (dist[next] === -1 && terrain[next] !== VILLAGE) {
        dist[next] = (dist[cell] as number) + 1;
        queue.push(next);
      }
    }
  }
  return dist;
}

/** Terrain index (or VILLAGE) per cell of a tile whose letters are valid. */
export const tileTerrain = (tile: TileData): Uint8Array =>
  Uint8Array.from(tile.terrain.join(''), (ch) => TERRAIN_LETTERS.indexOf(ch));

/** Object code per cell (0 none, else index into OBJECTS + 1) of a tile whose letters are valid. */
export const tileObjects = (tile: TileData): Uint8Array =>
  Uint8Array.from(tile.objects.join(''), (ch) => OBJECT_LETTERS.indexOf(ch));

const posOf = (cell: number): CellPos => ({ row: Math.floor(cell / TILE_SIZE), col: cell % TILE_SIZE });
const where = (cell: number): string => `row ${posOf(cell).row}, col ${posOf(cell).col}`;
const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

export interface TileStats {
  readonly terrain: Readonly<Record<Terrain, number>>;
  readonly villages: number;
  readonly objects: Readonly<Record<ObjectKind, number>>;
  readonly provisions: number;
  readonly areas: number;
  /** Area sizes per terrain, largest first. */
  readonly areaSizes: Readonly<Record<Terrain, readonly number[]>>;
  /** The first village (a valid tile has exactly one), or null. */
  readonly village: CellPos | null;
  /** Steps from the village to the temple (-1 if either is missing or unreachable). */
  readonly templeSteps: number;
  /** Steps from the village to each key, in reading order. */
  readonly keySteps: readonly number[];
}

/** Figures of a tile whose letters are valid (see validateTile). */
export function tileStats(tile: TileData): TileStats {
  const terrain = tileTerrain(tile);
  const objects = tileObjects(tile);
  const terrainCount = Object.fromEntries(TERRAINS.map((t) => [t, 0])) as Record<Terrain, number>;
  const objectCount = Object.fromEntries(OBJECTS.map((o) => [o, 0])) as Record<ObjectKind, number>;
  let villages = 0;
  let villageCell = -1;
  terrain.forEach((kind, cell) => {
    if (kind === VILLAGE) {
      villages++;
      if (villageCell < 0) villageCell = cell;
    } else terrainCount[TERRAINS[kind] as Terrain]++;
  });
  objects.forEach((code) => {
    if (code > 0) objectCount[OBJECTS[code - 1] as ObjectKind]++;
  });
  const { sizes, terrains } = terrainAreas(terrain, TILE_SIZE);
  const areaSizes = Object.fromEntries(
    TERRAINS.map((t, i) => [t, sizes.filter((_, a) => terrains[a] === i).sort((x, y) => y - x)]),
  ) as Record<Terrain, number[]>;
  const dist = villageCell >= 0 ? walkDistances(terrain, TILE_SIZE, villageCell) : null;
  const stepsTo = (kind: ObjectKind): number[] => {
    const code = OBJECTS.indexOf(kind) + 1;
    const out: number[] = [];
    objects.forEach((o, cell) => {
      if (o === code) out.push(dist ? (dist[cell] as number) : -1);
    });
    return out;
  };
  return {
    terrain: terrainCount,
    villages,
    objects: objectCount,
    provisions: PROVISIONS.reduce((sum, p) => sum + objectCount[p], 0),
    areas: sizes.length,
    areaSizes,
    village: villageCell >= 0 ? posOf(villageCell) : null,
    templeSteps: stepsTo('temple')[0] ?? -1,
    keySteps: stepsTo('key'),
  };
}

function checkGrid(name: string, rows: readonly string[], letters: string): string | null {
  if (!Array.isArray(rows) || rows.length !== TILE_SIZE) {
    return `${name} has ${Array.isArray(rows) ? rows.length : 'no'} rows, expected ${TILE_SIZE}`;
  }
  for (let r = 0; r < TILE_SIZE; r++) {
    const row = rows[r];
    if (typeof row !== 'string') return `${name} row ${r} is not a string`;
    if (row.length !== TILE_SIZE) return `${name} row ${r} has ${row.length} letters, expected ${TILE_SIZE}`;
    for (let c = 0; c < TILE_SIZE; c++) {
      if (!letters.includes(row[c] as string)) {
        return `${name} row ${r}, col ${c}: unknown letter '${row[c]}' (allowed: ${letters.split('').join(' ')})`;
      }
    }
  }
  return null;
}

/** The first broken constraint of a tile, as a message without the tile prefix; null if none. */
function tileProblem(tile: TileData): string | null {
  const shape = checkGrid('terrain', tile.terrain, TERRAIN_LETTERS) ?? checkGrid('objects', tile.objects, OBJECT_LETTERS);
  if (shape) return shape;
  if (!(ACHIEVEMENTS as readonly string[]).includes(tile.achievement)) return `unknown achievement '${tile.achievement}'`;

  const terrain = tileTerrain(tile);
  const objects = tileObjects(tile);
  for (let cell = 0; cell < terrain.length; cell++) {
    const code = objects[cell] as number;
    if (terrain[cell] === VILLAGE && code > 0) return `${OBJECTS[code - 1]} on the village at ${where(cell)}`;
  }
  // Structure before counts, so a wall of villages reports the cut-off cells.
  for (let v = 0; v < terrain.length; v++) {
    if (terrain[v] !== VILLAGE) continue;
    const dist = walkDistances(terrain, TILE_SIZE, v);
    const lost = dist.findIndex((d, cell) => d < 0 && terrain[cell] !== VILLAGE);
    if (lost >= 0) return `cell at ${where(lost)} cannot be reached from the village at ${where(v)} without crossing a village`;
  }

  const stats = tileStats(tile);
  if (stats.villages !== 1) return `${plural(stats.villages, 'village')}, expected exactly 1`;
  const village = stats.village as CellPos;
  const ring = (n: number) => n === 0 || n === TILE_SIZE - 1;
  if (ring(village.row) || ring(village.col)) {
    return `village at row ${village.row}, col ${village.col} is on the outer ring (rows and cols 1–${TILE_SIZE - 2} only)`;
  }
  const missing = TERRAINS.find((t) => stats.terrain[t] === 0);
  if (missing) return `no ${missing} cell (all four terrains must appear)`;
  for (const kind of OBJECTS) {
    const [min, max] = OBJECT_LIMITS[kind];
    const n = stats.objects[kind];
    if (n < min || n > max) return `${plural(n, kind)}, expected ${min === max ? min : `${min}–${max}`}`;
  }
  const [min, max] = PROVISION_LIMITS;
  if (stats.provisions < min || stats.provisions > max) {
    return `${stats.provisions} provisions (${PROVISIONS.join(', ')}), expected ${min}–${max}`;
  }
  return null;
}

/** Checks one tile against the content constraints of RULES.md ("Components"). */
export function validateTile(tile: TileData): Result<TileData> {
  const id = tile.id;
  if (!Number.isInteger(id) || id < 1 || id > TILE_COUNT) return err('badContent', `tile ${id}: id must be 1–${TILE_COUNT}`);
  const problem = tileProblem(tile);
  return problem ? err('badContent', `tile ${id}: ${problem}`) : ok(tile);
}

/** Checks the full set: every tile valid, ids exactly 1..8, a different achievement on each back. */
export function validateTiles(tiles: readonly TileData[]): Result<readonly TileData[]> {
  const byAchievement = new Map<AchievementId, number>();
  const seen = new Set<number>();
  for (const tile of tiles) {
    const checked = validateTile(tile);
    if (!checked.ok) return checked;
    if (seen.has(tile.id)) return err('badContent', `tile ${tile.id}: id used by two tiles`);
    seen.add(tile.id);
    const other = byAchievement.get(tile.achievement);
    if (other !== undefined) return err('badContent', `tile ${tile.id}: achievement '${tile.achievement}' is already on tile ${other}`);
    byAchievement.set(tile.achievement, tile.id);
  }
  if (tiles.length !== TILE_COUNT) return err('badContent', `tiles: ${tiles.length} tiles, expected ${TILE_COUNT}`);
  return ok(tiles);
}
