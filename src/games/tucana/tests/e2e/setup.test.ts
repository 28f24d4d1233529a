// Trails of Tucana's setup at both design sizes: the player counts 1–8 and every other button of
// the players' tab, with eight seats shown, stand apart (no two faces touch) and on the screen.
import { expect, inject, test } from 'vitest';
import { openPage, VIEWPORTS, type ViewportName } from '../../../../../tests/e2e/browser';
import { Driver, type ButtonInfo, type PageRect } from '../../../../../tests/e2e/driver';
import { openTucanaSetup, pickTucanaPlayers } from './driver';

/** Two faces touch when they overlap or share an edge: at least a pixel must lie between them. */
const touching = (a: PageRect, b: PageRect): boolean => a.left <= b.right && b.left <= a.right && a.top <= b.bottom && b.top <= a.bottom;

const describeButton = (b: ButtonInfo): string => `${b.key ?? b.icon}${b.text ? ` "${b.text}"` : ''} at ${b.box.left},${b.box.top}–${b.box.right},${b.box.bottom}`;

test("on Tucana's setup, at 390×844 and 1280×800, the player counts and the seats' buttons never touch", async () => {
  const session = await openPage(inject('baseUrl'), 'tucana-setup', { viewport: 'phone' });
  try {
    const driver = new Driver(session);
    await openTucanaSetup(driver);
    await pickTucanaPlayers(driver, 8);
    for (const viewport of ['desktop', 'phone'] as const satisfies readonly ViewportName[]) {
      const { width, height } = VIEWPORTS[viewport];
      await session.page.setViewportSize({ width, height });
      const view = await driver.waitFor(`the eight seats at ${width}×${height}`, (v) => v.scene === 'TucanaSetup' && !v.fading && v.canvas.width === width && v.canvas.height === height && v);
      const counts = view.buttons.filter((b) => b.key === 'common.verbatim');
      expect(counts.map((b) => b.text)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
      const touches = view.buttons.flatMap((a, i) => view.buttons.slice(i + 1).filter((b) => touching(a.box, b.box)).map((b) => `${describeButton(a)} touches ${describeButton(b)}`));
      expect(touches, viewport).toEqual([]);
      const outside = view.buttons.filter((b) => b.box.left < 0 || b.box.top < 0 || b.box.right > width || b.box.bottom > height).map(describeButton);
      expect(outside, viewport).toEqual([]);
    }
    // The page is back at its own size (a phone's) for the pictures at both.
    await session.shot('tucana-setup-eight');
    expect(session.textFit).toEqual([]);
    expect(session.problems).toEqual([]);
  } finally {
    await session.close();
  }
});
