// Tucana's content: the shipped islands and cards meet every constraint of the rules page, and
// data that breaks one is refused, saying which.
import { describe, expect, it } from 'vitest';
import {
  BLUE_CARDS,
  CONTENT,
  CONTENT_DATA,
  DECK,
  ISLA_GRANDE,
  ISLA_PETIT,
  RED_POINTS,
  SETUP_CARDS,
  SIGHT_KINDS,
  SIGHT_TERRAIN,
  TERRAINS,
  islandOf,
  terrainPairEdges,
  validateContent,
  validateDeck,
  validateIsland,
  validateSetupCards,
  type IslandData,
  type Island,
} from '../../rules/index';

/** Where each hex's two letters sit in the rows: [row, character]. */
const tokens = (rows: readonly string[]): [number, number][] =>
  rows.flatMap((row, r) => row.split('').flatMap((ch, x) => (ch !== ' ' && x % 2 === 0 && (x === 0 || row[x - 1] === ' ') ? [[r, x] as [number, number]] : [])));

/** Rows with hex `h` (reading order) rewritten as `text` (two letters, or two spaces to remove it). */
function setHex(rows: readonly string[], h: number, text: string): string[] {
  const [r, x] = tokens(rows)[h] as [number, number];
  return rows.map((row, i) => (i === r ? row.slice(0, x) + text + row.slice(x + 2) : row));
}
const letterAt = (rows: readonly string[], h: number, k: 0 | 1): string => {
  const [r, x] = tokens(rows)[h] as [number, number];
  return (rows[r] as string)[x + k] as string;
};
const withRows = (data: IslandData, rows: readonly string[]): IslandData => ({ ...data, rows });
const problem = (data: IslandData): string => {
  const checked = validateIsland(data);
  return checked.ok ? 'accepted' : `${checked.error.code}: ${checked.error.detail}`;
};

const petit = islandOf('petit');
const grande = islandOf('grande');
const neighboursOf = (island: Island, h: number) => Array.from(island.neighbours.subarray(h * 6, h * 6 + 6)).filter((n) => n >= 0);
const stepsBetween = (island: Island, a: number, b: number): number => {
  const dist = new Map([[a, 0]]);
  const queue = [a];
  for (let i = 0; i < queue.length; i++) {
    for (const n of neighboursOf(island, queue[i] as number)) {
      if (dist.has(n)) continue;
      dist.set(n, (dist.get(queue[i] as number) as number) + 1);
      queue.push(n);
    }
  }
  return dist.get(b) ?? -1;
};

