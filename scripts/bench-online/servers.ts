// What the online benchmark measures: one server process on PGlite, as `npm start` runs it, or
// the deployed topology (compose.yaml) from real processes: two server processes behind Debian's
// nginx (deploy/nginx.conf.template), one throw-away PostgreSQL and one Redis, every client
// through the proxy (tests/server/helpers/topology.ts, which the topology test runs too).
// Everything started here stops with `stop()`, also on Ctrl-C, SIGTERM or an error.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnServer, type ChildServer } from '../../tests/server/helpers/child';
import { PROCESSES, startTopology } from '../../tests/server/helpers/topology';

/** Every client comes from 127.0.0.1: the limits per address and per client are raised. */
const BENCH_TUNING: Readonly<Record<string, string>> = {
  CLIENT_MESSAGES_PER_SECOND: '1000',
  ADDRESS_REQUESTS_PER_SECOND: '1000',
  ADDRESS_TABLES_PER_MINUTE: '100000',
  ADDRESS_DEAL_RESULTS_PER_MINUTE: '100000',
};
// A busy machine may take a while to start PGlite.
const START_MS = 180_000;

export interface Servers {
  /** Where clients connect: the one process, or the proxy. */
  readonly url: string;
  /** The server processes measured (the AI workers are their threads). */
  readonly processes: readonly ChildServer[];
  /** Stops everything started, once (later calls wait for the first). */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

export interface ServersSpec {
  readonly processes: 1 | 2;
  /** Clients that will be connected at once (the proxy holds two connections each). */
  readonly clients: number;
  /** Where the one process writes its CPU profile (node --cpu-prof). */
  readonly profileDir?: string;
}

export async function startServers(spec: ServersSpec): Promise<Servers> {
  const servers = spec.processes === 1 ? await onePglite(spec.profileDir) : await behindProxy(spec.clients);
  stopOnSignals(servers);
  return servers;
}

async function onePglite(profileDir: string | undefined): Promise<Servers> {
  const dataDir = mkdtempSync(join(tmpdir(), 'explorers-bench-online-'));
  const removeData = (): void => rmSync(dataDir, { recursive: true, force: true });
  process.on('exit', removeData);
  // PGlite's first start in an empty folder (its initdb) leaves about 500 MB of WebAssembly memory
  // that is never given back; a server starts on its existing database. So a first process makes
  // the database, and the measured one starts on it.
  await (await spawnServer({ DATA_DIR: dataDir }, { timeoutMs: START_MS })).stop('SIGTERM');
  const server = await spawnServer({ DATA_DIR: dataDir, ...BENCH_TUNING }, { nodeFlags: profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [], timeoutMs: START_MS });
  return {
    url: server.url,
    processes: [server],
    stop: once(async (signal) => {
      await server.stop(signal);
    }),
  };
}

async function behindProxy(clients: number): Promise<Servers> {
  // Two connections a client (to the client, to its process), and room for the HTTP requests.
  const topology = await startTopology({ tuning: BENCH_TUNING, startMs: START_MS, proxyConnections: 2 * clients + 512 });
  const processes = PROCESSES.map((n) => topology.server(n) as ChildServer);
  // A gentle stop lets each process close its tables; the topology then ends what is left.
  const stop = once(async (signal) => {
    await Promise.all(processes.map((p) => p.stop(signal)));
    await topology.stop();
  });
  return { url: topology.proxy.url, processes, stop };
}

function once(stop: (signal: NodeJS.Signals) => Promise<void>): Servers['stop'] {
  let stopping: Promise<void> | null = null;
  return (signal = 'SIGTERM') => (stopping ??= stop(signal));
}

/** Ctrl-C or a SIGTERM stops what was started before the benchmark ends. */
function stopOnSignals(servers: Servers): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.error(`bench:online: ${signal}, stopping what it started.`);
      void servers.stop('SIGKILL').finally(() => process.exit(130));
    });
  }
}
