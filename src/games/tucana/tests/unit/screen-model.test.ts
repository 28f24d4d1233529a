import { describe, expect, it } from 'vitest';
import { drawnPoints, islandLadder, ownSheet, soloLadder } from '../../play/screen-model';
import { viewFor, type BoardView, type DrawnSegment, type Edge, type Hex } from '../../rules/index';
import { newGame } from './fixtures';

const segment = (edge: number, sights: DrawnSegment['sights'], pairs: DrawnSegment['pairs']): DrawnSegment => ({
  edge: edge as Edge,
  hexes: [0 as Hex, 1 as Hex],
  bonus: false,
  sights,
  pairs,
});

const board = (): BoardView => {
  const view = viewFor(newGame({ players: 1 }), 0);
  return view.boards[0] as BoardView;
};

describe('Tucana screen model', () => {
  it("marks the open turn's sights and pairs on the viewer's sheet, without touching the view", () => {
    const base = board();
    const drafted = [
      segment(4, [{ sight: 2, kind: 'toucan', value: 3, bonusSegment: false }], []),
      segment(7, [], [{ letter: 'C', points: 5 }]),
    ];
    const own = ownSheet(base, drafted);
    expect(own.fresh).toEqual([4, 7]);
    expect(own.board.sights.map((s, i) => s !== base.sights[i])).toEqual(base.sights.map((_, i) => i === 2));
    expect(own.board.pairs).toEqual([false, false, true, false, false]);
    expect(base.sights[2]).toBe(false);
    expect(base.pairs[2]).toBe(false);
    expect(ownSheet(base, [])).toEqual({ board: base, fresh: [] });
  });

  it("counts a turn's points: its sights' values and the pairs it joined", () => {
    const drawn = [
      segment(1, [{ sight: 0, kind: 'book', value: 2, bonusSegment: false }, { sight: 1, kind: 'book', value: 4, bonusSegment: true }], []),
      segment(2, [], [{ letter: 'A', points: 6 }]),
    ];
    expect(drawnPoints(drawn)).toBe(12);
    expect(drawnPoints([])).toBe(0);
  });

  it('gives the solo rank at both edges of each band, as the rules rank it', () => {
    const view = viewFor(newGame({ players: 1, island: 'petit' }), 0);
    // Isla Petit: 50, 60, …, 100 are the lowest totals of ranks 1–6.
    expect(soloLadder(view, 0).bands).toEqual([
      { min: 0, max: 49 },
      { min: 50, max: 59 },
      { min: 60, max: 69 },
      { min: 70, max: 79 },
      { min: 80, max: 89 },
      { min: 90, max: 99 },
      { min: 100, max: null },
    ]);
    const edges = [0, 49, 50, 59, 60, 69, 70, 79, 80, 89, 90, 99, 100, 400];
    expect(edges.map((total) => soloLadder(view, total).reached)).toEqual([0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6]);
  });

  it("gives each island's ladder before any game, as a game on it gives it (the how-to draws it)", () => {
    // Isla Grande (the rulebook): 110, 125, …, 185 are the lowest totals of ranks 1–6.
    expect(islandLadder('grande').map((band) => band.min)).toEqual([0, 110, 125, 140, 155, 170, 185]);
    for (const island of ['petit', 'grande'] as const) expect(islandLadder(island)).toEqual(soloLadder(viewFor(newGame({ players: 1, island }), 0), 0).bands);
  });
});
