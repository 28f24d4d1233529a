// On a phone the map's cells are some 21 px: a double tap zooms the map so they reach 40 px and
// more, a tap then places an X on the cell under the finger, a drag pans without placing one, a
// pinch zooms continuously, and the "Whole map" button and a double tap give the whole map back.
import { expect, inject, test } from 'vitest';
import { openPage } from '../../../../../tests/e2e/browser';
import { doubleTap, gesture } from '../../../../../tests/e2e/touch';
import { Driver, playByClicks, progressOf, readyToPlay, newGameWith, seededRandom, type Point, type PlayView, type View } from '../../../../../tests/e2e/driver';

/** Page pixels between the centres of two neighbouring cells. */
const spacing = (play: PlayView): number => (play.cells[1]?.x ?? 0) - (play.cells[0]?.x ?? 0);

/** The play view once its cells are at least (or at most) some spacing apart, and the screen is settled. */
function spaced(driver: Driver, what: string, check: { min?: number; max?: number }): Promise<PlayView> {
  return driver
    .waitInPage(
      what,
      (v: View, { min, max }) => {
        const play = v.scene === 'Play' ? (v.view as PlayView) : null;
        if (!play || play.summary.busy) return null;
        const gap = (play.cells[1]?.x ?? 0) - (play.cells[0]?.x ?? 0);
        return gap >= (min ?? -Infinity) && gap <= (max ?? Infinity) && v;
      },
      check,
    )
    .then((v) => v.view as PlayView);
}

/** A solo game, up to the first X to place. */
async function soloGame(driver: Driver): Promise<PlayView> {
  await newGameWith(driver, 1);
  await driver.clickButton({ key: 'setup.start' });
  const start = await playByClicks(driver, { choose: seededRandom(3), stop: (p) => p.summary.prompt === 'place' });
  if (!start) throw new Error('The game ended before an X was placed.');
  return start;
}

