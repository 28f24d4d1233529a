// Ambassadors' records (versioned JSON of options and actions) replay to the same state, and
// damaged ones are refused with a typed refusal.
import { describe, expect, it } from 'vitest';
import { ENGINE_VERSION, RECORD_FORMAT, apply, loadRecord, readRecord, replay, routeMove, toRecord, type AmbassadorsState } from '../../rules/index';
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
    expect(record).toMatchObject({ format: 'ambassadors-record', version: 1, game: 'ambassadors', engine: ENGINE_VERSION });
    expect(record.actions.length).toBeGreaterThan(100);
    expect(unwrap(replay(record))).toEqual(state);
    expect(unwrap(loadRecord(JSON.stringify(record)))).toEqual(state);
  });

  it.each([
    ['not JSON', '{oops', 'badRecord'],
    ['not an object', '[1]', 'badRecord'],
    ['another game', { format: RECORD_FORMAT, version: 1, game: 'tucana', engine: ENGINE_VERSION }, 'badRecord'],
    ['a newer version', { format: RECORD_FORMAT, version: 2, game: 'ambassadors', engine: ENGINE_VERSION }, 'unknownRecord'],
    ['newer rules', { format: RECORD_FORMAT, version: 1, game: 'ambassadors', engine: ENGINE_VERSION + 1 }, 'unknownRecord'],
    ['older rules', { format: RECORD_FORMAT, version: 1, game: 'ambassadors', engine: ENGINE_VERSION - 1 }, 'unknownRecord'],
    ['bad options', { format: RECORD_FORMAT, version: 1, game: 'ambassadors', engine: ENGINE_VERSION, options: { players: 2, seed: 1, starts: [1, 1] }, actions: [] }, 'badRecord'],
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
