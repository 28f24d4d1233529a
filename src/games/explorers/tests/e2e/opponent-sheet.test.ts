// Scenario: following an opponent. Mid-game, a click on an AI seat's mini-map opens their whole
// sheet: their map carries exactly their Xs as of the last closed turn (none of the turn still
// open) and their score is the rules' own count of that moment. Another mini-map switches to that
// player, the same one closes it, Enter on a focused one opens it, Escape closes it, and an open
// sheet follows when the turn closes. In German on a desktop and French on a phone, every text
// fitting its box.
import { expect, inject, test } from 'vitest';
import { openPage } from '../../../../../tests/e2e/browser';
import { Driver, openTab, playByClicks, newGameWith, seededRandom, type PlayView, type Point, type SetupView } from '../../../../../tests/e2e/driver';

interface SheetView {
  readonly player: number | null;
  readonly marked: number[];
  readonly score: Record<string, number> | null;
  /** The figures the score column shows, by category. */
  readonly shownScore: Record<string, number>;
  readonly close: Point | null;
  readonly miniMaps: (Point & { player: number; focused: boolean })[];
}
type Play = PlayView & { readonly opponentSheet: SheetView };

function miniMap(play: Play, player: number): Point {
  const found = play.opponentSheet.miniMaps.find((m) => m.player === player);
  if (!found) throw new Error(`No mini-map for player ${player}`);
  return found;
}

test("an opponent's sheet: their settled Xs and score, switched, closed, and following the turn", async () => {
  const session = await openPage(inject('baseUrl'), 'opponent-sheet', { viewport: 'desktop', locale: 'en-GB', query: '&lng=de' });
  try {
    const driver = new Driver(session);
    await newGameWith(driver, 3);
    // Two achievements: the score by category has its fifth row, the tracks their races.
    await openTab(driver, 'achievements');
    await driver.clickButton({ key: 'setup.achievements.random' });
    await driver.clickButton({ key: 'common.verbatim', text: '2' });
    await driver.waitInPage('two achievements', (v) => JSON.stringify((v.view as SetupView).achievements) === '{"random":2}', null);
    await driver.clickButton({ key: 'setup.start' });

    const choose = seededRandom(7);
    // The person is the active player: nobody has placed this turn yet, so every board is settled.
    const start = await playByClicks(driver, { choose, stop: (p) => p.summary.turnNumber >= 3 && p.summary.prompt === 'option' });
    if (!start) throw new Error('The game ended before the person chose for everyone.');
    const settled = start.summary;
    // The person chooses and places, leaving the turn open; the AI seats finish theirs.
    await playByClicks(driver, { choose, stop: (p) => p.summary.prompt === 'confirm' });
    const open = await driver.waitInPage(
      'the AI seats to finish the turn',
      (v) => {
        const play = v.view as Play;
        const s = play.summary;
        return !s.busy && s.expected.length === 1 && s.expected[0] === s.viewer && play;
      },
      null,
    );
    // Xs of the open turn the AI seats have placed: none may show.
    const fresh = (p: number) => (open.summary.marked[p] ?? []).filter((cell) => !(settled.marked[p] ?? []).includes(cell));
    const [p, q] = [1, 2].sort((a, b) => fresh(b).length - fresh(a).length) as [number, number];
    expect(fresh(p).length).toBeGreaterThan(0);

    await driver.click(miniMap(open, p));
    const sheetOf = (v: { view?: unknown }, player: number | null) => {
      const play = v.view as Play;
      return !play.summary.busy && play.opponentSheet.player === player && play;
    };
    const shown = await driver.waitInPage(`the sheet of player ${p}`, sheetOf, p);
    expect(shown.opponentSheet.marked).toEqual(settled.marked[p]);
    expect(shown.opponentSheet.marked.filter((cell) => fresh(p).includes(cell))).toEqual([]);
    expect(shown.opponentSheet.score).toEqual(settled.scores[p]);
    const figures = shown.opponentSheet.shownScore;
    expect(Object.keys(figures).sort()).toEqual(['achievements', 'gemstones', 'provisions', 'temples', 'total', 'villages']);
    for (const [category, value] of Object.entries(figures)) expect(value, category).toBe((settled.scores[p] as unknown as Record<string, number>)[category]);
    await session.shot('opponent-sheet');
    // The screenshots resized the page to a phone and back: the same sheet is still open.
    expect((await driver.waitInPage('the sheet after the resizes', sheetOf, p)).opponentSheet.marked).toEqual(settled.marked[p]);

    // Straight to the other opponent, then the same mini-map again closes it.
    await driver.click(miniMap(shown, q));
    const other = await driver.waitInPage(`the sheet of player ${q}`, sheetOf, q);
    expect(other.opponentSheet.marked).toEqual(settled.marked[q]);
    await driver.click(miniMap(other, q));
    await driver.waitInPage('the sheet closed by its mini-map', sheetOf, null);

    // The keyboard: Tab to the mini-map, Enter opens its sheet, Escape closes it; the turn stays as it was.
    for (let presses = 0; presses < 40; presses++) {
      const play = (await driver.view())?.view as Play;
      if (play.opponentSheet.miniMaps.find((m) => m.player === p)?.focused) break;
      await driver.press('Tab');
    }
    await driver.press('Enter');
    await driver.waitInPage('the sheet opened by Enter', sheetOf, p);
    await driver.press('Escape');
    const closed = await driver.waitInPage('the sheet closed by Escape', sheetOf, null);
    expect(closed.summary.prompt).toBe('confirm');
    expect(closed.summary.draft).toEqual(open.summary.draft);

    // Open while the person confirms: when the turn closes, the sheet shows that turn's Xs.
    await driver.click(miniMap(closed, p));
    await driver.waitInPage(`the sheet of player ${p} again`, sheetOf, p);
    if (!open.buttons.confirm) throw new Error('No confirm button');
    await driver.click(open.buttons.confirm);
    const next = await driver.waitInPage(
      'the sheet after the turn closed',
      (v, { player, marks, turn }) => {
        const play = v.view as Play;
        return !play.summary.busy && play.summary.turnNumber > turn && play.opponentSheet.player === player && JSON.stringify(play.opponentSheet.marked) === JSON.stringify(marks) && play;
      },
      { player: p, marks: open.summary.marked[p] ?? [], turn: open.summary.turnNumber },
    );
    expect(next.opponentSheet.marked.length).toBeGreaterThan(settled.marked[p]?.length ?? 0);
    await session.shot('opponent-sheet-next-turn');
    await driver.press('Escape');
    await driver.waitInPage('the sheet closed', sheetOf, null);

    expect(session.textFit).toEqual([]);
    expect(session.problems).toEqual([]);
  } finally {
    await session.close();
  }
});

