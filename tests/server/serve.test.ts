// The two ways to run the page and the server together, each a process of its own as people run
// it: `npm run serve` (the built server, serving the page and itself on one port; here a tiny
// stand-in for dist/) and the development server `npm start` runs (Vite, forwarding the server's
// paths to it). In both, the page's own origin answers the page, POST /tables and a join over its
// WebSocket. For `npm run serve`, every header of its answers is checked, as a CDN would send them.
// With `--lan`, the development server names its Network address in the page (on a loopback
// address here, so that nothing outside this machine reaches it).
// Everything they write goes to this file's temporary folder, on ports of their own: a
// developer's `npm start` in the same checkout keeps its Vite cache (node_modules/.vite), its
// tables (.data/) and its build (dist/).
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { request, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NETWORK_ADDRESS_META } from '../../src/protocol/protocol';
import { linkBase } from '../../src/shell/online/network-address';
import { spawnServer, type ChildServer } from './helpers/child';
import { EXPLORERS_OPTIONS, TableClient, createTableOk } from './helpers/client';

const folder = mkdtempSync(join(tmpdir(), 'explorers-serve-'));
const page = join(folder, 'page');
const SCRIPT = `console.log(${JSON.stringify('explorers '.repeat(300))});`;
const SOUND = Buffer.from(Array.from({ length: 4000 }, (_, i) => (i * 7919) % 256));
const HTML = '<!doctype html><title>Explorers</title><script type="module" src="./assets/app-Ab12.js"></script>';
const children: ChildServer[] = [];
const clients: TableClient[] = [];
const TABLE = {
  create: { game: 'explorers', options: EXPLORERS_OPTIONS, seats: [{ kind: 'human' as const }, { kind: 'ai' as const, level: 'easy' }] },
  name: 'Ann',
  colour: '#aa3300',
};

