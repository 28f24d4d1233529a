// Makes the production build installable and playable offline: emits the web app manifest, the
// app's icons (assets/icons/, drawn by `npm run art`) and the service worker
// (src/offline/service-worker.ts), compiled on its own with the list of every file of the build
// to keep, each with a revision that changes whenever its content does. The development server only
// serves the manifest and the icons: no service worker there, so every edit shows at once.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { transformWithOxc, type Plugin } from 'vite';

export const MANIFEST = 'manifest.webmanifest';
export const SERVICE_WORKER = 'sw.js';
const ICONS = 'icons';

/** The manifest's colours are the sky's (index.html's theme colour). */
const SKY = '#7cc6ee';

export function manifest(): Record<string, unknown> {
  return {
    id: './',
    name: 'Explorers',
    short_name: 'Explorers',
    description: 'Board games to play alone, around one device or online with friends, in English, French, German and Italian.',
    start_url: './',
    scope: './',
    display: 'standalone',
    background_color: SKY,
    theme_color: SKY,
    icons: [
      { src: `${ICONS}/icon-192.png`, sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: `${ICONS}/icon-512.png`, sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: `${ICONS}/icon-maskable-512.png`, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

const hashOf = (content: string | Uint8Array): string => createHash('sha256').update(content).digest('hex').slice(0, 16);

export function offline(): Plugin {
  let root = '';
  const iconFiles = (): string[] => readdirSync(join(root, 'assets', ICONS)).filter((name) => name.endsWith('.png'));
  return {
    name: 'explorers-offline',
    // Builds register the worker (src/offline/register.ts); the development server has none.
    config(_config, env) {
      return { define: { 'import.meta.env.SERVICE_WORKER': JSON.stringify(env.command === 'build') } };
    },
    configResolved(config) {
      root = config.root;
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? '').split('?')[0] ?? '';
        if (path === `/${MANIFEST}`) {
          res.setHeader('content-type', 'application/manifest+json');
          return res.end(JSON.stringify(manifest()));
        }
        const icon = path.startsWith(`/${ICONS}/`) ? path.slice(ICONS.length + 2) : '';
        if (!iconFiles().includes(icon)) return next();
        res.setHeader('content-type', 'image/png');
        res.end(readFileSync(join(root, 'assets', ICONS, icon)));
      });
    },
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        this.emitFile({ type: 'asset', fileName: MANIFEST, source: `${JSON.stringify(manifest(), null, 2)}\n` });
        // The icons are for installing, which needs the network anyway: not kept offline.
        for (const icon of iconFiles()) this.emitFile({ type: 'asset', fileName: `${ICONS}/${icon}`, source: readFileSync(join(root, 'assets', ICONS, icon)) });
        // Every kept file with its revision: a hash of its content, so that a new build fetches
        // only the files that changed.
        const kept = Object.keys(bundle)
          .filter((name) => !name.endsWith('.map') && !name.startsWith(`${ICONS}/`))
          .sort()
          .map((url) => {
            const file = bundle[url];
            return { url, revision: hashOf(file?.type === 'chunk' ? file.code : (file?.source ?? '')) };
          });
        const source = readFileSync(join(root, 'src', 'offline', 'service-worker.ts'), 'utf8');
        const { code } = await transformWithOxc(source, 'service-worker.ts', { lang: 'ts' });
        const constants = `const PRECACHE = ${JSON.stringify(kept)};\n`;
        this.emitFile({ type: 'asset', fileName: SERVICE_WORKER, source: constants + code });
      },
    },
  };
}
