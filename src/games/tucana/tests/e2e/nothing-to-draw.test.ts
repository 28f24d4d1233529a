// Tucana's turn with nothing to draw, which no real game reaches easily: the test bridge opens
// the play screen on a crafted table (games/tucana/play/crafted-tables.ts) where every water–water
// pair of your sheet is drawn and, after a turn of jokers, the cards are water and water. The
// banner says so and why, in English on a desktop and in French on a phone, every text fitting;
// then the game goes on: the next turn takes a segment as any other. A build without the test
// bridge holds neither the bridge's opener nor the crafted tables.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { expect, inject, test } from 'vitest';
import { openPage, type ViewportName } from '../../../../../tests/e2e/browser';
import { Driver, type View } from '../../../../../tests/e2e/driver';
import { unfitting, untranslated } from '../../../../../tests/e2e/texts';
import { tucanaInput, tucanaProgress, tucanaReady, type TucanaPlayView } from './driver';

const CASES: readonly { readonly lng: 'en' | 'fr'; readonly viewport: ViewportName; readonly title: string; readonly reason: string }[] = [
  { lng: 'en', viewport: 'desktop', title: 'Ana has nothing to draw', reason: 'No two neighbouring hexes on your island match these cards' },
  { lng: 'fr', viewport: 'phone', title: 'Ana n’a rien à tracer', reason: 'Aucune paire d’hexagones voisins de votre île ne correspond à ces cartes' },
];

for (const { lng, viewport, title, reason } of CASES) {
  test(`a turn with nothing to draw is explained (${lng}, ${viewport}) and the game goes on`, async () => {
    const session = await openPage(inject('baseUrl'), `tucana-nothing-to-draw-${lng}`, { viewport, locale: 'en-GB', query: `&lng=${lng}` });
    try {
      const driver = new Driver(session);
      await driver.scene('Menu');
      await session.page.evaluate(() => (globalThis as unknown as { __explorers: { openTestTable(game: string, name: string): Promise<void> } }).__explorers.openTestTable('tucana', 'nothingToDraw'));

      // The jokers' turn: any pair, then confirm.
      let play = (await tucanaReady(driver)) as TucanaPlayView;
      expect(play.summary).toMatchObject({ turnNumber: 1, cards: ['joker', 'joker'], prompt: 'draw' });
      while (play.summary.prompt !== 'confirm') {
        const before = tucanaProgress(play);
        await tucanaInput(driver, play, { choose: () => 0 });
        play = (await tucanaReady(driver, before)) as TucanaPlayView;
      }
      await tucanaInput(driver, play, { choose: () => 0 });

      // Water and water: the banner, caught while it shows (it holds nothing up).
      const banner = await driver.waitInPage('the nothing-to-draw banner', (v: View) => v.texts.some((t) => t.key === 'tucana:play.noSegment') && v, null);
      const bannerTexts = banner.texts.filter((t) => t.key === 'tucana:play.noSegment' || t.key === 'tucana:errors.nothingToDraw');
      expect(bannerTexts.map((t) => t.key)).toEqual(['tucana:play.noSegment', 'tucana:errors.nothingToDraw']);
      expect(bannerTexts[0]?.lines.join(' ')).toContain(title);
      expect(bannerTexts[1]?.lines.join(' ')).toContain(reason);
      expect(untranslated(banner.texts)).toEqual([]);
      expect(unfitting(banner.texts, banner.canvas, banner.buttons)).toEqual([]);
      // The ribbon holds for a moment: the pictures may show it or the turn after (the checks above are the test).
      await session.shot(`nothing-to-draw-${lng}`);

      // The game passed for Ana and went on: the next turn takes a segment, drawn and confirmed.
      play = (await tucanaReady(driver)) as TucanaPlayView;
      expect(play.summary).toMatchObject({ turnNumber: 3, prompt: 'draw' });
      expect(play.summary.legal.length).toBeGreaterThan(0);
      const segments = play.summary.segments[0] ?? 0;
      while (play.summary.turnNumber === 3) {
        const before = tucanaProgress(play);
        await tucanaInput(driver, play, { choose: () => 0 });
        play = (await tucanaReady(driver, before)) as TucanaPlayView;
      }
      expect(play.summary.turnNumber).toBe(4);
      expect(play.summary.segments[0]).toBeGreaterThan(segments);
      expect(session.problems).toEqual([]);
      expect(session.textFit).toEqual([]);
    } finally {
      await session.close();
    }
  });
}

test('a build without the test bridge has no crafted tables, nor a test game', async () => {
  // A production build as a player gets it: no bridge switch, and NODE_ENV not the test runner's (it would make a development build).
  const saved = { VITE_TEST_BRIDGE: process.env.VITE_TEST_BRIDGE, NODE_ENV: process.env.NODE_ENV };
  const scratch = mkdtempSync(join(tmpdir(), 'tucana-no-bridge-'));
  const outDir = join(scratch, 'build');
  try {
    delete process.env.VITE_TEST_BRIDGE;
    process.env.NODE_ENV = 'production';
    // Vite's cache in the same throw-away folder: never the checkout's node_modules/.vite.
    await build({ logLevel: 'warn', mode: 'production', cacheDir: join(scratch, 'vite'), build: { outDir, emptyOutDir: true } });
    const files = readdirSync(join(outDir, 'assets')).filter((name) => name.endsWith('.js'));
    // Tucana's screens are there (the search reads the real chunks), and nothing of the opener.
    expect(files.some((name) => name.startsWith('screens-'))).toBe(true);
    expect(files.filter((name) => /test-bridge|crafted-tables/.test(name))).toEqual([]);
    expect(files.filter((name) => /openTestTable|CRAFTED_TABLES|nothingToDraw:\(\)/.test(readFileSync(join(outDir, 'assets', name), 'utf8')))).toEqual([]);
    // Nor any game of the test registry (the browser tests' build alone offers them, tests/e2e/test-registry-plugin.ts).
    expect(files.filter((name) => /Race to 10|RacePlay|race-record/.test(readFileSync(join(outDir, 'assets', name), 'utf8')))).toEqual([]);
  } finally {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    rmSync(scratch, { recursive: true, force: true });
  }
});
