// Objects take effect the moment an X lands on them: horse, key, scroll, provisions, gemstones.
// (Temples have their own file.)
import { describe, expect, it } from 'vitest';
import { CELLS, Placer, legalPicks, tables, usableScrolls, viewFor, xsForPick, type Cell, type GameState } from '../../rules/index';
import {
  EXPERT,
  advance,
  afterSetup,
  at,
  card,
  cellsWith,
  chosen,
  finishPhase,
  marked,
  newGame,
  nextTo,
  objectAt,
  play,
  refused,
  scroll,
  terrainAt,
  turn,
  unwrap,
  withBoard,
  withMarks,
} from './engine-fixtures';

const HORSE = at(12, 14); // desert, two steps south-east of the start village
const HORSE_2 = at(15, 12); // prairie
const KEY = at(13, 13); // desert
const SCROLL = at(14, 14); // water
const start = afterSetup(newGame());
/** Player 0 is active and chose desert (card 1: prairie | desert). */
const desertTurn = (state: GameState = start) => chosen(state, 1, 1);
const legalNow = (state: GameState, player: number, pick = card(1)): Cell[] => unwrap(Placer.begin(state, player, { type: 'turn', pick })).legalCells();

describe('the horse', () => {
  it('gives an extra X on any terrain right away, which does not count against the turn', () => {
    const s = desertTurn(nextTo(start, [0], HORSE));
    expect(objectAt(s, HORSE)).toBe('horse');
    expect(terrainAt(s, at(11, 14))).toBe('mountain');
    const action = turn(s, 0, card(1), [HORSE, at(11, 14)]);
    expect(action.cells).toHaveLength(4);
    const after = play(s, action);
    expect(marked(after, 0)).toContain(at(11, 14));
    // Off the turn's terrain, the same mountain cell is refused when it is not the horse's X.
    expect(refused(s, { type: 'turn', player: 0, pick: card(1), cells: [at(11, 14)] }).code).toBe('notAdjacent');
  });

  it("chains: an extra X on another horse gives one more, and the extra X's object applies", () => {
    let s = nextTo(start, [0], HORSE);
    s = desertTurn(nextTo(s, [0], HORSE_2));
    const action = turn(s, 0, card(1), [HORSE, HORSE_2, KEY]);
    const after = play(s, action);
    expect(action.cells).toHaveLength(5); // 3 desert Xs + 2 extras
    expect(after.boards[0]!.keysFound).toBe(1);
    expect(terrainAt(s, HORSE_2)).toBe('prairie');
  });

  it('loses its extra X when no cell is legal', () => {
    // Everything is marked but the horse: after it, neither the extra nor the other Xs can go anywhere.
    const all = Array.from({ length: CELLS }, (_, c) => c).filter((c) => c !== HORSE);
    const s = desertTurn(withMarks(start, 0, all));
    const after = play(s, { type: 'turn', player: 0, pick: card(1), cells: [HORSE] });
    expect(after.boards[0]!.marks[HORSE]).not.toBe(0);
  });
});

describe('the key', () => {
  const staged = desertTurn(nextTo(nextTo(start, [0], KEY), [0], at(9, 9)));

  it('is circled at once and opens a temple the same turn', () => {
    expect(objectAt(staged, at(9, 9))).toBe('temple');
    expect(staged.boards[0]!.keysFound).toBe(0);
    expect(refused(staged, { type: 'turn', player: 0, pick: card(1), cells: [at(9, 9), KEY] }).code).toBe('noKey');
    const after = play(staged, turn(staged, 0, card(1), [KEY, at(9, 9)]));
    expect(after.boards[0]).toMatchObject({ keysFound: 1, keysUsed: 1 });
    // The temple's value is settled at the end of the turn.
    expect(after.turn.templesReached[0]).toEqual([3]);
    expect(after.boards[0]!.temples[3]).toBe(-1);
    expect(finishPhase(after).boards[0]!.temples[3]).toBe(0);
  });

  it('fills at most 4 slots: a fifth key has no effect', () => {
    const full = withBoard(staged, 0, { keysFound: tables.KEY_SLOTS });
    const after = play(full, turn(full, 0, card(1), [KEY]));
    expect(after.boards[0]!.keysFound).toBe(4);
    expect(after.boards[0]!.marks[KEY]).not.toBe(0);
  });
});

