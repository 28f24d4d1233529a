// Browser tests run against the production bundle built with the test bridge switched on,
// served by Vite's preview server on a free localhost port. Each run serves a folder of its own,
// with a Vite cache of its own, so two runs at once on one checkout never serve each other's
// half-written files (nor the release one of them makes, tests/e2e/offline.test.ts), and a
// developer's `npm start` keeps its cache (node_modules/.vite).
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { preview, type PreviewServer } from 'vite';
import { buildTestPage } from './page-build';

let server: PreviewServer | undefined;
let outDir: string | undefined;
let cacheDir: string | undefined;

export async function setup({ provide }: { provide: (key: 'baseUrl' | 'buildDir', value: string) => void }): Promise<void> {
  outDir = mkdtempSync(join(tmpdir(), 'explorers-e2e-build-'));
  cacheDir = mkdtempSync(join(tmpdir(), 'explorers-e2e-vite-'));
  // `npm test` builds the page once for both of its lanes (scripts/run-tests.ts): each run copies it.
  const built = process.env.E2E_PAGE_BUILD;
  if (built) cpSync(built, outDir, { recursive: true });
  else await buildTestPage(outDir, cacheDir);
  // 'mpa': a missing file is a 404 (a single-page app's fallback would answer it with index.html),
  // so the tests see every request that fails.
  server = await preview({ logLevel: 'warn', appType: 'mpa', cacheDir, build: { outDir }, preview: { host: '127.0.0.1', port: 0, strictPort: false } });
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error('the preview server did not report its address');
  provide('baseUrl', url);
  // The online test serves the same bundle with the game server (as `npm run serve` does).
  provide('buildDir', outDir);
}

export async function teardown(): Promise<void> {
  await server?.close();
  for (const folder of [outDir, cacheDir]) if (folder) rmSync(folder, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    buildDir: string;
  }
}
