// The game server for a browser test file's online scenarios, run as `npm run serve` does: the
// bundle the global setup built and the server on one port, with its own database folder. The
// pages the scenarios open are closed (what went wrong in them printed) and the folder removed
// once the file is done. And the online lobby as the test bridge describes it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, inject } from 'vitest';
import { spawnServer, type ChildServer } from '../server/helpers/child';
import type { Session } from './browser';
import type { Driver } from './driver';

export interface OnlineView {
  readonly mode: 'home' | 'join' | 'offline' | 'busy' | 'lobby';
  /** The table's game, or the one chosen for a new table. */
  readonly game: string;
  readonly code: string | null;
  readonly you: number | null;
  readonly host: boolean;
  readonly seats: { readonly status: string; readonly kind: string; readonly name: string | null }[];
  readonly problem: string | null;
  /** Modules on a side of the link's QR code (0: none). */
  readonly qrModules: number;
}

export const onlineView = (driver: Driver, what: string, check: (view: OnlineView) => boolean): Promise<OnlineView> =>
  driver.waitFor(what, (v) => v.scene === 'Online' && !v.fading && check(v.view as OnlineView) && (v.view as OnlineView));

export interface ServedTables {
  /** The server running now. */
  readonly server: ChildServer;
  /** Pages to close after the file's scenarios. */
  readonly sessions: Session[];
  /** Starts the server again on `port` and the same database (after it was stopped). */
  restart(port: number): Promise<void>;
}

export interface ServeOptions {
  /** Multiplies the turn timer's 60 and 120 s (the server's TURN_TIMER_SCALE): a timer runs out within a scenario. */
  readonly timerScale?: number;
}

/** Starts the server before the file's scenarios and stops it after them. */
export function serveTables(name: string, { timerScale = 1 }: ServeOptions = {}): ServedTables {
  const data = mkdtempSync(join(tmpdir(), `${name}-`));
  const env = { DATA_DIR: data, TURN_TIMER_SCALE: String(timerScale) };
  const serve = (port: number): Promise<ChildServer> =>
    spawnServer({ ...env, PORT: String(port) }, { command: [process.execPath, '--import', 'tsx', 'server/main.ts', '--static', inject('buildDir')] });
  let running: ChildServer | null = null;
  const served: ServedTables = {
    get server(): ChildServer {
      if (!running) throw new Error('The game server is not running.');
      return running;
    },
    sessions: [],
    async restart(port) {
      running = await serve(port);
    },
  };
  beforeAll(async () => {
    running = await serve(0);
  });
  afterAll(async () => {
    // What went wrong in the pages, when the scenario failed before its own check of them.
    for (const session of served.sessions) if (session.problems.length > 0) console.error(session.dir, session.problems.join('\n'));
    await Promise.all(served.sessions.map((s) => s.close()));
    await running?.stop('SIGTERM');
    rmSync(data, { recursive: true, force: true });
  });
  return served;
}
