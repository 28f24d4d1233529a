// `npm test` builds the browser tests' page once, into the folder it names, for both of its lanes
// (scripts/run-tests.ts); each lane's runner copies it (tests/e2e/global-setup.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildTestPage } from '../tests/e2e/page-build';

const [outDir] = process.argv.slice(2);
if (!outDir) throw new Error('usage: tsx scripts/build-test-page.ts <folder>');
const cacheDir = mkdtempSync(join(tmpdir(), 'explorers-e2e-vite-'));
try {
  await buildTestPage(outDir, cacheDir);
} finally {
  rmSync(cacheDir, { recursive: true, force: true });
}
