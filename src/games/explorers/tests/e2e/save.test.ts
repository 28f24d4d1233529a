// Scenario 5: a reload in the middle of a game, then Continue, brings back the same game; a
// corrupt save gets a clear message instead of a broken screen, and a new game still works.
import { expect, inject, test } from 'vitest';
import en from '../../../../../locales/en/common.json';
import { loadRecord } from '../../rules/index';
import { openPage } from '../../../../../tests/e2e/browser';
import { Driver, playByClicks, playInputs, readyToPlay, seededRandom, setupView, type PlaySummary } from '../../../../../tests/e2e/driver';

const SAVE_KEY = 'explorers.savedGame';

/** The state a save must bring back (not what only exists on screen: a cursor, an animation). */
function gameState(s: PlaySummary): unknown {
  return {
    phase: s.phase,
    round: s.round,
    turn: s.turn,
    turnNumber: s.turnNumber,
    actions: s.actions,
    card: s.card,
    expected: s.expected,
    prompt: s.prompt,
    picks: s.picks,
    marked: s.marked,
    scores: s.scores,
    seats: s.seats,
  };
}

async function menuSave(driver: Driver): Promise<string> {
  return driver.waitInPage('the menu', (v) => v.scene === 'Menu' && !v.fading && (v.view as { save: string }).save !== 'loading' && (v.view as { save: string }).save, null);
}

test('a reload mid-game and Continue bring back the same game', async () => {
  const session = await openPage(inject('baseUrl'), 'save-reload');
  try {
    const driver = new Driver(session);
    expect(await menuSave(driver)).toBe('none');
    await driver.clickButton({ key: 'menu.newGame' });
    await setupView(driver);
    await driver.clickButton({ key: 'common.verbatim', text: '1' });
    await driver.clickButton({ key: 'setup.start' });

    // Into the third turn, where the card is up and nothing is placed yet.
    const choose = seededRandom(5);
    const at = await playByClicks(driver, { choose, stop: (play) => play.summary.turnNumber === 3 && play.summary.prompt === 'pick' });
    if (!at) throw new Error('The game ended early.');
    const saved = await session.page.evaluate((key) => localStorage.getItem(key), SAVE_KEY);
    expect(saved).not.toBeNull();
    // Half a turn more: a pick and one X, which a reload forgets (saves are made between steps).
    const mid = await playInputs(driver, choose, 2);
    expect(mid?.summary.draft?.cells.length).toBe(1);
    await session.shot('before-reload');

    await session.reload();
    expect(await menuSave(driver)).toBe('ready');
    await session.shot('menu-with-continue');
    await driver.clickButton({ key: 'menu.continue' });
    const back = await readyToPlay(driver);
    if (!back) throw new Error('Continue did not open the game.');
    await session.shot('continued');
    expect(gameState(back.summary)).toEqual(gameState(at.summary));
    expect(back.summary.draft).toBeNull();
    expect(await session.page.evaluate((key) => localStorage.getItem(key), SAVE_KEY)).toBe(saved);
    // And the game goes on from there.
    const next = await playInputs(driver, choose, 2);
    expect(next?.summary.draft?.cells.length).toBe(1);

    expect(session.problems).toEqual([]);
  } finally {
    await session.close();
  }
});

test('a corrupt save shows a clear message, and a new game still works', async () => {
  const session = await openPage(inject('baseUrl'), 'save-corrupt');
  try {
    const driver = new Driver(session);
    await menuSave(driver);
    // A save cut off in the middle, as a full disk or a killed tab can leave it.
    await session.page.evaluate((key) => localStorage.setItem(key, '{"record":{"format":"explorers-record","version":1,"actions":[{"type":'), SAVE_KEY);
    await session.reload();
    expect(await menuSave(driver)).toBe('broken:unreadable');

    await driver.clickButton({ key: 'menu.continue' });
    const dialog = await driver.waitInPage('the message about the save', (v) => v.texts.some((t) => t.key === 'save.brokenMessage') && v, null);
    await session.shot('broken-save');
    const title = dialog.texts.find((t) => t.key === 'save.brokenTitle');
    const message = dialog.texts.find((t) => t.key === 'save.brokenMessage');
    expect(title?.text).toBe(en.save.brokenTitle);
    // The message says why, in words: the reason's own translation, not its code.
    expect(message?.text).toBe(en.save.brokenMessage.replace('{{reason}}', en.save.errors.unreadable));
    expect(dialog.buttons.map((b) => b.key)).toEqual(expect.arrayContaining(['save.discard', 'save.keep']));

    await driver.clickButton({ key: 'save.discard' });
    await driver.waitInPage('the menu without Continue', (v) => v.scene === 'Menu' && !v.buttons.some((b) => b.key === 'menu.continue') && (v.view as { save: string }).save === 'none', null);
    expect(await session.page.evaluate((key) => localStorage.getItem(key), SAVE_KEY)).toBeNull();

    await driver.clickButton({ key: 'menu.newGame' });
    await setupView(driver);
    await driver.clickButton({ key: 'common.verbatim', text: '1' });
    await driver.clickButton({ key: 'setup.start' });
    const play = await playByClicks(driver, { choose: seededRandom(9), stop: (p) => p.summary.turnNumber === 1 && p.summary.prompt === 'pick' });
    expect(play?.summary.marked[0]?.length).toBe(4); // the start village and the three setup Xs
    await session.shot('new-game');
    // The new game's save is a good one.
    const saved = await session.page.evaluate((key) => localStorage.getItem(key), SAVE_KEY);
    const record = loadRecord((JSON.parse(saved ?? 'null') as { record: unknown }).record);
    expect(record.ok).toBe(true);

    expect(session.problems).toEqual([]);
  } finally {
    await session.close();
  }
});
