// Placing Xs during a turn: adjacency (Xs of the same turn count), never on a village or twice,
// only on the picked terrain, all of them while a legal cell remains, each player on their own board.
import { describe, expect, it } from 'vitest';
import { afterSetup, at, card, marked, newGame, play, refused, withCard } from './engine-fixtures';

describe('placing Xs during a turn', () => {
  const placing = play(withCard(afterSetup(newGame()), 0), { type: 'choose', player: 0, option: 0 }); // prairie chosen
  const board0 = marked(placing, 0); // the default setup: three prairie Xs north and west of the village

  it('count Xs placed earlier in the same turn for adjacency', () => {
    // (12,10) is prairie two steps from the marks; (11,10) links it.
    expect(board0).not.toContain(at(11, 10));
    expect(refused(placing, { type: 'turn', player: 0, pick: card(0), cells: [at(12, 10), at(11, 10), at(12, 9)] }).code).toBe('notAdjacent');
    const ok = play(placing, { type: 'turn', player: 0, pick: card(0), cells: [at(11, 10), at(12, 10), at(12, 9)] });
    expect(marked(ok, 0)).toContain(at(12, 10));
  });

  it('never go on a village, nor twice on a cell, nor off the chosen terrain', () => {
    const base = { type: 'turn', player: 0, pick: card(0) } as const;
    expect(refused(placing, { ...base, cells: [at(11, 12), at(11, 10), at(12, 10)] }).code).toBe('village');
    expect(refused(placing, { ...base, cells: [board0[0]!, at(11, 10), at(12, 10)] }).code).toBe('occupied');
    expect(refused(placing, { ...base, cells: [at(11, 10), at(11, 10), at(12, 10)] }).code).toBe('occupied');
    expect(refused(placing, { ...base, cells: [at(11, 10), at(12, 10), at(12, 11)] }).code).toBe('wrongTerrain'); // desert
  });

  it('must all be placed while a legal cell remains; those with no legal cell are lost', () => {
    expect(refused(placing, { type: 'turn', player: 1, pick: card(0), cells: [at(11, 10)] }).code).toBe('mustPlaceAll');
    expect(refused(placing, { type: 'turn', player: 1, pick: card(0), cells: [] }).code).toBe('mustPlaceAll');
    // No water cell touches player 2's marks: the 3 water Xs are lost.
    const lost = play(placing, { type: 'turn', player: 2, pick: card(1), cells: [] });
    expect(marked(lost, 2)).toEqual(marked(placing, 2));
    expect(lost.turn.done[2]).toBe(true);
  });

  it('are placed by everyone at the same time, on their own boards only', () => {
    const cells = [at(11, 10), at(12, 10), at(9, 13)];
    const both = play(placing, { type: 'turn', player: 0, pick: card(0), cells }, { type: 'turn', player: 3, pick: card(1), cells: [] });
    const again = play(both, { type: 'turn', player: 1, pick: card(0), cells: cells.slice(0, 2) });
    expect(marked(again, 1)).toEqual(expect.arrayContaining(cells.slice(0, 2)));
    expect(marked(again, 2)).not.toContain(at(11, 10));
    expect(refused(again, { type: 'turn', player: 1, pick: card(1), cells: [] }).code).toBe('alreadyDone');
  });
});
