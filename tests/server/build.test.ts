// The production path on a fresh machine, step by step as docs/online.md gives it, in a copy of
// the repository's files: `npm ci`, `npm run build`, `npm prune --omit=dev` (no tsx, Vite or
// esbuild left), then `npm run serve` on a free loopback port. The page (precompressed),
// /healthz and a table (created through POST /tables, played to its end against an AI seat, so
// the AI worker runs from the build too) must all work.
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoadedGame, GameAi } from '../../src/games/contract';
import { loadAi, loadGame } from '../../src/games/registry';
import { spawnServer, type ChildServer } from './helpers/child';
import { Bot, EXPLORERS_OPTIONS, TableClient, createTableOk, playOut } from './helpers/client';

const run = promisify(execFile);
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const folder = mkdtempSync(join(tmpdir(), 'explorers-build-'));
const copy = join(folder, 'repo');
let server: ChildServer | undefined;
let client: TableClient | undefined;

/** The files git would commit (tracked, and new ones not ignored), copied as they are now. */
async function copyRepository(): Promise<void> {
  const { stdout } = await run('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, maxBuffer: 64 * 1024 * 1024 });
  for (const file of stdout.split('\0').filter((name) => name && existsSync(join(ROOT, name)))) {
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    cpSync(join(ROOT, file), join(copy, file));
  }
}

async function npm(...args: string[]): Promise<void> {
  await run('npm', args, { cwd: copy, maxBuffer: 64 * 1024 * 1024 }).catch((error: { stdout?: string; stderr?: string; message: string }) => {
    throw new Error(`npm ${args.join(' ')} failed: ${error.message}\n${error.stdout ?? ''}\n${error.stderr ?? ''}`);
  });
}

beforeAll(async () => {
  await copyRepository();
  await npm('ci', '--no-audit', '--no-fund', '--prefer-offline');
  await npm('run', 'build');
  await npm('prune', '--omit=dev', '--no-audit', '--no-fund');
  // The bot acts as fast as the server answers, far faster than a person: a larger message budget.
  server = await spawnServer({ DATA_DIR: join(folder, 'data'), CLIENT_MESSAGES_PER_SECOND: '1000' }, { command: ['npm', 'run', '--silent', 'serve'], cwd: copy });
}, 600_000);

afterAll(async () => {
  await client?.leave();
  await server?.stop('SIGTERM');
  rmSync(folder, { recursive: true, force: true });
});

describe('npm ci, build, prune --omit=dev, serve', () => {
  it('leaves out the development packages', () => {
    expect(existsSync(join(copy, 'node_modules', 'tsx'))).toBe(false);
    expect(existsSync(join(copy, 'node_modules', 'vite'))).toBe(false);
    expect(existsSync(join(copy, 'node_modules', 'esbuild'))).toBe(false);
  });

  it('serves the page, its health and a table played to its end against the AI', async () => {
    const url = (server as ChildServer).url;
    // The build's brotli copy of the page, undone by fetch.
    const page = await fetch(`${url}/`, { headers: { 'accept-encoding': 'br' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-encoding')).toBe('br');
    expect(await page.text()).toContain('<title>');
    const health = (await (await fetch(`${url}/healthz`)).json()) as { version: string; build: string };
    expect(health.version).toBe((JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string }).version);
    expect(health.build).not.toBe('dev');

    const { code, token } = await createTableOk(url, {
      create: { game: 'explorers', options: EXPLORERS_OPTIONS, seats: [{ kind: 'human' }, { kind: 'ai', level: 'easy' }] },
      name: 'Ann',
      colour: '#aa3300',
    });
    client = await TableClient.join(url, { code, token }, 'host');
    const game = (await loadGame('explorers')) as LoadedGame;
    const bot = new Bot(client, game, (await loadAi('explorers')) as GameAi<unknown, unknown>);
    client.send('start');
    await playOut([bot]);
    expect(bot.over).toBe(true);
  });
});
