import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const here = (path: string): string => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig(({ command }) => ({
  base: './',
  // Builds (and so the end-to-end tests and `npm run bench:web`) get only the part of Phaser the
  // game uses, from Phaser's own sources (see src/phaser-lite.js and docs/performance.md); the
  // development server keeps the stock bundle, which its dependency optimiser handles as is.
  ...(command === 'build' && {
    resolve: {
      alias: [
        { find: /^phaser$/, replacement: here('./src/phaser-lite.js') },
        { find: /^phaser\/src\/(.*)$/, replacement: `${here('./node_modules/phaser/src/')}$1` },
      ],
    },
    // The flags Phaser's own webpack build defines: both renderers (WebGL, and Canvas as the
    // fallback), no sound manager (Howler plays every sound), no debug hooks, no Facebook plugin.
    define: {
      'typeof WEBGL_RENDERER': 'true',
      'typeof CANVAS_RENDERER': 'true',
      'typeof WEBGL_DEBUG': 'false',
      'typeof EXPERIMENTAL': 'false',
      'typeof FEATURE_SOUND': 'false',
      'typeof PLUGIN_CAMERA3D': 'false',
      'typeof PLUGIN_FBINSTANT': 'false',
    },
  }),
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 2000,
  },
}));
