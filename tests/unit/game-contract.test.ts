// Every registered game honours the contract: its content loads, a whole game plays through the
// contract alone (views to bots, intents to rules, events filtered per seat), records replay, and
// every refusal code has a message.
import { describe, expect, it } from 'vitest';
import type { LoadedGame } from '../../src/games/contract';
import { GAMES, gameById, loadGame } from '../../src/games/registry';
import { flatLocale, keyIn } from '../locale-files';
import { SEATS_CAP } from '../../src/protocol/protocol';

const english = flatLocale('en');

/** Options each game's rules accept for a two-seat game (a game's options are its own). */
const OPTIONS: Readonly<Record<string, (seed: number) => object>> = {
  explorers: (seed) => ({ players: 2, seed, sides: { temples: 'expert', provisions: 'basic', villages: 'basic', gemstones: 'expert' }, map: 'random', achievements: { random: 2 } }),
  tucana: (seed) => ({ players: 2, seed, island: 'grande', specialBonus: true, randomStart: true, counterClockwise: false, symmetric: false }),
};
const optionsFor = (id: string, seed: number): object => (OPTIONS[id] ?? (() => ({})))(seed);

describe('the game registry', () => {
  it('holds games with distinct ids, found by id; unknown ids find nothing', () => {
    expect(new Set(GAMES.map((g) => g.id)).size).toBe(GAMES.length);
    for (const game of GAMES) expect(gameById(game.id)).toBe(game);
    expect(gameById('chess')).toBeNull();
    expect(gameById({ id: 'explorers' })).toBeNull();
  });

  it('holds games whose tables fit the protocol and whose seats have a colour each', () => {
    for (const game of GAMES) {
      expect(game.players.min).toBeGreaterThanOrEqual(1);
      expect(game.players.max).toBeLessThanOrEqual(SEATS_CAP);
      expect(new Set(game.seats.palette).size).toBeGreaterThanOrEqual(game.players.max);
      expect(game.aiLevels.length).toBeGreaterThan(0);
    }
  });
});

const LOADED = (await Promise.all(GAMES.map((game) => loadGame(game.id)))) as LoadedGame[];

describe.each(LOADED.map((game) => [game.id, game] as const))('%s through the contract', (_id, game) => {
  it('has valid content and a message for every refusal code', () => {
    expect(game.rules.content.ok).toBe(true);
    expect(game.rules.errorCodes.filter((code) => !english.get(keyIn(game.id, `errors.${code}`)))).toEqual([]);
  });

  it('refuses bad options and hostile input without changing the state', () => {
    expect(game.rules.validateOptions({ players: 99 }).ok).toBe(false);
    expect(game.rules.create(null).ok).toBe(false);
    const options = game.rules.validateOptions(optionsFor(game.id, 5));
    expect(options.ok).toBe(true);
    if (!options.ok) return;
    const created = game.rules.create(options.value);
    if (!created.ok) throw new Error(created.error.detail);
    const before = JSON.stringify(game.rules.toRecord(created.value));
    for (const input of [null, 42, 'x', {}, { type: 'turn' }, { type: 'setup', player: 7, terrain: 'lava', cells: [] }]) {
      const played = game.rules.play(created.value, input);
      expect(played.ok).toBe(false);
      if (!played.ok) expect(game.rules.errorCodes).toContain(played.error.code);
    }
    expect(JSON.stringify(game.rules.toRecord(created.value))).toBe(before);
  });

  it('plays a whole two-seat game with bots that see only their views, and replays its record', async () => {
    const ai = await game.loadAi();
    const options = game.rules.validateOptions(optionsFor(game.id, 11));
    if (!options.ok) throw new Error(options.error.detail);
    const created = game.rules.create(options.value);
    if (!created.ok) throw new Error(created.error.detail);
    let state = created.value;
    let rng = 3;
    let events = 0;
    while (!game.rules.isOver(state)) {
      const seat = game.rules.expectedActors(state)[0] as number;
      const view = game.rules.view(state, seat);
      expect(game.rules.legalMoves(view, seat).length).toBeGreaterThan(0);
      const decision = ai.decide(view, ai.levels[0] as string, rng);
      rng = decision.rng;
      const played = game.rules.play(state, decision.action);
      if (!played.ok) throw new Error(played.error.detail);
      events += game.rules.eventsFor(played.value.events, null).length;
      state = played.value.state;
    }
    expect(events).toBeGreaterThan(0);
    const final = game.rules.view(state, null);
    expect(game.rules.ranking(final)?.winners.length).toBeGreaterThan(0);
    expect(game.rules.scores(final)).toHaveLength(2);
    const replayed = game.rules.loadRecord(JSON.parse(JSON.stringify(game.rules.toRecord(state))));
    if (!replayed.ok) throw new Error(replayed.error.detail);
    expect(game.rules.view(replayed.value, null)).toEqual(final);
  });
});