test('zooming the map on a phone: double tap, tap to place, pan, pinch and back to the whole map', async () => {
  const session = await openPage(inject('baseUrl'), 'map-zoom', { viewport: 'phone' });
  try {
    const driver = new Driver(session);
    const page = session.page;
    const start = await soloGame(driver);
    const whole = spacing(start);
    expect(whole).toBeLessThan(30);
    // The map's part of the page, from the cells at the whole map.
    const first = start.cells[0] as Point;
    const last = start.cells[255] as Point;
    const half = whole / 2;
    // Inside the map's part, clear of the locator and its button in the bottom-right corner.
    const onMap = (p: Point) =>
      p.x > first.x - half && p.x < last.x + half && p.y > first.y - half && p.y < last.y + half && !(p.x > last.x - 120 && p.y > last.y - 110);

    // A double tap on a legal cell: the map zooms about it, and no X is placed.
    const cdp = await session.context.newCDPSession(page);
    const aimed = start.summary.legalCells[0] as number;
    const at = start.cells[aimed] as Point;
    await doubleTap(cdp, at);
    // Twice the size (page positions are whole pixels), at least 40 px.
    const zoomed = await spaced(driver, 'the zoomed map', { min: 2 * whole - 1 });
    expect(spacing(zoomed)).toBeGreaterThanOrEqual(40);
    expect(zoomed.summary.actions).toBe(start.summary.actions);
    expect(zoomed.summary.draft).toEqual(start.summary.draft);
    await driver.button({ key: 'play.map.wholeMap' });

    // A tap on a legal cell on screen places the X on that very cell.
    const visible = zoomed.summary.legalCells.filter((cell) => onMap(zoomed.cells[cell] as Point));
    expect(visible.length).toBeGreaterThan(0);
    const cell = visible[0] as number;
    await driver.click(zoomed.cells[cell] as Point);
    const placed = await readyToPlay(driver, progressOf(zoomed));
    if (!placed) throw new Error('The game ended at the first X.');
    expect(placed.summary.draft?.cells).toContain(cell);
    const after = await spaced(driver, 'the map still zoomed', { min: 40 });

    // A one-finger drag pans the map and places nothing.
    const from = after.cells[cell] as Point;
    const middle = { x: (first.x + last.x) / 2, y: (first.y + last.y) / 2 };
    const drag = { x: from.x < middle.x ? 80 : -80, y: from.y < middle.y ? 60 : -60 };
    await gesture(cdp, [middle], [{ x: middle.x + drag.x, y: middle.y + drag.y }]);
    const panned = await driver.waitInPage(
      'the panned map',
      (v: View, { cell, from }) => {
        const play = v.view as PlayView;
        const now = play.cells[cell] as Point;
        return Math.hypot(now.x - from.x, now.y - from.y) > 40 && !play.summary.busy && play;
      },
      { cell, from },
    );
    expect(spacing(panned)).toBeCloseTo(spacing(after), 3);
    expect(panned.summary.actions).toBe(after.summary.actions);
    expect(panned.summary.draft).toEqual(after.summary.draft);

    // A refused tap: the reason stands just above the tried cell, where the zoomed map shows it.
    const legal = panned.summary.legalCells.map((c) => panned.cells[c] as Point);
    const marked = new Set(panned.summary.draft?.cells ?? []);
    const away = (c: number) => Math.min(...legal.map((p) => Math.hypot(p.x - (panned.cells[c] as Point).x, p.y - (panned.cells[c] as Point).y)));
    const refused = panned.cells
      .map((_, c) => c)
      .filter((c) => onMap(panned.cells[c] as Point) && !marked.has(c) && away(c) > 2 * spacing(panned))
      .sort((a, b) => away(a) - away(b))[0];
    if (refused === undefined) throw new Error('No cell far from the legal ones on screen.');
    await driver.click(panned.cells[refused] as Point);
    const refusal = await driver.waitInPage('the refusal', (v: View) => v.scene === 'Play' && (v.view as PlayView).summary.refusal !== null && v, null);
    const note = refusal.texts.find((t) => t.key === `errors.${(refusal.view as PlayView).summary.refusal?.code ?? ''}`);
    const tried = panned.cells[refused] as Point;
    expect((refusal.view as PlayView).summary.refusal?.cell).toBe(refused);
    expect(tried.y - (note?.y ?? -1000)).toBeGreaterThan(0);
    expect(tried.y - (note?.y ?? -1000)).toBeLessThan(2 * spacing(panned));
    expect((refusal.view as PlayView).summary.draft).toEqual(panned.summary.draft);
    await session.shot('map-zoomed');

    // The shot laid the page out anew, at the whole map. Two fingers spread apart zoom in.
    await spaced(driver, 'the whole map after the relayout', { max: whole + 0.5 });
    await gesture(
      cdp,
      [
        { x: middle.x - 30, y: middle.y },
        { x: middle.x + 30, y: middle.y },
      ],
      [
        { x: middle.x - 60, y: middle.y },
        { x: middle.x + 60, y: middle.y },
      ],
    );
    const pinched = await spaced(driver, 'the pinched map', { min: whole * 1.5 });
    expect(spacing(pinched)).toBeLessThanOrEqual(whole * 2.5 + 0.5);
    expect(pinched.summary.actions).toBe(panned.summary.actions);

    // The "Whole map" button gives the whole map back.
    await driver.clickButton({ key: 'play.map.wholeMap' });
    await spaced(driver, 'the whole map', { max: whole + 0.5 });

    // So does a second double tap.
    await doubleTap(cdp, middle);
    await spaced(driver, 'the zoomed map again', { min: 40 });
    await doubleTap(cdp, middle);
    const back = await spaced(driver, 'the whole map again', { max: whole + 0.5 });
    expect(back.summary.actions).toBe(panned.summary.actions);
    await session.shot('map-whole');

    expect(session.problems).toEqual([]);
  } finally {
    await session.close();
  }
});

test('on a desktop, ctrl + wheel zooms the map and "Whole map" zooms it out', async () => {
  const session = await openPage(inject('baseUrl'), 'map-zoom-desktop');
  try {
    const driver = new Driver(session);
    const start = await soloGame(driver);
    const whole = spacing(start);
    const at = start.cells[start.summary.legalCells[0] as number] as Point;
    await session.page.mouse.move(at.x, at.y);
    await session.page.keyboard.down('Control');
    await session.page.mouse.wheel(0, -200);
    await session.page.keyboard.up('Control');
    const zoomed = await spaced(driver, 'the zoomed map', { min: whole * 1.5 });
    expect(zoomed.summary.actions).toBe(start.summary.actions);
    await driver.clickButton({ key: 'play.map.wholeMap' });
    await spaced(driver, 'the whole map', { max: whole + 0.5 });
    expect(session.problems).toEqual([]);
  } finally {
    await session.close();
  }
});
