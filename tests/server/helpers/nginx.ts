// A throw-away nginx for tests: Debian's nginx (scripts/setup.sh installs it, its own service
// never started) on a free loopback port, running deploy/nginx.conf.template, the proxy
// compose.yaml runs, with the test's addresses filled in. It runs in the foreground as a child of
// the test, its files in a temporary folder, and is stopped and the folder deleted afterwards.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './postgres';

export const NGINX_TEMPLATE = fileURLToPath(new URL('../../../deploy/nginx.conf.template', import.meta.url));
/** The proxy's main file in compose.yaml: its connection limit is the tests' too. */
export const NGINX_MAIN = fileURLToPath(new URL('../../../deploy/nginx.conf', import.meta.url));
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path)) ?? 'nginx';

/** The template with its `${NAME}`s filled in, as the nginx image does; any left unfilled is an error. */
export function renderTemplate(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\$\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`the proxy's template needs ${name}`);
    return value;
  });
}

/** A directive's number in the main file (`worker_connections`, `worker_rlimit_nofile`). */
export function mainNumber(directive: string): number {
  const found = new RegExp(`^\\s*${directive}\\s+(\\d+);`, 'm').exec(readFileSync(NGINX_MAIN, 'utf8'));
  if (!found) throw new Error(`deploy/nginx.conf has no ${directive}`);
  return Number(found[1]);
}

/** The names the template takes from its environment. */
export function templateVariables(template: string): string[] {
  return [...new Set([...template.matchAll(/\$\{(\w+)\}/g)].map((m) => m[1] as string))].sort();
}

export interface TestProxy {
  /** http://127.0.0.1:PORT */
  readonly url: string;
  /** host:port, the start of each process's path-style PUBLIC_ADDRESS. */
  readonly host: string;
  output(): string;
  stop(): Promise<void>;
}

const accepts = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

export interface ProxyOptions {
  /** Its port (default: a free one). */
  readonly port?: number;
  /** Connections it may hold at once, each client's two counted (default: deploy/nginx.conf's, a worker's). */
  readonly connections?: number;
  readonly timeoutMs?: number;
}

/** nginx in front of `servers` (host:port each, in the order /s1, /s2). */
export async function startProxy(servers: readonly [string, string], { connections = mainNumber('worker_connections'), timeoutMs = 20_000, ...options }: ProxyOptions = {}): Promise<TestProxy> {
  const port = options.port ?? (await freePort());
  const dir = mkdtempSync(join(tmpdir(), 'explorers-nginx-'));
  const site = renderTemplate(readFileSync(NGINX_TEMPLATE, 'utf8'), { PROXY_PORT: `127.0.0.1:${port}`, SERVER_1: servers[0], SERVER_2: servers[1] });
  writeFileSync(join(dir, 'site.conf'), site);
  // deploy/nginx.conf reduced to what a test needs: one worker, everything in the folder.
  writeFileSync(
    join(dir, 'nginx.conf'),
    [
      'worker_processes 1;',
      `pid ${join(dir, 'nginx.pid')};`,
      'error_log stderr warn;',
      `worker_rlimit_nofile ${connections + 64};`,
      `events { worker_connections ${connections}; }`,
      'http {',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((temp) => `  ${temp}_temp_path ${join(dir, temp)};`),
      `  include ${join(dir, 'site.conf')};`,
      '}',
    ].join('\n'),
  );
  const child = spawn(NGINX, ['-p', dir, '-e', 'stderr', '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let failed: Error | null = null;
  child.once('error', (error) => (failed = new Error(`nginx could not run (scripts/setup.sh installs Debian's nginx): ${error.message}`)));
  let stopped: Promise<void> | null = null;
  const stop = (): Promise<void> => {
    stopped ??= (async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    })();
    return stopped;
  };
  const deadline = Date.now() + timeoutMs;
  while (!(await accepts(port))) {
    if (failed || child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw failed ?? new Error(`nginx did not listen on ${port}:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { url: `http://127.0.0.1:${port}`, host: `127.0.0.1:${port}`, output: () => output, stop };
}
