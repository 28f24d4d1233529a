// The server's settings: from the environment in production (server/main.ts), from code in
// tests. Every limit the server enforces is here, with its default.
import { resolve } from 'node:path';
import type { BucketSpec } from './limits';

export interface Limits {
  /** Largest WebSocket frame; a bigger one closes the socket (the transport's own check). */
  readonly frameBytes: number;
  /** Largest message once decoded (as JSON); a bigger one is refused with `tooLarge`. */
  readonly messageBytes: number;
  /** Each client's messages; an empty bucket answers `rateLimited`. */
  readonly messages: BucketSpec;
  /** Beyond this many messages in a second the socket is closed (a flood, not a player). */
  readonly hardMessagesPerSecond: number;
  /** Matchmaking requests (create, join by code, reconnect) per address. */
  readonly requests: BucketSpec;
  /** Joins with a code that opens no table, per address: the guard against guessing codes. */
  readonly failedJoins: BucketSpec;
  /** Tables created per address. */
  readonly creates: BucketSpec;
  /** Results sent to the deals' leaderboards per address (each is replayed). */
  readonly dealResults: BucketSpec;
  /** Spectators per table. */
  readonly spectators: number;
  /** Operations waiting in one table's queue; more are refused with `busy`. */
  readonly queue: number;
  /** Operations of one client waiting in the queue: one client cannot fill it for the others. */
  readonly queuePerClient: number;
  /** Largest HTTP request body (POST /tables, matchmaking); a bigger one is refused unread (413). */
  readonly bodyBytes: number;
  /** Largest result sent to a deal's leaderboard (a whole game's record). */
  readonly dealResultBytes: number;
  /** Time to send a request's headers and body; a slower one is cut off (408). */
  readonly requestMs: number;
}

export interface ServerConfig {
  readonly host: string;
  readonly port: number;
  /** PostgreSQL through `pg` when set; otherwise PGlite in `dataDir`. */
  readonly databaseUrl: string | null;
  readonly dataDir: string;
  /** Several processes share matchmaking and tables through this Redis (presence, driver, claims). */
  readonly redisUrl: string | null;
  /** Where clients reach this very process (host[:port][/path], no scheme): needed with `redisUrl`. */
  readonly publicAddress: string | null;
  /** Proxies in front of this process whose X-Forwarded-For entries are believed (limits per address). */
  readonly trustedProxies: number;
  /** /metrics is served on this port of `metricsHost` (0: a free one); null: not at all. */
  readonly metricsPort: number | null;
  readonly metricsHost: string;
  /** A folder of static files (the built page) served on the same port, or null. */
  readonly staticDir: string | null;
  /** How long a dropped player's seat waits for them before the AI stands in. */
  readonly graceSeconds: number;
  /** Finished tables are deleted this long after their game ended. */
  readonly finishedTableHours: number;
  /** Tables nobody touched for this long (abandoned lobbies, games left unfinished) are deleted. */
  readonly idleTableDays: number;
  readonly sweepMinutes: number;
  /** AI worker threads. */
  readonly aiWorkers: number;
  /** A decision that takes longer fails (its worker is replaced). */
  readonly aiTimeoutMs: number;
  /** Multiplies the turn timer's 60 and 120 seconds (tests shorten them; 1 in production). */
  readonly timerScale: number;
  readonly limits: Limits;
  /** Log lines go here; tests pass a silent one. */
  readonly log: Logger;
}

export interface Logger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string, error?: unknown): void;
}

export const consoleLogger: Logger = {
  info: (message) => console.log(`[server] ${message}`),
  warn: (message) => console.warn(`[server] ${message}`),
  error: (message, error) => console.error(`[server] ${message}`, error ?? ''),
};

export const silentLogger: Logger = { info: () => {}, warn: () => {}, error: () => {} };

export const DEFAULT_LIMITS: Limits = {
  frameBytes: 64 * 1024,
  messageBytes: 8 * 1024,
  messages: { capacity: 20, perSecond: 5 },
  hardMessagesPerSecond: 60,
  requests: { capacity: 30, perSecond: 2 },
  failedJoins: { capacity: 10, perSecond: 0.1 },
  creates: { capacity: 10, perSecond: 1 / 60 },
  dealResults: { capacity: 20, perSecond: 1 / 30 },
  spectators: 20,
  queue: 64,
  queuePerClient: 4,
  bodyBytes: 8 * 1024,
  dealResultBytes: 64 * 1024,
  requestMs: 10_000,
};

export const DEFAULT_CONFIG: ServerConfig = {
  host: '127.0.0.1',
  port: 2567,
  databaseUrl: null,
  dataDir: '.data',
  redisUrl: null,
  publicAddress: null,
  trustedProxies: 0,
  metricsPort: null,
  metricsHost: '127.0.0.1',
  staticDir: null,
  graceSeconds: 60,
  finishedTableHours: 24,
  idleTableDays: 30,
  sweepMinutes: 10,
  aiWorkers: 1,
  aiTimeoutMs: 10_000,
  timerScale: 1,
  limits: DEFAULT_LIMITS,
  log: consoleLogger,
};

function number(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const text = env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isFinite(value) || value < min || value > max) throw new Error(`${name} must be a number from ${min} to ${max} (got "${text}").`);
  return value;
}

const text = (env: NodeJS.ProcessEnv, name: string): string | null => {
  const value = env[name]?.trim();
  return value ? value : null;
};

