// Update benchmark: what a returning player downloads when a new release comes out. It builds a
// copy of the game twice, one commit apart: a release whose only change is its build id, which one
// script shows (the Credits), as any release changes it. It serves the first build with the
// server's own static files (precompressed copies, strong ETags, 304s), opens it in headless
// Chromium until the service worker keeps every file, then serves the second build, asks the page
// to look for a new version, and counts what the server sends until the new worker is installed:
// once with the browser's HTTP cache as the first visit left it, and once emptied (browsers evict
// it). The last line is one JSON summary.
// npm run bench:update -- [--root dir]
//   --root: another checkout of the game (say a git worktree of an older commit), built with its
//   own configuration and service worker, and served by this checkout's server.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium, type Page } from 'playwright-core';
import { build } from 'vite';
import { staticFiles } from '../server/static-files';
import { CHROMIUM_ARGS } from '../tests/e2e/browser';

const { values } = parseArgs({ options: { root: { type: 'string' } } });
const HERE = resolve(fileURLToPath(new URL('..', import.meta.url)));
const ROOT = resolve(values.root ?? HERE);

const git = (cwd: string, ...args: string[]): string =>
  execFileSync('git', ['-c', 'user.name=bench', '-c', 'user.email=bench@localhost', ...args], { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

/** The checkout's tracked files in a fresh repository of their own (its node_modules linked). */
function copyOf(root: string, into: string): void {
  for (const file of git(root, 'ls-files', '-z').split('\0').filter(Boolean)) {
    mkdirSync(dirname(join(into, file)), { recursive: true });
    cpSync(join(root, file), join(into, file));
  }
  symlinkSync(join(root, 'node_modules'), join(into, 'node_modules'));
  git(into, 'init', '-q');
  git(into, 'add', '-A');
  git(into, 'commit', '-qm', 'release 1');
}

async function buildInto(root: string, outDir: string): Promise<void> {
  await build({ root, logLevel: 'warn', configFile: join(root, 'vite.config.ts'), build: { outDir, emptyOutDir: true } });
}

/** Every file of a build by its path in the build, without source maps. */
function filesOf(dir: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.name.endsWith('.map')) continue;
    const path = join(entry.parentPath, entry.name);
    files.set(relative(dir, path), readFileSync(path));
  }
  return files;
}

/** The page's newest service worker's state ('none' before one registers). */
const workerState = (page: Page): Promise<string> =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return (registration?.waiting ?? registration?.installing ?? registration?.active)?.state ?? 'none';
  });

async function workerReaches(page: Page, state: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while ((await workerState(page)) !== state) {
    if (Date.now() > deadline) throw new Error(`The service worker never reached "${state}".`);
    await page.waitForTimeout(200);
  }
}

async function main(): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), 'bench-update-'));
  try {
    const source = join(work, 'source');
    copyOf(ROOT, source);
    const first = join(work, 'release-1');
    const second = join(work, 'release-2');
    await buildInto(source, first);
    git(source, 'commit', '-q', '--allow-empty', '-m', 'release 2');
    await buildInto(source, second);

    const before = filesOf(first);
    const after = filesOf(second);
    const kept = [...after.keys()].filter((name) => !/\.(br|gz)$/.test(name));
    const changed = kept.filter((name) => !before.get(name)?.equals(after.get(name) as Buffer));

    let serve = staticFiles(first);
    const sent = { requests: 0, bytes: 0, notModified: 0, files: [] as string[] };
    const server = http.createServer((req, res) => {
      res.on('finish', () => {
        sent.requests++;
        if (res.statusCode === 304) sent.notModified++;
        else {
          sent.bytes += Number(res.getHeader('content-length') ?? 0);
          sent.files.push(new URL(req.url ?? '/', 'http://page').pathname);
        }
      });
      serve(req, res);
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });

    /** A first visit, a return, and the update; `evicted`: the browser's HTTP cache emptied before the update. */
    async function visitAndUpdate(evicted: boolean) {
      serve = staticFiles(first);
      Object.assign(sent, { requests: 0, bytes: 0, notModified: 0, files: [] });
      const context = await browser.newContext();
      try {
        const page = await context.newPage();
        await page.goto(url);
        await workerReaches(page, 'activated');
        const firstVisit = { requests: sent.requests, bytes: sent.bytes };
        // The player comes back: the page is now the worker's, which keeps the new version waiting.
        await page.reload();
        await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
        // Browsers evict their HTTP cache (a phone's is small); the worker's own cache stays.
        if (evicted) await (await context.newCDPSession(page)).send('Network.clearBrowserCache');
        serve = staticFiles(second);
        Object.assign(sent, { requests: 0, bytes: 0, notModified: 0, files: [] });
        await page.evaluate(() => navigator.serviceWorker.getRegistration().then((registration) => registration?.update()));
        await workerReaches(page, 'installed');
        return { firstVisit, update: { requests: sent.requests, notModified: sent.notModified, bytes: sent.bytes } };
      } finally {
        await context.close();
      }
    }

    try {
      const kept304 = await visitAndUpdate(false);
      const evicted = await visitAndUpdate(true);
      const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
      console.log(`A release changing ${changed.length} of ${kept.length} files (${changed.join(', ')}):`);
      console.log(`  first visit: ${kept304.firstVisit.requests} requests, ${kb(kept304.firstVisit.bytes)} sent`);
      console.log(`  the update: ${kept304.update.requests} requests (${kept304.update.notModified} answered 304), ${kb(kept304.update.bytes)} sent`);
      console.log(`  the update, the HTTP cache evicted: ${evicted.update.requests} requests (${evicted.update.notModified} answered 304), ${kb(evicted.update.bytes)} sent`);
      console.log(JSON.stringify({
        root: ROOT === HERE ? '.' : relative(HERE, ROOT),
        release: { files: kept.length, changed: changed.length, changedFiles: changed, bytesOfChanged: changed.reduce((sum, name) => sum + (after.get(name)?.length ?? 0), 0) },
        firstVisit: kept304.firstVisit,
        update: kept304.update,
        updateAfterEviction: evicted.update,
      }));
    } finally {
      await browser.close();
      server.close();
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
