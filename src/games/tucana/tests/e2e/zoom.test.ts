// Isla Grande's hexes are some 28 px wide on a phone: the island zooms so they reach 40 px and
// more. A double tap zooms about the finger; zoomed, a drag from a hex of a legal pair draws that
// segment and a drag from anywhere else pans; two taps still draw; "Whole island" gives the
// whole island back. On a desktop the zoom button, ctrl + wheel, + and − zoom, and a mouse drag
// draws from a legal hex and pans from elsewhere.
import { expect, inject, test } from 'vitest';
import { openPage, type Session } from '../../../../../tests/e2e/browser';
import { doubleTap, gesture } from '../../../../../tests/e2e/touch';
import { Driver, type Point, type View } from '../../../../../tests/e2e/driver';
import { screenshotColours, type Rgb } from '../../../../../tests/e2e/screenshot-pixels';
import { openTucanaSetup, tucanaProgress, tucanaReady, type TucanaPlayView, pickTucanaPlayers } from './driver';

/** Two neighbouring hexes of the island (the first legal pair of the game). */
let neighbours: readonly [number, number] = [0, 0];

/** Page pixels between the centres of two neighbouring hexes (the width of a hex). */
const hexWidth = (play: TucanaPlayView): number => distance(play.hexes[neighbours[0]] as Point, play.hexes[neighbours[1]] as Point);

const distance = (p: Point, q: Point): number => Math.hypot(p.x - q.x, p.y - q.y);

/** A solo game on Isla Grande, at its first turn. */
async function grandeSolo(driver: Driver): Promise<TucanaPlayView> {
  await openTucanaSetup(driver);
  await pickTucanaPlayers(driver, 1);
  await driver.clickButton({ key: 'tucana:setup.tabs.island' });
  await driver.clickButton({ key: 'tucana:islands.grande' });
  await driver.waitFor('Isla Grande', (v) => (v.view as { island?: string }).island === 'grande');
  await driver.clickButton({ key: 'tucana:setup.start' });
  const play = (await tucanaReady(driver)) as TucanaPlayView;
  neighbours = play.summary.legal[0] as [number, number];
  return play;
}

/** The play view once it is settled and its island zoomed in (or out), with hexes at least (or at most) so wide. */
function zoomed(driver: Driver, what: string, check: { zoomed: boolean; min?: number; max?: number }): Promise<TucanaPlayView> {
  return driver
    .waitInPage(
      what,
      (v: View, { zoomed, min, max, pair }) => {
        const play = v.scene === 'TucanaPlay' ? (v.view as TucanaPlayView) : null;
        if (!play || play.summary.busy || play.summary.zoomed !== zoomed) return null;
        const [a, b] = pair;
        const width = Math.hypot((play.hexes[a] as Point).x - (play.hexes[b] as Point).x, (play.hexes[a] as Point).y - (play.hexes[b] as Point).y);
        return width >= (min ?? -Infinity) && width <= (max ?? Infinity) && play;
      },
      { ...check, pair: neighbours },
    )
    .then((play) => play);
}

/** The play view once the hex `marker` has moved away from `from` on the page (the island panned), settled. */
const moved = (driver: Driver, marker: number, from: Point): Promise<TucanaPlayView> =>
  driver.waitInPage(
    'the panned island',
    (v: View, { marker, from }) => {
      const p = v.view as TucanaPlayView;
      const now = p.hexes[marker] as Point;
      return v.scene === 'TucanaPlay' && !p.summary.busy && Math.hypot(now.x - from.x, now.y - from.y) > 30 && p;
    },
    { marker, from },
  );

async function mouseDrag(session: Session, from: Point, to: Point): Promise<void> {
  await session.page.mouse.move(from.x, from.y);
  await session.page.mouse.down();
  await session.page.mouse.move(to.x, to.y, { steps: 6 });
  await session.page.mouse.up();
}

/** Inside the island's part of the page as its hexes show at the whole island, clear of its bottom-right corner (the zoom button, the locator). */
function islandBox(play: TucanaPlayView): (p: Point) => boolean {
  const xs = play.hexes.map((h) => h.x);
  const ys = play.hexes.map((h) => h.y);
  const [left, right, top, bottom] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  return (p) => p.x > left && p.x < right && p.y > top && p.y < bottom && !(p.x > right - 130 && p.y > bottom - 130);
}

