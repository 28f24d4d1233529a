// The 18 achievements: each rule on crafted marks, then race settlement through real turns.
import { describe, expect, it } from 'vitest';
import { ACHIEVEMENTS, ACHIEVEMENT_RULES, NEIGHBOURS, QUADRANTS, TERRAINS, isRace, quadrantOf, scoreBoard, type AchievementId, type Cell } from '../../rules/index';
import { TILES } from '../../rules/tiles';
import { terrainAreas } from '../../rules/content';
import { play as playRules, expectedActors, type GameEvent, type GameState } from '../../rules/index';
import { advance, afterSetup, at, card, cellsOf, cellsWith, chosen, defaultAction, finishPhase, marked, marksOf, newGame, play, turn, withMarks } from './engine-fixtures';

/** The race events of every action until the next turn starts, everyone acting by default. */
function raceEventsUntilNextTurn(from: GameState): GameEvent[] {
  const events: GameEvent[] = [];
  let state = from;
  while (state.turn.number === from.turn.number && state.phase.kind !== 'over') {
    const played = playRules(state, defaultAction(state, expectedActors(state)[0] as number));
    if (!played.ok) throw new Error(played.error.detail);
    events.push(...played.value.events.filter((e) => e.type === 'raceSettled'));
    state = played.value.state;
  }
  return events;
}

const map = newGame().map;
const points = (id: AchievementId, cells: Iterable<Cell>): number => {
  const rule = ACHIEVEMENT_RULES[id];
  if (rule.kind !== 'end') throw new Error(`${id} is a race`);
  return rule.points(map, marksOf(cells));
};
const met = (id: AchievementId, cells: Iterable<Cell>): boolean => {
  const rule = ACHIEVEMENT_RULES[id];
  if (rule.kind !== 'race') throw new Error(`${id} is not a race`);
  return rule.met(map, marksOf(cells));
};
const state = newGame();
const row = (r: number, from = 0, to = 15) => Array.from({ length: to - from + 1 }, (_, i) => at(r, from + i));
const square = (r: number, c: number, side: number) => Array.from({ length: side }, (_, i) => row(r + i, c, c + side - 1)).flat();
const around = (cell: Cell, n: number) => NEIGHBOURS[cell]!.slice(0, n);

it('the catalog has 18 achievements, 4 of them races', () => {
  expect(ACHIEVEMENTS).toHaveLength(18);
  expect(ACHIEVEMENTS.filter(isRace)).toEqual(['race-all-villages', 'race-villages-temples', 'race-edges', 'race-quadrants']);
});

describe('avoid an object', () => {
  it.each([
    ['avoid-horse', 'horse', 6],
    ['avoid-scroll', 'scroll', 8],
    ['avoid-gem', 'gem', 16],
  ] as const)('%s: %i points with no %s marked, 0 with one', (id, kind, value) => {
    const plain = cellsOf(state, 'prairie', true).slice(0, 10);
    expect(points(id, plain)).toBe(value);
    expect(points(id, [...plain, cellsWith(state, kind)[0]!])).toBe(0);
    // Other objects do not matter.
    expect(points(id, [...plain, cellsWith(state, 'temple')[0]!])).toBe(value);
  });
});

