// Colour-blind mode, chosen in Settings: a table of eight then plays with the mode's pens, which
// stay apart for red-green colour blindness (tests/unit/colour-blind-mode.test.ts measures them):
// the setup's dots show them, its saved seats carry them and the screen draws them, not the usual
// forest green. Each dot carries its seat's symbol: read off the canvas and passed through
// greyscale, protanopia and deuteranopia, every two dots differ by colour or by symbol (without
// the symbols, four pairs are too close in greyscale). Then every seat is told by its symbol on the
// screens that show seats by colour: the dots and badges the bridge reads off Explorers' table (an
// opponent's sheet, by its title) and scoring screen (a four-seat game finished from its save) and
// Ambassadors' setup and play screens (whose
// flags on the board carry the symbols too: the screenshots).
import { expect, inject, test } from 'vitest';
import { deltaE, DISTINCT_COLOURS, DISTINCT_PATTERNS, patternDistance, patternOf, type Pattern } from '../colour-vision';
import { openPage } from './browser';
import { Driver, type Point, type View } from './driver';
import { continueSaved, finishSaved, nearlyFinished } from './nearly-finished';
import { COLOUR_BLIND_PEN_COLORS, PEN_COLORS } from '../../src/shell/seats';
import { SEAT_SYMBOLS } from '../../src/ui/seat-symbols';
import { ambassadorsReady, openAmbassadorsSetup } from '../../src/games/ambassadors/tests/e2e/driver';

/** Pixels of the game's canvas exactly this colour. */
const pixelsOf = (driver: Driver, color: number): Promise<number> =>
  driver.page.evaluate((rgb) => {
    const canvas = document.querySelector('#game canvas') as HTMLCanvasElement;
    const data = (canvas.getContext('2d') as CanvasRenderingContext2D).getImageData(0, 0, canvas.width, canvas.height).data;
    let count = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i] === rgb[0] && data[i + 1] === rgb[1] && data[i + 2] === rgb[2]) count++;
    return count;
  }, [(color >> 16) & 255, (color >> 8) & 255, color & 255]);

/** Each seat's dot, found by its exact pen colour: the inner square of its disc, as RGBA rows. */
const dotPatches = (driver: Driver, pens: readonly number[]): Promise<{ side: number; pixels: number[] }[]> =>
  driver.page.evaluate((colours) => {
    const canvas = document.querySelector('#game canvas') as HTMLCanvasElement;
    const data = (canvas.getContext('2d') as CanvasRenderingContext2D).getImageData(0, 0, canvas.width, canvas.height).data;
    return colours.map((colour) => {
      const rgb = [(colour >> 16) & 255, (colour >> 8) & 255, colour & 255];
      const box = { left: Infinity, top: Infinity, right: -Infinity, bottom: -Infinity };
      for (let i = 0; i < data.length; i += 4) {
        if (data[i] !== rgb[0] || data[i + 1] !== rgb[1] || data[i + 2] !== rgb[2]) continue;
        const [x, y] = [(i / 4) % canvas.width, Math.floor(i / 4 / canvas.width)];
        Object.assign(box, { left: Math.min(box.left, x), top: Math.min(box.top, y), right: Math.max(box.right, x), bottom: Math.max(box.bottom, y) });
      }
      // The square inside the disc: the symbol, not the rim.
      const side = Math.floor(Math.min(box.right - box.left, box.bottom - box.top) * 0.65);
      const [x0, y0] = [Math.round((box.left + box.right - side) / 2), Math.round((box.top + box.bottom - side) / 2)];
      const pixels: number[] = [];
      for (let y = y0; y < y0 + side; y++) for (let x = x0; x < x0 + side; x++) pixels.push(...data.subarray((y * canvas.width + x) * 4, (y * canvas.width + x) * 4 + 4));
      return { side, pixels };
    });
  }, [...pens]);

/** For each seat colour on screen, in palette order, the symbol its dots or badges carry (null: none). */
const symbolsShown = (view: View): (string | null)[] =>
  PEN_COLORS.map((pen, i) => view.seatDots.filter((dot) => dot.color === pen || dot.color === COLOUR_BLIND_PEN_COLORS[i]))
    .filter((dots) => dots.length > 0)
    .map((dots) => dots.find((dot) => dot.symbol !== null)?.symbol ?? null);

interface SheetPlay {
  readonly opponentSheet: { readonly player: number | null; readonly miniMaps: readonly (Point & { readonly player: number })[] };
}

/** The symbols on the seat dots beside an open opponent's sheet's title (its icon's badge), not those of the panel below it. */
function titleBadges(view: View): (string | null)[] {
  const title = view.texts.find((t) => t.key === 'play.opponent.title');
  if (!title) throw new Error("No opponent's sheet open.");
  const { left, top, bottom } = title.box;
  return view.seatDots.filter((dot) => dot.x < left && dot.x > left - 48 && dot.y > top - 8 && dot.y < bottom + 24).map((dot) => dot.symbol);
}

