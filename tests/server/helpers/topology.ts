// The deployed topology from real processes, as compose.yaml runs it in containers: two server
// processes, one PostgreSQL, one Redis, and nginx in front (deploy/nginx.conf.template) routing
// each process's path-style PUBLIC_ADDRESS (host/s1, host/s2) and everything else to either.
// tests/server/deploy-files.test.ts checks that the Dockerfile and compose.yaml name the same
// command, variables and paths as this file.
import { spawnServer, type ChildServer } from './child';
import { startProxy, type TestProxy } from './nginx';
import { freePort, startPostgres, type TestPostgres } from './postgres';
import { startRedis, type TestRedis } from './redis';

/** The processes' numbers: process n is at PUBLIC_ADDRESS host/s<n> behind the proxy. */
export const PROCESSES = [1, 2] as const;
export type ProcessNo = (typeof PROCESSES)[number];

/** The entry the container's command runs, built (`dist-server/main.js`); the test runs it from the sources. */
export const SERVER_ENTRY = 'server/main.ts';

export interface Addresses {
  readonly port: number;
  readonly proxyHost: string;
  readonly redisUrl: string;
  readonly databaseUrl: string;
}

/** Each server process's environment: the names compose.yaml sets, with the test's values. */
export function serverEnvironment(n: ProcessNo, at: Addresses): Record<string, string> {
  return {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(at.port),
    PUBLIC_ADDRESS: `${at.proxyHost}/s${n}`,
    DATABASE_URL: at.databaseUrl,
    REDIS_URL: at.redisUrl,
    TRUSTED_PROXIES: '1',
  };
}

/** What only the test adds: bots act far faster than people, all from one address. */
export const TEST_TUNING: Readonly<Record<string, string>> = {
  CLIENT_MESSAGES_PER_SECOND: '200',
  ADDRESS_REQUESTS_PER_SECOND: '100',
  ADDRESS_TABLES_PER_MINUTE: '60',
  RECONNECT_GRACE_SECONDS: '30',
};

export interface Topology {
  readonly postgres: TestPostgres;
  readonly proxy: TestProxy;
  /** The Redis now (a restart replaces it, on the same port). */
  redis: TestRedis;
  /** The live process n, or null once stopped. */
  server(n: ProcessNo): ChildServer | null;
  /** Starts process n (again) on its port. */
  start(n: ProcessNo): Promise<ChildServer>;
  /** Stops process n with `signal`; its exit code. */
  stopServer(n: ProcessNo, signal: NodeJS.Signals): Promise<number | null>;
  /** Everything every process printed, the stopped ones' too. */
  output(): string;
  stop(): Promise<void>;
}

export interface TopologyOptions {
  /** Settings added to every process's environment (default: TEST_TUNING). */
  readonly tuning?: Readonly<Record<string, string>>;
  /** How long a process may take to start. */
  readonly startMs?: number;
  /** Connections the proxy may hold at once (two a client). */
  readonly proxyConnections?: number;
}

export async function startTopology({ tuning = TEST_TUNING, startMs, proxyConnections }: TopologyOptions = {}): Promise<Topology> {
  const [postgres, redis] = await Promise.all([startPostgres(), startRedis()]);
  const ports = new Map<ProcessNo, number>();
  for (const n of PROCESSES) ports.set(n, await freePort());
  const live = new Map<ProcessNo, ChildServer>();
  const stopped: ChildServer[] = [];
  let proxy: TestProxy | null = null;
  const topology: Topology = {
    postgres,
    redis,
    get proxy() {
      return proxy as TestProxy;
    },
    server: (n) => live.get(n) ?? null,
    async start(n) {
      const env = serverEnvironment(n, { port: ports.get(n) as number, proxyHost: (proxy as TestProxy).host, redisUrl: topology.redis.url, databaseUrl: postgres.url });
      const server = await spawnServer({ ...env, ...tuning }, { timeoutMs: startMs });
      live.set(n, server);
      return server;
    },
    async stopServer(n, signal) {
      const server = live.get(n);
      if (!server) return null;
      live.delete(n);
      stopped.push(server);
      return server.stop(signal);
    },
    output: () => [...stopped, ...live.values()].map((s) => s.output()).join('\n'),
    async stop() {
      await Promise.all([...live.values()].map((s) => s.stop('SIGKILL')));
      live.clear();
      await Promise.all([proxy?.stop(), topology.redis.stop(), postgres.stop()]);
    },
  };
  try {
    proxy = await startProxy([`127.0.0.1:${ports.get(1)}`, `127.0.0.1:${ports.get(2)}`], { connections: proxyConnections });
    await Promise.all(PROCESSES.map((n) => topology.start(n)));
  } catch (error) {
    await topology.stop();
    throw error;
  }
  return topology;
}
