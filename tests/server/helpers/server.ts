// A table server for tests: in this process, on a free loopback port, with its own PGlite data
// folder (or a PostgreSQL URL), deleted afterwards. Log lines are kept for assertions.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ColyseusTestServer } from '@colyseus/testing';
import { ColyseusSDK } from '@colyseus/sdk';
import { startServer, type RunningServer } from '../../../server/app';
import { DEFAULT_CONFIG, DEFAULT_LIMITS, type Limits, type Logger, type ServerConfig } from '../../../server/config';
import type { ServedGames } from '../../../server/games';
import type { TableRoom } from '../../../server/table/room';

export interface LogLine {
  readonly level: 'info' | 'warn' | 'error';
  readonly message: string;
}

export interface TestServer extends RunningServer {
  readonly logs: LogLine[];
  readonly colyseus: ColyseusTestServer;
  /** The live room of a table (its state is read through `inspect()`). */
  room(code: string): TableRoom | undefined;
  stop(): Promise<void>;
}

export function recordingLogger(logs: LogLine[]): Logger {
  return {
    info: (message) => logs.push({ level: 'info', message }),
    warn: (message) => logs.push({ level: 'warn', message }),
    error: (message, error) => logs.push({ level: 'error', message: `${message} ${error instanceof Error ? error.stack : (error ?? '')}` }),
  };
}

/** Generous message limits: bots act as fast as the server answers, far faster than people. */
export const TEST_LIMITS: Limits = {
  ...DEFAULT_LIMITS,
  messages: { capacity: 200, perSecond: 200 },
  hardMessagesPerSecond: 1000,
  requests: { capacity: 200, perSecond: 50 },
  creates: { capacity: 50, perSecond: 5 },
};

/** A server of the app's games, or of `games` (the test registry's). */
export async function startTestServer(overrides: Partial<ServerConfig> = {}, games?: ServedGames): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'explorers-server-'));
  const logs: LogLine[] = [];
  const server = await startServer({ ...DEFAULT_CONFIG, host: '127.0.0.1', port: 0, dataDir, log: recordingLogger(logs), limits: TEST_LIMITS, ...overrides }, games);
  const colyseus = new ColyseusTestServer(server.gameServer);
  // It would point its client at the port asked for (0): point it at the one chosen.
  colyseus.sdk = new ColyseusSDK(server.url);
  return {
    ...server,
    logs,
    colyseus,
    room: (code) => colyseus.getRoomById(code) as TableRoom | undefined,
    async stop() {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
