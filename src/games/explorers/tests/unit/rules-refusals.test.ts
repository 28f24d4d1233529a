// Every refusal code the rules can give is reached here, each in the situation it names, and a
// refusal never changes the state. A code added to RULE_ERRORS without a case fails the last test.
import { describe, expect, it } from 'vitest';
import {
  RULE_ERRORS,
  TILES,
  apply,
  createGame,
  loadRecord,
  tiedVillages,
  validateTiles,
  type GameState,
  type Result,
  type RuleErrorCode,
} from '../../rules/index';
import {
  DEFAULT_OPTIONS,
  TIED_MAP,
  advance,
  afterSetup,
  at,
  card,
  cellsWith,
  chosen,
  newGame,
  nextTo,
  scroll,
  serialize,
  templeOf,
  withBoard,
} from './engine-fixtures';

const reached = new Set<RuleErrorCode>();

/** The code of a refused result; the state it was tried on must be unchanged. */
function codeOf(result: Result<unknown>, state?: GameState, before?: string): RuleErrorCode {
  if (result.ok) throw new Error('expected a refusal');
  if (state && before !== undefined) expect(serialize(state)).toBe(before);
  reached.add(result.error.code);
  return result.error.code;
}

const refusedBy = (state: GameState, action: unknown): RuleErrorCode => {
  const before = serialize(state);
  return codeOf(apply(state, action), state, before);
};

const setup = newGame(); // four players, fixed map: the start village is at (11, 12)
const START = at(11, 12);
const choosing = afterSetup(newGame()); // round 1, turn 1: the active player chooses
const placing = chosen(choosing, 0, 0); // card 0 (prairie | water), the active player took prairie
const active = placing.turn.active as number;
/** Player `p`'s setup: 3 desert Xs next to the start village. */
const desertSetup = (p: number) => ({ type: 'setup', player: p, terrain: 'desert', cells: [at(12, 12), at(12, 13), at(11, 13)] }) as const;

describe('refusals', () => {
  it('badAction, badOptions, badRecord, unknownRecord, badContent: malformed input', () => {
    expect(refusedBy(setup, { type: 'teleport', player: 0 })).toBe('badAction');
    expect(codeOf(createGame({ ...DEFAULT_OPTIONS, players: 9 }))).toBe('badOptions');
    expect(codeOf(loadRecord('{ not json'))).toBe('badRecord');
    expect(codeOf(loadRecord({ format: 'explorers-record', version: 3 }))).toBe('unknownRecord');
    expect(codeOf(validateTiles(TILES.slice(0, 3)))).toBe('badContent');
  });

  it('gameOver, wrongPhase, notYourTurn, alreadyDone: out of turn', () => {
    const over = advance(newGame({ players: 1 }));
    expect(refusedBy(over, { type: 'choose', player: 0, option: 0 })).toBe('gameOver');
    expect(refusedBy(setup, { type: 'choose', player: 0, option: 0 })).toBe('wrongPhase');
    expect(refusedBy(choosing, { type: 'choose', player: (choosing.turn.active as number) + 1, option: 0 })).toBe('notYourTurn');
    const done = apply(setup, desertSetup(0));
    if (!done.ok) throw new Error(done.error.detail);
    expect(refusedBy(done.value, desertSetup(0))).toBe('alreadyDone');
  });

  it('notTied: the start village is one of the tied villages', () => {
    const tied = newGame({ map: TIED_MAP });
    const other = tied.map.villages.find((v) => !tiedVillages(tied).includes(v));
    expect(refusedBy(tied, { type: 'startVillage', player: 0, village: other })).toBe('notTied');
  });

  it('illegalPick, noScroll, scrollNotYet: how a turn is used', () => {
    expect(refusedBy(placing, { type: 'turn', player: active, pick: card(1), cells: [] })).toBe('illegalPick');
    expect(refusedBy(placing, { type: 'turn', player: active, pick: scroll('water'), cells: [] })).toBe('noScroll');
    const foundNow = withBoard(placing, active, { scrollsFound: [placing.turn.number] });
    expect(refusedBy(foundNow, { type: 'turn', player: active, pick: scroll('water'), cells: [] })).toBe('scrollNotYet');
  });

  it('occupied, village, notAdjacent, wrongTerrain, tooManyXs, mustPlaceAll: where the Xs go', () => {
    const desert = (cells: number[]) => ({ type: 'setup', player: 0, terrain: 'desert', cells });
    // (12,12) and (12,13) are desert next to the start village; (11,11) is prairie.
    expect(refusedBy(setup, desert([at(12, 12), at(12, 12), at(12, 13)]))).toBe('occupied');
    expect(refusedBy(setup, desert([START, at(12, 12), at(12, 13)]))).toBe('village');
    expect(refusedBy(setup, desert([at(12, 12), at(12, 13), at(12, 15)]))).toBe('notAdjacent');
    expect(refusedBy(setup, desert([at(12, 12), at(12, 13), at(11, 11)]))).toBe('wrongTerrain');
    expect(refusedBy(setup, desert([at(12, 12), at(12, 13), at(11, 13), at(12, 11)]))).toBe('tooManyXs');
    expect(refusedBy(setup, desert([at(12, 12), at(12, 13)]))).toBe('mustPlaceAll');
  });

  it('noKey, provisionTaken: what an object asks for', () => {
    // Temple A is on a mountain; card 2 offers prairie | mountain.
    const nearTemple = chosen(nextTo(choosing, [active], templeOf(choosing, 'A')), 2, 1);
    expect(refusedBy(nearTemple, { type: 'turn', player: active, pick: card(1), cells: [templeOf(choosing, 'A')] })).toBe('noKey');
    // Two apples reachable on prairie: the round's column holds one.
    const apples = cellsWith(choosing, 'apple').filter((c) => [at(4, 9), at(8, 11)].includes(c));
    const nearApples = chosen(nextTo(nextTo(choosing, [active], apples[0]!), [active], apples[1]!), 1, 0);
    expect(refusedBy(nearApples, { type: 'turn', player: active, pick: card(0), cells: apples })).toBe('provisionTaken');
  });

  it('reach every code the rules define', () => {
    expect(RULE_ERRORS.filter((code) => !reached.has(code))).toEqual([]);
  });
});
