// Scenario: the game draws a frame only when something on screen changed (see
// src/shell/render-on-demand.ts). With motion reduced a settled menu is not drawn again, a hover
// is; with full motion the scenery keeps it drawing. At every stop of a game (menu, setup, play
// after some moves, an opponent's turn, scores) the picture on screen is the one a full drawing
// gives: nothing changed unseen, and nothing was left behind by a repaint of a part of the canvas.
import { expect, inject, test } from 'vitest';
import { openPage, type Session } from './browser';
import { Driver, newGameWith, playByClicks, seededRandom, type View } from './driver';
import { openTucanaSetup, pickTucanaPlayers, tucanaInput, tucanaProgress, tucanaReady } from '../../src/games/tucana/tests/e2e/driver';

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

interface Difference {
  readonly differing: number;
  readonly patches: number;
}
type Bridge = { againstFullDrawing(): Difference | null; afterNextDrawing(): Promise<Difference | null> };

/**
 * The canvas is what a full drawing of the same moment gives. A repaint of a part of the canvas
 * antialiases the shapes its border cuts a little differently (lines one pixel wide, see
 * src/shell/scenes/drawing-check.ts); anything left behind or not repainted makes patches.
 */
function expectFullDrawing(difference: Difference | null, what: string): void {
  expect(difference, 'the browser tests run the Canvas renderer').not.toBeNull();
  expect(difference?.patches, `${what}: the screen is not what a full drawing shows (${difference?.differing} pixels differ)`).toBe(0);
  expect(difference?.differing, `${what}: more than a few edge pixels differ from a full drawing`).toBeLessThan(1000);
}

/** The next `count` drawings, each against a full drawing of the same moment. */
async function nextDrawings(session: Session, count: number, what: string): Promise<void> {
  for (let i = 0; i < count; i++) {
    expectFullDrawing(await session.page.evaluate(() => (globalThis as unknown as { __explorers: Bridge }).__explorers.afterNextDrawing()), `${what}, drawing ${i}`);
  }
}

/** Once the screen stands still: what it shows is what a full drawing gives. */
async function drawnAsShown(driver: Driver, session: Session, what: string): Promise<void> {
  await still(driver, what);
  expectFullDrawing(await session.page.evaluate(() => (globalThis as unknown as { __explorers: Bridge }).__explorers.againstFullDrawing()), what);
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

test("four players: the mini-maps, painted an X at a time, show what a full drawing shows", async () => {
  const session = await openPage(inject('baseUrl'), 'render-on-demand-mini-maps', { locale: 'en-GB' });
  try {
    const driver = new Driver(session);
    await session.page.emulateMedia({ reducedMotion: 'reduce' });
    await session.reload();
    await newGameWith(driver, 4);
    await driver.clickButton({ key: 'setup.start' });
    await driver.play();
    // The other seats' Xs reach their mini-maps when a turn closes, most of them beside no other
    // change of their mini-map (the active player's edge moves on to one of them only).
    let inputs = 0;
    const before = async (): Promise<void> => drawnAsShown(driver, session, `after ${inputs} inputs`);
    await playByClicks(driver, { choose: seededRandom(5), stop: () => inputs++ >= 12, before });
    expect(session.problems).toEqual([]);
  } finally {
    await session.close();
  }
});

test('in full motion, with Xs flying, each drawing of the changed parts equals a full drawing', async () => {
  const session = await openPage(inject('baseUrl'), 'render-on-demand-motion', { locale: 'en-GB' });
  try {
    const driver = new Driver(session);
    await session.page.emulateMedia({ reducedMotion: 'no-preference' });
    await session.reload();
    await newGameWith(driver, 2);
    await driver.clickButton({ key: 'setup.start' });
    await driver.play();
    const choose = seededRandom(11);
    let inputs = 0;
    // Between inputs, while the Xs fly, the clouds drift and the islands bob: ten drawings each.
    await playByClicks(driver, {
      choose,
      stop: () => inputs++ >= 4,
      before: () => nextDrawings(session, 10, `after ${inputs} inputs`),
    });
    expect(session.problems).toEqual([]);
  } finally {
    await session.close();
  }
});

test('Trails of Tucana in full motion: each drawing of the changed parts equals a full drawing', async () => {
  const session = await openPage(inject('baseUrl'), 'render-on-demand-tucana', { locale: 'en-GB', viewport: 'phone' });
  try {
    const driver = new Driver(session);
    await session.page.emulateMedia({ reducedMotion: 'no-preference' });
    await session.reload();
    await openTucanaSetup(driver);
    await pickTucanaPlayers(driver, 1);
    await driver.clickButton({ key: 'tucana:setup.start' });
    const player = { choose: seededRandom(3) };
    let play = await tucanaReady(driver);
    // Segments drawn, legal hexes breathing: ten drawings before each input.
    for (let input = 0; input < 5 && play; input++) {
      await nextDrawings(session, 10, `Tucana after ${input} inputs`);
      const before = tucanaProgress(play);
      await tucanaInput(driver, play, player);
      play = await tucanaReady(driver, before);
    }
    expect(session.problems).toEqual([]);
  } finally {
    await session.close();
  }
});