test('colour-blind mode gives a new table its pens, and every seat its symbol', async () => {
  const session = await openPage(inject('baseUrl'), 'colour-blind');
  try {
    const driver = new Driver(session);
    await driver.scene('Menu');
    await driver.clickButton({ key: 'menu.settings' });
    await driver.scene('Settings');
    await driver.clickButton({ key: 'settings.colourBlind.on' });
    await driver.waitFor('the mode chosen', (v) => v.buttons.find((b) => b.key === 'settings.colourBlind.on')?.selected);
    await session.shot('settings-colour-blind');
    expect(await session.page.evaluate(() => localStorage.getItem('explorers.colourBlind'))).toBe('on');

    await driver.clickButton({ icon: 'back' });
    await driver.scene('Menu');

    // Explorers' table: an opponent's sheet, framed in their colour, carries their symbol on its title's icon too.
    const fourSeats = await nearlyFinished(undefined, 4);
    await continueSaved(session, driver, 'explorers.savedGame', fourSeats);
    const table = await driver.waitFor('the table', (v) => v.scene === 'Play' && !v.fading && (v.view as SheetPlay | undefined)?.opponentSheet.miniMaps.length === 3 && (v.view as SheetPlay));
    const third = table.opponentSheet.miniMaps.find((m) => m.player === 2) as Point;
    await driver.click(third);
    const sheet = await driver.waitFor("the third seat's sheet", (v) => (v.view as SheetPlay).opponentSheet.player === 2 && v);
    expect(titleBadges(sheet)).toEqual([SEAT_SYMBOLS[2]]);
    await session.shot('explorers-opponent-sheet-colour-blind');

    // Explorers' scoring: each column's dot keeps its person or robot icon, a badge beside it the symbol.
    await finishSaved(session, driver, fourSeats);
    expect(symbolsShown(await driver.waitFor('the scoring screen', (v) => v.scene === 'Scoring' && !v.fading && v))).toEqual(SEAT_SYMBOLS.slice(0, 4));
    await session.shot('explorers-scoring-colour-blind');

    await session.reload();
    await driver.scene('Menu');
    await driver.clickButton({ key: 'tucana:name' });
    await driver.waitFor('Tucana offered', (v) => (v.view as { game?: string }).game === 'tucana');
    await driver.clickButton({ key: 'menu.newGame' });
    await driver.scene('TucanaSetup');
    await driver.clickButton({ key: 'common.verbatim', text: '8' });
    await driver.waitFor('8 players', (v) => (v.view as { players?: number }).players === 8);
    // The setup's seat dots already show the mode's pens.
    await session.shot('setup-colour-blind');
    expect(await pixelsOf(driver, COLOUR_BLIND_PEN_COLORS[7])).toBeGreaterThan(0);
    expect(await pixelsOf(driver, PEN_COLORS[5])).toBe(0);
    // The dots as players who see colour differently see them: told apart by colour or by symbol.
    const patches = await dotPatches(driver, COLOUR_BLIND_PEN_COLORS);
    const figures: string[] = [];
    const apart: string[] = [];
    for (const vision of ['greyscale', 'protanopia', 'deuteranopia'] as const) {
      const patterns: Pattern[] = patches.map(({ side, pixels }) => patternOf(Uint8Array.from(pixels), side, side, vision));
      for (let i = 0; i < patterns.length; i++) {
        for (let j = i + 1; j < patterns.length; j++) {
          const [one, other] = [patterns[i] as Pattern, patterns[j] as Pattern];
          const [colour, pattern] = [deltaE(one.mean, other.mean), patternDistance(one, other)];
          const figure = `${vision} seats ${i + 1}/${j + 1}: ΔE00 ${colour.toFixed(1)}, symbol ${pattern.toFixed(2)}`;
          figures.push(figure);
          if (colour < DISTINCT_COLOURS && pattern < DISTINCT_PATTERNS) apart.push(figure);
        }
      }
    }
    console.log(figures.join('\n'));
    expect(patches.every((patch) => patch.side >= 10), 'every dot found').toBe(true);
    expect(apart, 'seats told apart neither by colour nor by symbol').toEqual([]);
    await driver.clickButton({ key: 'tucana:setup.start' });
    await driver.waitFor('the table', (v) => v.scene === 'TucanaPlay' && !v.fading && v.view !== undefined);

    const saved = await session.page.evaluate(() => localStorage.getItem('tucana.savedGame'));
    const seats = (JSON.parse(saved ?? '{}') as { seats?: { color: number }[] }).seats ?? [];
    expect(seats.map((seat) => seat.color)).toEqual([...COLOUR_BLIND_PEN_COLORS]);
    await session.shot('table-colour-blind');
    // The seats' dots: the mode's green is drawn, the usual forest green nowhere.
    expect(await pixelsOf(driver, COLOUR_BLIND_PEN_COLORS[7])).toBeGreaterThan(0);
    expect(await pixelsOf(driver, PEN_COLORS[5])).toBe(0);

    // Ambassadors: the characters' portraits carry the badges, in the setup and at the table.
    await session.reload();
    await openAmbassadorsSetup(driver);
    await driver.clickButton({ key: 'common.verbatim', text: '4' });
    const setup = await driver.waitFor('4 players', (v) => (v.view as { players?: number }).players === 4 && v);
    expect(symbolsShown(setup)).toEqual(SEAT_SYMBOLS.slice(0, 4));
    await driver.clickButton({ key: 'ambassadors:setup.start' });
    const play = await ambassadorsReady(driver);
    expect(symbolsShown(await driver.waitFor('the table', (v) => v.scene === 'AmbassadorsPlay' && v))).toEqual(SEAT_SYMBOLS.slice(0, 4));
    // Each seat's first ambassador stands on its start wonder: its flag carries the symbol (the screenshots).
    expect(play?.view.embassies.filter((seats) => seats !== 0)).toHaveLength(4);
    await session.shot('ambassadors-play-colour-blind');
    expect(session.textFit).toEqual([]);
    expect(session.problems).toEqual([]);
  } finally {
    await session.close();
  }
});
