// The server's production build (`npm run build`, after the page's): server/main.ts and the AI
// worker bundled by esbuild into dist-server/, with the shared code they import from src/ (the
// game registry, rules, contract), so plain `node` runs them without tsx or TypeScript. The npm
// packages stay imports: `npm ci --omit=dev` installs them.
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { buildDefines } from './build-info';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SERVER_OUT = 'dist-server';

rmSync(`${ROOT}/${SERVER_OUT}`, { recursive: true, force: true });
await build({
  absWorkingDir: ROOT,
  // The AI pool starts `ai-worker.js` beside the bundle that holds it (server/ai/pool.ts).
  entryPoints: { main: 'server/main.ts', 'ai-worker': 'server/ai/worker.ts' },
  outdir: SERVER_OUT,
  bundle: true,
  // Chunks: what the registry imports on demand (a game's page side) stays unloaded, as from the sources.
  splitting: true,
  // The page side's sounds are never loaded on the server: their imports stand for nothing.
  loader: { '.mp3': 'empty' },
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  define: buildDefines(),
  logLevel: 'warning',
});
console.log(`server built into ${SERVER_OUT}/`);
