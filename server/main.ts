// The online server's entry: `npm run server`, and `npm run serve` (`--static dist`: the built
// page on the same port). Settings come from the environment (server/config.ts, docs/online.md):
//   HOST (127.0.0.1), PORT (2567; 0 picks a free one), DATABASE_URL (PostgreSQL; otherwise
//   PGlite in DATA_DIR, default .data/), REDIS_URL and PUBLIC_ADDRESS (several processes sharing
//   tables), TRUSTED_PROXIES (0: proxies in front whose X-Forwarded-For is believed),
//   RECONNECT_GRACE_SECONDS (60), FINISHED_TABLE_HOURS (24), IDLE_TABLE_DAYS (30),
//   AI_WORKERS (1), CLIENT_MESSAGES_PER_SECOND (5: bursts of 20), ADDRESS_REQUESTS_PER_SECOND (2:
//   matchmaking per address, bursts of 30), ADDRESS_TABLES_PER_MINUTE (1: bursts of 10),
//   ADDRESS_DEAL_RESULTS_PER_MINUTE (2: results sent to the deals' leaderboards, bursts of 20),
//   METRICS_PORT and METRICS_HOST (127.0.0.1): Prometheus's /metrics on a port of its own;
//   TURN_TIMER_SCALE (1: tests shorten the turn timer's 60 and 120 seconds).
// It prints one line "listening on http://HOST:PORT" once it accepts players.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import './websocket';
import { startServer } from './app';
import { configFromEnv, consoleLogger, type ServerConfig } from './config';
import { closeOnSignals } from './signals';

const fail = (error: unknown): never => {
  consoleLogger.error('The server could not start.', error instanceof Error ? error.message : error);
  process.exit(1);
};

/** The settings, and with `--static` the built page's folder (the last `--static` counts, so
 * `npm run serve -- --static other/` serves another folder). */
function settings(): ServerConfig {
  const { values } = parseArgs({ options: { static: { type: 'string' } } });
  const staticDir = values.static === undefined ? null : resolve(values.static);
  if (staticDir && !existsSync(join(staticDir, 'index.html'))) throw new Error(`${staticDir} has no index.html: run \`npm run build\` first.`);
  return { ...configFromEnv(process.env), staticDir };
}

const config = await Promise.resolve().then(settings).catch(fail);
const server = await startServer(config).catch(fail);
if (server.metricsUrl) console.log(`metrics on ${server.metricsUrl}`);
console.log(`listening on ${server.url}${config.staticDir ? ` (serving ${config.staticDir})` : ''}`);
closeOnSignals(() => server.close());
