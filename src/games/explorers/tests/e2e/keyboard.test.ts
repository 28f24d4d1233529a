// Scenario 6: from the menu to a finished turn with the keyboard alone. Tab moves the focus ring
// (text fields take their turn in it) and Enter activates the focused button; in the game, 1–4
// pick a terrain or a card option, the arrow keys move the map cursor over the legal cells, Enter
// places an X there, C confirms.
import { expect, inject, test } from 'vitest';
import { openPage } from '../../../../../tests/e2e/browser';
import { Driver, readyToPlay, tabTo, type PlayView, type SetupView, type View } from '../../../../../tests/e2e/driver';

/**
 * Presses a key and returns the play screen once the game has handled it: Phaser queues key
 * events and handles them in its next step, so two steps later the key has had its effect.
 */
async function afterKey(driver: Driver, key: string): Promise<PlayView> {
  const frame = (await driver.view())?.frame ?? 0;
  await driver.press(key);
  const view = await driver.waitInPage(
    `the game to take the key ${key}`,
    (v, f) => {
      if (v.scene !== 'Play' || !v.view || v.frame < f + 2) return false;
      const s = (v.view as PlayView).summary;
      return !s.busy && s.prompt !== 'wait' && v;
    },
    frame,
  );
  return view.view as PlayView;
}

/** The number key for the first card option this player may take. */
function optionKey(play: PlayView): string {
  const option = play.cardOptions.find((o) => o.clickable);
  if (!option) throw new Error(`No card option to take: ${JSON.stringify(play.summary)}`);
  return String(option.option + 1);
}

/** Places every X of the current draft: an arrow moves the cursor, Enter places. */
async function placeAll(driver: Driver, play: PlayView, arrows: readonly string[]): Promise<PlayView> {
  let current = play;
  let turn = 0;
  while (current.summary.prompt === 'place') {
    current = await afterKey(driver, arrows[turn++ % arrows.length] as string);
    const cursor = current.summary.cursor;
    expect(cursor !== null && current.summary.legalCells.includes(cursor)).toBe(true);
    // Steering the cursor took the focus ring off any button.
    expect((await driver.view())?.buttons.some((b) => b.focused)).toBe(false);
    const placed = current.summary.draft?.cells.length ?? 0;
    current = await afterKey(driver, 'Enter');
    expect(current.summary.draft?.cells.length ?? 0).toBe(placed + 1);
    expect(current.summary.draft?.cells[placed]).toBe(cursor);
  }
  return current;
}

test('a turn played with the keyboard alone', async () => {
  // Seed 3 deals a map where the start village is not tied and the first turn's terrain can be
  // reached (seed 1's leaves it out of reach, seed 2's ties two villages).
  const session = await openPage(inject('baseUrl'), 'keyboard', { randomSeed: 3 });
  try {
    const driver = new Driver(session);
    await driver.scene('Menu');
    // Menu: the focus ring appears with the first Tab, on New game.
    await tabTo(driver, 'menu.newGame');
    await session.shot('menu-focus');
    await driver.press('Enter');
    // Setup: two players (a person and the computer) by default. Tab reaches the first name's
    // field: typing names the seat, and Tab goes on from it to the buttons and Start.
    await driver.scene('Setup');
    for (let presses = 0; !(await session.page.evaluate(() => document.activeElement instanceof HTMLInputElement)); presses++) {
      if (presses > 40) throw new Error('Tab never reached a name field');
      await driver.press('Tab');
    }
    await session.page.keyboard.type('Ada');
    await driver.waitFor('the typed name', (v) => (v.view as SetupView).seats[0]?.name === 'Ada');
    await session.shot('setup-name-focus');
    await tabTo(driver, 'setup.start');
    expect(await session.page.evaluate(() => document.activeElement instanceof HTMLInputElement)).toBe(false);
    await session.shot('setup-focus');
    await driver.press('Enter');

    // The setup: 1 chooses the first terrain, then arrows and Enter place the three Xs.
    let play = await readyToPlay(driver);
    if (!play) throw new Error('No game');
    expect(play.summary.prompt).toBe('terrain');
    play = await afterKey(driver, '1');
    expect(play.summary.prompt).toBe('place');
    // Tab puts the focus on a button; the arrows take it back to the map, so Enter places an X
    // instead of pressing that button.
    await driver.press('Tab');
    const focused = await driver.waitInPage('a focused button', (v: View) => v.buttons.some((b) => b.focused), null);
    expect(focused).toBe(true);
    play = await placeAll(driver, play, ['ArrowRight', 'ArrowDown', 'ArrowLeft', 'ArrowUp']);
    expect(play.summary.prompt).toBe('confirm');
    await afterKey(driver, 'c');

    // Turn 1: whoever is active, this player picks an option with 1 or 2 (when the computer
    // chooses the card's option first, the game waits for it).
    const turn = await readyToPlay(driver);
    if (!turn) throw new Error('The game ended');
    play = turn;
    expect(play.summary.turnNumber).toBe(1);
    expect(['option', 'pick', 'place']).toContain(play.summary.prompt);
    if (play.summary.prompt === 'option') play = await afterKey(driver, optionKey(play));
    if (play.summary.prompt === 'pick') play = await afterKey(driver, optionKey(play));
    play = await placeAll(driver, play, ['ArrowLeft', 'ArrowUp', 'ArrowRight', 'ArrowDown']);
    expect(play.summary.prompt).toBe('confirm');
    // Confirm through the focus ring this time: Tab to the Confirm button, Enter.
    await tabTo(driver, 'play.buttons.confirm');
    await session.shot('turn-1-confirm-focus');
    await driver.press('Enter');
    const next = await driver.waitInPage('turn 2', (v) => v.scene === 'Play' && (v.view as PlayView).summary.turnNumber === 2 && v, null);
    expect((next.view as PlayView).summary.marked[0]?.length).toBeGreaterThan(4);

    expect(session.problems).toEqual([]);
  } finally {
    await session.close();
  }
});
