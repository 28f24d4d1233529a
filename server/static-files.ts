// The built page (`npm run build` → dist/) served by the game server itself, so the page and the
// server share one origin and one port (`npm run serve`), as a CDN would serve it: serve-static
// (send) answers files only from inside the folder, with ranges (audio), conditional requests
// (304) and 405 for other methods. Here: the brotli or gzip copy the build made
// (scripts/vite-plugin-precompress.ts) when the browser takes it, strong ETags (a hash of each
// file's bytes, taken once at start: the folder does not change under a running server), and
// caching: Vite's hashed assets for a year, everything else (the page, the service worker, the
// manifest) checked every time.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import type http from 'node:http';
import { extname, join, resolve } from 'node:path';
import mime from 'mime-types';
import Negotiator from 'negotiator';
import serveStatic from 'serve-static';

/** The precompressed copies, by the browser's preference. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/** Vite names built assets with a content hash: they never change under the same name. */
const HASHED = /^\/assets\//;

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void;

/** negotiator's `encoding`, with the option its types leave out: on a tie, our order (brotli first). */
type ChooseEncoding = (available: readonly string[], options: { readonly preferred: readonly string[] }) => string | undefined;

/** Every file under `root` by its URL path ("/assets/a.js"), with its strong ETag. */
function strongTags(root: string): Map<string, string> {
  const tags = new Map<string, string>();
  for (const name of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
    const file = join(root, name);
    if (!statSync(file).isFile()) continue;
    const digest = createHash('sha256').update(readFileSync(file)).digest('base64url').slice(0, 27);
    tags.set(`/${name.split('\\').join('/')}`, `"${digest}"`);
  }
  return tags;
}

/** A handler for GET and HEAD requests of files under `folder`. */
export function staticFiles(folder: string): Handler {
  const root = resolve(folder);
  const tags = strongTags(root);
  const serve = serveStatic(root, {
    index: ['index.html'],
    redirect: false,
    fallthrough: false,
    lastModified: false,
    setHeaders(res, file) {
      const path = file.slice(root.length).split('\\').join('/');
      res.setHeader('cache-control', HASHED.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
      const tag = tags.get(path);
      if (tag) res.setHeader('etag', tag);
    },
  });
  return (req, res) => {
    const url = new URL(req.url ?? '/', 'http://page');
    const path = url.pathname.endsWith('/') ? `${url.pathname}index.html` : url.pathname;
    const copies = ENCODINGS.filter(({ suffix }) => tags.has(path + suffix));
    if (copies.length > 0) {
      res.setHeader('vary', 'Accept-Encoding');
      const available = [...copies.map((c) => c.name), 'identity'];
      const negotiator = new Negotiator(req);
      const chosen = (negotiator.encoding as ChooseEncoding).call(negotiator, available, { preferred: available });
      const copy = copies.find((c) => c.name === chosen);
      if (copy) {
        req.url = path + copy.suffix + url.search;
        res.setHeader('content-encoding', copy.name);
        res.setHeader('content-type', mime.contentType(extname(path)) || 'application/octet-stream');
      }
    }
    serve(req, res, (error?: { status?: number; statusCode?: number }) => {
      const status = error?.statusCode ?? error?.status ?? 404;
      res.removeHeader('content-encoding');
      res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(status === 404 ? 'Not found' : 'Error');
    });
  };
}
