import { describe, expect, it } from 'vitest';
import { objectOfLetter, terrainAreas, terrainOfLetter, tileStats, validateTile, validateTiles, walkDistances } from '../../rules/content';
import { TILES } from '../../rules/tiles';
import { TERRAINS, VILLAGE, type TileData } from '../../rules/types';

const tile = (id: number): TileData => TILES.find((t) => t.id === id)!;

/** A copy of tile `id` with one letter changed in its terrain or objects. */
function withLetter(id: number, layer: 'terrain' | 'objects', row: number, col: number, letter: string): TileData {
  const t = tile(id);
  const rows = t[layer].map((r, i) => (i === row ? r.slice(0, col) + letter + r.slice(col + 1) : r));
  return { ...t, [layer]: rows };
}

/** A copy of tile `id` with whole rows replaced. */
function withRows(id: number, layer: 'terrain' | 'objects', rows: Record<number, string>): TileData {
  const t = tile(id);
  return { ...t, [layer]: t[layer].map((r, i) => rows[i] ?? r) };
}

const broken = (detail: string) => ({ ok: false, error: { code: 'badContent', detail } });

describe('the shipped tiles', () => {
  it('all eight pass, one by one and as a set', () => {
    for (const t of TILES) expect(validateTile(t)).toEqual({ ok: true, value: t });
    expect(validateTiles(TILES).ok).toBe(true);
    expect(TILES.map((t) => t.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('meet the design targets of docs/balance.md', () => {
    for (const t of TILES) {
      const s = tileStats(t);
      for (const terrain of TERRAINS) {
        expect(s.terrain[terrain], `tile ${t.id} ${terrain}`).toBeGreaterThanOrEqual(10);
        expect(s.terrain[terrain], `tile ${t.id} ${terrain}`).toBeLessThanOrEqual(22);
        expect(Math.max(...s.areaSizes[terrain]), `tile ${t.id} ${terrain}`).toBeLessThanOrEqual(13);
      }
      expect(s.areas, `tile ${t.id}`).toBeGreaterThanOrEqual(6);
      expect(s.areas, `tile ${t.id}`).toBeLessThanOrEqual(12);
      expect(s.templeSteps, `tile ${t.id}`).toBeGreaterThanOrEqual(3);
      expect(s.templeSteps, `tile ${t.id}`).toBeLessThanOrEqual(6);
    }
    // Villages at varied distances from the tile corners, so the start village varies.
    const cornerOffsets = TILES.map((t) => {
      const v = tileStats(t).village!;
      const d = (i: number) => Math.min(i, 7 - i);
      return [d(v.row), d(v.col)].sort().join(',');
    });
    expect(new Set(cornerOffsets).size).toBeGreaterThanOrEqual(5);
  });
});

describe('validateTile rejects broken copies', () => {
  const cases: [string, TileData, string][] = [
    ['a second village', withLetter(1, 'terrain', 3, 3, 'V'), 'tile 1: 2 villages, expected exactly 1'],
    ['no village', withLetter(1, 'terrain', 2, 5, 'P'), 'tile 1: 0 villages, expected exactly 1'],
    [
      'a village on the edge',
      withRows(1, 'terrain', { 0: 'MMPPVWPP', 2: 'MPPWWPDD' }),
      'tile 1: village at row 0, col 4 is on the outer ring (rows and cols 1–6 only)',
    ],
    [
      'a missing terrain',
      { ...tile(1), terrain: tile(1).terrain.map((r) => r.replaceAll('D', 'P')) },
      'tile 1: no desert cell (all four terrains must appear)',
    ],
    ['an object on the village', withLetter(1, 'objects', 2, 5, 'G'), 'tile 1: gem on the village at row 2, col 5'],
    [
      'a corner cut off by villages',
      withRows(1, 'terrain', { 0: 'MMPPPWVP', 1: 'MMPPWWPV' }),
      'tile 1: cell at row 0, col 7 cannot be reached from the village at row 2, col 5 without crossing a village',
    ],
    ['too many keys', withLetter(2, 'objects', 0, 0, 'K'), 'tile 2: 3 keys, expected 1–2'],
    ['no temple', withLetter(1, 'objects', 6, 5, '.'), 'tile 1: 0 temples, expected 1'],
    ['a second scroll', withLetter(1, 'objects', 3, 0, 'S'), 'tile 1: 2 scrolls, expected 0–1'],
    ['too few gems', withLetter(1, 'objects', 1, 0, '.'), 'tile 1: 1 gem, expected 2–3'],
    ['too many provisions', withLetter(2, 'objects', 0, 0, 'C'), 'tile 2: 5 provisions (apple, carrot, fish), expected 2–4'],
    ['a bad terrain letter', withLetter(3, 'terrain', 0, 0, 'X'), "tile 3: terrain row 0, col 0: unknown letter 'X' (allowed: P W D M V)"],
    ['a bad object letter', withLetter(3, 'objects', 7, 7, 'k'), "tile 3: objects row 7, col 7: unknown letter 'k' (allowed: . K S H A C F G T)"],
    ['a long row', withLetter(4, 'terrain', 2, 8, 'P'), 'tile 4: terrain row 2 has 9 letters, expected 8'],
    ['a short row', { ...tile(4), objects: tile(4).objects.map((r, i) => (i === 5 ? r.slice(1) : r)) }, 'tile 4: objects row 5 has 7 letters, expected 8'],
    ['a missing row', { ...tile(4), terrain: tile(4).terrain.slice(1) }, 'tile 4: terrain has 7 rows, expected 8'],
    ['an id out of range', { ...tile(5), id: 9 }, 'tile 9: id must be 1–8'],
    ['an unknown achievement', { ...tile(5), achievement: 'avoid-water' as TileData['achievement'] }, "tile 5: unknown achievement 'avoid-water'"],
  ];
  it.each(cases)('%s', (_, bad, detail) => {
    expect(validateTile(bad)).toEqual(broken(detail));
  });
});

describe('validateTiles rejects broken sets', () => {
  it('a duplicate id', () => {
    const tiles = TILES.map((t) => (t.id === 5 ? { ...t, id: 3 } : t));
    expect(validateTiles(tiles)).toEqual(broken('tile 3: id used by two tiles'));
  });
  it('a duplicate achievement', () => {
    const tiles = TILES.map((t) => (t.id === 6 ? { ...t, achievement: tile(2).achievement } : t));
    expect(validateTiles(tiles)).toEqual(broken(`tile 6: achievement '${tile(2).achievement}' is already on tile 2`));
  });
  it('a missing tile', () => {
    expect(validateTiles(TILES.slice(0, 7))).toEqual(broken('tiles: 7 tiles, expected 8'));
  });
  it('the first broken tile of the set', () => {
    const tiles = TILES.map((t) => (t.id === 7 ? withLetter(7, 'objects', 6, 3, 'A') : t));
    expect(validateTiles(tiles)).toEqual(broken('tile 7: apple on the village at row 6, col 3'));
  });
});

describe('grid helpers', () => {
  // 4 wide, 3 high: P P W V / D P W W / D D V M
  const grid = [0, 0, 1, VILLAGE, 2, 0, 1, 1, 2, 2, VILLAGE, 3];

  it('terrainAreas labels orthogonal same-terrain areas on any grid size', () => {
    const { area, sizes, terrains } = terrainAreas(grid, 4);
    expect(Array.from(area)).toEqual([0, 0, 1, -1, 2, 0, 1, 1, 2, 2, -1, 3]);
    expect(sizes).toEqual([3, 3, 3, 1]);
    expect(terrains).toEqual([0, 1, 2, 3]);
    // Diagonal contact does not join areas.
    expect(terrainAreas([0, 1, 1, 0], 2).sizes).toEqual([1, 1, 1, 1]);
  });

  it('walkDistances never crosses a village', () => {
    const dist = walkDistances(grid, 4, 3);
    expect(Array.from(dist)).toEqual([3, 2, 1, 0, 4, 3, 2, 1, 5, 4, -1, 2]);
  });

  it('tileStats reports the figures of a tile', () => {
    const s = tileStats(tile(1));
    expect(s.village).toEqual({ row: 2, col: 5 });
    expect(s.villages).toBe(1);
    expect(s.terrain).toEqual({ prairie: 21, water: 13, desert: 16, mountain: 13 });
    expect(s.objects).toEqual({ key: 1, scroll: 1, horse: 2, apple: 1, carrot: 1, fish: 1, gem: 2, temple: 1 });
    expect(s.provisions).toBe(3);
    expect(s.areas).toBe(10);
    expect(s.areaSizes.prairie).toEqual([10, 7, 3, 1]);
    expect(s.templeSteps).toBe(4);
    expect(s.keySteps).toEqual([5]);
  });
});

describe('tile letters', () => {
  it('name the terrain and object each letter stands for, as the tiles are read', () => {
    expect([...'PWDMV'].map(terrainOfLetter)).toEqual(['prairie', 'water', 'desert', 'mountain', 'village']);
    expect([...'.KSHACFGT'].map(objectOfLetter)).toEqual([null, 'key', 'scroll', 'horse', 'apple', 'carrot', 'fish', 'gem', 'temple']);
    expect([terrainOfLetter('X'), terrainOfLetter(''), objectOfLetter('P'), objectOfLetter('KS')]).toEqual([null, null, null, null]);
  });
});
