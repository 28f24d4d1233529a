// Ambassadors' rules through the game contract alone, as the platform will use them once the
// game is registered: views to a player that picks among legal moves, untrusted input refused
// without change, events filtered per seat, and the record replayed.
import { describe, expect, it } from 'vitest';
import { ambassadorsRules as rules } from '../../contract-rules';

describe('the contract', () => {
  it('has valid content and refuses bad options and hostile input without change', () => {
    expect(rules.content.ok).toBe(true);
    expect(rules.validateOptions({ players: 99 }).ok).toBe(false);
    expect(rules.create(null as never).ok).toBe(false);
    const created = rules.create({ players: 2, seed: 5, starts: [1, 4] });
    if (!created.ok) throw new Error(created.error.detail);
    const before = JSON.stringify(rules.toRecord(created.value));
    for (const input of [null, 42, 'x', {}, { type: 'roll' }, { type: 'move', player: 0, path: [-1], joker: false }, { type: 'sell', player: 1, wonder: 99 }]) {
      const played = rules.play(created.value, input);
      expect(played.ok).toBe(false);
      if (!played.ok) expect(rules.errorCodes).toContain(played.error.code);
    }
    expect(JSON.stringify(rules.toRecord(created.value))).toBe(before);
  });

  it('plays a whole game from views and legal moves, one seat at a time, and replays its record', () => {
    const created = rules.create({ players: 3, seed: 11, starts: [2, 3, 1] });
    if (!created.ok) throw new Error(created.error.detail);
    let state = created.value;
    let rng = 3;
    while (!rules.isOver(state)) {
      const actors = rules.expectedActors(state);
      expect(actors).toHaveLength(1);
      const seat = actors[0] as number;
      const moves = rules.legalMoves(rules.view(state, seat), seat);
      expect(moves.length).toBeGreaterThan(0);
      expect(rules.legalMoves(rules.view(state, (seat + 1) % 3), (seat + 1) % 3)).toEqual([]);
      const drawn = rules.randomAction(state, seat, rng);
      rng = drawn.rng;
      const played = rules.play(state, drawn.action);
      if (!played.ok) throw new Error(played.error.detail);
      expect(rules.eventsFor(played.value.events, null).length).toBe(played.value.events.length);
      state = played.value.state;
    }
    const view = rules.view(state, null);
    expect(rules.ranking(view)?.winners.length).toBeGreaterThan(0);
    expect(rules.scores(view)).toHaveLength(3);
    const loaded = rules.loadRecord(JSON.parse(JSON.stringify(rules.toRecord(state))));
    expect(loaded.ok && loaded.value).toEqual(state);
  });
});
