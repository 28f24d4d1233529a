// Scenario 7: on a phone, in French, a tap on a cell where no X may go is refused where it was
// tried: the reason stands next to the cell, in the page's language, and the game is unchanged.
import { expect, inject, test } from 'vitest';
import { flatLocale } from '../../../../../tests/locale-files';
import { openPage } from '../../../../../tests/e2e/browser';
import { Driver, playByClicks, newGameWith, seededRandom, type PlayView } from '../../../../../tests/e2e/driver';

const french = flatLocale('fr');

/** The cell farthest from every legal one: a finger's tap there is not taken for a legal cell nearby. */
function farthestFromLegal(play: PlayView): number {
  const legal = play.summary.legalCells.map((cell) => play.cells[cell] as { x: number; y: number });
  const marked = new Set(play.summary.marked[0]);
  const distance = (cell: number) => Math.min(...legal.map((p) => Math.hypot(p.x - (play.cells[cell]?.x ?? 0), p.y - (play.cells[cell]?.y ?? 0))));
  const free = play.cells.map((_, cell) => cell).filter((cell) => !marked.has(cell));
  return free.reduce((best, cell) => (distance(cell) > distance(best) ? cell : best));
}

test('a refused X on a phone: the cell shakes and the reason, in French, stands next to it', async () => {
  const session = await openPage(inject('baseUrl'), 'refusal', { viewport: 'phone', locale: 'fr-FR', speed: 'normal' });
  try {
    const driver = new Driver(session);
    expect((await driver.scene('Menu')).language).toBe('fr');
    await newGameWith(driver, 1);
    await driver.clickButton({ key: 'setup.start' });

    const play = await playByClicks(driver, { choose: seededRandom(2), stop: (p) => p.summary.prompt === 'place' });
    if (!play) throw new Error('The game ended before an X was placed.');
    const before = play.summary;
    const cell = farthestFromLegal(play);
    await driver.click(play.cells[cell] as { x: number; y: number });
    const after = await driver.waitInPage('the refusal', (v) => v.scene === 'Play' && (v.view as PlayView).summary.refusal !== null && v, null);
    const summary = (after.view as PlayView).summary;
    expect(summary.refusal?.cell).toBe(cell);
    const code = summary.refusal?.code as string;
    // Far from every legal cell, the tap is on a cell touching no X (or on a village).
    expect(['notAdjacent', 'village']).toContain(code);
    const note = after.texts.find((t) => t.key === `errors.${code}`);
    expect(note?.text).toBe(french.get(`errors.${code}`));
    // Just above the cell (a phone's map is about as wide as the line, which stays on the map).
    const at = play.cells[cell] as { x: number; y: number };
    expect(at.y - (note?.y ?? 0)).toBeGreaterThan(0);
    expect(at.y - (note?.y ?? 0)).toBeLessThan(80);
    // Nothing changed.
    expect(summary.actions).toBe(before.actions);
    expect(summary.draft).toEqual(before.draft);
    expect(summary.marked).toEqual(before.marked);
    expect(summary.prompt).toBe('place');
    await session.shot('refused-x');

    expect(session.problems).toEqual([]);
  } finally {
    await session.close();
  }
});