/** Limits for clients allowed `perSecond` messages a second (bursts of 4 s, the hard limit 12 s' worth). */
export function messageLimits(perSecond: number, base: Limits = DEFAULT_LIMITS): Limits {
  return {
    ...base,
    messages: { capacity: Math.max(base.messages.capacity, perSecond * 4), perSecond },
    hardMessagesPerSecond: Math.max(base.hardMessagesPerSecond, perSecond * 12),
  };
}

/**
 * Limits for `requestsPerSecond` matchmaking requests and `tablesPerMinute` new tables per address
 * (bursts of 15 s' and 10 minutes' worth): a load test opens many tables from one address.
 */
export function addressLimits(requestsPerSecond: number, tablesPerMinute: number, base: Limits = DEFAULT_LIMITS): Limits {
  return {
    ...base,
    requests: { capacity: Math.max(base.requests.capacity, requestsPerSecond * 15), perSecond: requestsPerSecond },
    creates: { capacity: Math.max(base.creates.capacity, tablesPerMinute * 10), perSecond: tablesPerMinute / 60 },
  };
}

/** Limits for `perMinute` results sent to the deals' leaderboards per address (bursts of 10 minutes' worth). */
export function dealResultLimits(perMinute: number, base: Limits = DEFAULT_LIMITS): Limits {
  return { ...base, dealResults: { capacity: Math.max(base.dealResults.capacity, perMinute * 10), perSecond: perMinute / 60 } };
}

/**
 * Settings from the environment: HOST, PORT, DATABASE_URL, DATA_DIR, REDIS_URL, PUBLIC_ADDRESS,
 * TRUSTED_PROXIES, METRICS_PORT and METRICS_HOST, and the tuning knobs (TURN_TIMER_SCALE for tests).
 */
export function configFromEnv(env: NodeJS.ProcessEnv, cwd: string = process.cwd()): ServerConfig {
  const databaseUrl = text(env, 'DATABASE_URL');
  const redisUrl = text(env, 'REDIS_URL');
  // A trailing slash would make the room's address `host/s1//room`: an operator's `host/s1/` means `host/s1`.
  const publicAddress = text(env, 'PUBLIC_ADDRESS')?.replace(/\/+$/, '') || null;
  // Another process may open a table or hand out its seats: the client must be told where.
  if (redisUrl && !publicAddress) throw new Error('REDIS_URL needs PUBLIC_ADDRESS: the address (host:port) where clients reach this process.');
  // PGlite lives inside one process: processes sharing tables share one PostgreSQL.
  if (redisUrl && !databaseUrl) throw new Error('REDIS_URL needs DATABASE_URL: processes sharing tables share one PostgreSQL.');
  if (publicAddress && /^[a-z][a-z0-9+.-]*:\/\//i.test(publicAddress)) throw new Error(`PUBLIC_ADDRESS takes no scheme (got "${publicAddress}"): e.g. play.example.org/s1 or 10.0.0.5:2567.`);
  return {
    ...DEFAULT_CONFIG,
    host: text(env, 'HOST') ?? DEFAULT_CONFIG.host,
    port: number(env, 'PORT', DEFAULT_CONFIG.port, 0, 65535),
    databaseUrl,
    dataDir: resolve(cwd, text(env, 'DATA_DIR') ?? DEFAULT_CONFIG.dataDir),
    redisUrl,
    publicAddress,
    trustedProxies: Math.trunc(number(env, 'TRUSTED_PROXIES', DEFAULT_CONFIG.trustedProxies, 0, 10)),
    metricsPort: text(env, 'METRICS_PORT') === null ? null : Math.trunc(number(env, 'METRICS_PORT', 0, 0, 65535)),
    metricsHost: text(env, 'METRICS_HOST') ?? DEFAULT_CONFIG.metricsHost,
    graceSeconds: number(env, 'RECONNECT_GRACE_SECONDS', DEFAULT_CONFIG.graceSeconds, 0, 86_400),
    finishedTableHours: number(env, 'FINISHED_TABLE_HOURS', DEFAULT_CONFIG.finishedTableHours, 0, 24 * 365),
    idleTableDays: number(env, 'IDLE_TABLE_DAYS', DEFAULT_CONFIG.idleTableDays, 0, 3650),
    aiWorkers: number(env, 'AI_WORKERS', DEFAULT_CONFIG.aiWorkers, 1, 64),
    // Browser tests start their server with shorter turns; it only ever shortens them.
    timerScale: number(env, 'TURN_TIMER_SCALE', DEFAULT_CONFIG.timerScale, 0.01, 1),
    limits: dealResultLimits(
      number(env, 'ADDRESS_DEAL_RESULTS_PER_MINUTE', DEFAULT_LIMITS.dealResults.perSecond * 60, 0.1, 100_000),
      addressLimits(
        number(env, 'ADDRESS_REQUESTS_PER_SECOND', DEFAULT_LIMITS.requests.perSecond, 0.1, 10_000),
        number(env, 'ADDRESS_TABLES_PER_MINUTE', DEFAULT_LIMITS.creates.perSecond * 60, 0.1, 100_000),
        messageLimits(number(env, 'CLIENT_MESSAGES_PER_SECOND', DEFAULT_LIMITS.messages.perSecond, 1, 1000)),
      ),
    ),
  };
}