describe('the scroll', () => {
  const found = nextTo(start, [0], SCROLL);
  const usable = withBoard(found, 0, { scrollsFound: [0] }); // found at setup

  it('is circled when found, and only usable on a later turn', () => {
    // Water from the coast: card 0 (prairie | water), the active player takes water.
    const s = chosen(found, 0, 1);
    const after = play(s, turn(s, 0, card(1), [SCROLL]));
    expect(after.boards[0]!.scrollsFound).toEqual([1]);
    // Had it been found earlier this turn, it could not be used yet.
    const sameTurn = withBoard(s, 0, { scrollsFound: [s.turn.number] });
    expect(refused(sameTurn, { type: 'turn', player: 0, pick: scroll('water'), cells: [] }).code).toBe('scrollNotYet');
    const next = advance(after, (x) => x.turn.number === 2 && x.phase.kind === 'place');
    expect(legalPicks(next, 0)).toContainEqual(scroll('water'));
    // The sheet the player sees tells the two apart.
    expect(viewFor(after, 0).boards[0]).toMatchObject({ usableScrolls: 0, scrollsNotYet: 1 });
    expect(viewFor(next, 0).boards[0]).toMatchObject({ usableScrolls: 1, scrollsNotYet: 0 });
  });

  it('replaces the card: 4 Xs on one terrain of choice, then it is crossed out', () => {
    const s = desertTurn(usable);
    expect(xsForPick(s, 0, scroll('prairie'))).toBe(4);
    expect(legalPicks(s, 0)).toEqual([card(1), ...(['prairie', 'water', 'desert', 'mountain'] as const).map(scroll)]);
    const four = turn(s, 0, scroll('prairie'));
    expect(four.cells.map((c) => terrainAt(s, c))).toEqual(['prairie', 'prairie', 'prairie', 'prairie']);
    expect(refused(s, { ...four, cells: four.cells.slice(0, 3) }).code).toBe('mustPlaceAll');
    expect(refused(s, { ...four, cells: [...four.cells.slice(0, 3), at(12, 12)] }).code).toBe('occupied');
    const after = play(s, four);
    expect(after.boards[0]!.scrollsUsed).toBe(1);
    expect(refused(desertTurn(advance(after, (x) => x.turn.number === 2)), { type: 'turn', player: 0, pick: scroll('prairie'), cells: [] }).code).toBe(
      'noScroll',
    );
  });

  it('is used at most one per turn, and the active player still chooses for the others', () => {
    const two = withBoard(found, 0, { scrollsFound: [0, 0] });
    const s = desertTurn(two);
    expect(s.turn.activeChoice).toBe(1);
    expect(xsForPick(s, 1, card(1))).toBe(2);
    expect(xsForPick(s, 1, card(0))).toBe(3);
    const after = play(s, turn(s, 0, scroll('prairie')));
    expect(after.boards[0]!.scrollsUsed).toBe(1);
    expect(marked(after, 0)).toHaveLength(marked(s, 0).length + 4);
    expect(usableScrolls(after.boards[0]!, after.turn.number + 1)).toBe(1);
  });

  it('cannot be used without one: noScroll', () => {
    const s = desertTurn(found);
    expect(legalPicks(s, 0).some((p) => p.kind === 'scroll')).toBe(false);
    expect(refused(s, { type: 'turn', player: 0, pick: scroll('water'), cells: [] }).code).toBe('noScroll');
  });

  it('fills at most 3 slots: a fourth has no effect', () => {
    const full = chosen(withBoard(found, 0, { scrollsFound: [0, 0, 0] }), 0, 1);
    const after = play(full, turn(full, 0, card(1), [SCROLL]));
    expect(after.boards[0]!.scrollsFound).toEqual([0, 0, 0]);
  });
});

