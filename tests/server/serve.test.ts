// The two ways to run the page and the server together, each a process of its own as people run
// it: `npm run serve` (the built page and the server on one port; here a tiny stand-in for dist/)
// and the development server `npm start` runs (Vite, forwarding the server's paths to it). In
// both, the page's own origin answers the page, POST /tables and a join over its WebSocket.
// Everything they write goes to this file's temporary folder, on ports of their own: a
// developer's `npm start` in the same checkout keeps its Vite cache (node_modules/.vite), its
// tables (.data/) and its build (dist/).
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnServer, type ChildServer } from './helpers/child';
import { EXPLORERS_OPTIONS, TableClient, createTableOk } from './helpers/client';

const folder = mkdtempSync(join(tmpdir(), 'explorers-serve-'));
const SCRIPT = 'console.log("explorers");';
const children: ChildServer[] = [];
const clients: TableClient[] = [];

beforeAll(() => {
  mkdirSync(join(folder, 'page', 'assets'), { recursive: true });
  writeFileSync(join(folder, 'page', 'index.html'), '<!doctype html><title>Explorers</title><script type="module" src="./assets/app-Ab12.js"></script>');
  writeFileSync(join(folder, 'page', 'assets', 'app-Ab12.js'), SCRIPT);
  writeFileSync(join(folder, 'secret.txt'), 'outside the page');
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

/** The status of a GET of `path` exactly as written. */
function rawStatus(url: string, path: string): Promise<number | undefined> {
  return new Promise((resolve, reject) => {
    get(new URL(url), { path }, (res) => {
      res.resume();
      resolve(res.statusCode);
    }).on('error', reject);
  });
}

/** A table created and joined through `origin` alone: POST /tables, matchmaking and the room's WebSocket. */
async function createAndJoin(origin: string): Promise<TableClient> {
  const { code, token } = await createTableOk(origin, {
    create: { game: 'explorers', options: EXPLORERS_OPTIONS, seats: [{ kind: 'human' }, { kind: 'ai', level: 'easy' }] },
    name: 'Ann',
    colour: '#aa3300',
  });
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
    ({ url } = await start({}, { command: ['npm', 'run', '--silent', 'serve', '--', '--static', join(folder, 'page')] }));
  });

  it('answers the page, its files and POST /tables on one port', async () => {
    const page = await fetch(`${url}/`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(await page.text()).toContain('<title>Explorers</title>');
    const script = await fetch(`${url}/assets/app-Ab12.js`);
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(script.headers.get('cache-control')).toContain('immutable');
    expect(await script.text()).toBe(SCRIPT);
    expect((await fetch(`${url}/assets/app-Ab12.js`, { method: 'HEAD' })).headers.get('content-length')).toBe(String(SCRIPT.length));
    // Nothing outside the folder (paths sent as they are: fetch would tidy the dots away),
    // nothing missing, and no other method.
    for (const path of ['/../secret.txt', '/assets/../../secret.txt', '/%2e%2e/secret.txt', '/assets/..%2f..%2fsecret.txt', '/missing.js', '/assets/'])
      expect(await rawStatus(url, path), path).toBe(404);
    expect((await fetch(`${url}/index.html`, { method: 'PUT' })).status).toBe(404);
    await createAndJoin(url);
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
    expect(await page.text()).toContain('/@vite/client');
    await createAndJoin(url);
  });
});
