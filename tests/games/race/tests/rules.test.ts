// Race to 10's own rules: strict turns, the one-time card, the end, and a secret that views keep.
import { describe, expect, it } from 'vitest';
import { createGame, legalMoves, play, viewFor, type RaceState } from '../rules';

const unwrap = <T>(result: { ok: true; value: T } | { ok: false; error: { detail: string } }): T => {
  if (!result.ok) throw new Error(result.error.detail);
  return result.value;
};
const newGame = (seed: number): RaceState => unwrap(createGame({ players: 2, seed }));
const add = (state: RaceState, seat: number, amount: number, card = false): RaceState => unwrap(play(state, { type: 'add', player: seat, amount, card })).state;
const refusal = (state: RaceState, input: unknown): string | null => {
  const played = play(state, input);
  return played.ok ? null : played.error.code;
};

describe('race to 10', () => {
  it('takes strict turns and refuses amounts outside 1 to 3', () => {
    const state = newGame(1);
    expect(refusal(state, { type: 'add', player: 1, amount: 1, card: false })).toBe('notYourTurn');
    expect(refusal(state, { type: 'add', player: 0, amount: 4, card: false })).toBe('badAmount');
    expect(refusal(state, { type: 'add', player: 0, amount: 0, card: false })).toBe('badAmount');
    expect(add(state, 0, 3).turn).toBe(1);
  });

  it('plays a card once, adding its bonus, and the first to reach 10 wins', () => {
    let state = newGame(2);
    const bonus = state.cards[0] as number;
    state = add(state, 0, 3, true);
    expect(state.counts[0]).toBe(3 + bonus);
    state = add(state, 1, 1);
    expect(refusal(state, { type: 'add', player: 0, amount: 1, card: true })).toBe('noCard');
    while (state.winner === null) state = add(state, state.turn, 3);
    expect(state.winner).toBe(0);
    expect(state.counts[0]).toBeGreaterThanOrEqual(10);
    expect(refusal(state, { type: 'add', player: 1, amount: 1, card: false })).toBe('gameOver');
  });

  it('shows a seat its own card only: the other seat and spectators see the same whatever it is', () => {
    // Seeds whose seat 0 holds the same card and seat 1 different ones.
    const games = Array.from({ length: 40 }, (_, seed) => newGame(seed));
    const a = games[0] as RaceState;
    const b = games.find((g) => g.cards[0] === a.cards[0] && g.cards[1] !== a.cards[1]) as RaceState;
    const same = (state: RaceState, seat: number | null) => JSON.stringify(viewFor({ ...state, options: a.options }, seat));
    expect(same(b, 0)).toBe(same(a, 0));
    expect(same(b, null)).toBe(same(a, null));
    expect(same(b, 1)).not.toBe(same(a, 1));
    expect(viewFor(a, 1).myCard).toBe(a.cards[1]);
  });

  it('offers moves to the seat on turn only, with its card while it holds it', () => {
    const state = newGame(3);
    expect(legalMoves(viewFor(state, 0), 0)).toHaveLength(6);
    expect(legalMoves(viewFor(state, 1), 1)).toEqual([]);
    expect(legalMoves(viewFor(state, null), 0)).toEqual([]);
    expect(legalMoves(viewFor(add(add(state, 0, 1, true), 1, 1), 0), 0)).toHaveLength(3);
  });
});
