// The tables open in this process. A room claims its code before it loads the table (through
// the claims, so no other room, here or in another process, has it open) and gives it back once
// its queue of writes is done: a room opening the table next never reads it mid-write.
import { CloseCode } from '@colyseus/core';
import type { TableClaims } from './claims';
import type { Logger } from './config';

/** What this module needs of a table's room. */
export interface LiveRoom {
  disconnect(closeCode?: number): Promise<unknown>;
}

/** How long a room waits for the table's previous room, here or elsewhere, to close. */
const CLAIM_WAIT_MS = 5_000;
const POLL_MS = 100;

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

export class LiveTables {
  private readonly open = new Map<string, LiveRoom>();
  private readonly closing = new Map<string, Promise<void>>();

  constructor(
    private readonly claims: TableClaims,
    private readonly log: Logger,
  ) {
    claims.onLost((code) => {
      const room = this.open.get(code);
      if (!room) return;
      this.open.delete(code);
      log.error(`Table ${code}: this process lost its claim (it stalled past the lease); the room closes.`);
      // As on a shutdown: the clients' sessions take their seats back in the room that holds the table now.
      void room.disconnect(CloseCode.SERVER_SHUTDOWN).catch(() => {});
    });
  }

  /** The table is open or closing in this process. */
  has = (code: string): boolean => this.open.has(code) || this.closing.has(code);

  /**
   * Claims the code for `room`. Waits while the table's previous room closes (here or in another
   * process); false if a room has it open (`listedElsewhere`: a room of another process is
   * listed for it) or it stays claimed too long.
   */
  async claim(code: string, room: LiveRoom, listedElsewhere: () => Promise<boolean>): Promise<boolean> {
    const until = Date.now() + CLAIM_WAIT_MS;
    for (;;) {
      if (this.open.has(code)) return false;
      if (await this.claims.claim(code)) {
        this.open.set(code, room);
        return true;
      }
      if (Date.now() >= until || (!this.closing.has(code) && (await listedElsewhere()))) return false;
      await sleep(POLL_MS);
    }
  }

  /** The room is closing: once `done` (its last write) the code is free again. */
  async close(code: string, room: LiveRoom, done: Promise<void>): Promise<void> {
    if (this.open.get(code) !== room) return;
    this.open.delete(code);
    this.closing.set(code, done);
    await done;
    if (this.closing.get(code) === done) this.closing.delete(code);
    await this.claims.release(code).catch((error) => this.log.error(`Table ${code}: its claim could not be released.`, error));
  }

  /** Codes open in any process. */
  held(): Promise<string[]> {
    return this.claims.held();
  }
}
