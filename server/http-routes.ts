// Every HTTP request, before Colyseus sees it:
//   GET /healthz, /readyz              the process lives; the services it needs answer (server/health.ts)
//   POST /tables                       create a table (body: createOptionsSchema) → { code, seat, token }
//   GET /tables/<code>/replay          a finished table's replay, as one seat saw it, or that its game goes on (server/table-replay.ts)
//   GET, POST /deals/<game>/<kind>/<deal>/results   a deal's leaderboard, a result for it (deal-results/routes.ts)
//   POST /deals/name                   a device's new name for its tries at the deals (same file)
//   POST /matchmake/joinOrCreate/table join by code (Colyseus matchmaking; the only way into a room)
//   POST /matchmake/reconnect/…        take a dropped connection back (Colyseus)
//   anything else, with a static folder (`npm run serve`): a file of the built page
// Every answer forbids framing, referrers and type sniffing. A body is capped before it is read
// (its declared length; a body of unknown length is refused). POST /tables and matchmaking come
// from the page's own origin only (no other site may create or join tables in a visitor's name;
// no CORS headers), POST /tables as JSON; both are rate-limited per address, joins whose code
// opens no table and reconnections whose token opens none more so, and new tables once they are
// valid (a refused body spends no table).
import type http from 'node:http';
import type { AddressBudgets } from './address-budgets';
import type { ServerConfig } from './config';
import { createTable, planTable } from './create-table';
import { dealNameRoute, dealResultsRoute, isDealResultsPath } from './deal-results/routes';
import type { DealResultStore } from './deal-results/results-store';
import type { GameRegistry } from '../src/games/registry';
import type { Health } from './health';
import { answerer, isJson, readJson, sameOrigin, type Answer } from './http-io';
import { clientAddress } from './limits';
import { staticFiles } from './static-files';
import type { TableStore } from './store/tables';
import { tableReplay } from './table-replay';
import { SEAT_TOKEN_HEADER } from '../src/protocol/table-replay';
import { DEAL_NAME_PATH } from '../src/protocol/deal-results';

/** The matchmaking methods open to clients (Colyseus's others would open or find rooms without a code). */
export const MATCHMAKING_METHODS = ['joinOrCreate', 'reconnect'];

const SECURITY_HEADERS = { 'content-security-policy': "frame-ancestors 'none'", 'referrer-policy': 'no-referrer', 'x-content-type-options': 'nosniff' };

export interface RouteServices {
  readonly config: ServerConfig;
  readonly store: TableStore;
  readonly dealResults: DealResultStore;
  readonly budgets: AddressBudgets;
  readonly health: Health;
  readonly games: GameRegistry;
}

