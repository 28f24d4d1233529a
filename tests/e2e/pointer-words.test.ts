// Texts that name the gesture say "click" on a device without a touch screen and "tap" on one
// with it: both setups' notes against the computer, and Tucana's prompt to draw.
import { expect, inject, test } from 'vitest';
import { openPage, type ViewportName } from './browser';
import { Driver, newGameWith, type View } from './driver';
import { openTucanaSetup, pickTucanaPlayers, tucanaReady } from '../../src/games/tucana/tests/e2e/driver';

const CASES: readonly { readonly viewport: ViewportName; readonly explorers: string; readonly tucana: string; readonly draw: string }[] = [
  {
    viewport: 'desktop',
    explorers: 'Click a colour to change it, click a name to edit it.',
    tucana: 'Click a name to change it, a player to switch between a person and the computer.',
    draw: 'Join two neighbouring hexes, Mountain and Water: click one, then the other.',
  },
  {
    viewport: 'phone',
    explorers: 'Tap a colour to change it, tap a name to edit it.',
    tucana: 'Tap a name to change it, a player to switch between a person and the computer.',
    draw: 'Join two neighbouring hexes, Mountain and Water: tap one, then the other.',
  },
];

const textOf = (view: View, key: string): string | undefined => view.texts.find((t) => t.key === key)?.text;

test('the setups and Tucana’s prompt say click on a desktop without a touch screen, tap on a phone', async () => {
  for (const { viewport, explorers, tucana, draw } of CASES) {
    const session = await openPage(inject('baseUrl'), `pointer-words-${viewport}`, { viewport });
    try {
      const driver = new Driver(session);
      await newGameWith(driver, 2);
      const setup = await driver.waitFor('the note against the computer', (v) => v.scene === 'Setup' && textOf(v, 'setup.players.versus') !== undefined && v);
      expect(textOf(setup, 'setup.players.versus')).toBe(explorers);
      await session.shot('explorers-setup');

      await session.reload();
      await openTucanaSetup(driver);
      await pickTucanaPlayers(driver, 2);
      const tucanaSetup = await driver.waitFor('the note against the computer', (v) => v.scene === 'TucanaSetup' && textOf(v, 'tucana:setup.notes.versus') !== undefined && v);
      expect(textOf(tucanaSetup, 'tucana:setup.notes.versus')).toBe(tucana);
      await session.shot('tucana-setup');

      await pickTucanaPlayers(driver, 1);
      await driver.clickButton({ key: 'tucana:setup.start' });
      await tucanaReady(driver);
      // The page's numbers are seeded: the first cards are mountain and water.
      const play = await driver.waitFor('the prompt to draw', (v) => v.scene === 'TucanaPlay' && textOf(v, 'tucana:play.prompt.draw') !== undefined && v);
      expect(textOf(play, 'tucana:play.prompt.draw')).toBe(draw);
      await session.shot('tucana-draw');
      expect(session.textFit).toEqual([]);
      expect(session.problems).toEqual([]);
    } finally {
      await session.close();
    }
  }
});
