// Invariants of Ambassadors under random legal play (fast-check): gold never negative,
// ambassadors conserved (board + supply = 12 per seat), first-ambassador cards held only where
// their holder stands, exactly one seat expected until the end, legal moves always accepted, and
// every game ends, by a chain or at the round cap; no transition changes the state it was given.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AMBASSADORS_PER_PLAYER, ambassadorsOnBoard, apply, createGame, expectedActors, randomAction, routeMove, type AmbassadorsState } from '../../rules/index';

const options = fc.record({
  players: fc.integer({ min: 2, max: 4 }),
  seed: fc.integer({ min: 0, max: 0xffffffff }),
  order: fc.shuffledSubarray([1, 2, 3, 4], { minLength: 4, maxLength: 4 }),
});

function checkInvariants(state: AmbassadorsState): void {
  const n = state.players.length;
  state.players.forEach((p, seat) => {
    expect(p.gold).toBeGreaterThanOrEqual(0);
    expect(p.supply + ambassadorsOnBoard(state.embassies, seat)).toBe(AMBASSADORS_PER_PLAYER);
    expect(p.hand.every((c) => c >= 0)).toBe(true);
  });
  state.claims.forEach((holder, w) => {
    if (holder >= 0) expect(((state.embassies[w] as number) >> holder) & 1).toBe(1);
    else expect(state.embassies[w]).toBe(0);
  });
  expect(expectedActors(state)).toHaveLength(state.phase === 'over' ? 0 : 1);
  expect(state.turn.player).toBeLessThan(n);
}

/** Plays to the end: random legal moves, or the route bot's; `onApplied` sees each state before and after. */
function playOut(players: number, seed: number, starts: number[], botSeed: number, random: boolean, onApplied?: (before: AmbassadorsState, after: AmbassadorsState) => void): AmbassadorsState {
  const created = createGame({ players, seed, starts });
  if (!created.ok) throw new Error(created.error.detail);
  let s = created.value;
  let rng = botSeed;
  while (s.phase !== 'over') {
    const seat = s.turn.player;
    let action;
    if (random) {
      const drawn = randomAction(s, seat, rng);
      rng = drawn.rng;
      action = drawn.action;
    } else {
      const move = routeMove(s, seat, rng);
      rng = move.rng;
      action = move.action;
    }
    const next = apply(s, action);
    if (!next.ok) throw new Error(`${JSON.stringify(action)} refused: ${next.error.code} ${next.error.detail}`);
    onApplied?.(s, next.value);
    s = next.value;
    checkInvariants(s);
  }
  return s;
}

describe('random legal play', () => {
  it('keeps every invariant and always ends', () => {
    fc.assert(
      fc.property(options, fc.integer({ min: 0, max: 0xffffffff }), (o, botSeed) => {
        const final = playOut(o.players, o.seed, o.order.slice(0, o.players), botSeed, true);
        expect(final.outcome?.winners.length).toBeGreaterThan(0);
      }),
      { numRuns: 6 },
    );
  });

  it('with the route bot keeps every invariant too', () => {
    fc.assert(
      fc.property(options, fc.integer({ min: 0, max: 0xffffffff }), (o, botSeed) => {
        const final = playOut(o.players, o.seed, o.order.slice(0, o.players), botSeed, false);
        expect(final.phase).toBe('over');
      }),
      { numRuns: 20 },
    );
  });

  it('never changes a state it was given (transitions share what they leave as it was)', () => {
    fc.assert(
      fc.property(options, fc.integer({ min: 0, max: 0xffffffff }), fc.boolean(), (o, botSeed, random) => {
        // Each state as first seen: later transitions must leave it so, however much they share with it.
        const seen = new Map<AmbassadorsState, string>();
        const snapshot = (state: AmbassadorsState) => JSON.stringify({ ...state, log: null });
        playOut(o.players, o.seed, o.order.slice(0, o.players), botSeed, random, (before, after) => {
          if (!seen.has(before)) seen.set(before, snapshot(before));
          seen.set(after, snapshot(after));
        });
        for (const [state, first] of seen) expect(snapshot(state)).toBe(first);
      }),
      { numRuns: 6 },
    );
  });
});
