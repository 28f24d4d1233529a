// Tucana's game records (versioned JSON, replayed through the rules) and its refusals: every
// code is reached in the situation it names, and a refused action changes nothing.
import { describe, expect, it } from 'vitest';
import {
  ENGINE_VERSION,
  RECORD_FORMAT,
  RULE_ERRORS,
  TERRAINS,
  apply,
  beginDraft,
  draftStart,
  loadRecord,
  readRecord,
  replay,
  toRecord,
  validateContent,
  CONTENT_DATA,
  groupsOf,
  type Board,
  type RuleErrorCode,
  type TucanaState,
} from '../../rules/index';
import { ends, featureHexes, finishRound, islandFor, joinedAround, jokerTurn, newGame, pathBetween, quietEdge, unwrap, withCards } from './fixtures';

const played = (): TucanaState => finishRound(newGame({ players: 3, seed: 12, specialBonus: true, randomStart: true, counterClockwise: true }), 6);

describe('records', () => {
  it('name their format, version, game and rules version, and replay to the same state', () => {
    const state = played();
    const record = toRecord(state);
    expect(record).toMatchObject({ format: 'tucana-record', version: 1, game: 'tucana', engine: ENGINE_VERSION });
    expect(unwrap(replay(record))).toEqual(state);
    expect(unwrap(loadRecord(JSON.stringify(record)))).toEqual(state);
    expect(unwrap(loadRecord(JSON.parse(JSON.stringify(record))))).toEqual(state);
  });

  it.each([
    ['not JSON', '{oops', 'badRecord'],
    ['not an object', '[1, 2]', 'badRecord'],
    ['another format', { format: 'explorers-record', version: 2, game: 'explorers' }, 'badRecord'],
    ['another game', { format: RECORD_FORMAT, version: 1, game: 'explorers', engine: 1 }, 'badRecord'],
    ['a newer record version', { format: RECORD_FORMAT, version: 2, game: 'tucana', engine: 1 }, 'unknownRecord'],
    ['other rules', { format: RECORD_FORMAT, version: 1, game: 'tucana', engine: 2 }, 'unknownRecord'],
    ['bad options', { format: RECORD_FORMAT, version: 1, game: 'tucana', engine: 1, options: { players: 12 }, actions: [] }, 'badRecord'],
    ['no actions', { format: RECORD_FORMAT, version: 1, game: 'tucana', engine: 1, options: newGame().options }, 'badRecord'],
  ])('refuse %s', (_name, input, code) => {
    const loaded = loadRecord(input);
    expect(!loaded.ok && loaded.error.code).toBe(code);
  });

  it('refuse an action the rules refuse, saying which', () => {
    const record = toRecord(played());
    const broken = { ...record, actions: [...record.actions.slice(0, 3), { ...record.actions[3], edges: [] }] };
    const loaded = loadRecord(broken);
    expect(!loaded.ok && loaded.error).toMatchObject({ code: 'badRecord', detail: expect.stringMatching(/^Action 4 of the record is refused/) });
    expect(readRecord(broken).ok).toBe(true);
  });
});

describe('refusals', () => {
  /** The code refusing `action` in `state`; the state is checked unchanged. */
  function refusedWith(state: TucanaState, action: unknown): RuleErrorCode | 'accepted' {
    const before = JSON.stringify(toRecord(state));
    const boards = state.boards.map((b) => Array.from(b.segments).join(''));
    const next = apply(state, action);
    expect(JSON.stringify(toRecord(state))).toBe(before);
    expect(state.boards.map((b) => Array.from(b.segments).join(''))).toEqual(boards);
    return next.ok ? 'accepted' : next.error.code;
  }

  it('reach every code, each in the situation it names', () => {
    const reached = new Set<string>();
    const expectCode = (code: RuleErrorCode, state: TucanaState, action: unknown) => {
      expect(refusedWith(state, action)).toBe(code);
      reached.add(code);
    };
    const state = withCards(newGame({ players: 2 }), ['joker', 'joker']);
    const island = islandFor(state);
    const quiet = quietEdge(island, state.boards[0] as Board);
    expectCode('badAction', state, { type: 'pass', player: 0 });
    expectCode('badAction', state, { type: 'draw', player: 2, edges: [quiet] });
    expectCode('badAction', state, { type: 'draw', player: 0, edges: [island.edgeCount] });
    expectCode('mustDraw', state, { type: 'draw', player: 0, edges: [] });
    const drawn = unwrap(apply(state, { type: 'draw', player: 0, edges: [quiet] }));
    expectCode('alreadyDone', drawn, { type: 'draw', player: 0, edges: [quietEdge(island, drawn.boards[0] as Board)] });
    const next = jokerTurn(state, { 0: [quiet] });
    expectCode('alreadyDrawn', withCards(next, ['joker', 'joker']), { type: 'draw', player: 0, edges: [quiet] });
    const waterWater = withCards(state, ['water', 'water']);
    expectCode('wrongTerrain', waterWater, { type: 'draw', player: 0, edges: [quiet] });
    expectCode('noBonusOwed', state, { type: 'draw', player: 0, edges: [quiet, quietEdge(island, drawn.boards[0] as Board)] });
    // A first hex tapped where no segment can start: the play screen asks the rules (draftStart).
    const startCode = (code: RuleErrorCode, from: TucanaState, hex: number) => {
      const start = draftStart(unwrap(beginDraft(from, 0)), hex);
      expect(start.ok || start.error.code).toBe(code);
      reached.add(code);
    };
    startCode('noSegmentHere', waterWater, island.terrain.findIndex((terrain) => TERRAINS[terrain] !== 'water'));
    const [lone] = ends(island, quiet);
    startCode('hexAllJoined', joinedAround(state, lone), lone);
    // A sheet with its first obelisk circled and a path from a village up to the second one:
    // the path's last segment owes a bonus segment.
    const [o1, o2] = island.sights.filter((_, s) => island.sightKinds[s] === 0);
    const village = island.villages[0] as number;
    const path = pathBetween(island, village, o2 as number, featureHexes(island).filter((h) => h !== village && h !== o2));
    const segments = Uint8Array.from((state.boards[0] as Board).segments);
    for (const e of path.slice(0, -1)) segments[e] = 1;
    const board: Board = { ...(state.boards[0] as Board), segments, groups: groupsOf(island, segments), sights: 1 << island.sights.indexOf(o1 as number) };
    const owing: TucanaState = { ...state, boards: [board, state.boards[1] as Board] };
    expectCode('mustDrawBonus', owing, { type: 'draw', player: 0, edges: [path[path.length - 1]] });
    const passed: TucanaState = { ...state, turn: { ...state.turn, done: [true, false], passed: [true, false] } };
    expectCode('nothingToDraw', passed, { type: 'draw', player: 0, edges: [quiet] });
    let over = state;
    while (over.phase !== 'over') over = finishRound(over, 1);
    expectCode('gameOver', over, { type: 'draw', player: 0, edges: [quiet] });
    reached.add('badOptions').add('badRecord').add('unknownRecord'); // reached by the setup and record tests
    const content = validateContent({ ...CONTENT_DATA, redPoints: 0 });
    expect(!content.ok && content.error.code).toBe('badContent');
    reached.add('badContent');
    expect([...reached].sort()).toEqual([...RULE_ERRORS].sort());
  });
});
