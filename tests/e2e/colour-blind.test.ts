// Colour-blind mode, chosen in Settings: a table of eight then plays with the mode's pens, which
// stay apart for red-green colour blindness (tests/unit/colour-blind-mode.test.ts measures them):
// the setup's dots show them, its saved seats carry them and the screen draws them, not the usual
// forest green.
import { expect, inject, test } from 'vitest';
import { openPage } from './browser';
import { Driver } from './driver';
import { COLOUR_BLIND_PEN_COLORS, PEN_COLORS } from '../../src/shell/seats';

/** Pixels of the game's canvas exactly this colour. */
const pixelsOf = (driver: Driver, color: number): Promise<number> =>
  driver.page.evaluate((rgb) => {
    const canvas = document.querySelector('#game canvas') as HTMLCanvasElement;
    const data = (canvas.getContext('2d') as CanvasRenderingContext2D).getImageData(0, 0, canvas.width, canvas.height).data;
    let count = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i] === rgb[0] && data[i + 1] === rgb[1] && data[i + 2] === rgb[2]) count++;
    return count;
  }, [(color >> 16) & 255, (color >> 8) & 255, color & 255]);

test('colour-blind mode gives a new table its pens', async () => {
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
    await driver.clickButton({ key: 'tucana:setup.start' });
    await driver.waitFor('the table', (v) => v.scene === 'TucanaPlay' && !v.fading && v.view !== undefined);

    const saved = await session.page.evaluate(() => localStorage.getItem('tucana.savedGame'));
    const seats = (JSON.parse(saved ?? '{}') as { seats?: { color: number }[] }).seats ?? [];
    expect(seats.map((seat) => seat.color)).toEqual([...COLOUR_BLIND_PEN_COLORS]);
    await session.shot('table-colour-blind');
    // The seats' dots: the mode's green is drawn, the usual forest green nowhere.
    expect(await pixelsOf(driver, COLOUR_BLIND_PEN_COLORS[7])).toBeGreaterThan(0);
    expect(await pixelsOf(driver, PEN_COLORS[5])).toBe(0);
    expect(session.problems).toEqual([]);
  } finally {
    await session.close();
  }
});
