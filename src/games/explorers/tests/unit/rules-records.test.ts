// Records and refusals: a game saved as JSON replays to the identical state; broken records,
// options and actions are refused with a readable error, never an exception.
import { describe, expect, it } from 'vitest';
import { ENGINE_VERSION, RECORD_FORMAT, RECORD_GAME, RECORD_VERSION, apply, createGame, loadRecord, readRecord, replay, toRecord } from '../../rules/index';
import { DEFAULT_OPTIONS, EXPERT, TIED_MAP, advance, afterSetup, newGame, playThrough, serialize, unwrap } from './engine-fixtures';

const finished = playThrough(newGame({ sides: EXPERT, seed: 21, achievements: ['race-edges', 'largest-square', 'avoid-gem'] })).end;
const json = JSON.stringify(toRecord(finished));

describe('game records', () => {
  it('carry the format, versions, options and every action', () => {
    const record = toRecord(finished);
    expect(record).toMatchObject({ format: RECORD_FORMAT, version: RECORD_VERSION, engine: ENGINE_VERSION, options: finished.options });
    expect(record.actions).toBe(finished.log);
    expect(record.actions.length).toBeGreaterThan(28 * 4);
  });

  it('replay from JSON to the identical state: a whole game', () => {
    const loaded = unwrap(loadRecord(json));
    expect(serialize(loaded)).toBe(serialize(finished));
    expect(loaded).toEqual(finished);
    expect(unwrap(loadRecord(JSON.parse(json)))).toEqual(finished);
  });

  it('replay a game in progress, including the start village choice on a tie', () => {
    const midway = advance(newGame({ map: TIED_MAP, players: 3, seed: 4 }), (s) => s.turn.number === 9);
    expect(midway.log[0]!.type).toBe('startVillage');
    const loaded = unwrap(loadRecord(JSON.stringify(toRecord(midway))));
    expect(serialize(loaded)).toBe(serialize(midway));
    expect(unwrap(replay(toRecord(midway)))).toEqual(midway);
  });

  const parsed = () => JSON.parse(json) as Record<string, unknown> & { actions: Record<string, unknown>[] };
  const edited = (change: (r: ReturnType<typeof parsed>) => void) => {
    const r = parsed();
    change(r);
    return r;
  };
  it.each([
    ['corrupt JSON', json.slice(0, -7), 'badRecord', /not valid JSON/],
    ['not an object', '42', 'badRecord', /not an object/],
    ['a list', '[]', 'badRecord', /not an object/],
    ['another format', edited((r) => (r.format = 'chess')), 'badRecord', /not an Explorers game record/],
    ['another game', edited((r) => (r.game = 'tucana')), 'badRecord', /another game \(tucana\)/],
    ['a newer record version', edited((r) => (r.version = RECORD_VERSION + 1)), 'unknownRecord', /another version .*record version 3/],
    ['record version 0', edited((r) => (r.version = 0)), 'unknownRecord', /another version/],
    ['a fractional record version', edited((r) => (r.version = 1.5)), 'unknownRecord', /another version/],
    ['another rules version', edited((r) => (r.engine = ENGINE_VERSION + 1)), 'unknownRecord', /rules version 2/],
    ['bad options', edited((r) => (r.options = { ...DEFAULT_OPTIONS, players: 9 })), 'badRecord', /players must be/],
    ['no action list', edited((r) => delete (r as { actions?: unknown }).actions), 'badRecord', /no list of actions/],
    ['an edited illegal action', edited((r) => (r.actions[5]!.cells = [0, 1, 2])), 'badRecord', /Action 6 of the record is refused/],
    ['a malformed action', edited((r) => (r.actions[2] = { type: 'fly', player: 0 })), 'badRecord', /Action 3 .*Unknown action type fly/],
    ['an action too many', edited((r) => r.actions.push(r.actions[0]!)), 'badRecord', /The game is over/],
    ['a version that cannot be printed', `{"format":"${RECORD_FORMAT}","version":{"toString":1}}`, 'unknownRecord', /another version/],
  ])('refuse %s with a typed code and a readable detail', (_name, input, code, detail) => {
    const before = typeof input === 'string' ? input : JSON.stringify(input);
    const result = loadRecord(input);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe(code);
      expect(result.error.detail).toMatch(detail);
    }
    // The input is left as it was.
    expect(typeof input === 'string' ? input : JSON.stringify(input)).toBe(before);
  });
});

