// Ambassadors' records (versioned JSON of options and actions) replay to the same state, and
// damaged ones are refused with a typed refusal.
import { describe, expect, it } from 'vitest';
import { ENGINE_VERSION, RECORD_FORMAT, RECORD_VERSION, createGame, apply, loadRecord, readRecord, replay, routeMove, toRecord, type AmbassadorsState } from '../../rules/index';
import { newGame, unwrap } from './fixtures';

function played(actions: number): AmbassadorsState {
  let state = newGame(3, [1, 3, 4], 21);
  let rng = 5;
  for (let i = 0; i < actions && state.phase !== 'over'; i++) {
    const seat = state.turn.player;
    const move = routeMove(state, seat, rng);
    rng = move.rng;
    state = unwrap(apply(state, move.action));
  }
  return state;
}

describe('records', () => {
  it('name their format and versions, and replay to the same state', () => {
    const state = played(300);
    const record = toRecord(state);
    expect(record).toMatchObject({ format: 'ambassadors-record', version: RECORD_VERSION, game: 'ambassadors', engine: ENGINE_VERSION });
    expect(record.actions.length).toBeGreaterThan(100);
    expect(unwrap(replay(record))).toEqual(state);
    expect(unwrap(loadRecord(JSON.stringify(record)))).toEqual(state);
  });

  it('made before the farthest start played first (version 1) still load, their first player drawn among every seat', () => {
    // Seed 2, Spain (nearest the City) and France: the draw gave Spain the first turn.
    const options = { players: 2, seed: 2, starts: [3, 2] };
    const drawn = unwrap(createGame({ ...options, firstPlayer: 'drawn' }));
    expect(drawn.turn.player).toBe(0);
    expect(unwrap(createGame(options)).turn.player).toBe(1);
    let state = drawn;
    for (let i = 0; i < 40; i++) state = unwrap(apply(state, routeMove(state, state.turn.player, i).action));
    const old = { ...toRecord(state), version: 1, options };
    const loaded = unwrap(loadRecord(JSON.stringify(old)));
    expect(loaded).toEqual(state);
    expect(toRecord(loaded)).toMatchObject({ version: RECORD_VERSION, options: { ...options, firstPlayer: 'drawn' } });
  });

  it.each([
    ['not JSON', '{oops', 'badRecord'],
    ['not an object', '[1]', 'badRecord'],
    ['another game', { format: RECORD_FORMAT, version: RECORD_VERSION, game: 'tucana', engine: ENGINE_VERSION }, 'badRecord'],
    ['a newer version', { format: RECORD_FORMAT, version: RECORD_VERSION + 1, game: 'ambassadors', engine: ENGINE_VERSION }, 'unknownRecord'],
    ['other rules', { format: RECORD_FORMAT, version: RECORD_VERSION, game: 'ambassadors', engine: ENGINE_VERSION + 1 }, 'unknownRecord'],
    ['bad options', { format: RECORD_FORMAT, version: RECORD_VERSION, game: 'ambassadors', engine: ENGINE_VERSION, options: { players: 2, seed: 1, starts: [1, 1] }, actions: [] }, 'badRecord'],
    ['an unknown first player', { format: RECORD_FORMAT, version: RECORD_VERSION, game: 'ambassadors', engine: ENGINE_VERSION, options: { players: 2, seed: 1, starts: [1, 2], firstPlayer: 'youngest' }, actions: [] }, 'badRecord'],
  ])('refuse %s', (_name, input, code) => {
    const loaded = loadRecord(input);
    expect(!loaded.ok && loaded.error.code).toBe(code);
  });

  it('refuse an action the rules refuse, saying which', () => {
    const record = toRecord(played(40));
    const broken = { ...record, actions: [...record.actions.slice(0, 5), { type: 'roll', player: 9 }] };
    expect(readRecord(broken).ok).toBe(true);
    const loaded = loadRecord(broken);
    expect(!loaded.ok && loaded.error).toMatchObject({ code: 'badRecord', detail: expect.stringMatching(/^Action 6 of the record is refused/) });
  });
});
