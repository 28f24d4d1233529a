// Prints the figures of every landscape tile as a Markdown table, then map-level figures over
// every possible map (both copied into docs/balance.md). Usage: npx tsx scripts/tile-stats.ts
import { terrainAreas, tileStats, tileTerrain, validateTiles, type CellPos } from '../src/games/explorers/rules/content';
import { TILES } from '../src/games/explorers/rules/tiles';
import { MAP_SIZE, TERRAINS, TILE_SIZE } from '../src/games/explorers/rules/types';

const checked = validateTiles(TILES);
if (!checked.ok) {
  console.error(`${checked.error.code}: ${checked.error.detail}`);
  process.exit(1);
}

const cells = TILE_SIZE * TILE_SIZE - 1; // terrain cells: all but the village
const pct = (n: number): string => `${Math.round((100 * n) / cells)}%`;
const letter = { prairie: 'P', water: 'W', desert: 'D', mountain: 'M' } as const;
const half = TILE_SIZE / 2;
// Euclidean distance from the village's cell centre to the nearest tile corner: rotated into
// the map's inner corner, it is the village's distance to the map centre.
const cornerDistance = (row: number, col: number): string => {
  const d = (i: number) => half - Math.abs(i + 0.5 - half);
  return Math.hypot(d(row), d(col)).toFixed(2);
};

const header = [
  'tile',
  ...TERRAINS.map((t) => letter[t]),
  'areas',
  'area sizes',
  'K',
  'S',
  'H',
  'G',
  'apple/carrot/fish',
  'village',
  'to corner',
  'village→temple',
  'village→keys',
  'achievement',
];
const rows = TILES.map((tile) => {
  const s = tileStats(tile);
  const v = s.village ?? { row: -1, col: -1 };
  return [
    String(tile.id),
    ...TERRAINS.map((t) => `${s.terrain[t]} (${pct(s.terrain[t])})`),
    String(s.areas),
    TERRAINS.map((t) => `${letter[t]} ${s.areaSizes[t].join('+')}`).join(', '),
    String(s.objects.key),
    String(s.objects.scroll),
    String(s.objects.horse),
    String(s.objects.gem),
    `${s.objects.apple}/${s.objects.carrot}/${s.objects.fish}`,
    `r${v.row} c${v.col}`,
    cornerDistance(v.row, v.col),
    String(s.templeSteps),
    s.keySteps.join(', '),
    tile.achievement,
  ];
});

const all = TILES.map(tileStats);
const total = [
  'all',
  ...TERRAINS.map((t) => {
    const n = all.reduce((sum, s) => sum + s.terrain[t], 0);
    return `${n} (${Math.round((100 * n) / (cells * TILES.length))}%)`;
  }),
  String(all.reduce((sum, s) => sum + s.areas, 0)),
  '',
  ...(['key', 'scroll', 'horse', 'gem'] as const).map((o) => String(all.reduce((sum, s) => sum + s.objects[o], 0))),
  (['apple', 'carrot', 'fish'] as const).map((o) => all.reduce((sum, s) => sum + s.objects[o], 0)).join('/'),
  '',
  '',
  '',
  '',
  '',
];

const line = (cols: readonly string[]): string => `| ${cols.join(' | ')} |`;
console.log(line(header));
console.log(line(header.map(() => '---')));
for (const row of [...rows, total]) console.log(line(row));

// Which terrain each kind of object sits on, over all tiles.
const letters = 'PWDM';
const onTerrain = new Map<string, number[]>();
for (const tile of TILES)
  tile.objects.forEach((row, r) =>
    [...row].forEach((o, c) => {
      if (o === '.') return;
      const counts = onTerrain.get(o) ?? [0, 0, 0, 0];
      counts[letters.indexOf(tile.terrain[r]![c]!)]! += 1;
      onTerrain.set(o, counts);
    }),
  );
console.log('\nObjects per terrain, all tiles (P/W/D/M):');
console.log([...'KSHACFGT'].map((o) => `${o} ${(onTerrain.get(o) ?? []).join('/')}`).join(', '));