/** A legal pair with both hexes on screen, or null. */
const pairOnScreen = (play: TucanaPlayView, on: (p: Point) => boolean): [number, number] | null =>
  play.summary.legal.find(([a, b]) => on(play.hexes[a] as Point) && on(play.hexes[b] as Point)) ?? null;

/** A point of the island on screen that is no hex of a legal pair (a drag from it pans). */
function panFrom(play: TucanaPlayView, on: (p: Point) => boolean): Point {
  const legal = new Set(play.summary.legal.flat());
  const width = hexWidth(play);
  const found = play.hexes.find((p, h) => !legal.has(h) && on(p) && on({ x: p.x + 90, y: p.y + 70 }) && on({ x: p.x - 90, y: p.y - 70 }) && play.summary.legal.flat().every((l) => distance(play.hexes[l] as Point, p) > width * 0.9));
  if (!found) throw new Error('No hex away from the legal pairs on screen.');
  return found;
}

test('zooming Isla Grande on a phone: double tap, drag to draw, drag to pan, taps, and the whole island', async () => {
  const session = await openPage(inject('baseUrl'), 'tucana-zoom', { viewport: 'phone' });
  try {
    const driver = new Driver(session);
    const cdp = await session.context.newCDPSession(session.page);
    const start = await grandeSolo(driver);
    const whole = hexWidth(start);
    expect(whole).toBeLessThan(34);
    const onIsland = islandBox(start);
    expect(start.summary.zoomed).toBe(false);

    // A double tap on a legal hex zooms about it, to hexes some 40 px wide; it chooses no hex.
    const [a] = start.summary.legal[0] as [number, number];
    await doubleTap(cdp, start.hexes[a] as Point);
    const close = await zoomed(driver, 'the zoomed island', { zoomed: true, min: 40 });
    expect(close.summary.selected).toBe(null);
    expect(close.summary.actions).toBe(start.summary.actions);
    expect(close.summary.draft).toEqual(start.summary.draft);
    await session.page.screenshot({ path: `${session.dir}/zoomed-390x844.png` });

    // Zoomed, a drag from a hex of a legal pair to its partner draws that segment.
    const pair = pairOnScreen(close, onIsland);
    if (!pair) throw new Error('No legal pair on screen once zoomed.');
    await gesture(cdp, [close.hexes[pair[0]] as Point], [close.hexes[pair[1]] as Point]);
    let play = (await tucanaReady(driver, tucanaProgress(close))) as TucanaPlayView;
    expect(play.summary.draft?.edges.length).toBe(1);
    expect(play.summary.zoomed).toBe(true);

    // A drag from a hex away from the legal pairs pans and draws nothing.
    const from = panFrom(play, onIsland);
    const marker = play.hexes.indexOf(from);
    await gesture(cdp, [from], [{ x: from.x + 70, y: from.y + 50 }]);
    const panned = await moved(driver, marker, from);
    expect(panned.summary.draft).toEqual(play.summary.draft);
    expect(panned.summary.zoomed).toBe(true);
    expect(hexWidth(panned)).toBeCloseTo(hexWidth(play), 3);

    // The turn ends (bonus segments by two taps), and the next is drawn by two taps on the zoomed island.
    play = panned;
    while (play.summary.prompt === 'bonus') {
      play = (await tucanaReady(driver)) as TucanaPlayView;
      const [c, d] = (pairOnScreen(play, onIsland) ?? play.summary.legal[0]) as [number, number];
      await driver.click(play.hexes[c] as Point);
      play = (await tucanaReady(driver, tucanaProgress(play))) as TucanaPlayView;
      await driver.click(play.hexes[d] as Point);
      play = (await tucanaReady(driver, tucanaProgress(play))) as TucanaPlayView;
    }
    await driver.click(play.buttons.confirm as Point);
    play = (await tucanaReady(driver, tucanaProgress(play))) as TucanaPlayView;
    expect(play.summary.actions).toBe(1);
    const next = play.summary.zoomed ? pairOnScreen(play, onIsland) : null;
    if (next) {
      await driver.click(play.hexes[next[0]] as Point);
      play = (await tucanaReady(driver, tucanaProgress(play))) as TucanaPlayView;
      expect(play.summary.selected).toBe(next[0]);
      await driver.click(play.hexes[next[1]] as Point);
      play = (await tucanaReady(driver, tucanaProgress(play))) as TucanaPlayView;
      expect(play.summary.draft?.edges.length).toBeGreaterThan(0);
    }
    await session.shot('tucana-zoomed');

    // The shot laid the page out anew, at the whole island. The zoom button zooms in, "Whole island" out.
    await zoomed(driver, 'the whole island after the relayout', { zoomed: false, max: whole + 0.5 });
    await driver.clickButton({ key: 'tucana:play.zoom.in' });
    await zoomed(driver, 'the island zoomed by its button', { zoomed: true, min: 40 });
    await driver.clickButton({ key: 'tucana:play.zoom.whole' });
    await zoomed(driver, 'the whole island', { zoomed: false, max: whole + 0.5 });
    expect(session.textFit).toEqual([]);
    expect(session.problems).toEqual([]);
  } finally {
    await session.close();
  }
});