describe('every area of a terrain', () => {
  /** One cell in each area of the terrain on the assembled map. */
  const oneEach = (terrain: (typeof TERRAINS)[number]) => {
    const seen = new Map<number, Cell>();
    for (const c of cellsOf(state, terrain)) if (!seen.has(map.area[c]!)) seen.set(map.area[c]!, c);
    return [...seen.values()];
  };

  it.each(TERRAINS)('areas-%s: 10 with an X in every area, 0 with one area missed', (terrain) => {
    const id = `areas-${terrain}` as AchievementId;
    const cells = oneEach(terrain);
    expect(points(id, cells)).toBe(10);
    expect(points(id, cells.slice(1))).toBe(0);
  });

  it('counts areas on the assembled map: areas touching across tile edges are one', () => {
    const perTile = state.map.tiles.reduce((n, p) => {
      const tile = TILES.find((t) => t.id === p.tile)!;
      const grid = tile.terrain.flatMap((r) => [...r].map((ch) => 'PWDMV'.indexOf(ch)));
      return n + terrainAreas(grid, 8).sizes.length;
    }, 0);
    expect(map.areaCount).toBeLessThan(perTile);
    const spanning = Array.from({ length: map.areaCount }, (_, a) => a).find(
      (a) => new Set(Array.from(map.area.keys()).filter((c) => map.area[c] === a).map(quadrantOf)).size > 1,
    )!;
    const cell = Array.from(map.area.keys()).find((c) => map.area[c] === spanning)!;
    expect(cell).toBeDefined();
    const terrain = TERRAINS[map.terrain[cell]!]!;
    const cells = oneEach(terrain).filter((c) => map.area[c] !== spanning);
    expect(points(`areas-${terrain}` as AchievementId, [...cells, cell])).toBe(10);
  });
});

describe('a full line', () => {
  it('12 for a full row or column of 16, once', () => {
    const column = Array.from({ length: 16 }, (_, r) => at(r, 3));
    expect(points('full-line', row(5))).toBe(12);
    expect(points('full-line', column)).toBe(12);
    expect(points('full-line', [...row(5), ...row(6), ...column])).toBe(12);
    expect(points('full-line', row(5, 0, 14))).toBe(0);
  });
});

describe('counted achievements: 1/2/3/4 → 3/7/12/18', () => {
  const ladder = [0, 3, 7, 12, 18];

  it('count-provision-sets: sets of 3 different provisions', () => {
    const [apples, carrots, fish] = (['apple', 'carrot', 'fish'] as const).map((k) => cellsWith(state, k));
    const sets = (n: number) => [...apples!.slice(0, n), ...carrots!.slice(0, n), ...fish!.slice(0, n)];
    expect([0, 1, 2, 3].map((n) => points('count-provision-sets', sets(n)))).toEqual(ladder.slice(0, 4));
    expect(points('count-provision-sets', [...apples!, ...fish!, ...carrots!.slice(0, 1)])).toBe(3);
  });

  it('count-full-villages: villages with all 4 neighbours marked', () => {
    const full = (n: number) => map.villages.slice(0, n).flatMap((v) => around(v, 4));
    expect([0, 1, 2, 3, 4].map((n) => points('count-full-villages', full(n)))).toEqual(ladder);
    expect(points('count-full-villages', map.villages.flatMap((v) => around(v, 3)))).toBe(0);
  });

  it('count-temples-surrounded: temples with at least 2 adjacent Xs', () => {
    const ringed = (n: number) => map.temples.slice(0, n).flatMap((t) => around(t, 2));
    expect([0, 1, 2, 3, 4].map((n) => points('count-temples-surrounded', ringed(n)))).toEqual(ladder);
    expect(points('count-temples-surrounded', map.temples.flatMap((t) => [t, ...around(t, 1)]))).toBe(0);
  });

  it('count-corners: marked corners of the map', () => {
    const corners = [at(0, 0), at(0, 15), at(15, 0), at(15, 15)];
    expect([0, 1, 2, 3, 4].map((n) => points('count-corners', corners.slice(0, n)))).toEqual(ladder);
    expect(points('count-corners', [at(0, 1), at(1, 0), at(1, 1)])).toBe(0);
  });
});

