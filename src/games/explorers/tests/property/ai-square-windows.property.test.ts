// The largest-square counts kept across a search (the board's squares counted once, each position
// taking off only its new marks) must equal a count of every square of the marked map.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FAR } from '../../ai/distance';
import { SquareWindows } from '../../ai/square-windows';
import { CELLS, MAP_SIZE, VILLAGE, cellAt, createGame, type GameMap } from '../../rules/index';
import { optionsArb } from './games';

/** The fewest cells a square of `side` lacks on `marks`, each square counted cell by cell. */
function countedFewest(map: GameMap, marks: Uint8Array, side: number): number {
  let fewest = FAR;
  for (let r = 0; r + side <= MAP_SIZE; r++) {
    for (let c = 0; c + side <= MAP_SIZE; c++) {
      let lacking = 0;
      for (let dr = 0; dr < side; dr++) {
        for (let dc = 0; dc < side; dc++) {
          const cell = cellAt(r + dr, c + dc);
          lacking += marks[cell] !== 0 ? 0 : map.terrain[cell] === VILLAGE ? FAR : 1;
        }
      }
      fewest = Math.min(fewest, lacking);
    }
  }
  return fewest;
}

/** Marks in a few blocks, so that squares are often nearly complete. */
const blocks = fc.array(fc.record({ r: fc.nat(MAP_SIZE - 1), c: fc.nat(MAP_SIZE - 1), h: fc.integer({ min: 1, max: 6 }), w: fc.integer({ min: 1, max: 6 }) }), { maxLength: 4 });
const cells = fc.uniqueArray(fc.nat(CELLS - 1), { maxLength: 12 });

describe('square counts kept across a search', () => {
  it('equal a count of every square, for positions that share a board and after it changes', () => {
    fc.assert(
      fc.property(optionsArb, fc.array(fc.tuple(blocks, fc.array(cells, { minLength: 1, maxLength: 3 })), { minLength: 1, maxLength: 2 }), (options, boards) => {
        const created = createGame(options);
        if (!created.ok) throw new Error(created.error.detail);
        const { map } = created.value;
        const squares = new SquareWindows(map);
        for (const [shapes, positions] of boards) {
          const base = new Uint8Array(CELLS);
          for (const { r, c, h, w } of shapes) {
            for (let row = r; row < Math.min(MAP_SIZE, r + h); row++) {
              for (let col = c; col < Math.min(MAP_SIZE, c + w); col++) if (map.terrain[cellAt(row, col)] !== VILLAGE) base[cellAt(row, col)] = 1;
            }
          }
          for (const positionCells of positions) {
            const added = positionCells.filter((cell) => base[cell] === 0 && map.terrain[cell] !== VILLAGE);
            const marks = base.slice();
            for (const cell of added) marks[cell] = 1;
            for (const side of [1, 2, 3, 4, 6, MAP_SIZE]) {
              const kept = squares.fewestLacking(base, added, side);
              const counted = countedFewest(map, marks, side);
              // At FAR or beyond, no square can be completed: the exact excess does not matter.
              expect(Math.min(kept, FAR)).toBe(Math.min(counted, FAR));
            }
            expect(squares.fewestLacking(base, added, MAP_SIZE + 1)).toBe(FAR);
          }
        }
      }),
      { numRuns: 120 },
    );
  });
});