describe('the shipped content', () => {
  it('passes every check', () => {
    expect(CONTENT.ok).toBe(true);
  });

  it('has the published cards: 27 terrain cards, blue #1 and #2 values, red cards worth 6', () => {
    expect(DECK).toEqual({ desert: 8, forest: 7, mountain: 6, water: 4, joker: 2 });
    expect(BLUE_CARDS.first).toEqual([3, 4, 5, 6, 7]);
    expect(BLUE_CARDS.second).toEqual([2, 2, 3, 4, 5]);
    expect(RED_POINTS).toBe(6);
  });

  it('has 13 setup cards: A–E twice each, never two equal letters side by side on the ring, all different rings', () => {
    expect(SETUP_CARDS).toHaveLength(13);
    for (const card of SETUP_CARDS) {
      expect(card.split('').sort().join('')).toBe('AABBCCDDEE');
      for (let k = 0; k < 10; k++) expect(card[k]).not.toBe(card[(k + 1) % 10]);
    }
    expect(validateSetupCards(SETUP_CARDS).ok).toBe(true);
  });

  it.each([
    ['petit', 73, 2, 2],
    ['grande', 110, 3, 3],
  ] as const)('Isla %s: %i hexes, %i rounds, %i sights of each kind', (id, hexes, rounds, perKind) => {
    const island = islandOf(id);
    expect(island.size).toBe(hexes);
    expect(island.rounds).toBe(rounds);
    for (let k = 0; k < SIGHT_KINDS.length; k++) expect(island.sightKinds.filter((x) => x === k)).toHaveLength(perKind);
  });

  it.each([['petit', petit] as const, ['grande', grande] as const])('Isla %s: terrains in proportion to the cards, every pair of terrains meeting at least 7 times', (_id, island) => {
    const counts = TERRAINS.map((_, t) => island.terrain.filter((x) => x === t).length);
    const cards = [8, 7, 6, 4];
    counts.forEach((n, t) => expect(Math.abs(n / island.size - (cards[t] as number) / 25)).toBeLessThanOrEqual(0.04));
    for (let a = 0; a < 4; a++) for (let b = a; b < 4; b++) expect(terrainPairEdges(island)[a * 4 + b]).toBeGreaterThanOrEqual(7);
  });

  it.each([['petit', petit] as const, ['grande', grande] as const])('Isla %s: 10 villages on the coast, never on water, numbered clockwise from north', (_id, island) => {
    expect(island.villages).toHaveLength(10);
    for (const v of island.villages) {
      expect(island.coast[v]).toBe(1);
      expect(TERRAINS[island.terrain[v] as number]).not.toBe('water');
    }
    const angles = island.villageAngles;
    for (let i = 1; i < angles.length; i++) expect(angles[i]).toBeGreaterThan(angles[i - 1] as number);
  });

  it.each([['petit', petit] as const, ['grande', grande] as const])('Isla %s: sights inland on their terrain, 2–3 steps from the nearest village, those of a kind far apart', (_id, island) => {
    island.sights.forEach((h, s) => {
      const kind = SIGHT_KINDS[island.sightKinds[s] as number] as (typeof SIGHT_KINDS)[number];
      expect(TERRAINS[island.terrain[h] as number]).toBe(SIGHT_TERRAIN[kind]);
      expect(island.coast[h]).toBe(0);
      const nearest = Math.min(...island.villages.map((v) => stepsBetween(island, h, v)));
      expect(nearest).toBeGreaterThanOrEqual(2);
      expect(nearest).toBeLessThanOrEqual(3);
      island.sights.forEach((other, o) => {
        if (o !== s && island.sightKinds[o] === island.sightKinds[s]) expect(stepsBetween(island, h, other)).toBeGreaterThanOrEqual(4);
      });
    });
  });
});

