import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { buildDefines } from './scripts/build-info.js';
import { offline } from './scripts/vite-plugin-offline.js';
import { precompress } from './scripts/vite-plugin-precompress.js';

const here = (path: string): string => fileURLToPath(new URL(path, import.meta.url));

// The flags Phaser's own webpack build defines: both renderers (WebGL, and Canvas as the
// fallback), no sound manager (Howler plays every sound), no debug hooks, no Facebook plugin.
const PHASER_FLAGS = {
  'typeof WEBGL_RENDERER': 'true',
  'typeof CANVAS_RENDERER': 'true',
  'typeof WEBGL_DEBUG': 'false',
  'typeof EXPERIMENTAL': 'false',
  'typeof FEATURE_SOUND': 'false',
  'typeof PLUGIN_CAMERA3D': 'false',
  'typeof PLUGIN_FBINSTANT': 'false',
};

export default defineConfig({
  base: './',
  // The development server, the builds (and so the end-to-end tests and `npm run bench:web`) all
  // get the same Phaser: only the part the game uses, from Phaser's own sources (see
  // src/phaser-lite.js and docs/performance.md). Phaser's package exports only its bundles, so
  // its sources are reached by path.
  resolve: {
    alias: [
      { find: /^phaser$/, replacement: here('./src/phaser-lite.js') },
      { find: /^phaser\/src\/(.*)$/, replacement: `${here('./node_modules/phaser/src/')}$1` },
    ],
  },
  // The version and build the credits show (src/build-info.ts).
  define: { ...PHASER_FLAGS, ...buildDefines() },
  // The manifest, the icons and the service worker that keeps the game playable offline; brotli
  // and gzip copies of the built text files.
  plugins: [offline(), precompress()],
  // The development server pre-bundles Phaser's CommonJS sources: the flags apply there too.
  optimizeDeps: { rolldownOptions: { transform: { define: PHASER_FLAGS } } },
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 2000,
  },
});
