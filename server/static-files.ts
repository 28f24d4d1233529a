// The built page (`npm run build` → dist/) served by the game server itself, so the page and the
// server share one origin and one port (`npm run serve`). Only files inside the folder are
// served; Vite's hashed assets are cached for good, index.html is checked every time.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type http from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.mp3': 'audio/mpeg',
  '.ogg': 'audio/ogg',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
};

/** Vite names built assets with a content hash: they never change under the same name. */
const HASHED = /^\/assets\//;

/** A handler for GET and HEAD requests of files under `folder`; anything else is a 404. */
export function staticFiles(folder: string): (req: http.IncomingMessage, res: http.ServerResponse) => void {
  const root = resolve(folder);
  return (req, res) => {
    const notFound = (): void => {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('Not found');
    };
    let path: string;
    try {
      path = decodeURIComponent((req.url ?? '/').split('?')[0] as string);
    } catch {
      return notFound();
    }
    if (path.endsWith('/')) path += 'index.html';
    const file = join(root, normalize(path));
    if (path.includes('\0') || !file.startsWith(root + sep)) return notFound();
    void stat(file).then(
      (info) => {
        if (!info.isFile()) return notFound();
        res.writeHead(200, {
          'content-type': TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
          'content-length': info.size,
          'cache-control': HASHED.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache',
          'x-content-type-options': 'nosniff',
        });
        if (req.method === 'HEAD') return res.end();
        createReadStream(file).on('error', () => res.destroy()).pipe(res);
      },
      () => notFound(),
    );
  };
}
