// The server assembled: database (migrated), AI workers, the Colyseus server with its table
// room, the HTTP routes in front of matchmaking, and the sweep of expired tables.
//
// HTTP, before Colyseus sees a request:
//   POST /tables                     create a table (body: createOptionsSchema) → { code, seat, token }
//   POST /matchmake/joinOrCreate/table   join by code (Colyseus matchmaking; the only way into a room)
//   POST /matchmake/reconnect/…      take a dropped connection back (Colyseus)
// Every other matchmaking method is closed: `create` and `join` would open or find rooms without
// a code. Requests are rate-limited per address, and joins whose code opens no table more so.
// With a static folder (`npm run serve`) every other GET is a file of the built page.
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
import { createTable } from './create-table';
import { LocalBudgets, RedisBudgets, type AddressBudgets } from './address-budgets';
import { clientAddress } from './limits';
import { LiveTables } from './live-tables';
import { SpreadPingTransport } from './spread-ping-transport';
import { staticFiles } from './static-files';
import { openDatabase } from './store/db';
import { migrate } from './store/migrations';
import { TableStore } from './store/tables';
import { tableRoomClass } from './table-room';

export interface RunningServer {
  readonly port: number;
  /** http://host:port, for the client SDK and POST /tables. */
  readonly url: string;
  readonly store: TableStore;
  readonly live: LiveTables;
  readonly ai: AiPool;
  /** The Colyseus server (tests reach rooms through it). */
  readonly gameServer: Server;
  /** Deletes expired tables now; returns their codes. */
  sweep(): Promise<string[]>;
  close(): Promise<void>;
}

const MAX_BODY = 16 * 1024;

export async function startServer(config: ServerConfig): Promise<RunningServer> {
  const { log, limits } = config;
  const claims: TableClaims = config.redisUrl
    ? await RedisClaims.connect(config.redisUrl, randomUUID(), (error) => log.error('Table claims could not be renewed in Redis.', error))
    : new LocalClaims();
  // With several processes, an address's budget is shared by all of them.
  const budgets: AddressBudgets = config.redisUrl ? await RedisBudgets.connect(config.redisUrl, log) : new LocalBudgets();
  const db = await openDatabase(config);
  const applied = await migrate(db);
  if (applied.length > 0) log.info(`Database (${db.kind}) migrated to version ${Math.max(...applied)}.`);
  const store = new TableStore(db);
  const ai = new AiPool(config.aiWorkers, config.aiTimeoutMs);
  const live = new LiveTables(claims, log);

  const httpServer = http.createServer();
  const transport = new SpreadPingTransport({ server: httpServer, maxPayload: limits.frameBytes });
  const gameServer = new Server({
    transport,
    greet: false,
    gracefullyShutdown: false,
    ...(config.redisUrl ? { presence: new RedisPresence(config.redisUrl), driver: new RedisDriver(config.redisUrl) } : {}),
    ...(config.publicAddress ? { publicAddress: config.publicAddress } : {}),
    logger: { debug: () => {}, trace: () => {}, info: (m: unknown) => log.info(String(m)), warn: (m: unknown) => log.warn(String(m)), error: (m: unknown) => log.error(String(m)) },
  });
  matchMaker.controller.exposedMethods = ['joinOrCreate', 'reconnect'];
  gameServer.define('table', tableRoomClass({ store, ai, config, live })).filterBy(['code']);
  await gameServer.listen(config.port, config.host);
  guardRequests(httpServer, config, store, budgets);
  const port = (httpServer.address() as AddressInfo).port;

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
    gameServer,
    sweep,
    close() {
      closing ??= (async () => {
        clearInterval(sweeper);
        await gameServer.gracefullyShutdown(false);
        await claims.close();
        await budgets.close();
        await ai.close();
        await db.close();
      })();
      return closing;
    },
  };
}

/** Puts rate limits and POST /tables in front of the HTTP listeners Colyseus installed. */
function guardRequests(server: http.Server, config: ServerConfig, store: TableStore, budgets: AddressBudgets): void {
  const { limits, log } = config;
  const files = config.staticDir ? staticFiles(config.staticDir) : null;
  const requests = budgets.budget('requests', limits.requests);
  const failedJoins = budgets.budget('failedJoins', limits.failedJoins);
  const creates = budgets.budget('creates', limits.creates);
  const listeners = server.listeners('request') as http.RequestListener[];
  server.removeAllListeners('request');

  const answer = (res: http.ServerResponse, status: number, body: unknown): void => {
    const text = JSON.stringify(body);
    res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text), 'access-control-allow-origin': '*' });
    res.end(text);
  };

  const route = async (req: http.IncomingMessage, res: http.ServerResponse): Promise<void> => {
    const address = clientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'], config.trustedProxies);
    const path = (req.url ?? '/').split('?')[0] as string;
    const post = req.method === 'POST';
    if (post && (path === '/tables' || path.startsWith('/matchmake/'))) {
      if (!(await requests.take(address))) return answer(res, 429, { code: 429, error: 'rateLimited' });
    }
    if (path === '/tables') {
      if (req.method === 'OPTIONS') {
        res.writeHead(204, { 'access-control-allow-origin': '*', 'access-control-allow-methods': 'POST', 'access-control-allow-headers': 'content-type' });
        res.end();
        return;
      }
      if (!post) return answer(res, 405, { code: 405, error: 'badRequest' });
      if (!(await creates.take(address))) return answer(res, 429, { code: 429, error: 'rateLimited' });
      void readJson(req)
        .then((body) => (body === undefined ? { ok: false as const, error: 'badRequest' as const, detail: 'The body is not JSON.' } : createTable(store, body)))
        .then((result) => (result.ok ? answer(res, 201, { code: result.code, seat: result.seat, token: result.token }) : answer(res, 400, { code: 400, error: result.error, detail: result.detail })))
        .catch((error) => {
          log.error('A table could not be created.', error);
          answer(res, 503, { code: 503, error: 'tableBusy' });
        });
      return;
    }
    if (post && path.startsWith('/matchmake/joinOrCreate/')) {
      if (!(await failedJoins.has(address))) return answer(res, 429, { code: 429, error: 'rateLimited' });
      res.on('finish', () => {
        if (res.statusCode >= 400) void failedJoins.take(address);
      });
    }
    if (files && (req.method === 'GET' || req.method === 'HEAD') && !path.startsWith('/matchmake/')) return files(req, res);
    for (const listener of listeners) listener.call(server, req, res);
  };

  server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    // The request's body waits, unread, while a budget is looked up (in Redis: a round trip).
    void route(req, res).catch((error) => {
      log.error('A request could not be routed.', error);
      if (!res.headersSent) answer(res, 503, { code: 503, error: 'tableBusy' });
    });
  });
}

/** The request's JSON body (at most MAX_BODY bytes), or undefined. */
function readJson(req: http.IncomingMessage): Promise<unknown> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) {
        resolve(undefined);
        req.destroy();
      } else chunks.push(chunk);
    });
    req.on('end', () => {
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      } catch {
        resolve(undefined);
      }
    });
    req.on('error', () => resolve(undefined));
  });
}