// Every possible map: 4 of the 8 tiles in order (A, B, C, D) × 4 rotations each, for the
// start village (closest to the centre) and the areas of the assembled map.
// A tile cell (r, c) turned a quarter clockwise lands on (c, 7 - r).
const turn = (p: CellPos): CellPos => ({ row: p.col, col: TILE_SIZE - 1 - p.row });
const villageAt: CellPos[][] = all.map((s) => {
  const out = [s.village ?? { row: 0, col: 0 }];
  for (let k = 1; k < 4; k++) out.push(turn(out[k - 1]!));
  return out;
});
const origins = [
  [0, 0],
  [0, 8],
  [8, 0],
  [8, 8],
] as const;
const ids = TILES.map((t) => t.id);
const starts = new Map<number, number>(ids.map((id) => [id, 0]));
// Terrain of every tile in each rotation, to count the areas of every assembled map.
const rotated = TILES.map((tile) => {
  const out = [tileTerrain(tile)];
  for (let k = 1; k < 4; k++) {
    const prev = out[k - 1]!;
    const next = new Uint8Array(TILE_SIZE * TILE_SIZE);
    prev.forEach((t, cell) => {
      const p = turn({ row: Math.floor(cell / TILE_SIZE), col: cell % TILE_SIZE });
      next[p.row * TILE_SIZE + p.col] = t;
    });
    out.push(next);
  }
  return out;
});
const grid = new Uint8Array(MAP_SIZE * MAP_SIZE);
const areaSum = TERRAINS.map(() => 0);
const areaMin = TERRAINS.map(() => Infinity);
const areaMax = TERRAINS.map(() => 0);
let maps = 0;
let ties = 0;
for (const a of ids)
  for (const b of ids)
    for (const c of ids)
      for (const d of ids) {
        const quad = [a, b, c, d];
        if (new Set(quad).size < 4) continue;
        for (let rot = 0; rot < 256; rot++) {
          // Doubled distance from the map centre, squared: integers, so ties are exact.
          const dist = quad.map((id, q) => {
            const p = villageAt[id - 1]![(rot >> (2 * q)) & 3]!;
            const [r0, c0] = origins[q]!;
            return (2 * (r0 + p.row) - 15) ** 2 + (2 * (c0 + p.col) - 15) ** 2;
          });
          const best = Math.min(...dist);
          const winners = quad.filter((_, q) => dist[q] === best);
          maps++;
          if (winners.length > 1) ties++;
          for (const id of winners) starts.set(id, starts.get(id)! + 1 / winners.length);
          quad.forEach((id, q) => {
            const [r0, c0] = origins[q]!;
            rotated[id - 1]![(rot >> (2 * q)) & 3]!.forEach((t, cell) => {
              grid[(r0 + Math.floor(cell / TILE_SIZE)) * MAP_SIZE + c0 + (cell % TILE_SIZE)] = t;
            });
          });
          const areas = terrainAreas(grid, MAP_SIZE).terrains;
          TERRAINS.forEach((_, i) => {
            const n = areas.filter((t) => t === i).length;
            areaSum[i] += n;
            areaMin[i] = Math.min(areaMin[i]!, n);
            areaMax[i] = Math.max(areaMax[i]!, n);
          });
        }
      }
// Every tile is on the same number of maps: half of them.
const perTile = maps / 2;
console.log(`\nStart village over all ${maps} maps (tiles and rotations): tied in ${((100 * ties) / maps).toFixed(1)}%.`);
console.log('Share of the maps showing a tile in which that tile holds the start village (ties split):');
console.log(ids.map((id) => `tile ${id}: ${((100 * starts.get(id)!) / perTile).toFixed(0)}%`).join(', '));
console.log('Areas per terrain on the assembled 16×16 map (areas touching across tile edges merge):');
console.log(TERRAINS.map((t, i) => `${t} ${(areaSum[i]! / maps).toFixed(1)} (${areaMin[i]}–${areaMax[i]})`).join(', '));
