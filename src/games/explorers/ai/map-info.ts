// What the AI precomputes once per map: where the objects are, the cells around each village,
// and walking distances from every key to every temple (a temple needs a key first).
import { NEIGHBOURS, OBJECTS, PROVISIONS, TERRAINS, VILLAGE, type Cell, type GameMap, type ObjectKind } from '../rules/index';
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
  /** Per terrain (TERRAINS order): its areas, each as its cells, in the order of their first cell. */
  readonly areasOf: readonly (readonly (readonly Cell[])[])[];
}

const cache = new WeakMap<GameMap, MapInfo>();

function areasOf(map: GameMap, terrain: number): Cell[][] {
  const byArea = new Map<number, Cell[]>();
  map.terrain.forEach((t, cell) => {
    if (t !== terrain) return;
    const area = map.area[cell] as number;
    const cells = byArea.get(area) ?? [];
    cells.push(cell);
    byArea.set(area, cells);
  });
  return [...byArea.values()];
}

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
    areasOf: TERRAINS.map((_, terrain) => areasOf(map, terrain)),
  };
  cache.set(map, info);
  return info;
}
