// The end of a server process: SIGTERM or SIGINT closes it once (tables, then the database), and
// a shutdown that hangs is cut short. A stray rejection is logged, not fatal: every action is
// stored before it counts, but a crash would still drop every player's connection.
import { consoleLogger } from './config';

export function closeOnSignals(close: () => Promise<void>): void {
  let stopping = false;
  const stop = (signal: string): void => {
    if (stopping) return;
    stopping = true;
    consoleLogger.info(`${signal}: closing tables and the database.`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    void close().then(
      () => process.exit(0),
      (error: unknown) => {
        consoleLogger.error('Shutdown failed.', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('unhandledRejection', (error) => consoleLogger.error('Unhandled rejection.', error));
}
