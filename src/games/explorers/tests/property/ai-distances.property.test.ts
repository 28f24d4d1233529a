// The search's distances are kept from the board it starts from, and each position only walks out
// from its new marks: they must equal a full walk from all the marks, on any map, whatever the
// board and the marks added, across positions that share a board and when the board changes.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SearchDistances, distancesFrom, markedRows } from '../../ai/distance';
import { CELLS, MAP_SIZE, VILLAGE, createGame, type GameMap } from '../../rules/index';
import { optionsArb } from './games';

const cellSet = fc.uniqueArray(fc.integer({ min: 0, max: CELLS - 1 }), { maxLength: 60 });

/** The cells an X may cover, from `cells` (villages are never marked, but the start village is). */
const markable = (map: GameMap, cells: readonly number[]): number[] => cells.filter((cell) => map.terrain[cell] !== VILLAGE);

describe('distances kept across a search', () => {
  it('equal a full walk from every mark, for positions that share a board and after it changes', () => {
    fc.assert(
      fc.property(optionsArb, fc.array(fc.tuple(cellSet, fc.array(cellSet, { minLength: 1, maxLength: 4 })), { minLength: 1, maxLength: 3 }), fc.constantFrom(16, 20, 254), (options, boards, limit) => {
        const created = createGame(options);
        if (!created.ok) throw new Error(created.error.detail);
        const { map } = created.value;
        const kept = new SearchDistances(map, limit);
        const out = new Uint8Array(CELLS);
        const ring = new Uint16Array(MAP_SIZE);
        const expected = new Uint8Array(CELLS);
        const expectedRing = new Uint16Array(MAP_SIZE);
        for (const [boardCells, positions] of boards) {
          const base = new Uint8Array(CELLS);
          for (const cell of markable(map, boardCells)) base[cell] = 1;
          for (const positionCells of positions) {
            const added = markable(map, positionCells).filter((cell) => base[cell] === 0);
            const marks = base.slice();
            for (const cell of added) marks[cell] = 1;
            const rows = markedRows(marks, new Uint16Array(MAP_SIZE));
            distancesFrom(map, rows, expected, limit, expectedRing);
            kept.measure(base, rows, added, out, ring);
            expect(Array.from(out)).toEqual(Array.from(expected));
            expect(Array.from(ring)).toEqual(Array.from(expectedRing));
          }
        }
      }),
      { numRuns: 150 },
    );
  });
});
