// Scenario: the table as a player reads it. While the person places, no cloud hides the map; a
// cell's tooltip leaves the cell's neighbours and every cell the player may click next in sight;
// a generic seat name follows the language switched to mid-game; the AI opponents keep theirs.
import { expect, inject, test } from 'vitest';
import { flatLocale } from '../../../../../tests/locale-files';
import { openPage } from '../../../../../tests/e2e/browser';
import { Driver, playByClicks, newGameWith, seededRandom, type PlayView, type Point } from '../../../../../tests/e2e/driver';

/** The cells around `cell` on its own island (8 by 8 cells per island, 16 by 16 on the map). */
function neighbours(cell: number): number[] {
  const row = Math.floor(cell / 16);
  const col = cell % 16;
  const out: number[] = [];
  for (let dr = -1; dr <= 1; dr++) {
    for (let dc = -1; dc <= 1; dc++) {
      const r = row + dr;
      const c = col + dc;
      if ((dr || dc) && r >= 0 && c >= 0 && r < 16 && c < 16 && Math.floor(r / 8) === Math.floor(row / 8) && Math.floor(c / 8) === Math.floor(col / 8)) out.push(r * 16 + c);
    }
  }
  return out;
}

const inside = (p: Point, area: { from: Point; to: Point }): boolean => p.x > area.from.x && p.x < area.to.x && p.y > area.from.y && p.y < area.to.y;

test('while placing: no cloud over the map, a tooltip that covers no cell the player needs, a generic name that follows the language, AI names that stay', async () => {
  const session = await openPage(inject('baseUrl'), 'table', { viewport: 'desktop', locale: 'en-GB' });
  try {
    const driver = new Driver(session);
    await newGameWith(driver, 3);
    await driver.clickButton({ key: 'setup.start' });

    const play = await playByClicks(driver, { choose: seededRandom(4), stop: (p) => p.summary.turnNumber >= 1 && p.summary.prompt === 'place' });
    if (!play) throw new Error('The game ended before a turn was placed.');
    await driver.waitInPage('the clouds to leave the map', (v) => (v.view as PlayView).clouds === 0, null, 10_000);

    // Hover the legal cell with the most legal cells around it: its tip has the least room.
    const legal = play.summary.legalCells;
    const cell = legal.reduce((best, c) => (neighbours(c).filter((n) => legal.includes(n)).length > neighbours(best).filter((n) => legal.includes(n)).length ? c : best));
    const at = play.cells[cell] as Point;
    await session.page.mouse.move(at.x, at.y);
    const tip = await driver.waitInPage('the cell tooltip', (v) => (v.view as PlayView).tipArea, null, 10_000);
    for (const near of neighbours(cell)) expect(inside(play.cells[near] as Point, tip), `neighbour ${near} of ${cell}`).toBe(false);
    for (const other of legal) expect(inside(play.cells[other] as Point, tip), `legal cell ${other}`).toBe(false);
    expect(inside(at, tip)).toBe(false);
    await session.shot('cell-tooltip');

    // French from the header's switcher: the generic "Player 1" follows, the AI opponents keep
    // the names they were given when the game began.
    await session.page.mouse.move(2, 2);
    await driver.click(play.buttons.language);
    await driver.clickButton({ key: 'language.name.fr', icon: null });
    const french = flatLocale('fr');
    const english = flatLocale('en');
    const expected = [
      (french.get('setup.players.defaultName') as string).replace('{{n}}', '1'),
      english.get('setup.players.aiNames.1') as string,
      english.get('setup.players.aiNames.2') as string,
    ];
    const shown = await driver.waitInPage('the names after French', (v, names) => v.language === 'fr' && names.every((name) => v.texts.some((t) => t.text === name)) && v, expected, 10_000);
    expect(shown.texts.some((t) => t.text === 'Player 1')).toBe(false);
    await session.shot('names-in-french');

    expect(session.problems).toEqual([]);
  } finally {
    await session.close();
  }
});
