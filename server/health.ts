// /healthz and /readyz, for a load balancer or an orchestrator. healthz: the process lives (with
// the version and build it runs). readyz: the services a request needs answer now (the database,
// and Redis when tables are shared through it); a service that hangs counts as down.
import type { Redis } from 'ioredis';
import { APP_BUILD, APP_VERSION } from '../src/build-info';
import type { Sql } from './store/db';
import { connectRedis } from './redis';

const PROBE_TIMEOUT_MS = 2_000;

export interface Health {
  /** healthz's answer. */
  readonly live: { readonly status: 'ok'; readonly version: string; readonly build: string };
  /** readyz's answer: every service's state, and whether all answer. */
  ready(): Promise<{ readonly ready: boolean; readonly checks: Record<string, 'ok' | 'down'> }>;
  close(): Promise<void>;
}

const within = <T>(work: Promise<T>, ms: number): Promise<T> =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    work.then(resolve, reject).finally(() => clearTimeout(timer));
  });

export async function health(db: Sql, redisUrl: string | null): Promise<Health> {
  // A connection of its own that fails a command at once while Redis is away, instead of
  // queueing it until Redis is back.
  const redis: Redis | null = redisUrl ? await connectRedis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 0 }) : null;
  const probes: Record<string, () => Promise<unknown>> = { database: () => db.query('SELECT 1') };
  if (redis) probes.redis = () => redis.ping();
  return {
    live: { status: 'ok', version: APP_VERSION, build: APP_BUILD },
    async ready() {
      const names = Object.keys(probes);
      const results = await Promise.allSettled(names.map((name) => within((probes[name] as () => Promise<unknown>)(), PROBE_TIMEOUT_MS)));
      const checks = Object.fromEntries(names.map((name, i) => [name, results[i]?.status === 'fulfilled' ? 'ok' : 'down'] as const));
      return { ready: results.every((r) => r.status === 'fulfilled'), checks };
    },
    async close() {
      redis?.disconnect();
    },
  };
}