describe('broken content is refused, saying why', () => {
  const rows = ISLA_PETIT.rows;
  const hexAt = (h: number) => h; // reading order is the island's hex order
  const firstVillage = petit.villages[0] as number;
  const obelisk = petit.sights[petit.sightKinds.indexOf(0)] as number;

  it('a hex off the hex grid, or unknown letters', () => {
    expect(problem(withRows(ISLA_PETIT, rows.map((r, i) => (i === 3 ? ` ${r}` : r))))).toMatch(/not on the hex grid/);
    expect(problem(withRows(ISLA_PETIT, setHex(rows, 5, 'L.')))).toMatch(/unknown terrain letter 'L'/);
    expect(problem(withRows(ISLA_PETIT, setHex(rows, 5, 'D?')))).toMatch(/unknown feature letter '\?'/);
  });

  it('an island too small, in pieces, or around an inland sea', () => {
    expect(problem(withRows(ISLA_PETIT, rows.slice(0, 8)))).toMatch(/hexes, expected 66–80/);
    expect(problem(withRows(ISLA_PETIT, [...rows, '', '                    D.']))).toMatch(/several pieces/);
    const inland = Array.from({ length: petit.size }, (_, h) => h).find((h) => !petit.coast[h] && letterAt(rows, h, 1) === '.') as number;
    expect(problem(withRows(ISLA_PETIT, setHex(rows, hexAt(inland), '  ')))).toMatch(/1 sea hexes are walled in/);
  });

  it('terrains out of proportion to the cards', () => {
    let changed = rows.slice();
    let left = 5;
    for (let h = 0; h < petit.size && left > 0; h++) {
      if (letterAt(changed, h, 0) === 'D' && letterAt(changed, h, 1) === '.') {
        changed = setHex(changed, h, 'F.');
        left--;
      }
    }
    expect(problem(withRows(ISLA_PETIT, changed))).toMatch(/desert covers .* of the hexes/);
  });

  it('two terrains that meet too rarely (water gathered in one corner)', () => {
    // The 13 westmost hexes become water; the water they displace takes their terrains.
    const order = Array.from({ length: petit.size }, (_, h) => h).sort((a, b) => (petit.q[a] as number) + (petit.r[a] as number) / 2 - ((petit.q[b] as number) + (petit.r[b] as number) / 2));
    const west = order.slice(0, 13);
    const displaced = west.filter((h) => letterAt(rows, h, 0) !== 'W').map((h) => letterAt(rows, h, 0));
    let changed = rows.slice();
    for (const h of west) changed = setHex(changed, h, `W${letterAt(rows, h, 1) === 'V' ? '.' : letterAt(rows, h, 1)}`);
    for (let h = 0; h < petit.size; h++) if (!west.includes(h) && letterAt(rows, h, 0) === 'W') changed = setHex(changed, h, `${displaced.pop()}${letterAt(rows, h, 1)}`);
    expect(problem(withRows(ISLA_PETIT, changed))).toMatch(/meet along \d+ edges, at least 7 needed/);
  });

  it('villages: too few, inland, on water, side by side', () => {
    expect(problem(withRows(ISLA_PETIT, setHex(rows, firstVillage, `${letterAt(rows, firstVillage, 0)}.`)))).toMatch(/9 villages, expected 10/);
    const inland = Array.from({ length: petit.size }, (_, h) => h).find((h) => !petit.coast[h] && letterAt(rows, h, 1) === '.' && letterAt(rows, h, 0) !== 'W') as number;
    const moved = setHex(setHex(rows, firstVillage, `${letterAt(rows, firstVillage, 0)}.`), inland, `${letterAt(rows, inland, 0)}V`);
    expect(problem(withRows(ISLA_PETIT, moved))).toMatch(/village \d+ is not on the coast/);
    expect(problem(withRows(ISLA_PETIT, setHex(rows, firstVillage, 'WV')))).toMatch(/village 1 is on water/);
    const besides = neighboursOf(petit, firstVillage).find((n) => petit.coast[n] && letterAt(rows, n, 1) === '.' && letterAt(rows, n, 0) !== 'W') as number;
    const second = petit.villages[1] as number;
    const crowded = setHex(setHex(rows, second, `${letterAt(rows, second, 0)}.`), besides, `${letterAt(rows, besides, 0)}V`);
    expect(problem(withRows(ISLA_PETIT, crowded))).toMatch(/is next to another village/);
  });

  it('villages bunched on one side of the island', () => {
    // Village 6 moves to the far north (hex 0, made desert): the coast between villages 5 and 7 is left empty.
    const v6 = petit.villages[5] as number;
    const moved = setHex(setHex(rows, v6, `${letterAt(rows, v6, 0)}.`), 0, 'DV');
    expect(problem(withRows(ISLA_PETIT, moved))).toMatch(/\d+° of coast between villages 5 and 6, at most 60°/);
  });

  it('sights: missing, on the wrong terrain, on the coast, next to a village, too near one of their kind', () => {
    expect(problem(withRows(ISLA_PETIT, setHex(rows, obelisk, 'D.')))).toMatch(/1 obelisk sights, expected 2/);
    expect(problem(withRows(ISLA_PETIT, setHex(rows, obelisk, 'FO')))).toMatch(/an obelisk stands on forest, not desert/);
    const free = (h: number) => letterAt(rows, h, 1) === '.' && letterAt(rows, h, 0) === 'D';
    const moveObelisk = (to: number) => setHex(setHex(rows, obelisk, 'D.'), to, 'DO');
    const coastal = Array.from({ length: petit.size }, (_, h) => h).find((h) => petit.coast[h] && free(h)) as number;
    expect(problem(withRows(ISLA_PETIT, moveObelisk(coastal)))).toMatch(/an obelisk is on the coast/);
    const byVillage = Array.from({ length: petit.size }, (_, h) => h).find((h) => !petit.coast[h] && free(h) && neighboursOf(petit, h).some((n) => petit.villages.includes(n))) as number;
    expect(problem(withRows(ISLA_PETIT, moveObelisk(byVillage)))).toMatch(/an obelisk is 1 steps from the nearest village/);
    const other = petit.sights.find((h, s) => petit.sightKinds[s] === 0 && h !== obelisk) as number;
    const villageSteps = (h: number) => Math.min(...petit.villages.map((v) => stepsBetween(petit, h, v)));
    const close = Array.from({ length: petit.size }, (_, h) => h).find(
      (h) => !petit.coast[h] && free(h) && stepsBetween(petit, h, other) < 4 && villageSteps(h) >= 2 && villageSteps(h) <= 3,
    ) as number;
    expect(problem(withRows(ISLA_PETIT, moveObelisk(close)))).toMatch(/two obelisk sights are \d steps apart/);
  });

  it('score tables: falling sight values, uneven rows, a pair worth nothing, solo ranks not rising, no rounds', () => {
    expect(problem({ ...ISLA_PETIT, sightValues: { ...ISLA_PETIT.sightValues, yeti: [4, 3] } })).toMatch(/yeti values must not fall/);
    expect(problem({ ...ISLA_PETIT, sightValues: { ...ISLA_PETIT.sightValues, book: [2, 3, 4] } })).toMatch(/book has 3 values/);
    expect(problem({ ...ISLA_PETIT, pairValues: { ...ISLA_PETIT.pairValues, C: 0 } })).toMatch(/pair value/);
    expect(problem({ ...ISLA_PETIT, soloRanks: [50, 60, 60, 80, 90, 100] })).toMatch(/soloRanks/);
    expect(problem({ ...ISLA_PETIT, rounds: 0 })).toMatch(/rounds/);
    expect(problem({ ...ISLA_PETIT, sightValues: null } as unknown as IslandData)).toMatch(/sightValues/);
    expect(problem({ ...ISLA_PETIT, pairValues: undefined } as unknown as IslandData)).toMatch(/pairValues/);
    expect(problem({ ...ISLA_PETIT, rows: 'D.' } as unknown as IslandData)).toMatch(/rows must be a list/);
    // Grande's three values per kind need three sights of each kind.
    expect(problem({ ...ISLA_PETIT, id: 'grande' })).toMatch(/hexes, expected 100–120/);
    expect(problem({ ...ISLA_GRANDE, sightValues: ISLA_PETIT.sightValues })).toMatch(/3 obelisk sights, expected 2/);
  });

  it('setup cards: wrong count, wrong letters, equal neighbours (the ring wraps), the same ring turned or mirrored', () => {
    const refused = (cards: string[]) => {
      const checked = validateSetupCards(cards);
      return checked.ok ? 'accepted' : checked.error.detail;
    };
    expect(refused(SETUP_CARDS.slice(1))).toMatch(/12 setup cards, expected 13/);
    expect(refused(['ABCDEABCDA', ...SETUP_CARDS.slice(1)])).toMatch(/setup card 1: the letter A must appear twice/);
    expect(refused(['AABCDEBCDE', ...SETUP_CARDS.slice(1)])).toMatch(/two A side by side/);
    expect(refused(['ABCDEBCDEA', ...SETUP_CARDS.slice(1)])).toMatch(/two A side by side/);
    const first = SETUP_CARDS[0] as string;
    expect(refused([...SETUP_CARDS.slice(0, 12).slice(0, 12 - 1), first.slice(3) + first.slice(0, 3), SETUP_CARDS[12] as string])).toMatch(/the same ring as setup card 1/);
    expect(refused([...SETUP_CARDS.slice(0, 12), first.split('').reverse().join('')])).toMatch(/setup card 13: the same ring as setup card 1/);
  });

  it('the deck, the blue and red cards, and the set of islands', () => {
    expect(validateDeck({ ...DECK, joker: 3 }).ok).toBe(false);
    expect(validateDeck({ ...DECK, water: 0, joker: 6 }).ok).toBe(false);
    const refused = (content: typeof CONTENT_DATA) => {
      const checked = validateContent(content);
      return checked.ok ? 'accepted' : checked.error.detail;
    };
    expect(refused(CONTENT_DATA)).toBe('accepted');
    expect(refused({ ...CONTENT_DATA, blue: { ...BLUE_CARDS, second: [2, 2, 3, 4] } })).toMatch(/blue cards #2/);
    expect(refused({ ...CONTENT_DATA, redPoints: 0 })).toMatch(/red cards/);
    expect(refused({ ...CONTENT_DATA, islands: [ISLA_PETIT] })).toMatch(/island grande: missing/);
    expect(refused({ ...CONTENT_DATA, islands: [ISLA_PETIT, ISLA_PETIT, ISLA_GRANDE] })).toMatch(/island petit: given twice/);
    expect(refused({ ...CONTENT_DATA, deck: { ...DECK, desert: 9 } })).toMatch(/an odd number/);
  });
});
