// The table core (src/table) decides the same for the table on one device and the online room:
// who must act and who plays them, taking an action, what an AI is asked, what a seat whose AI fails plays.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { actorsNow, botLevel, playedByAi, standInLevel, type SeatRole } from '../../src/table/actors';
import { AI_ATTEMPTS, afterAiFailure } from '../../src/table/bot-fallback';
import { aiRequest, takeAction } from '../../src/table/turns';
import { raceRules } from '../games/race/contract-rules';
import { loadGame } from '../../src/games/registry';
import type { RaceState } from '../games/race/rules';

const person: SeatRole = { kind: 'human' };
const bot: SeatRole = { kind: 'ai' };
const away: SeatRole = { kind: 'human', standIn: true };

function race(): RaceState {
  const created = raceRules.create({ players: 2, seed: 11 });
  if (!created.ok) throw new Error(created.error.detail);
  return created.value;
}

const add = (state: RaceState, player: number, amount: number): RaceState => {
  const taken = takeAction(raceRules, state, { type: 'add', player, amount, card: false });
  if (!taken.ok) throw new Error(taken.error.detail);
  return taken.value.state;
};

describe('the table core', () => {
  it('splits the seats that must act into people and bots (AI seats and stand-ins)', () => {
    const state = race();
    expect(actorsNow(raceRules, state, [person, bot])).toEqual({ bots: [], people: [0] });
    expect(actorsNow(raceRules, add(state, 0, 1), [person, bot])).toEqual({ bots: [1], people: [] });
    expect(actorsNow(raceRules, state, [away, person])).toEqual({ bots: [0], people: [] });
    expect(actorsNow(raceRules, state, [bot, person])).toEqual({ bots: [0], people: [] });
    expect([person, bot, away, undefined].map(playedByAi)).toEqual([false, true, true, false]);
  });

  it('has nobody act once the game is over', () => {
    let state = race();
    for (let i = 0; i < 7; i++) state = add(state, i % 2, 3);
    expect(raceRules.isOver(state)).toBe(true);
    expect(actorsNow(raceRules, state, [bot, person])).toEqual({ bots: [], people: [] });
  });

  it('splits a simultaneous turn of a real game, each seat by who plays it', async () => {
    const tucana = await loadGame('tucana');
    if (!tucana) throw new Error('Tucana is registered');
    const created = tucana.rules.create(tucana.rules.defaultOptions(4, 5));
    if (!created.ok) throw new Error(created.error.detail);
    const expected = tucana.rules.expectedActors(created.value);
    expect(expected.length).toBe(4);
    const { bots, people } = actorsNow(tucana.rules, created.value, [person, bot, away, person]);
    expect({ bots, people }).toEqual({ bots: [1, 2], people: [0, 3] });
  });

  it('gives every seat that must act to exactly one of the two, whoever plays the seats', async () => {
    const tucana = await loadGame('tucana');
    if (!tucana) throw new Error('Tucana is registered');
    const role = fc.constantFrom<SeatRole>(person, bot, away);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 8 }), fc.array(role, { minLength: 8, maxLength: 8 }), fc.nat(), (players, roles, seed) => {
        const created = tucana.rules.create(tucana.rules.defaultOptions(players, seed));
        if (!created.ok) throw new Error(created.error.detail);
        const seats = roles.slice(0, players);
        const { bots, people } = actorsNow(tucana.rules, created.value, seats);
        expect([...bots, ...people].sort((a, b) => a - b)).toEqual([...tucana.rules.expectedActors(created.value)].sort((a, b) => a - b));
        for (const p of bots) expect(playedByAi(seats[p])).toBe(true);
        for (const p of people) expect(seats[p]).toBe(person);
      }),
      { numRuns: 50 },
    );
  });

  it('takes an accepted action with its events and whether it ended the game, and refuses a bad one with the rules’ code', () => {
    const state = race();
    const refused = takeAction(raceRules, state, { type: 'add', player: 1, amount: 1, card: false });
    expect(refused).toMatchObject({ ok: false, error: { code: 'notYourTurn' } });
    const taken = takeAction(raceRules, state, { type: 'add', player: 0, amount: 2, card: false });
    expect(taken).toMatchObject({ ok: true, value: { over: false, events: [{ type: 'added', seat: 0, amount: 2 }] } });
    let near = state;
    for (let i = 0; i < 6; i++) near = add(near, i % 2, 3);
    const winning = takeAction(raceRules, near, { type: 'add', player: 0, amount: 1, card: false });
    expect(winning).toMatchObject({ ok: true, value: { over: true } });
  });

  it('asks an AI from its own seat’s view only, at its level', () => {
    const state = race();
    const request = aiRequest(raceRules, state, 1, 'easy', 42);
    expect(request).toEqual({ view: raceRules.view(state, 1), level: 'easy', rng: 42 });
    expect(request.view.myCard).toBe(state.cards[1]);
    expect(request.view).not.toEqual(raceRules.view(state, 0));
  });

  it('gives an AI seat its own level, and a stand-in the game’s middle one', () => {
    expect(standInLevel(['easy', 'normal', 'hard', 'master'])).toBe('normal');
    expect(standInLevel(['novice', 'adept', 'sage'])).toBe('adept');
    expect(botLevel({ kind: 'ai', level: 'hard' }, ['easy', 'normal', 'hard'])).toBe('hard');
    expect(botLevel({ kind: 'human', level: null }, ['easy', 'normal', 'hard'])).toBe('normal');
    expect(botLevel({ kind: 'ai', level: null }, ['easy', 'hard'])).toBe('hard');
  });

  it('asks a failing AI again up to the cap, then plays the rules’ random legal action for the seat', () => {
    const state = add(race(), 0, 2);
    for (const attempts of [AI_ATTEMPTS.table, AI_ATTEMPTS.room]) {
      for (let failures = 1; failures < attempts; failures++) expect(afterAiFailure(raceRules, state, 1, 5, failures, attempts)).toEqual({ retry: true });
      for (const failures of [attempts, attempts + 1]) {
        const next = afterAiFailure(raceRules, state, 1, 5, failures, attempts);
        expect(next).toEqual({ retry: false, action: raceRules.randomAction(state, 1, 5).action });
        if (!next.retry) expect(takeAction(raceRules, state, next.action).ok).toBe(true);
      }
    }
    expect(AI_ATTEMPTS).toEqual({ table: 2, room: 3 });
  });
});