describe('provisions', () => {
  const apples = cellsWith(start, 'apple').filter((c) => [at(4, 9), at(8, 11)].includes(c));
  const staged = nextTo(nextTo(start, [0], apples[0]!), [0], apples[1]!);

  it("rulebook example: an apple is crossed in the round's column; no second apple that round, again the next round", () => {
    expect(apples).toHaveLength(2);
    const s = chosen(staged, 1, 0); // prairie
    expect(refused(s, { type: 'turn', player: 0, pick: card(0), cells: apples }).code).toBe('provisionTaken');
    const after = play(s, turn(s, 0, card(0), [apples[0]!]));
    expect(after.boards[0]!.provisions[0]).toEqual([1, 0, 0]);
    const later = chosen(advance(after, (x) => x.turn.number === 2), 1, 0);
    expect(later.turn.round).toBe(0);
    expect(legalNow(later, 0, card(0))).not.toContain(apples[1]);
    const round2 = chosen(advance(after, (x) => x.turn.round === 1), 1, 0);
    expect(round2.boards[0]!.roundScores.provisions).toEqual([2]);
    expect(round2.turn.active).not.toBe(0);
    expect(legalNow(round2, 0, card(0))).toContain(apples[1]);
  });

  it('expert side: nothing in round 1, then only 4 apples, 4 carrots, 4 fish in rounds 2, 3, 4', () => {
    const expert = afterSetup(newGame({ sides: EXPERT }));
    const food = [apples[0]!, cellsWith(expert, 'carrot')[0]!, cellsWith(expert, 'fish')[0]!];
    const near = food.reduce((s, c) => nextTo(s, [0, 1, 2, 3], c), expert);
    // A player other than the active one may take either option of card 0 (prairie | water).
    const legalFood = (state: GameState) => {
      const s = chosen(state, 0, 0);
      const p = (s.turn.active! + 1) % 4;
      const legal = [...legalNow(s, p, card(0)), ...legalNow(s, p, card(1))];
      return food.filter((c) => legal.includes(c));
    };
    const byRound = [0, 1, 2, 3].map((round) => legalFood(advance(near, (x) => x.turn.round === round)));
    expect(byRound).toEqual([[], [food[0]], [food[1]], [food[2]]]);
    expect(tables.PROVISION_COLUMNS.expert.map((col) => [...col])).toEqual([
      [0, 0, 0],
      [4, 0, 0],
      [0, 4, 0],
      [0, 0, 4],
    ]);
  });

  it('expert side: a fourth apple still fits in round 2, a fifth does not; two apples score 4 at the round end', () => {
    const expert = afterSetup(newGame({ sides: EXPERT }));
    const apple = apples[0]!;
    const round2 = advance(nextTo(expert, [0, 1, 2, 3], apple), (x) => x.turn.round === 1);
    const s = chosen(round2, 0, 0); // prairie | water
    const p = (s.turn.active! + 1) % 4;
    const withApples = (count: number) => withBoard(s, p, { provisions: [[0, 0, 0], [count, 0, 0], [0, 0, 0], [0, 0, 0]] });
    expect(legalNow(withApples(3), p, card(0))).toContain(apple);
    expect(legalNow(withApples(4), p, card(0))).not.toContain(apple);
    // The round ends with two apples crossed in its column (the player is kept away from the
    // apple, so the other turns add none): 4 points (1/4/9/16).
    const far = advance(expert, (x) => x.turn.round === 1);
    const two = withBoard(far, p, { provisions: [[0, 0, 0], [2, 0, 0], [0, 0, 0], [0, 0, 0]] });
    const scored = advance(two, (x) => x.turn.round === 2);
    expect(scored.boards[p]!.provisions[1]).toEqual([2, 0, 0]);
    expect(scored.boards[p]!.roundScores.provisions[1]).toBe(4);
  });
});

describe('gemstones', () => {
  it('are crossed one per X, up to the slots of the tile', () => {
    const gem = at(10, 14); // mountain
    const s = chosen(nextTo(start, [0], gem), 2, 1); // prairie | mountain: mountain
    const after = play(s, turn(s, 0, card(1), [gem]));
    expect(after.boards[0]!.gems).toBe(1);
    const full = withBoard(s, 0, { gems: tables.GEM_SLOTS_BASIC });
    expect(play(full, turn(full, 0, card(1), [gem])).boards[0]!.gems).toBe(12);
  });
});
