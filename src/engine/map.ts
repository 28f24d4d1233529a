// Assembling the 16×16 map from four rotated tiles.
import { OBJECT_LETTERS, TERRAIN_LETTERS, terrainAreas } from './content';
import { CELLS, cellAt, rowOf, colOf } from './grid';
import { MAP_SIZE, OBJECTS, TERRAINS, TILE_SIZE, VILLAGE, type Cell, type GameMap, type TileData, type TilePlacement } from './types';

/** Top-left cell of quadrants A, B, C, D. */
const QUADRANT_ORIGINS = [
  [0, 0],
  [0, 8],
  [8, 0],
  [8, 8],
] as const;

/** Tile-local (row, col) that lands on (r, c) after `rotation` quarter turns clockwise. */
function sourceOf(r: number, c: number, rotation: number): [number, number] {
  const n = TILE_SIZE - 1;
  switch (rotation & 3) {
    case 0:
      return [r, c];
    case 1:
      return [n - c, r];
    case 2:
      return [n - r, n - c];
    default:
      return [c, n - r];
  }
}

export function assembleMap(tiles: readonly TileData[], placements: readonly TilePlacement[]): GameMap {
  const terrain = new Uint8Array(CELLS);
  const object = new Uint8Array(CELLS);
  const villageNumber = new Uint8Array(CELLS);
  const temples: Cell[] = [];
  placements.forEach((placement, quadrant) => {
    const tile = tiles.find((t) => t.id === placement.tile) as TileData;
    const [r0, c0] = QUADRANT_ORIGINS[quadrant] as readonly [number, number];
    for (let r = 0; r < TILE_SIZE; r++) {
      for (let c = 0; c < TILE_SIZE; c++) {
        const [sr, sc] = sourceOf(r, c, placement.rotation);
        const cell = cellAt(r0 + r, c0 + c);
        terrain[cell] = TERRAIN_LETTERS.indexOf((tile.terrain[sr] as string)[sc] as string);
        object[cell] = OBJECT_LETTERS.indexOf((tile.objects[sr] as string)[sc] as string);
        if (terrain[cell] === VILLAGE) villageNumber[cell] = tile.id;
        if (object[cell] === OBJECTS.indexOf('temple') + 1) temples[quadrant] = cell;
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