/** Puts these routes in front of the HTTP listeners Colyseus installed on `server`. */
export function routeRequests(server: http.Server, { config, store, dealResults, budgets, health, games }: RouteServices): void {
  const { limits, log } = config;
  const files = config.staticDir ? staticFiles(config.staticDir) : null;
  const requests = budgets.budget('requests', limits.requests);
  const failedJoins = budgets.budget('failedJoins', limits.failedJoins);
  const creates = budgets.budget('creates', limits.creates);
  const dealPosts = budgets.budget('dealResults', limits.dealResults);
  const deals = dealResultsRoute({ config, results: dealResults, posts: dealPosts, reads: requests, games });
  const dealName = dealNameRoute({ config, results: dealResults, posts: dealPosts });
  const listeners = server.listeners('request') as http.RequestListener[];
  server.removeAllListeners('request');

  const newTable = async (req: http.IncomingMessage, answer: Answer, address: string): Promise<void> => {
    if (!sameOrigin(req, config.trustedProxies)) return answer(403, { code: 403, error: 'badRequest', detail: 'Tables are created from this site only.' });
    if (!isJson(req)) return answer(415, { code: 415, error: 'badRequest', detail: 'The body must be application/json.' });
    if (!(await requests.take(address))) return answer(429, { code: 429, error: 'rateLimited' });
    const body = await readJson(req);
    const planned = body === undefined ? { ok: false as const, error: 'badRequest' as const, detail: 'The body is not JSON.' } : await planTable(body, games);
    if (!planned.ok) return answer(400, { code: 400, error: planned.error, detail: planned.detail });
    if (!(await creates.take(address))) return answer(429, { code: 429, error: 'rateLimited' });
    const result = await createTable(store, planned.plan);
    if (!result.ok) return answer(503, { code: 503, error: result.error, detail: result.detail });
    answer(201, { code: result.code, seat: result.seat, token: result.token });
  };

  const route = async (req: http.IncomingMessage, res: http.ServerResponse): Promise<void> => {
    const answer = answerer(res);
    const path = (req.url ?? '/').split('?')[0] as string;
    const method = req.method ?? 'GET';
    const length = Number(req.headers['content-length'] ?? 0);
    // Refused unread; the connection closes rather than wait for the rest of the body.
    if (req.headers['transfer-encoding'] !== undefined) return answer(411, { code: 411, error: 'badRequest', detail: 'A body needs a Content-Length.' }, { connection: 'close' });
    const cap = isDealResultsPath(path) ? limits.dealResultBytes : limits.bodyBytes;
    if (!(length <= cap)) return answer(413, { code: 413, error: 'badRequest', detail: `At most ${cap} bytes.` }, { connection: 'close' });

    if (path === '/healthz' || path === '/readyz') {
      if (method !== 'GET' && method !== 'HEAD') return answer(405, { code: 405, error: 'badRequest' }, { allow: 'GET, HEAD' });
      if (path === '/healthz') return answer(200, health.live, { 'cache-control': 'no-store' });
      const state = await health.ready();
      return answer(state.ready ? 200 : 503, state, { 'cache-control': 'no-store' });
    }
    const address = clientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'], config.trustedProxies);
    if (path === '/tables') {
      if (method !== 'POST') return answer(405, { code: 405, error: 'badRequest' }, { allow: 'POST' });
      return newTable(req, answer, address);
    }
    if (isDealResultsPath(path)) return deals(req, answer, path, address);
    if (path === DEAL_NAME_PATH) return dealName(req, answer, address);
    const replayOf = /^\/tables\/([^/]{1,32})\/replay$/.exec(path)?.[1];
    if (replayOf !== undefined) {
      if (method !== 'GET') return answer(405, { code: 405, error: 'badRequest' }, { allow: 'GET' });
      if (!(await requests.take(address))) return answer(429, { code: 429, error: 'rateLimited' });
      const token = req.headers[SEAT_TOKEN_HEADER];
      const replay = await tableReplay(store, games, replayOf, typeof token === 'string' ? token : null);
      if (replay.ok) return answer(200, replay.value, { 'cache-control': 'no-store' });
      const status = { notFound: 404, badToken: 403, badLog: 410 }[replay.error];
      return answer(status, { code: status, error: replay.error });
    }
    if (path.startsWith('/matchmake/')) {
      if (method !== 'POST') return answer(405, { code: 405, error: 'badRequest' }, { allow: 'POST' });
      if (!MATCHMAKING_METHODS.includes(path.split('/')[2] as string)) return answer(404, { code: 404, error: 'badRequest' });
      if (!sameOrigin(req, config.trustedProxies)) return answer(403, { code: 403, error: 'badRequest', detail: 'Tables are joined from this site only.' });
      if (!(await requests.take(address))) return answer(429, { code: 429, error: 'rateLimited' });
      // A reconnection token that opens nothing is a guess as much as a code that opens no table.
      if (path.startsWith('/matchmake/joinOrCreate/') || path.startsWith('/matchmake/reconnect/')) {
        if (!(await failedJoins.has(address))) return answer(429, { code: 429, error: 'rateLimited' });
        res.on('finish', () => {
          if (res.statusCode >= 400) void failedJoins.take(address);
        });
      }
    } else if (files) return files(req, res);
    for (const listener of listeners) listener.call(server, req, res);
  };

  server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
    // The request's body waits, unread, while a budget is looked up (in Redis: a round trip).
    void route(req, res).catch((error) => {
      log.error('A request could not be routed.', error);
      if (!res.headersSent) answerer(res)(503, { code: 503, error: 'tableBusy' });
    });
  });
}
