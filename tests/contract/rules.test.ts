// The contract suite, rules level: every game of the test registry (the app's games and the ones
// that exist only for tests) checked through its definition alone, never by name.
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { hasText, LANGUAGES } from '../../src/platform/i18n';
import { SEATS_CAP } from '../../src/protocol/protocol';
import { EACH_GAME, loadAllTexts, newState, playOut } from './games';

beforeAll(loadAllTexts);

describe.each(EACH_GAME)('%s under the contract: rules', (_id, game) => {
  const { rules } = game;
  const two = Math.max(2, game.players.min);

  it('fits the protocol, with a colour for each seat, AI levels its AI plays, and valid content', async () => {
    expect(game.players.min).toBeGreaterThanOrEqual(1);
    expect(game.players.max).toBeLessThanOrEqual(SEATS_CAP);
    expect(new Set(game.seats.palette).size).toBeGreaterThanOrEqual(game.players.max);
    expect(rules.content.ok).toBe(true);
    expect((await game.loadAi()).levels).toEqual(game.aiLevels);
  });

  it('has words for every refusal code in every language', () => {
    const missing = LANGUAGES.flatMap((lang) => rules.errorCodes.filter((code) => !hasText(`${game.localeNamespace}:errors.${code}`, lang)).map((code) => `${lang}:${code}`));
    expect(missing).toEqual([]);
  });

  it('brings its own texts, if it does, with the same keys in every language (locales/ files are checked by the locales test)', async () => {
    const texts = await game.loadTexts?.();
    if (!texts) return;
    const keysOf = (tree: object, prefix = ''): string[] =>
      Object.entries(tree).flatMap(([key, value]) => (typeof value === 'object' && value !== null ? keysOf(value as object, `${prefix}${key}.`) : [`${prefix}${key}`])).sort();
    for (const lang of LANGUAGES) expect(keysOf(texts[lang]), lang).toEqual(keysOf(texts.en));
  });

  it('validates options: its first options for every player count pass, others are refused with its codes', () => {
    for (let players = game.players.min; players <= game.players.max; players++) expect(rules.validateOptions(rules.defaultOptions(players, 1)).ok).toBe(true);
    for (const bad of [null, 'x', {}, { ...rules.defaultOptions(two, 1), players: game.players.max + 1 }, { ...rules.defaultOptions(two, 1), seed: -1 }]) {
      const checked = rules.validateOptions(bad);
      expect(checked.ok).toBe(false);
      if (!checked.ok) expect(rules.errorCodes).toContain(checked.error.code);
      expect(rules.create(bad).ok).toBe(false);
    }
  });

  it('refuses hostile moves with its codes and changes nothing', () => {
    const state = newState(rules, two, 5);
    const before = JSON.stringify(rules.toRecord(state));
    for (const input of [null, 42, 'x', [], {}, { type: 'add', player: 9, amount: 1, card: false }, { type: 'turn', player: -1 }]) {
      const played = rules.play(state, input);
      expect(played.ok).toBe(false);
      if (!played.ok) expect(rules.errorCodes).toContain(played.error.code);
    }
    expect(JSON.stringify(rules.toRecord(state))).toBe(before);
  });

  it('is played to the end by its AI seats, ranks the seats, and its record replays to the same game', async () => {
    const { state, events } = await playOut(game, newState(rules, two, 11), 3);
    expect(events).toBeGreaterThan(0);
    const final = rules.view(state, null);
    const ranking = rules.ranking(final);
    expect(ranking?.winners.length).toBeGreaterThan(0);
    expect([...(ranking?.order ?? [])].sort()).toEqual([...Array(two).keys()]);
    expect(rules.scores(final)).toHaveLength(two);
    const replayed = rules.loadRecord(JSON.parse(JSON.stringify(rules.toRecord(state))));
    if (!replayed.ok) throw new Error(replayed.error.detail);
    for (const seat of [null, ...Array(two).keys()]) expect(rules.view(replayed.value, seat)).toEqual(rules.view(state, seat));
    expect(rules.isOver(replayed.value)).toBe(true);
  });

  // What a seat plays when its AI keeps failing (src/table/bot-fallback.ts), from every state a game goes through.
  it('draws a random legal action that the rules accept, for every seat they expect, until the game ends', () => {
    fc.assert(
      fc.property(fc.integer({ min: game.players.min, max: game.players.max }), fc.nat(), fc.nat(), (players, seed, draws) => {
        let state = newState(rules, players, seed);
        let rng = draws;
        for (let turns = 0; !rules.isOver(state); turns++) {
          if (turns > 20_000) throw new Error(`${game.id}: no end after ${turns} random actions`);
          const actors = rules.expectedActors(state);
          const seat = actors[turns % actors.length] as number;
          const drawn = rules.randomAction(state, seat, rng);
          expect(rules.randomAction(state, seat, rng)).toEqual(drawn);
          expect((drawn.action as { player: unknown }).player).toBe(seat);
          const played = rules.play(state, drawn.action);
          if (!played.ok) throw new Error(`${game.id}: a random action was refused (${played.error.code}): ${played.error.detail}`);
          state = played.value.state;
          rng = drawn.rng;
        }
      }),
      { numRuns: 4 },
    );
  });

  it('draws among the legal choices, not always the same one', () => {
    // The game's first decision with a choice in it (a roll, say, has none).
    let state = newState(rules, two, 9);
    const choosing = (): number => rules.expectedActors(state)[0] as number;
    for (let turns = 0; rules.legalMoves(rules.view(state, choosing()), choosing()).length < 2; turns++) {
      if (turns > 100) throw new Error(`${game.id}: no choice in ${turns} actions`);
      const played = rules.play(state, rules.randomAction(state, choosing(), turns).action);
      if (!played.ok) throw new Error(played.error.detail);
      state = played.value.state;
    }
    const seat = choosing();
    const drawn = new Set(Array.from({ length: 20 }, (_, rng) => JSON.stringify(rules.randomAction(state, seat, rng * 7919 + 1).action)));
    expect(drawn.size).toBeGreaterThan(1);
  });

  it('refuses corrupt and unknown records with its codes', async () => {
    const { state } = await playOut(game, newState(rules, two, 12), 4);
    const record = JSON.parse(JSON.stringify(rules.toRecord(state))) as Record<string, unknown>;
    const actions = record.actions as unknown[];
    const corrupt: [unknown, string][] = [
      [null, 'badRecord'],
      ['{not json', 'badRecord'],
      [{ ...record, format: 'other' }, 'badRecord'],
      [{ ...record, game: 'chess' }, 'badRecord'],
      [{ ...record, version: 999 }, 'unknownRecord'],
      [{ ...record, engine: -1 }, 'unknownRecord'],
      [{ ...record, actions: 'none' }, 'badRecord'],
      [{ ...record, actions: [...actions, actions[0]] }, 'badRecord'],
      [{ ...record, actions: [{ type: 'bogus' }, ...actions.slice(1)] }, 'badRecord'],
    ];
    for (const [input, code] of corrupt) {
      const loaded = rules.loadRecord(input);
      expect(loaded.ok ? 'loaded' : loaded.error.code, JSON.stringify(input)?.slice(0, 80)).toBe(code);
    }
  });
});
