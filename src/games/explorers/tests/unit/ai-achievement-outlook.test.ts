import { describe, expect, it } from 'vitest';
import { surroundLacking, type GoalView } from '../../ai/achievement-outlook';
import { CELLS, NEIGHBOURS, VILLAGE, createGame, type GameMap } from '../../rules/index';

function someMap(): GameMap {
  const created = createGame({ players: 1, seed: 5, sides: { temples: 'basic', provisions: 'basic', villages: 'basic', gemstones: 'basic' }, map: 'random', achievements: ['count-temples-surrounded'] });
  if (!created.ok) throw new Error(created.error.detail);
  return created.value.map;
}

describe('the temples-surrounded outlook', () => {
  const map = someMap();
  // A temple with at least three terrain neighbours, and a view of the distances the test sets.
  const temple = map.temples.find((t) => (NEIGHBOURS[t] as readonly number[]).filter((n) => map.terrain[n] !== VILLAGE).length >= 3) as number;
  const around = (NEIGHBOURS[temple] as readonly number[]).filter((n) => map.terrain[n] !== VILLAGE);
  const village = (NEIGHBOURS[temple] as readonly number[]).find((n) => map.terrain[n] === VILLAGE);
  const dist = new Uint8Array(CELLS).fill(9);
  const view = { state: { map }, dist } as unknown as GoalView;
  const [a, b, c] = around as [number, number, number];

  it('counts the two nearest unmarked terrain neighbours when none is marked', () => {
    const marks = new Uint8Array(CELLS);
    dist[a] = 4;
    dist[b] = 2;
    dist[c] = 3;
    expect(surroundLacking(view, marks, temple)).toBe(2 + 3);
    // A village beside the temple never counts, however near.
    if (village !== undefined) dist[village] = 1;
    expect(surroundLacking(view, marks, temple)).toBe(2 + 3);
  });

  it('counts the nearest one when one is marked, nothing when two are', () => {
    const marks = new Uint8Array(CELLS);
    marks[b] = 1;
    expect(surroundLacking(view, marks, temple)).toBe(3);
    marks[c] = 1;
    expect(surroundLacking(view, marks, temple)).toBe(0);
  });
});