test("on a phone, by touch: the sheet covers the screen but for the mini-maps, and taps on it place nothing", async () => {
  const session = await openPage(inject('baseUrl'), 'opponent-sheet-phone', { viewport: 'phone', locale: 'en-GB', query: '&lng=fr' });
  try {
    const driver = new Driver(session);
    await newGameWith(driver, 2);
    await driver.clickButton({ key: 'setup.start' });

    const placing = (await playByClicks(driver, { choose: seededRandom(3), stop: (p) => p.summary.turnNumber >= 1 && p.summary.prompt === 'place' })) as Play | null;
    if (!placing) throw new Error('The game ended before a turn was placed.');
    const sheetOf = (v: { view?: unknown }, player: number | null) => {
      const play = v.view as Play;
      return !play.summary.busy && play.opponentSheet.player === player && play;
    };
    await driver.click(miniMap(placing, 1));
    const shown = await driver.waitInPage('the AI seat’s sheet', sheetOf, 1);
    // Where a legal cell of the person's own map lies, a tap reaches only the sheet.
    await driver.click(placing.cells[placing.summary.legalCells[0] as number] as Point);
    await driver.waitInPage('a frame after the tap', (v, frame) => (v.frame > frame ? v : null), (await driver.view())?.frame ?? 0);
    expect((await driver.waitInPage('the sheet still open', sheetOf, 1)).summary.draft).toEqual(placing.summary.draft);
    // The Close button, then the mini-map twice: open, and closed again.
    await driver.click(shown.opponentSheet.close as Point);
    await driver.waitInPage('the sheet closed by its button', sheetOf, null);
    await driver.click(miniMap(shown, 1));
    await driver.waitInPage('the sheet opened again', sheetOf, 1);
    await driver.click(miniMap(shown, 1));
    await driver.waitInPage('the sheet closed by its mini-map', sheetOf, null);
    expect(session.textFit).toEqual([]);
    expect(session.problems).toEqual([]);
  } finally {
    await session.close();
  }
});
