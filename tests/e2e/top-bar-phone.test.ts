// Scenario: the top bar on a phone (390×844) with Large text, in Italian, whose "Attivo:" and
// "Ancora 6 carte" leave the least room for the active player's name. The name is never cut: it
// gives up "Attivo:", then wraps ("Giocatore / 1") or shrinks; the text-fit check of every
// screenshot sees the default name under its own key, so a cut would count (only a typed name may
// give up its end).
import { expect, inject, test } from 'vitest';
import { openPage } from './browser';
import { Driver, playByClicks, seededRandom } from './driver';

test('on a phone with large text, the Italian top bar keeps the active player’s whole name', async () => {
  const session = await openPage(inject('baseUrl'), 'top-bar-phone', { viewport: 'phone', query: '&lng=it' });
  try {
    const driver = new Driver(session);
    await driver.scene('Menu');
    await session.page.evaluate(() => localStorage.setItem('explorers.textSize', 'large'));
    await session.goto(`${inject('baseUrl')}?test=1&lng=it`);
    await driver.scene('Menu');
    await driver.clickButton({ key: 'menu.newGame' });
    await driver.clickButton({ key: 'setup.start' });
    // The first turn: the person at seat 1 ("Giocatore 1", a default name) is active.
    await playByClicks(driver, { choose: seededRandom(4), stop: (play) => play.summary.turnNumber >= 1 && play.summary.prompt !== 'wait' });
    await session.shot('play');
    const view = await driver.scene('Play');
    const name = view.texts.find((t) => t.box.bottom < 60 && /Giocator/.test(t.text));
    expect(name?.text.replace(/\s+/g, ' ')).toMatch(/Giocatore 1$/);
    expect(session.textFit).toEqual([]);
    expect(session.problems).toEqual([]);
  } finally {
    await session.close();
  }
});
