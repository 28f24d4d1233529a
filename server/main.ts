// The online server's entry: `npm run server`. Settings come from the environment:
//   HOST (127.0.0.1), PORT (2567; 0 picks a free one), DATABASE_URL (PostgreSQL; otherwise
//   PGlite in DATA_DIR, default .data/), RECONNECT_GRACE_SECONDS (60), FINISHED_TABLE_HOURS (24),
//   IDLE_TABLE_DAYS (30), AI_WORKERS (1), CLIENT_MESSAGES_PER_SECOND (5: bursts of 20).
//   Coming with scale-out (not supported yet): REDIS_URL (presence and matchmaking shared by
//   several processes) and PUBLIC_ADDRESS (the address clients reach this process at).
// It prints one line "listening on http://HOST:PORT" once it accepts players.
import './websocket';
import { startServer } from './app';
import { configFromEnv, consoleLogger } from './config';

const config = configFromEnv(process.env);
if (config.publicAddress) consoleLogger.warn('PUBLIC_ADDRESS is read but not used yet: it matters once several processes share tables.');

const server = await startServer(config).catch((error: unknown) => {
  consoleLogger.error('The server could not start.', error instanceof Error ? error.message : error);
  process.exit(1);
});
console.log(`listening on ${server.url}`);

let stopping = false;
const stop = (signal: string): void => {
  if (stopping) return;
  stopping = true;
  consoleLogger.info(`${signal}: closing tables and the database.`);
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  void server.close().then(
    () => process.exit(0),
    (error: unknown) => {
      consoleLogger.error('Shutdown failed.', error);
      process.exit(1);
    },
  );
};
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
// A stray rejection is logged, not fatal: every action is stored before it counts, but a crash
// would still drop every player's connection.
process.on('unhandledRejection', (error) => consoleLogger.error('Unhandled rejection.', error));