describe('race conditions', () => {
  it('race-all-villages: an X next to every village', () => {
    const next = map.villages.map((v) => around(v, 1)[0]!);
    expect(met('race-all-villages', next)).toBe(true);
    expect(met('race-all-villages', next.slice(1))).toBe(false);
  });

  it('race-villages-temples: an X next to 3 villages and 3 temples marked', () => {
    const villages = map.villages.slice(0, 3).map((v) => around(v, 1)[0]!);
    expect(met('race-villages-temples', [...villages, ...map.temples.slice(0, 3)])).toBe(true);
    expect(met('race-villages-temples', [...villages, ...map.temples.slice(0, 2)])).toBe(false);
    expect(met('race-villages-temples', [...villages.slice(0, 2), ...map.temples])).toBe(false);
  });

  it('race-edges: an X on each edge of the map (a corner serves two)', () => {
    expect(met('race-edges', [at(0, 0), at(15, 15)])).toBe(true);
    expect(met('race-edges', [at(0, 5), at(15, 5), at(7, 0), at(7, 15)])).toBe(true);
    expect(met('race-edges', [at(0, 5), at(15, 5), at(7, 0), at(7, 14)])).toBe(false);
  });

  it('race-quadrants: at least 3 Xs in each quadrant', () => {
    const three = [square(0, 0, 2), square(0, 8, 2), square(8, 0, 2), square(8, 8, 2)].map((q) => q.slice(0, 3));
    expect(met('race-quadrants', three.flat())).toBe(true);
    expect(met('race-quadrants', [...three.slice(1).flat(), ...three[0]!.slice(0, 2)])).toBe(false);
  });
});

describe('lines and squares', () => {
  it('longest-line: 1 point per X of the longest row, column or diagonal run', () => {
    expect(points('longest-line', [])).toBe(0);
    expect(points('longest-line', row(2, 3, 7))).toBe(5);
    expect(points('longest-line', Array.from({ length: 6 }, (_, i) => at(4 + i, 4 + i)))).toBe(6);
    expect(points('longest-line', Array.from({ length: 7 }, (_, i) => at(i, 12 - i)))).toBe(7);
    expect(points('longest-line', [...row(2, 3, 7), ...row(2, 9, 12)])).toBe(5);
  });

  it('largest-square: 1 point per X of the largest solid square', () => {
    expect(points('largest-square', [])).toBe(0);
    expect(points('largest-square', [at(3, 3)])).toBe(1);
    expect(points('largest-square', square(3, 3, 3))).toBe(9);
    const holed = square(3, 3, 4).filter((c) => c !== at(4, 4));
    expect(points('largest-square', holed)).toBe(4);
    expect(points('largest-square', square(12, 12, 4))).toBe(16);
  });
});

describe('races in play', () => {
  /** Three marks in each of quadrants A, B, C (quadrant D holds the start village and the setup Xs). */
  const spread = square(0, 0, 2).slice(0, 3).concat(square(0, 12, 2).slice(0, 3), square(12, 0, 2).slice(0, 3));

  it('are settled at the end of the turn: simultaneous winners share the value and strike one position each', () => {
    const s = afterSetup(newGame({ achievements: ['race-quadrants', 'largest-square'] }));
    expect(QUADRANTS.map((_, q) => spread.filter((c) => quadrantOf(c) === q).length)).toEqual([3, 3, 3, 0]);
    const staged = withMarks(withMarks(s, 0, spread), 1, spread);
    const placing = chosen(staged, 1, 0);
    const one = play(placing, turn(placing, 0, card(0)));
    expect(one.boards[0]!.races[0]).toBe(-1);
    const settled = finishPhase(one);
    expect(settled.boards.map((b) => b.races[0])).toEqual([0, 0, -1, -1]);
    expect(settled.raceTracks[0]!.open).toEqual([false, false, true, true]);
    expect(settled.boards.map((b) => b.races[1])).toEqual([-1, -1, -1, -1]); // not a race

    expect(raceEventsUntilNextTurn(one)).toEqual([{ type: 'raceSettled', index: 0, achievement: 'race-quadrants', players: [0, 1], position: 0, value: 10, shared: true }]);

    const alone = withMarks(settled, 2, spread);
    expect(raceEventsUntilNextTurn(alone)).toEqual([{ type: 'raceSettled', index: 0, achievement: 'race-quadrants', players: [2], position: 2, value: 6, shared: false }]);
    const third = advance(alone, (x) => x.turn.number === 3);
    expect(third.boards.map((b) => b.races[0])).toEqual([0, 0, 2, -1]);
    const scores = [0, 1, 2, 3].map((p) => scoreBoard(third, p).achievements - points('largest-square', marked(third, p)));
    expect(scores).toEqual([10, 10, 6, 0]);
  });
});
