// Assembling the 16×16 map from four rotated tiles.
import { terrainAreas, tileObjects, tileTerrain } from './content';
import { CELLS, cellAt, rowOf, colOf } from './grid';
import { MAP_SIZE, OBJECTS, TERRAINS, TILE_SIZE, VILLAGE, type Cell, type GameMap, type TileData, type TilePlacement } from './types';

/** Top-left cell of quadrants A, B, C, D. */
const QUADRANT_ORIGINS = [
  [0, 0],
  [0, 8],
  [8, 0],
  [8, 8],
] as const;

/** Tile-local cell (row * 8 + col) that lands on (r, c) after `rotation` quarter turns clockwise. */
function sourceOf(r: number, c: number, rotation: number): number {
  const n = TILE_SIZE - 1;
  switch (rotation & 3) {
    case 0:
      return r * TILE_SIZE + c;
    case 1:
      return (n - c) * TILE_SIZE + r;
    case 2:
      return (n - r) * TILE_SIZE + n - c;
    default:
      return c * TILE_SIZE + n - r;
  }
}

/** Terrain and object codes of each tile, read from its letters once (a map is made per game). */
const TILE_CODES = new WeakMap<TileData, { readonly terrain: Uint8Array; readonly objects: Uint8Array }>();
function codesOf(tile: TileData): { readonly terrain: Uint8Array; readonly objects: Uint8Array } {
  let codes = TILE_CODES.get(tile);
  if (!codes) {
    codes = { terrain: tileTerrain(tile), objects: tileObjects(tile) };
    TILE_CODES.set(tile, codes);
  }
  return codes;
}

const TEMPLE_CODE = OBJECTS.indexOf('temple') + 1;

export function assembleMap(tiles: readonly TileData[], placements: readonly TilePlacement[]): GameMap {
  const terrain = new Uint8Array(CELLS);
  const object = new Uint8Array(CELLS);
  const villageNumber = new Uint8Array(CELLS);
  const temples: Cell[] = [];
  placements.forEach((placement, quadrant) => {
    const tile = tiles.find((t) => t.id === placement.tile) as TileData;
    const codes = codesOf(tile);
    const [r0, c0] = QUADRANT_ORIGINS[quadrant] as readonly [number, number];
    for (let r = 0; r < TILE_SIZE; r++) {
      for (let c = 0; c < TILE_SIZE; c++) {
        const source = sourceOf(r, c, placement.rotation);
        const cell = cellAt(r0 + r, c0 + c);
        terrain[cell] = codes.terrain[source] as number;
        object[cell] = codes.objects[source] as number;
        if (terrain[cell] === VILLAGE) villageNumber[cell] = tile.id;
        if (object[cell] === TEMPLE_CODE) temples[quadrant] = cell;
      }
    }
  });
  const villages: Cell[] = [];
  for (let cell = 0; cell < CELLS; cell++) if (terrain[cell] === VILLAGE) villages.push(cell);
  const { area, sizes } = terrainAreas(terrain, MAP_SIZE);
  return { tiles: placements, terrain, object, villageNumber, area, areaCount: sizes.length, villages, temples };
}

/** Villages closest to the map's centre point (several when tied). */
export function closestVillages(map: GameMap): Cell[] {
  // Twice the distance to the centre (8, 8) from the cell centre (r + ½, c + ½), squared: integers.
  const dist = (cell: Cell) => (2 * rowOf(cell) - 15) ** 2 + (2 * colOf(cell) - 15) ** 2;
  const best = Math.min(...map.villages.map(dist));
  return map.villages.filter((v) => dist(v) === best);
}

export const terrainIndex = (name: (typeof TERRAINS)[number]): number => TERRAINS.indexOf(name);
export const objectCode = (name: (typeof OBJECTS)[number]): number => OBJECTS.indexOf(name) + 1;
