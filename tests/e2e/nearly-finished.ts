// A game of Explorers one action before its end, played by its weakest AI, as the menu's Continue
// finds it saved: browser tests finish a whole game with one click this way. Seat 0 is a person,
// any other seat the AI.
import type { LoadedGame } from '../../src/games/contract';
import { loadGame } from '../../src/games/registry';
import type { Session } from './browser';
import { playByClicks, seededRandom, type Driver, type ScoringView } from './driver';

const NAMES = ['Ann', 'Ben', 'Cleo', 'Dan'];

/** The saved game's text (under `explorers.savedGame`) for a game of these options (default: the setup's for `players`, game 4242). */
export async function nearlyFinished(options?: unknown, players = 1): Promise<string> {
  const game = (await loadGame('explorers')) as LoadedGame;
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
    // Seat 0 acts last in a step, so that the action left is the person's.
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

/** Puts `save` where the menu finds it, continues it and plays its last action by clicks: the scoring screen's view. */
export async function finishSaved(session: Session, driver: Driver, save: string): Promise<ScoringView> {
  await session.page.evaluate((text) => localStorage.setItem('explorers.savedGame', text), save);
  await session.reload();
  await driver.waitInPage('Continue', (v) => v.scene === 'Menu' && (v.view as { save: string }).save === 'ready', null);
  await driver.clickButton({ key: 'menu.continue' });
  if ((await playByClicks(driver, { choose: seededRandom(3) })) !== null) throw new Error('The saved game did not end on the scoring screen.');
  return driver.waitFor('the scores', (v) => v.scene === 'Scoring' && (v.view as ScoringView).finished && (v.view as ScoringView));
}
