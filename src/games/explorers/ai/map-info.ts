// What the AI precomputes once per map: where the objects are, the cells around each village,
// and walking distances from every key to every temple (a temple needs a key first).
import { NEIGHBOURS, OBJECTS, PROVISIONS, VILLAGE, type Cell, type GameMap, type ObjectKind } from '../rules/index';
import { distancesFromCell } from './distance';

export interface MapInfo {
  readonly map: GameMap;
  /** Cells holding each kind of object. */
  readonly cellsOf: Readonly<Record<ObjectKind, readonly Cell[]>>;
  /** Provision cells by provision index (apple, carrot, fish). */
  readonly provisionCells: readonly (readonly Cell[])[];
  /** Per village (map.villages order): its orthogonal neighbours, all terrain cells. */
  readonly villageSides: readonly (readonly Cell[])[];
  /** keyToTemple[k][q]: Xs from the k-th key cell to the temple of quadrant q. */
  readonly keyToTemple: readonly (readonly number[])[];
}

const cache = new WeakMap<GameMap, MapInfo>();

export function mapInfo(map: GameMap): MapInfo {
  const known = cache.get(map);
  if (known) return known;
  const cellsOf = Object.fromEntries(OBJECTS.map((kind) => [kind, [] as Cell[]])) as Record<ObjectKind, Cell[]>;
  map.object.forEach((code, cell) => {
    if (code > 0) cellsOf[OBJECTS[code - 1] as ObjectKind].push(cell);
  });
  const keyToTemple = cellsOf.key.map((key) => {
    const walk = distancesFromCell(map, key);
    return map.temples.map((temple) => walk[temple] as number);
  });
  const info: MapInfo = {
    map,
    cellsOf,
    provisionCells: PROVISIONS.map((kind) => cellsOf[kind]),
    villageSides: map.villages.map((v) => (NEIGHBOURS[v] as readonly Cell[]).filter((n) => map.terrain[n] !== VILLAGE)),
    keyToTemple,
  };
  cache.set(map, info);
  return info;
}
