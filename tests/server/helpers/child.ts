// The server as its own process (`server/main.ts` run by tsx), as in production: for the crash
// tests, which kill it with SIGKILL and start it again on the same database.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

export interface ChildServer {
  readonly url: string;
  readonly child: ChildProcess;
  /** Everything it printed. */
  output(): string;
  /** Sends `signal` and waits for the process to end. */
  stop(signal: NodeJS.Signals): Promise<number | null>;
}

export async function spawnServer(env: Record<string, string>, timeoutMs = 60_000): Promise<ChildServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server did not start within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const read = (chunk: Buffer): void => {
      output += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1] as string);
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code}) before it listened:\n${output}`));
    });
  });
  return {
    url,
    child,
    output: () => output,
    async stop(signal) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}
