// Scenario: the game draws a frame only when something on screen changed (see
// src/shell/render-on-demand.ts). With motion reduced a settled menu is not drawn again, a hover
// is; with full motion the scenery keeps it drawing. At every stop of a game (menu, setup, play
// after some moves, an opponent's turn, scores) the picture on screen is the one a full drawing
// gives: nothing changed unseen.
import { expect, inject, test } from 'vitest';
import { openPage, type Session } from './browser';
import { Driver, newGameWith, playByClicks, seededRandom, type View } from './driver';

/** Waits until `steps` game steps in a row have drawn nothing; returns the view then. */
function still(driver: Driver, what: string, steps = 30): Promise<View> {
  return driver.waitInPage(
    `${what} to stand still`,
    (v, n) => {
      // Kept on the page between frames: the drawn count and the step it was first seen at.
      const page = globalThis as { __still?: { drawn: number; since: number } };
      if (page.__still?.drawn !== v.drawing.drawn) page.__still = { drawn: v.drawing.drawn, since: v.drawing.steps };
      return v.drawing.steps - page.__still.since >= n && v;
    },
    steps,
    30_000,
  );
}

/** The page as shown, then after a forced full drawing: they must be the same picture. */
async function drawnAsShown(driver: Driver, session: Session, what: string): Promise<void> {
  const view = await still(driver, what);
  const shown = await session.page.screenshot();
  await session.page.evaluate(() => (globalThis as unknown as { __explorers: { redraw(): void } }).__explorers.redraw());
  await driver.waitInPage(`${what} drawn again`, (v, drawn) => v.drawing.drawn > drawn && v, view.drawing.drawn);
  const full = await session.page.screenshot();
  expect(shown.equals(full), `${what}: the screen is not what a full drawing shows`).toBe(true);
}

test('a still screen is not drawn again; a hover is, and full motion keeps the scenery moving', async () => {
  const session = await openPage(inject('baseUrl'), 'render-on-demand', { locale: 'en-GB' });
  try {
    const driver = new Driver(session);
    await session.page.emulateMedia({ reducedMotion: 'reduce' });
    await session.reload();
    await driver.scene('Menu');
    const settled = await still(driver, 'the menu with reduced motion');
    expect(settled.drawing.drawn).toBeLessThan(settled.drawing.steps);

    // A hover lights the button under the pointer: drawn at once, then still again.
    const start = settled.buttons.find((b) => b.key === 'menu.newGame');
    expect(start).toBeDefined();
    await session.page.mouse.move(start?.x ?? 0, start?.y ?? 0);
    await driver.waitInPage('the hover drawn', (v, drawn) => v.drawing.drawn > drawn && v, settled.drawing.drawn);
    await still(driver, 'the hovered menu');

    // Full motion: the islands bob and the clouds drift, so steps keep drawing.
    await session.page.emulateMedia({ reducedMotion: 'no-preference' });
    await session.reload();
    const moving = await driver.scene('Menu');
    const later = await driver.waitInPage('30 more steps', (v, steps) => v.drawing.steps >= steps && v, moving.drawing.steps + 30);
    expect(later.drawing.drawn - moving.drawing.drawn).toBeGreaterThan(later.drawing.slow ? 0 : 20);
    expect(session.problems).toEqual([]);
  } finally {
    await session.close();
  }
});

test('at every stop of a game the screen is what a full drawing shows', async () => {
  const session = await openPage(inject('baseUrl'), 'render-on-demand-stops', { locale: 'en-GB', viewport: 'phone' });
  try {
    const driver = new Driver(session);
    await session.page.emulateMedia({ reducedMotion: 'reduce' });
    await session.reload();
    await driver.scene('Menu');
    await drawnAsShown(driver, session, 'the menu');
    await newGameWith(driver, 2);
    await drawnAsShown(driver, session, 'the setup');
    await driver.clickButton({ key: 'setup.start' });
    await driver.play();
    await drawnAsShown(driver, session, 'the first turn');
    let inputs = 0;
    await playByClicks(driver, { choose: seededRandom(7), stop: () => inputs++ >= 6 });
    await drawnAsShown(driver, session, 'the table after a turn');
    expect(session.problems).toEqual([]);
  } finally {
    await session.close();
  }
});
