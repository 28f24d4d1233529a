// The server as its own process (`server/main.ts` run by tsx, or any command that runs it, such
// as `npm run serve`), as in production: for the crash tests, which kill it with SIGKILL and start
// it again on the same database, and for several processes sharing tables. It runs in a process
// group of its own, so a signal reaches every process the command started.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

export interface ChildServer {
  readonly url: string;
  readonly child: ChildProcess;
  /** Everything it printed. */
  output(): string;
  /** Sends `signal` and waits for the process to end. */
  stop(signal: NodeJS.Signals): Promise<number | null>;
}

export interface SpawnOptions {
  /** The command and its arguments (default: server/main.ts through tsx). */
  readonly command?: readonly string[];
  /** The address it serves, from what it printed so far, once it is ready (default: its "listening on" line). */
  readonly ready?: (output: string) => string | null;
  readonly timeoutMs?: number;
  /** Node's own flags for the default command (e.g. `--cpu-prof`, which NODE_OPTIONS may not carry). */
  readonly nodeFlags?: readonly string[];
  /** Where the command runs (default: the repository). */
  readonly cwd?: string;
}

const serverCommand = (nodeFlags: readonly string[]): string[] => [process.execPath, ...nodeFlags, '--import', 'tsx', 'server/main.ts'];
const listening = (output: string): string | null => /listening on (http:\/\/\S+)/.exec(output)?.[1] ?? null;

export async function spawnServer(env: Record<string, string>, { nodeFlags = [], command = serverCommand(nodeFlags), ready = listening, timeoutMs = 60_000, cwd = ROOT }: SpawnOptions = {}): Promise<ChildServer> {
  const [file, ...args] = command as [string, ...string[]];
  const child = spawn(file, args, {
    cwd,
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const signal = (name: NodeJS.Signals): void => {
    try {
      process.kill(-(child.pid as number), name);
    } catch {
      // the group is gone already
    }
  };
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      signal('SIGKILL');
      reject(new Error(`the server did not start within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const read = (chunk: Buffer): void => {
      // Colours (CI forces them) would split the lines the readiness checks look for.
      output += stripVTControlCharacters(chunk.toString());
      const url = ready(output);
      if (url) {
        clearTimeout(timer);
        resolve(url);
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
    async stop(name) {
      if (child.exitCode === null && child.signalCode === null) signal(name);
      return exited;
    },
  };
}