describe('record versions', () => {
  const v1 = (): Record<string, unknown> => {
    const record = JSON.parse(json) as Record<string, unknown>;
    delete record.game;
    return { ...record, version: 1 };
  };

  it('name the game from version 2 on', () => {
    expect(RECORD_VERSION).toBe(2);
    expect(toRecord(finished).game).toBe(RECORD_GAME);
  });

  it('migrate a version 1 record (no game named) to the current version, which replays the same game', () => {
    const old = v1();
    const record = unwrap(readRecord(old));
    expect(record).toMatchObject({ version: RECORD_VERSION, game: RECORD_GAME, engine: ENGINE_VERSION });
    expect(record.actions).toEqual(finished.log);
    expect(unwrap(loadRecord(JSON.stringify(old)))).toEqual(finished);
    // The old record itself is not changed by its migration.
    expect(old.version).toBe(1);
    expect('game' in old).toBe(false);
  });

  it('still refuse a damaged version 1 record', () => {
    const old = { ...v1(), options: { ...DEFAULT_OPTIONS, players: 0 } };
    const result = loadRecord(old);
    expect(!result.ok && result.error.code).toBe('badRecord');
  });
});

describe('createGame', () => {
  it.each([
    ['not an object', null],
    ['no players', { ...DEFAULT_OPTIONS, players: 0 }],
    ['5 players', { ...DEFAULT_OPTIONS, players: 5 }],
    ['a fractional seed', { ...DEFAULT_OPTIONS, seed: 1.5 }],
    ['a negative seed', { ...DEFAULT_OPTIONS, seed: -1 }],
    ['a missing side', { ...DEFAULT_OPTIONS, sides: { ...EXPERT, villages: undefined } }],
    ['an unknown side', { ...DEFAULT_OPTIONS, sides: { ...EXPERT, temples: 'hard' } }],
    ['3 tiles', { ...DEFAULT_OPTIONS, map: DEFAULT_OPTIONS.map.slice(0, 3) }],
    ['a tile twice', { ...DEFAULT_OPTIONS, map: [1, 1, 2, 3].map((tile) => ({ tile, rotation: 0 })) }],
    ['tile 9', { ...DEFAULT_OPTIONS, map: [1, 2, 3, 9].map((tile) => ({ tile, rotation: 0 })) }],
    ['rotation 4', { ...DEFAULT_OPTIONS, map: [1, 2, 3, 4].map((tile) => ({ tile, rotation: 4 })) }],
    ['4 achievements', { ...DEFAULT_OPTIONS, achievements: ['longest-line', 'race-edges', 'avoid-gem', 'full-line'] }],
    ['an unknown achievement', { ...DEFAULT_OPTIONS, achievements: ['fly-high'] }],
    ['an achievement twice', { ...DEFAULT_OPTIONS, achievements: ['full-line', 'full-line'] }],
    ['4 random achievements', { ...DEFAULT_OPTIONS, achievements: { random: 4 } }],
  ])('refuses %s with badOptions', (_name, options) => {
    const result = createGame(options as never);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe('badOptions');
      expect(result.error.detail.length).toBeGreaterThan(10);
    }
  });
});

describe('apply', () => {
  const state = afterSetup(newGame());
  const before = serialize(state);
  it.each([
    ['undefined', undefined],
    ['a string', 'choose'],
    ['an array', [{ type: 'choose', player: 0, option: 0 }]],
    ['no type', { player: 0 }],
    ['an unknown type', { type: 'pass', player: 0 }],
    ['a type that cannot be printed', { type: Object.create(null), player: 0 }],
    ['a type with a broken toString', { type: { toString: 1 }, player: 0 }],
    ['a type that is a function with a broken toString', { type: Object.assign(() => 0, { toString: 1 }), player: 0 }],
    ['a missing player', { type: 'choose', option: 0 }],
    ['a player out of range', { type: 'choose', player: 4, option: 0 }],
    ['a fractional player', { type: 'choose', player: 0.5, option: 0 }],
    ['option 2', { type: 'choose', player: 0, option: 2 }],
    ['a village that is not a cell', { type: 'startVillage', player: 0, village: 256 }],
    ['cells that are not a list', { type: 'setup', player: 0, terrain: 'water', cells: 'all' }],
    ['a cell off the map', { type: 'bonus', player: 0, terrain: 'water', cells: [-1] }],
    ['an unknown terrain', { type: 'setup', player: 0, terrain: 'lava', cells: [] }],
    ['no pick', { type: 'turn', player: 0, cells: [] }],
    ['a scroll without terrain', { type: 'turn', player: 0, pick: { kind: 'scroll' }, cells: [] }],
    ['far too many cells', { type: 'turn', player: 0, pick: { kind: 'card', option: 0 }, cells: Array(65).fill(0) }],
  ])('refuses %s with badAction, without throwing or touching the state', (_name, action) => {
    const result = apply(state, action);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.code).toBe('badAction');
    expect(serialize(state)).toBe(before);
  });

  it('refuses anything once the game is over', () => {
    expect(apply(finished, { type: 'choose', player: 0, option: 0 })).toMatchObject({ ok: false, error: { code: 'gameOver' } });
  });
});
