// A throw-away Redis for tests: Debian's redis-server on a free loopback port, nothing saved to
// disk, stopped and its folder deleted afterwards. scripts/setup.sh installs redis-server.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './postgres';

export interface TestRedis {
  readonly url: string;
  stop(): Promise<void>;
}

/** A Redis on a free port, or on `port` (one started there again after a stop). */
export async function startRedis(timeoutMs = 20_000, port?: number): Promise<TestRedis> {
  const dir = mkdtempSync(join(tmpdir(), 'explorers-redis-'));
  port ??= await freePort();
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let output = '';
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`redis-server did not start within ${timeoutMs} ms:\n${output}`)), timeoutMs);
      const read = (chunk: Buffer): void => {
        output += chunk.toString();
        if (/Ready to accept connections/.test(output)) {
          clearTimeout(timer);
          resolve();
        }
      };
      child.stdout.on('data', read);
      child.stderr.on('data', read);
      child.once('error', (error) => {
        clearTimeout(timer);
        reject(new Error(`redis-server could not run (scripts/setup.sh installs Debian's redis-server): ${error.message}`));
      });
      void exited.then(() => {
        clearTimeout(timer);
        reject(new Error(`redis-server exited before it was ready:\n${output}`));
      });
    });
  } catch (error) {
    child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  let stopped: Promise<void> | null = null;
  return {
    url: `redis://127.0.0.1:${port}`,
    stop() {
      stopped ??= (async () => {
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
        await exited;
        rmSync(dir, { recursive: true, force: true });
      })();
      return stopped;
    },
  };
}
