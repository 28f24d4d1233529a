// One table's state, which every job of the room (server/table/*) reads and changes: its game and
// seats, the connections at it, and the queue that runs everything changing it one task at a
// time (`serial`), so that two messages never interleave inside a transition and a store write
// finishes before the next action is looked at.
import { ServerError, type Client, type Deferred } from '@colyseus/core';
import type { LoadedGame } from '../../src/games/contract';
import type { GameRegistry } from '../../src/games/registry';
import type { JoinError, TablePhase } from '../../src/protocol/protocol';
import { actorsNow, type Actors } from '../../src/table/actors';
import type { AiPool } from '../ai/pool';
import type { ServerConfig } from '../config';
import type { TokenBucket } from '../limits';
import type { LiveTables } from '../live-tables';
import type { Metrics } from '../metrics';
import type { TableSettings, TableStore } from '../store/tables';

export interface TableDeps {
  readonly store: TableStore;
  readonly ai: AiPool;
  readonly config: ServerConfig;
  readonly live: LiveTables;
  readonly metrics: Metrics;
  readonly games: GameRegistry;
}

export interface Seat {
  readonly index: number;
  kind: 'human' | 'ai';
  level: string | null;
  name: string | null;
  colour: string | null;
  tokenHash: string | null;
  /** The connection holding the seat now (its session id), or null. */
  session: string | null;
  connected: boolean;
  /** The AI plays for the player until they return. */
  standIn: boolean;
  /** Away with no reconnection window (the table was reopened): the AI stands in after this (epoch ms). */
  awayUntil: number | null;
  reconnection: Deferred<Client> | null;
  /** The turn timer runs out for this seat then (epoch ms). */
  deadline: number | null;
  thinking: boolean;
  /** Failed attempts of its AI at the decision now: the next waits longer each time, and at the cap the seat plays a random legal action. */
  aiFailures: number;
  aiRetryAt: number;
}

export interface Session {
  client: Client;
  seat: number | null;
  ready: boolean;
  lastActId: number;
  readonly bucket: TokenBucket;
  /** Its operations waiting in the table's queue. */
  pending: number;
  /** A seat token issued on join, sent with the welcome. */
  token: string | null;
  /** Frames of it that did not decode: the first is logged, all are counted. */
  badFrames: number;
}

/** A refused join: an HTTP status (matchmaking answers with it) and a code from JOIN_ERRORS. */
export const joinError = (status: number, error: JoinError): ServerError => new ServerError(status, error);

export class Table {
  code = '';
  game!: LoadedGame;
  settings!: TableSettings;
  hostSeat = 0;
  phase: TablePhase = 'lobby';
  gameNo = 0;
  /** The current game's seed (from node:crypto, never sent): the AI seats' per-move seeds come from it, so no one foresees their moves. */
  seed = 0;
  current: unknown = null;
  version = 0;
  seats: Seat[] = [];
  readonly sessions = new Map<string, Session>();
  /** Tasks queued and not yet finished. */
  queued = 0;
  disposed = false;
  private queue: Promise<unknown> = Promise.resolve();

  /** `changed`: to be called after any change (deadlines, the table message, AI turns, the next timer). */
  constructor(
    readonly deps: TableDeps,
    readonly changed: () => void,
  ) {}

  /** Runs `task` after every task queued before it; a failure does not stop the queue. */
  serial<T>(task: () => Promise<T> | T): Promise<T> {
    this.queued++;
    const run = this.queue.then(task);
    this.queue = run.then(
      () => undefined,
      () => undefined,
    );
    return run.finally(() => this.queued--);
  }

  /** Settles once every task queued so far has run. */
  drained(): Promise<void> {
    return this.queue.then(
      () => undefined,
      () => undefined,
    );
  }

  /** The seats that must act now, by who plays them (none outside a game). */
  actors(): Actors {
    return this.phase === 'playing' && this.current !== null ? actorsNow(this.game.rules, this.current, this.seats) : { bots: [], people: [] };
  }
}
