// Temples: a key is needed, the value comes from the quadrant's shared track, and visits in the
// same turn share one value and strike one position each. Expert side: 8 points plus bonus Xs.
import { describe, expect, it } from 'vitest';
import { expectedActors, scoreBoard, type GameOptions, type GameState } from '../../rules/index';
import {
  EXPERT,
  actionFor,
  advance,
  afterSetup,
  card,
  chosen,
  finishPhase,
  marked,
  newGame,
  nextTo,
  play,
  refused,
  templeOf,
  terrainAt,
  turn,
  withBoard,
} from './engine-fixtures';

/** Everyone stands next to temple A (mountain) with one unused key. */
function staged(options: Partial<GameOptions> = {}): GameState {
  const s = afterSetup(newGame(options));
  const players = s.boards.map((_, p) => p);
  return players.reduce((x, p) => withBoard(x, p, { keysFound: 1 }), nextTo(s, players, templeOf(s, 'A')));
}

/** One whole turn where the active player takes mountain (card 2: prairie | mountain) and `visitors` enter temple A. */
function visit(state: GameState, visitors: readonly number[]): GameState {
  const s = chosen(state, 2, 1);
  const temple = templeOf(s, 'A');
  return advance(play(s, ...visitors.map((p) => turn(s, p, card(1), [temple]))), (x) => x.turn.number > s.turn.number);
}

const trackA = (s: GameState) => s.temples[0]!.open;
const positionsA = (s: GameState) => s.boards.map((b) => b.temples[0]);

describe('entering a temple', () => {
  const s = chosen(staged(), 2, 1);
  const temple = templeOf(s, 'A');

  it('needs an unused key, which it crosses out', () => {
    expect(terrainAt(s, temple)).toBe('mountain');
    const noKey = withBoard(s, 0, { keysFound: 0 });
    expect(refused(noKey, { type: 'turn', player: 0, pick: card(1), cells: [temple] }).code).toBe('noKey');
    const usedKey = withBoard(s, 0, { keysFound: 1, keysUsed: 1 });
    expect(refused(usedKey, { type: 'turn', player: 0, pick: card(1), cells: [temple] }).code).toBe('noKey');
    const entered = play(s, turn(s, 0, card(1), [temple]));
    expect(entered.boards[0]).toMatchObject({ keysFound: 1, keysUsed: 1 });
  });

  it("rulebook example: two explorers in temple A in the same turn both score 12; the others' 12 and 10 are gone", () => {
    const after = visit(staged(), [0, 1]);
    expect(positionsA(after)).toEqual([0, 0, -1, -1]);
    expect(trackA(after)).toEqual([false, false, true, true]);
    expect(scoreBoard(after, 0).temples).toBe(12);
    expect(scoreBoard(after, 1).temples).toBe(12);
    // The next explorer to get there scores 8.
    const later = visit(after, [2]);
    expect(positionsA(later)).toEqual([0, 0, 2, -1]);
    expect(scoreBoard(later, 2).temples).toBe(8);
    expect(trackA(later)).toEqual([false, false, false, true]);
  });

  it('with 3 players the 10 is struck from the start: 12, then 8, then 6', () => {
    const first = visit(staged({ players: 3 }), [1]);
    const second = visit(first, [2]);
    const third = visit(second, [0]);
    expect([0, 1, 2].map((p) => scoreBoard(third, p).temples)).toEqual([6, 12, 8]);
    expect(trackA(third)).toEqual([false, false, false, false]);
  });

  it('with 2 players 10 and 6 are struck from the start: 12, then 8', () => {
    const both = visit(visit(staged({ players: 2 }), [1]), [0]);
    expect([0, 1].map((p) => scoreBoard(both, p).temples)).toEqual([8, 12]);
  });
});

describe('expert temples', () => {
  it('score 8 each and give 3/2/1/0 bonus Xs, placed at the end of the turn on one terrain', () => {
    const s = chosen(staged({ sides: EXPERT }), 2, 1);
    const temple = templeOf(s, 'A');
    const placed = play(s, turn(s, 0, card(1), [temple]), turn(s, 1, card(1), [temple]));
    expect(placed.phase.kind).toBe('place'); // the others still play first
    const bonus = finishPhase(placed);
    expect(bonus.phase.kind).toBe('bonus');
    expect(bonus.turn.bonusOwed).toEqual([3, 3, 0, 0]);
    expect(expectedActors(bonus)).toEqual([0, 1]);
    expect(refused(bonus, { type: 'bonus', player: 2, terrain: 'desert', cells: [] }).code).toBe('notYourTurn');
    expect(refused(bonus, turn(s, 2, card(0))).code).toBe('wrongPhase');

    const three = actionFor(bonus, 0, { type: 'bonus', terrain: 'prairie' });
    expect(three.cells.map((c) => terrainAt(bonus, c))).toEqual(['prairie', 'prairie', 'prairie']);
    expect(refused(bonus, { ...three, cells: three.cells.slice(0, 2) }).code).toBe('mustPlaceAll');
    expect(refused(bonus, { ...three, cells: [...three.cells, marked(bonus, 0)[0]!] }).code).toBe('tooManyXs');
    expect(refused(bonus, { ...three, terrain: 'desert' }).code).toBe('wrongTerrain');
    const next = finishPhase(bonus, three);
    expect(next.turn.number).toBe(2);
    expect(marked(next, 0)).toHaveLength(marked(bonus, 0).length + 3);
    expect(scoreBoard(next, 0).temples).toBe(8);
    expect(positionsA(next)).toEqual([0, 0, -1, -1]);
  });

  it('give the third visitor 1 bonus X and the fourth none (no bonus phase at all)', () => {
    const third = visit(visit(staged({ sides: EXPERT }), [0]), [1]);
    const fromThird = chosen(third, 2, 1);
    const afterThird = finishPhase(fromThird, turn(fromThird, 2, card(1), [templeOf(third, 'A')]));
    expect(afterThird.phase.kind).toBe('bonus');
    expect(afterThird.turn.bonusOwed).toEqual([0, 0, 1, 0]);
    const fourth = visit(finishPhase(afterThird), [3]);
    expect(positionsA(fourth)).toEqual([0, 1, 2, 3]);
    expect(fourth.phase.kind).toBe('choose');
    expect([0, 1, 2, 3].map((p) => scoreBoard(fourth, p).temples)).toEqual([8, 8, 8, 8]);
  });
});
