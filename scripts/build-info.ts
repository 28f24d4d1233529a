// The app's version and build id, set at build time by `define` (Vite's for the page, esbuild's
// for the server): the version from package.json, the build the commit's short hash, or the
// build's time where the sources are not a git checkout (a copy, an archive).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

function buildId(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return new Date().toISOString().slice(0, 16).replace(/[-:]/g, '');
  }
}

/** The `define` entries src/build-info.ts reads. */
export function buildDefines(): Record<string, string> {
  const { version } = JSON.parse(readFileSync(`${ROOT}/package.json`, 'utf8')) as { version: string };
  return { __APP_VERSION__: JSON.stringify(version), __APP_BUILD__: JSON.stringify(buildId()) };
}
