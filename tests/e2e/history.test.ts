// The history: a game finished on the page is kept in the browser's own IndexedDB, and after a
// reload the History screen (from the menu) lists it with the score the rules give, counts it in
// the game's statistics and draws it on the chart. The history goes out as a file and comes back
// in without doubling a game; a file that is no history is refused in the player's language.
// In English and French, at 1280×800 and 390×844.
import { readFile } from 'node:fs/promises';
import { expect, inject, test } from 'vitest';
import fr from '../../locales/fr/common.json';
import { openPage } from './browser';
import { Driver, type View } from './driver';
import { finishSaved, nearlyFinished } from './nearly-finished';

interface HistoryView {
  readonly status: 'loading' | 'ready' | 'unavailable';
  readonly game: string;
  readonly entries: number;
  readonly stats: { readonly played: number; readonly won: number; readonly best: number | null; readonly average: number | null } | null;
  readonly chart: number;
  readonly rows: readonly { readonly game: string; readonly score: number | null }[];
}

const historyView = (driver: Driver): Promise<View & { view: HistoryView }> =>
  driver.waitInPage('the history', (v) => v.scene === 'History' && !v.fading && (v.view as HistoryView).status !== 'loading' && v, null) as Promise<View & { view: HistoryView }>;

test('a finished game is in the history after a reload, with its statistics and chart; the history goes out as a file and comes back', async () => {
  const session = await openPage(inject('baseUrl'), 'history');
  try {
    const driver = new Driver(session);
    await driver.scene('Menu');
    await session.shot('menu');
    // An empty history says so.
    await driver.clickButton({ key: 'menu.history' });
    const empty = await historyView(driver);
    expect(empty.view).toMatchObject({ status: 'ready', entries: 0, rows: [], chart: 0 });
    expect(empty.texts.some((t) => t.key === 'history.none' && t.text.length > 0)).toBe(true);
    await session.shot('history-empty');

    // The last turn of a saved solo game, played by clicks.
    const save = await nearlyFinished();
    const scoring = await finishSaved(session, driver, save);
    const total = Number(scoring.shown[0]?.values.total);
    expect(total).toBeGreaterThan(0);

    // After a reload, the History screen has it.
    await session.reload();
    await driver.scene('Menu');
    await driver.clickButton({ key: 'menu.history' });
    const kept = await driver.waitInPage('the game in the history', (v) => v.scene === 'History' && (v.view as HistoryView).entries === 1 && v, null);
    const view = kept.view as HistoryView;
    expect(view.rows).toEqual([{ game: 'explorers', score: total, finishedAt: expect.any(Number) }]);
    expect(view.stats).toEqual({ played: 1, won: 0, best: total, average: total });
    expect(view.chart).toBe(1);
    expect(kept.texts.some((t) => t.key === 'common.verbatim' && t.text === String(total))).toBe(true);
    await session.shot('history-one-game');

    // Out as a file, and back in: nothing is added twice.
    const [download] = await Promise.all([session.page.waitForEvent('download'), driver.clickButton({ key: 'history.export' })]);
    const file = await readFile((await download.path()) as string, 'utf8');
    expect(JSON.parse(file)).toMatchObject({ format: 'boardgames-history', entries: [{ game: 'explorers' }] });
    const importing = async (text: string): Promise<View> => {
      const [chooser] = await Promise.all([session.page.waitForEvent('filechooser'), driver.clickButton({ key: 'history.import' })]);
      await chooser.setFiles({ name: 'history.json', mimeType: 'application/json', buffer: Buffer.from(text) });
      return driver.waitInPage('the answer', (v) => v.buttons.some((b) => b.key === 'history.ok') && v, null);
    };
    const again = await importing(file);
    expect(again.texts.find((t) => t.key === 'history.imported')?.text).toBe('0 games added to your history.');
    await driver.clickButton({ key: 'history.ok' });

    // In French, a file that is no history is refused, and says why.
    await driver.clickButton({ icon: 'globe', key: 'language.name.en' });
    await driver.clickButton({ key: 'language.name.fr', icon: null });
    await driver.waitInPage('French', (v) => v.language === 'fr' && v, null);
    const refused = await importing('{"format":"explorers-record"}');
    expect(refused.texts.find((t) => t.key === 'history.errors.notHistoryFile')?.text).toBe(fr.history.errors.notHistoryFile);
    expect(refused.texts.find((t) => t.key === 'history.refusedTitle')?.text).toBe(fr.history.refusedTitle);
    await session.shot('history-refused-fr');
    await driver.clickButton({ key: 'history.ok' });
    const still = await historyView(driver);
    expect(still.view.entries).toBe(1);
    await session.shot('history-fr');

    expect(session.textFit).toEqual([]);
    expect(session.problems).toEqual([]);
  } finally {
    await session.close();
  }
});
