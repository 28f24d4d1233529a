// The server assembled: database (migrated), AI workers, the Colyseus server with its table
// room, the HTTP routes in front of matchmaking, and the sweep of expired tables.
//
// HTTP requests pass server/http-routes.ts first (health, POST /tables, the deals' leaderboards,
// limits, the built page).
//
// Scale-out (REDIS_URL): the Colyseus presence and driver in Redis let every process find every
// room (a join reaching process B reserves a seat in A's room, and the client connects to A's
// PUBLIC_ADDRESS), and the table claims keep each table in one room across all processes.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server, matchMaker } from '@colyseus/core';
import { RedisDriver } from '@colyseus/redis-driver';
import { RedisPresence } from '@colyseus/redis-presence';
import './websocket';
import { AiPool } from './ai/pool';
import { LocalClaims, RedisClaims, type TableClaims } from './claims';
import type { ServerConfig } from './config';
import { LocalBudgets, RedisBudgets, type AddressBudgets } from './address-budgets';
import { APP_SERVED, type ServedGames } from './games';
import { health as healthChecks } from './health';
import { MATCHMAKING_METHODS, routeRequests } from './http-routes';
import { LiveTables } from './live-tables';
import { Metrics } from './metrics';
import { serveMetrics } from './metrics-server';
import { SpreadPingTransport } from './spread-ping-transport';
import { openDatabase } from './store/db';
import { migrate } from './store/migrations';
import { TableStore } from './store/tables';
import { DealResultStore } from './deal-results/results-store';
import { tableRoomClass } from './table/room';

export interface RunningServer {
  readonly port: number;
  /** http://host:port, for the client SDK and POST /tables. */
  readonly url: string;
  readonly store: TableStore;
  readonly live: LiveTables;
  readonly ai: AiPool;
  readonly metrics: Metrics;
  /** Where Prometheus reads them (METRICS_PORT), or null. */
  readonly metricsUrl: string | null;
  /** The Colyseus server (tests reach rooms through it). */
  readonly gameServer: Server;
  /** Deletes expired tables now; returns their codes. */
  sweep(): Promise<string[]>;
  close(): Promise<void>;
}

/** The server; `games` are the app's unless a test gives its own. */
export async function startServer(config: ServerConfig, games: ServedGames = APP_SERVED): Promise<RunningServer> {
  const { log, limits } = config;
  const claims: TableClaims = config.redisUrl
    ? await RedisClaims.connect(config.redisUrl, randomUUID(), (error) => log.error('Table claims could not be renewed in Redis.', error))
    : new LocalClaims();
  // With several processes, an address's budget is shared by all of them.
  const budgets: AddressBudgets = config.redisUrl ? await RedisBudgets.connect(config.redisUrl, log) : new LocalBudgets();
  const db = await openDatabase(config);
  const applied = await migrate(db);
  if (applied.length > 0) log.info(`Database (${db.kind}) migrated to version ${Math.max(...applied)}.`);
  const ai = new AiPool(config.aiWorkers, config.aiTimeoutMs, games.module);
  const metrics = new Metrics(() => ai.waiting);
  const store = new TableStore(db, metrics.dbWrite);
  const live = new LiveTables(claims, log);

  const health = await healthChecks(db, config.redisUrl);
  // Slow requests are cut off: a client may not hold a connection by trickling its headers or body.
  const httpServer = http.createServer({ requestTimeout: limits.requestMs, headersTimeout: limits.requestMs, connectionsCheckingInterval: Math.min(1_000, limits.requestMs / 2) });
  const transport = new SpreadPingTransport({ server: httpServer, maxPayload: limits.frameBytes });
  const gameServer = new Server({
    transport,
    greet: false,
    gracefullyShutdown: false,
    ...(config.redisUrl ? { presence: new RedisPresence(config.redisUrl), driver: new RedisDriver(config.redisUrl) } : {}),
    ...(config.publicAddress ? { publicAddress: config.publicAddress } : {}),
    logger: { debug: () => {}, trace: () => {}, info: (m: unknown) => log.info(String(m)), warn: (m: unknown) => log.warn(String(m)), error: (m: unknown) => log.error(String(m)) },
  });
  matchMaker.controller.exposedMethods = [...MATCHMAKING_METHODS];
  // The page calls matchmaking from its own origin: no CORS headers, so no other site reads the answers.
  (matchMaker.controller as { DEFAULT_CORS_HEADERS: Record<string, string> }).DEFAULT_CORS_HEADERS = {};
  matchMaker.controller.getCorsHeaders = () => ({});
  gameServer.define('table', tableRoomClass({ store, ai, config, live, metrics, games: games.registry })).filterBy(['code']);
  // Redis came back, maybe empty (a restart): once this process's claims are taken again, its
  // rooms are listed again, so joins find them rather than open the tables elsewhere.
  claims.onReconnect(() => void matchMaker.restoreMissingRoomCaches().catch((error) => log.error('Room listings could not be restored in Redis.', error)));
  await gameServer.listen(config.port, config.host);
  routeRequests(httpServer, { config, store, dealResults: new DealResultStore(db), budgets, health, games: games.registry });
  const port = (httpServer.address() as AddressInfo).port;
  const metricsServer = config.metricsPort === null ? null : await serveMetrics(metrics, config.metricsHost, config.metricsPort, log);

  const sweep = async (): Promise<string[]> => {
    const now = Date.now();
    const deleted = await store.sweep(new Date(now - config.finishedTableHours * 3_600_000), new Date(now - config.idleTableDays * 86_400_000), await live.held());
    if (deleted.length > 0) log.info(`Deleted ${deleted.length} expired table(s).`);
    return deleted;
  };
  const sweeper = setInterval(() => void sweep().catch((error) => log.error('The sweep of expired tables failed.', error)), config.sweepMinutes * 60_000);
  sweeper.unref();
  await sweep();

  let closing: Promise<void> | null = null;
  return {
    port,
    url: `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`,
    store,
    live,
    ai,
    metrics,
    metricsUrl: metricsServer?.url ?? null,
    gameServer,
    sweep,
    close() {
      closing ??= (async () => {
        clearInterval(sweeper);
        await gameServer.gracefullyShutdown(false);
        await metricsServer?.close();
        await claims.close();
        await budgets.close();
        await health.close();
        await ai.close();
        await db.close();
      })();
      return closing;
    },
  };
}
