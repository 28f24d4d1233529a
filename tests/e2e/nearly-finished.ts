// Games moved on to their last actions by the weakest AI in every seat, saved as the menu's
// Continue finds them: browser tests finish a whole game with a few clicks this way, and a long
// scenario plays its first turns by clicks, then jumps to the end of the same game.
import type { LoadedGame } from '../../src/games/contract';
import { loadGame } from '../../src/games/registry';
import type { Session } from './browser';
import { playByClicks, seededRandom, type Driver, type ScoringView } from './driver';

async function loaded(id: string): Promise<LoadedGame> {
  const game = await loadGame(id);
  if (!game) throw new Error(`No game ${id}`);
  return game;
}

/**
 * Every state from `state` to the game's end (or to the first state `until` accepts), each seat's
 * actions the weakest AI's (the first expected seat first).
 */
async function playedOut(game: LoadedGame, state: unknown, until: (state: unknown) => boolean = () => false): Promise<unknown[]> {
  const ai = await game.loadAi();
  const states = [state];
  let rng = 9;
  for (let now = state; !game.rules.isOver(now) && !until(now); ) {
    const seat = game.rules.expectedActors(now)[0] as number;
    const decision = ai.decide(game.rules.view(now, seat), ai.levels[0] as string, rng);
    rng = decision.rng;
    const played = game.rules.play(now, decision.action);
    if (!played.ok) throw new Error(played.error.detail);
    now = played.value.state;
    states.push(now);
  }
  return states;
}

const NAMES = ['Ann', 'Ben', 'Cleo', 'Dan'];

/**
 * The saved game's text (under `explorers.savedGame`) for a game of these options (default: the
 * setup's for `players`, game 4242), one action before its end. Seat 0 is a person, any other seat
 * the AI; seat 0 acts last in each step, so that the action left is the person's.
 */
export async function nearlyFinished(options?: unknown, players = 1): Promise<string> {
  const game = await loaded('explorers');
  const ai = await game.loadAi();
  const level = ai.levels[0] as string;
  const valid = game.rules.validateOptions(options ?? game.rules.defaultOptions(players, 4242));
  if (!valid.ok) throw new Error(valid.error.detail);
  const created = game.rules.create(valid.value);
  if (!created.ok) throw new Error(created.error.detail);
  let state: unknown = created.value;
  let rng = 9;
  const seats = NAMES.slice(0, players).map((name, i) => ({ ...(i === 0 ? { kind: 'human' } : { kind: 'ai', level }), name, color: game.seats.palette[i] }));
  for (;;) {
    for (const seat of [...game.rules.expectedActors(state)].sort((a, b) => b - a)) {
      const decision = ai.decide(game.rules.view(state, seat), level, rng);
      rng = decision.rng;
      const played = game.rules.play(state, decision.action);
      if (!played.ok) throw new Error(played.error.detail);
      if (game.rules.isOver(played.value.state)) return JSON.stringify({ record: game.rules.toRecord(state), seats });
      state = played.value.state;
    }
  }
}

/**
 * A saved game's text (its record and seats) with the same game played on until `left` actions
 * before its end, or before the first state `until` accepts (such as a new round); as it is if it
 * is that close already.
 */
export async function nearEnd(gameId: string, save: string, left: number, until?: (state: unknown) => boolean): Promise<string> {
  const game = await loaded(gameId);
  const { record, seats } = JSON.parse(save) as { record: unknown; seats: unknown };
  const state = game.rules.loadRecord(record);
  if (!state.ok) throw new Error(state.error.detail);
  const states = await playedOut(game, state.value, until);
  return JSON.stringify({ record: game.rules.toRecord(states[Math.max(0, states.length - 1 - left)]), seats });
}

/** Puts `save` under `key` where the menu finds it and continues it from there (the page's own game stopped first, if one was running: see savedAfterReload). */
export async function continueSaved(session: Session, driver: Driver, key: string, save: string): Promise<void> {
  await session.page.evaluate(([k, text]) => localStorage.setItem(k, text), [key, save] as const);
  await session.reload();
  await driver.waitInPage('Continue', (v) => v.scene === 'Menu' && (v.view as { save: string }).save === 'ready', null);
  await driver.clickButton({ key: 'menu.continue' });
}

/** The saved game under `key`, read after a reload: the game running stops, and no move of its AI seats overwrites what is put there next. */
export async function savedAfterReload(session: Session, key: string): Promise<string> {
  await session.reload();
  const save = await session.page.evaluate((k) => localStorage.getItem(k), key);
  if (save === null) throw new Error(`Nothing saved under ${key}`);
  return save;
}

/** Continues `save` from the menu and plays its last action by clicks: the scoring screen's view. */
export async function finishSaved(session: Session, driver: Driver, save: string): Promise<ScoringView> {
  await continueSaved(session, driver, 'explorers.savedGame', save);
  if ((await playByClicks(driver, { choose: seededRandom(3) })) !== null) throw new Error('The saved game did not end on the scoring screen.');
  return driver.waitFor('the scores', (v) => v.scene === 'Scoring' && (v.view as ScoringView).finished && (v.view as ScoringView));
}

/** A solo game finished by clicks from its last action (`onScoring` run on its scoring screen, which ends on the menu), the page reloaded, and the History screen opened on it: where replays start. */
export async function historyWithFinishedGame(session: Session, driver: Driver, onScoring?: () => Promise<void>): Promise<void> {
  await driver.scene('Menu');
  await finishSaved(session, driver, await nearlyFinished());
  await onScoring?.();
  await session.reload();
  await driver.scene('Menu');
  await driver.clickButton({ key: 'menu.history' });
}