beforeAll(async () => {
  mkdirSync(join(page, 'assets'), { recursive: true });
  writeFileSync(join(page, 'index.html'), HTML);
  writeFileSync(join(page, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(join(page, 'manifest.webmanifest'), '{"name":"Explorers"}');
  writeFileSync(join(page, 'assets', 'app-Ab12.js'), SCRIPT);
  writeFileSync(join(page, 'assets', 'app-Ab12.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(join(page, 'assets', 'app-Ab12.js.gz'), gzipSync(SCRIPT));
  writeFileSync(join(page, 'assets', 'gem-Cd34.mp3'), SOUND);
  writeFileSync(join(folder, 'secret.txt'), 'outside the page');
  // `npm run serve` runs the server's build.
  await promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/build-server.ts']);
});

afterAll(async () => {
  for (const client of clients) client.close();
  await Promise.all(children.map((c) => c.stop('SIGKILL')));
  rmSync(folder, { recursive: true, force: true });
});

/** What a developer's own runs keep in the checkout: Vite's cache, the tables of `npm start`, the build. */
const CHECKOUT = fileURLToPath(new URL('../..', import.meta.url));
const KEPT = ['node_modules/.vite', '.data', 'dist'];

/** Every file under the kept folders, with its size and time of change. */
function keptFiles(): string[] {
  const list = (path: string): string[] => {
    if (!existsSync(path)) return [];
    const stat = statSync(path);
    if (!stat.isDirectory()) return [`${path} ${stat.size} ${stat.mtimeMs}`];
    return [`${path}/ ${stat.mtimeMs}`, ...readdirSync(path).flatMap((name) => list(join(path, name)))];
  };
  return KEPT.flatMap((folder) => list(join(CHECKOUT, folder)));
}

async function start(env: Record<string, string>, options: Parameters<typeof spawnServer>[1]): Promise<ChildServer> {
  const child = await spawnServer({ DATA_DIR: join(folder, `data-${children.length}`), ...env }, options);
  children.push(child);
  return child;
}

interface Raw {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  readonly body: Buffer;
}

/** A request exactly as written (no path tidying, no compression asked for unless said), and its raw answer. */
function raw(url: string, path: string, { method = 'GET', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request(new URL(url), { path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** Every header but those of the connection itself. */
function headersOf(answer: Raw): Record<string, unknown> {
  const { date, connection, ...rest } = answer.headers;
  delete rest['keep-alive'];
  expect(date).toBeTruthy();
  expect(connection).toBeTruthy();
  return rest;
}

const SECURITY = { 'content-security-policy': "frame-ancestors 'none'", 'referrer-policy': 'no-referrer', 'x-content-type-options': 'nosniff' };
const STRONG_TAG = /^"[\w-]{27}"$/;

/** A table created and joined through `origin` alone: POST /tables, matchmaking and the room's WebSocket. */
async function createAndJoin(origin: string): Promise<TableClient> {
  const { code, token } = await createTableOk(origin, TABLE);
  const client = await TableClient.join(origin, { code, token }, 'host');
  clients.push(client);
  expect(client.seat).toBe(0);
  expect(client.table?.code).toBe(code);
  expect(new URL(client.socket.url).origin).toBe(new URL(origin).origin.replace('http', 'ws'));
  return client;
}

describe('npm run serve', () => {
  let url: string;
  beforeAll(async () => {
    ({ url } = await start({}, { command: ['npm', 'run', '--silent', 'serve', '--', '--static', page] }));
  });

  it('answers the page, its files and POST /tables on one port', async () => {
    const index = await fetch(`${url}/`);
    expect(index.status).toBe(200);
    expect(await index.text()).toContain('<title>Explorers</title>');
    await createAndJoin(url);
  });

  it('sends the page and its files as a CDN would: precompressed, strong ETags, 304s, ranges, cached by name', async () => {
    const html = await raw(url, '/', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(html.status).toBe(200);
    const htmlHeaders = headersOf(html);
    expect(htmlHeaders.etag).toMatch(STRONG_TAG);
    // A page under a kilobyte has no compressed copy: it goes as it is, and says nothing of encodings.
    expect(htmlHeaders).toEqual({
      ...SECURITY,
      'content-type': 'text/html; charset=utf-8',
      'content-length': String(HTML.length),
      'cache-control': 'no-cache',
      'accept-ranges': 'bytes',
      etag: htmlHeaders.etag,
    });

    const script = await raw(url, '/assets/app-Ab12.js', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    const scriptHeaders = headersOf(script);
    expect(scriptHeaders).toEqual({
      ...SECURITY,
      'content-type': 'text/javascript; charset=utf-8',
      'content-encoding': 'br',
      'content-length': String(script.body.length),
      vary: 'Accept-Encoding',
      'cache-control': 'public, max-age=31536000, immutable',
      'accept-ranges': 'bytes',
      etag: scriptHeaders.etag,
    });
    expect(scriptHeaders.etag).toMatch(STRONG_TAG);
    expect(brotliDecompressSync(script.body).toString()).toBe(SCRIPT);
    expect(script.body.length).toBeLessThan(SCRIPT.length / 10);
    const gzipped = await raw(url, '/assets/app-Ab12.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.body).toString()).toBe(SCRIPT);
    const plain = await raw(url, '/assets/app-Ab12.js', { headers: { 'accept-encoding': 'br;q=0, identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(plain.body.toString()).toBe(SCRIPT);
    // Each encoding is its own representation, with its own tag; a tag sent back is a 304.
    expect(new Set([scriptHeaders.etag, gzipped.headers.etag, plain.headers.etag]).size).toBe(3);
    const again = await raw(url, '/assets/app-Ab12.js', { headers: { 'accept-encoding': 'br', 'if-none-match': String(scriptHeaders.etag) } });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(scriptHeaders.etag);

    for (const path of ['/sw.js', '/manifest.webmanifest']) {
      const file = await raw(url, path);
      expect(file.status, path).toBe(200);
      expect(file.headers['cache-control'], path).toBe('no-cache');
      expect(file.headers.etag, path).toMatch(STRONG_TAG);
    }
    expect((await raw(url, '/manifest.webmanifest')).headers['content-type']).toBe('application/manifest+json; charset=utf-8');

    const part = await raw(url, '/assets/gem-Cd34.mp3', { headers: { range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${SOUND.length}`);
    expect(part.headers['content-type']).toBe('audio/mpeg');
    expect(part.body).toEqual(SOUND.subarray(100, 200));
    expect((await raw(url, '/assets/gem-Cd34.mp3', { headers: { range: `bytes=0-9`, 'if-range': String(part.headers.etag) } })).status).toBe(206);
    expect((await raw(url, '/assets/gem-Cd34.mp3', { headers: { range: `bytes=0-9`, 'if-range': '"another"' } })).status).toBe(200);

    const head = await raw(url, '/assets/app-Ab12.js', { method: 'HEAD' });
    expect(head.headers['content-length']).toBe(String(SCRIPT.length));
    expect(head.body.length).toBe(0);
    // Nothing outside the folder (paths sent as they are: fetch would tidy the dots away),
    // nothing missing, and no other method.
    for (const path of ['/../secret.txt', '/assets/../../secret.txt', '/%2e%2e/secret.txt', '/assets/..%2f..%2fsecret.txt', '/missing.js', '/assets/']) {
      const answer = await raw(url, path);
      expect([403, 404], path).toContain(answer.status);
      expect(answer.body.toString()).not.toContain('outside');
    }
    const put = await raw(url, '/index.html', { method: 'PUT', headers: { 'content-type': 'text/html' }, body: 'x' });
    expect(put.status).toBe(405);
    expect(put.headers.allow).toBe('GET, HEAD');
  });

  it('answers POST /tables with its headers: JSON from its own origin only, no CORS', async () => {
    const body = JSON.stringify(TABLE);
    const host = new URL(url).host;
    const accepted = await raw(url, '/tables', { method: 'POST', headers: { 'content-type': 'application/json', origin: `http://${host}` }, body });
    expect(accepted.status).toBe(201);
    expect(headersOf(accepted)).toEqual({ ...SECURITY, 'content-type': 'application/json', 'content-length': String(accepted.body.length) });
    expect(JSON.parse(accepted.body.toString())).toMatchObject({ seat: 0 });

    const refusals: [string, { method?: string; headers?: Record<string, string>; body?: string }, number][] = [
      ['another site', { method: 'POST', headers: { 'content-type': 'application/json', origin: 'https://elsewhere.example' }, body }, 403],
      ['an opaque origin', { method: 'POST', headers: { 'content-type': 'application/json', origin: 'null' }, body }, 403],
      ['a form', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body }, 415],
      ['no type', { method: 'POST', body }, 415],
      ['a preflight', { method: 'OPTIONS', headers: { origin: 'https://elsewhere.example', 'access-control-request-method': 'POST' } }, 405],
      ['a GET', {}, 405],
      ['a large body', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...TABLE, name: 'x'.repeat(20_000) }) }, 413],
    ];
    for (const [what, options, status] of refusals) {
      const refused = await raw(url, '/tables', options);
      expect(refused.status, what).toBe(status);
      const headers = headersOf(refused);
      expect(headers, what).toEqual({
        ...SECURITY,
        'content-type': 'application/json',
        'content-length': String(refused.body.length),
        ...(status === 405 ? { allow: 'POST' } : {}),
      });
      expect(JSON.parse(refused.body.toString()), what).toMatchObject({ code: status, error: 'badRequest' });
    }
  });

  it('says its version and build at /healthz, and that it is ready at /readyz', async () => {
    const health = (await (await fetch(`${url}/healthz`)).json()) as Record<string, string>;
    expect(health).toEqual({ status: 'ok', version: expect.stringMatching(/^\d+\.\d+\.\d+$/), build: expect.not.stringMatching(/^dev$/) });
    const ready = await fetch(`${url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ ready: true, checks: { database: 'ok' } });
  });
});

describe('the development server of npm start', () => {
  let url: string;
  const cache = join(folder, 'vite-cache');
  let kept: string[];
  beforeAll(async () => {
    kept = keptFiles();
    // Both the page's address and the line saying online play is ready.
    const ready = (output: string): string | null => (/online play ready/.test(output) ? (/Local:\s+(http:\/\/[\d.:]+)\//.exec(output)?.[1] ?? null) : null);
    ({ url } = await start({}, { command: [process.execPath, '--import', 'tsx', 'server/dev.ts', '--port', '0', '--cache-dir', cache], ready }));
  });

  it('pre-bundles the page’s packages in a cache of its own, leaving the checkout’s alone', async () => {
    // The module behind the menu's "Play online", and the client package it loads.
    const session = await (await fetch(`${url}/src/shell/online/session.ts`)).text();
    const sdk = /from "([^"]*\/deps\/@colyseus_sdk\.js\?v=\w+)"/.exec(session)?.[1];
    expect(sdk).toBeDefined();
    expect(sdk).toContain(`${cache}/deps/`);
    expect((await fetch(`${url}${sdk}`)).status).toBe(200);
    expect(keptFiles()).toEqual(kept);
  });

  it('forwards POST /tables, matchmaking and the rooms WebSockets to the server', async () => {
    const page = await fetch(`${url}/`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('/@vite/client');
    // Without --lan the page names no Network address: its lobby says the link opens here only.
    expect(networkAddressIn(html)).toBeNull();
    await createAndJoin(url);
  });
});

/** The Network address a page names in its meta tag, if any. */
const networkAddressIn = (html: string): string | null => new RegExp(`<meta name="${NETWORK_ADDRESS_META}" content="([^"]*)"`).exec(html)?.[1] ?? null;

describe('the development server of npm start -- --lan', () => {
  // A loopback address other than 127.0.0.1: Vite names it as a Network address, as it would a
  // network card's, and nothing outside this machine can reach it.
  const HOST = '127.0.0.2';
  let url: string;
  beforeAll(async () => {
    const ready = (output: string): string | null => (/online play ready/.test(output) ? (/Network:\s+(http:\/\/[\d.:]+\/)/.exec(output)?.[1] ?? null) : null);
    const command = [process.execPath, '--import', 'tsx', 'server/dev.ts', '--lan', '--host', HOST, '--port', '0', '--cache-dir', join(folder, 'vite-cache-lan')];
    ({ url } = await start({}, { command, ready }));
  });

  it('names its printed Network address in the page, and a link to share starts there', async () => {
    expect(new URL(url).hostname).toBe(HOST);
    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(networkAddressIn(await page.text())).toBe(url);
    // The page a player opens on 127.0.0.1 shares links on the named address, table and all
    // (the lobby refuses a loopback one such as this test's, so a real card's stands in for it).
    const named = url.replace(HOST, '192.0.2.2');
    expect(linkBase(`http://127.0.0.1:${new URL(url).port}/?table=ABCD`, named)).toEqual({ href: `${named}?table=ABCD`, local: false });
    await createAndJoin(url.replace(/\/$/, ''));
  });
});
