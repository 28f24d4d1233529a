// What every contract test starts from: the test registry's games with their rules loaded, their
// texts as the page has them once their screens loaded, and a whole game played by AI seats.
import { expect } from 'vitest';
import type { AnyRules, LoadedGame } from '../../src/games/contract';
import { addTexts, initI18n, LANGUAGES, type LanguageTexts } from '../../src/platform/i18n';
import { memoryStorage } from '../../src/platform/storage';
import { namespaces } from '../locale-files';
import { TEST_GAMES } from '../games/registry';

export const LOADED = (await Promise.all(TEST_GAMES.games.map((game) => TEST_GAMES.loadGame(game.id)))) as LoadedGame[];

/** `describe.each` rows: each game by its id. */
export const EACH_GAME = LOADED.map((game) => [game.id, game] as const);

/** Every game's texts: its own (`loadTexts`), or its locale files with the parts its screens bring (locales/<language>/<namespace>.<part>.json). */
export async function loadAllTexts(): Promise<void> {
  initI18n({ storage: memoryStorage() });
  for (const game of LOADED)
    addTexts(game.localeNamespace, game.loadTexts ? await game.loadTexts() : (Object.fromEntries(LANGUAGES.map((lang) => [lang, namespaces(lang)[game.localeNamespace] ?? {}])) as LanguageTexts));
}

/** A new game's state with the game's first options for `players` seats, or the test fails. */
export function newState(rules: AnyRules, players: number, seed: number): unknown {
  const options = rules.validateOptions(rules.defaultOptions(players, seed));
  if (!options.ok) throw new Error(options.error.detail);
  const created = rules.create(options.value);
  if (!created.ok) throw new Error(created.error.detail);
  return created.value;
}

/** Plays `state` to the end with one AI per seat (the seat's index picks its level); every decision is checked legal and accepted. */
export async function playOut(game: LoadedGame, state: unknown, seed: number): Promise<{ readonly state: unknown; readonly events: number }> {
  const ai = await game.loadAi();
  let rng = seed;
  let events = 0;
  for (let turns = 0; !game.rules.isOver(state); turns++) {
    if (turns > 100_000) throw new Error(`${game.id}: no end after ${turns} decisions`);
    const actors = game.rules.expectedActors(state);
    expect(actors.length).toBeGreaterThan(0);
    const seat = actors[0] as number;
    const view = game.rules.view(state, seat);
    expect(game.rules.legalMoves(view, seat).length).toBeGreaterThan(0);
    const decision = ai.decide(view, ai.levels[seat % ai.levels.length] as string, rng);
    rng = decision.rng;
    const played = game.rules.play(state, decision.action);
    if (!played.ok) throw new Error(`${game.id}: the AI's move was refused: ${played.error.detail}`);
    events += game.rules.eventsFor(played.value.events, null).length;
    state = played.value.state;
  }
  expect(game.rules.expectedActors(state)).toEqual([]);
  return { state, events };
}
