// Scenario: the game is installable and plays offline. The built page links a valid web app
// manifest with our icons; once the menu is in, the service worker keeps every file of the build,
// so after the network is cut a reload still brings the menu and a game against the computer
// takes its turns.
// The online server's paths are left to the network, where they fail offline. A new version is
// offered to the player, and the page reloads only when the player accepts it.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect, inject, test } from 'vitest';
import { openPage } from './browser';
import { Driver, playByClicks, seededRandom, setupView } from './driver';

interface ManifestIcon {
  readonly src: string;
  readonly sizes: string;
  readonly type: string;
  readonly purpose?: string;
}

/** A PNG's width and height, from its header. */
function pngSize(bytes: Buffer): string {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

/** The state of the page's newest service worker ('none' before one registers). */
const workerState = (page: Page): Promise<string> =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return (registration?.waiting ?? registration?.installing ?? registration?.active)?.state ?? 'none';
  });

/** Waits (a minute at most) for the page's newest service worker to reach `state`. */
async function workerReaches(page: Page, state: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  let now = await workerState(page);
  while (now !== state && Date.now() < deadline) {
    await page.waitForTimeout(200);
    now = await workerState(page);
  }
  expect(now).toBe(state);
}

test('the manifest is served, valid, and names icons of the sizes it says', async () => {
  const baseUrl = inject('baseUrl');
  const session = await openPage(baseUrl, 'offline-manifest');
  try {
    const href = await session.page.evaluate(() => document.querySelector<HTMLLinkElement>('link[rel="manifest"]')?.href ?? null);
    expect(href).not.toBeNull();
    const response = await fetch(href as string);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    const manifest = (await response.json()) as Record<string, unknown>;
    expect(manifest).toMatchObject({ name: 'Explorers', short_name: 'Explorers', start_url: './', scope: './', display: 'standalone' });
    const icons = manifest.icons as ManifestIcon[];
    expect(icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`).sort()).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of icons) {
      const file = await fetch(new URL(icon.src, href as string));
      expect(file.status, icon.src).toBe(200);
      expect(file.headers.get('content-type')).toBe(icon.type);
      expect(pngSize(Buffer.from(await file.arrayBuffer()))).toBe(icon.sizes);
    }
    expect(session.problems).toEqual([]);
  } finally {
    await session.close();
  }
});

test('after a first visit, a reload with the network off brings the game, and a game against the computer plays', async () => {
  const session = await openPage(inject('baseUrl'), 'offline-play');
  try {
    const { page, context } = session;
    const driver = new Driver(session);
    await driver.scene('Menu');
    // The service worker registers once the menu is in, and is active once it keeps every file.
    await workerReaches(page, 'activated');

    await context.setOffline(true);
    await session.reload();
    await driver.scene('Menu');
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await session.shot('offline-menu');

    await driver.clickButton({ key: 'menu.newGame' });
    await setupView(driver);
    // Two seats: the person and the computer, whose worker also comes from the cache.
    await driver.clickButton({ key: 'common.verbatim', text: '2' });
    await driver.clickButton({ key: 'setup.start' });
    const choose = seededRandom(3);
    // The setup's start villages, then the first turn to its end, for both seats.
    const at = await playByClicks(driver, { choose, stop: (play) => play.summary.turnNumber === 2 });
    if (!at) throw new Error('The game ended early.');
    expect(at.summary.seats.map((seat) => seat.kind)).toEqual(['human', 'ai']);
    expect(at.summary.marked[0]?.length).toBeGreaterThan(1);
    expect(at.summary.marked[1]?.length).toBeGreaterThan(1);
    await session.shot('offline-turn-2');
    expect(session.problems).toEqual([]);

    // The online server's requests are not answered by the service worker: offline, they fail.
    const online = await page.evaluate(() =>
      fetch('./tables', { method: 'POST', body: '{}' }).then(
        (response) => `answered ${response.status}`,
        () => 'failed',
      ),
    );
    expect(online).toBe('failed');
  } finally {
    await session.close();
  }
});

/**
 * A release that changes one script, as a new build would: the script's content,
 * and its revision in the service worker's list. `apply` makes the built files that release,
 * `undo` puts them back.
 */
function releaseChangingOneScript(buildDir: string): { url: string; apply: () => void; undo: () => void } {
  const workerFile = join(buildDir, 'sw.js');
  const worker = readFileSync(workerFile, 'utf8');
  const list = /^const PRECACHE = (.*);$/m.exec(worker);
  if (!list?.[1]) throw new Error('The service worker names no PRECACHE list.');
  const kept = JSON.parse(list[1]) as { url: string; revision: string }[];
  const script = kept.find((entry) => entry.url.endsWith('.js'));
  if (!script) throw new Error('The service worker keeps no script.');
  const file = join(buildDir, script.url);
  const content = readFileSync(file, 'utf8');
  const next = kept.map((entry) => (entry === script ? { ...entry, revision: `${entry.revision}-next` } : entry));
  return {
    url: script.url,
    apply() {
      writeFileSync(file, `${content}\n`);
      writeFileSync(workerFile, worker.replace(list[0], `const PRECACHE = ${JSON.stringify(next)};`));
    },
    undo() {
      writeFileSync(file, content);
      writeFileSync(workerFile, worker);
    },
  };
}

test('a new version is offered, and the page reloads only when the player accepts it', async () => {
  const session = await openPage(inject('baseUrl'), 'offline-update');
  const release = releaseChangingOneScript(inject('buildDir'));
  try {
    const { page } = session;
    const driver = new Driver(session);
    await driver.scene('Menu');
    await workerReaches(page, 'activated');
    await session.reload();
    await driver.scene('Menu');
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    // The next version changes one script: its content, and its revision in the worker's list.
    release.apply();
    const fetchedByWorker: string[] = [];
    session.context.on('request', (request) => {
      // (The browser's own check for a new worker counts as the worker's request: left out.)
      if (request.serviceWorker() && !request.url().endsWith('/sw.js')) fetchedByWorker.push(new URL(request.url()).pathname.replace(/^\//, ''));
    });
    const marked = (): Promise<boolean> => page.evaluate(() => (globalThis as { sameDocument?: boolean }).sameDocument === true);
    await page.evaluate(() => {
      (globalThis as { sameDocument?: boolean }).sameDocument = true;
      return navigator.serviceWorker.getRegistration().then((registration) => registration?.update());
    });
    await workerReaches(page, 'installed');
    // The new worker fetched that script alone: every other file's revision was kept already.
    expect(fetchedByWorker).toEqual([release.url]);
    await page.waitForSelector('#update-prompt');
    expect(await page.textContent('#update-prompt span')).toBe('A new version of the game is ready.');
    await session.shot('update-offered');
    // Later: the bar goes, the page stays as it is, the new version keeps waiting.
    await page.click('#update-prompt button:nth-of-type(2)');
    await page.waitForSelector('#update-prompt', { state: 'detached' });
    expect(await marked()).toBe(true);
    expect(await workerState(page)).toBe('installed');

    // A reload keeps the old version (its page is still open meanwhile), and offers the new one again.
    await session.reload();
    await driver.scene('Menu');
    await page.waitForSelector('#update-prompt');
    await Promise.all([page.waitForEvent('load'), page.click('#update-prompt button:nth-of-type(1)')]);
    await driver.scene('Menu');
    await workerReaches(page, 'activated');
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null)).toBeNull();
    expect(await page.$('#update-prompt')).toBeNull();
    expect(session.problems).toEqual([]);
  } finally {
    release.undo();
    await session.close();
  }
});