test('on a desktop, the zoom button, ctrl + wheel and the keys zoom Isla Grande, and the mouse draws or pans', async () => {
  const session = await openPage(inject('baseUrl'), 'tucana-zoom-desktop');
  try {
    const driver = new Driver(session);
    const start = await grandeSolo(driver);
    const whole = hexWidth(start);
    const onIsland = islandBox(start);
    await driver.clickButton({ key: 'tucana:play.zoom.in' });
    const close = await zoomed(driver, 'the island zoomed by its button', { zoomed: true, min: whole * 1.45 });
    await session.page.screenshot({ path: `${session.dir}/zoomed-1280x800.png` });

    // A mouse drag from a hex of a legal pair to its partner draws it.
    const pair = pairOnScreen(close, onIsland);
    if (!pair) throw new Error('No legal pair on screen once zoomed.');
    await mouseDrag(session, close.hexes[pair[0]] as Point, close.hexes[pair[1]] as Point);
    const drawn = (await tucanaReady(driver, tucanaProgress(close))) as TucanaPlayView;
    expect(drawn.summary.draft?.edges.length).toBe(1);

    // One from elsewhere pans.
    const from = panFrom(drawn, onIsland);
    const marker = drawn.hexes.indexOf(from);
    await mouseDrag(session, from, { x: from.x - 80, y: from.y - 60 });
    const panned = await moved(driver, marker, from);
    expect(panned.summary.draft).toEqual(drawn.summary.draft);

    // − zooms out, + in again, ctrl + wheel out.
    await driver.press('-');
    await zoomed(driver, 'the whole island', { zoomed: false, max: whole + 0.5 });
    await driver.press('+');
    await zoomed(driver, 'the island zoomed by its key', { zoomed: true, min: whole * 1.45 });
    const at = start.hexes[(start.summary.legal[0] as [number, number])[0]] as Point;
    await session.page.mouse.move(at.x, at.y);
    await session.page.keyboard.down('Control');
    await session.page.mouse.wheel(0, 600);
    await session.page.keyboard.up('Control');
    await zoomed(driver, 'the whole island again', { zoomed: false, max: whole + 0.5 });
    expect(session.problems).toEqual([]);
  } finally {
    await session.close();
  }
});

/** The sky behind the island (light blue), unlike its water (a deeper blue), sand, forest, mountains and sights. */
const skyLike = ({ r, g, b }: Rgb): boolean => r > 120 && g > 170 && b > r + 30;

test('on WebGL at a phone\'s pixel ratio, the zoomed island shows about the tap, inside its area', async () => {
  // WebGL clips the zoomed picture with a filter whose camera copies the game camera's zoom (the
  // pixel ratio): it once zoomed about the middle, and showed a corner of the island in a sky.
  const session = await openPage(inject('baseUrl'), 'tucana-zoom-webgl', { viewport: 'phone', webgl: true, pixelRatio: 2 });
  try {
    const driver = new Driver(session);
    const cdp = await session.context.newCDPSession(session.page);
    const start = await grandeSolo(driver);
    const onIsland = islandBox(start);
    const [a] = start.summary.legal[0] as [number, number];
    await doubleTap(cdp, start.hexes[a] as Point);
    const close = await zoomed(driver, 'the zoomed island', { zoomed: true, min: 40 });
    const shown = close.hexes.filter(onIsland);
    expect(shown.length).toBeGreaterThan(20);
    const colours = await screenshotColours(session, shown);
    expect(colours.filter(skyLike).length).toBeLessThanOrEqual(Math.floor(shown.length / 10));
    await session.shot('tucana-zoomed-webgl');
    expect(session.problems).toEqual([]);
  } finally {
    await session.close();
  }
});
