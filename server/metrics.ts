// What the server measures, for Prometheus: tables and clients, actions and their round trip,
// the AI's queue and decisions, the database's write batches, refusals and bad frames, and Node's
// own figures (memory, CPU, event-loop lag). Each server has its own registry (tests run several
// in one process). They are served on a port of their own (server/metrics-server.ts), never on
// the players' port.
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export class Metrics {
  readonly registry = new Registry();
  /** Tables open in this process. */
  readonly tables = new Gauge({ name: 'explorers_tables_open', help: 'Tables open in this process.', registers: [this.registry] });
  /** Connections at a table: players and spectators. */
  readonly clients = new Gauge({ name: 'explorers_clients', help: 'Connections at the tables of this process (players and spectators).', registers: [this.registry] });
  readonly actions = new Counter({ name: 'explorers_actions_total', help: 'Actions stored and applied (players and AI seats).', labelNames: ['game'], registers: [this.registry] });
  readonly roundTrip = new Histogram({
    name: 'explorers_action_round_trip_seconds',
    help: "A player's action from its arrival to its acknowledgement (checked, stored, applied).",
    buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.15, 0.25, 0.5, 1, 2.5, 5],
    registers: [this.registry],
  });
  readonly aiDecision = new Histogram({
    name: 'explorers_ai_decision_seconds',
    help: 'Time an AI worker took to decide.',
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10],
    registers: [this.registry],
  });
  readonly dbBatchRows = new Histogram({
    name: 'explorers_db_write_batch_rows',
    help: 'Actions written in one database statement.',
    buckets: [1, 2, 4, 8, 16, 32, 64],
    registers: [this.registry],
  });
  readonly dbBatchTime = new Histogram({
    name: 'explorers_db_write_batch_seconds',
    help: 'Time one database write of actions took.',
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1, 5],
    registers: [this.registry],
  });
  readonly refusals = new Counter({ name: 'explorers_refusals_total', help: 'Messages refused, by code (the table\'s, or the rules\').', labelNames: ['code'], registers: [this.registry] });
  readonly badFrames = new Counter({
    name: 'explorers_bad_frames_total',
    help: 'WebSocket frames refused before any message: msgpack that does not decode, or a request (no part of the protocol).',
    labelNames: ['kind'],
    registers: [this.registry],
  });

  readonly aiQueue: Gauge;

  /** `aiWaiting`: the AI jobs waiting for a worker, read at each scrape. */
  constructor(aiWaiting: () => number) {
    collectDefaultMetrics({ register: this.registry, eventLoopMonitoringPrecision: 20 });
    this.aiQueue = new Gauge({
      name: 'explorers_ai_queue_length',
      help: 'AI decisions waiting for a worker.',
      registers: [this.registry],
      collect() {
        this.set(aiWaiting());
      },
    });
  }

  /** A write of `rows` actions that took `seconds`. */
  dbWrite = (rows: number, seconds: number): void => {
    this.dbBatchRows.observe(rows);
    this.dbBatchTime.observe(seconds);
  };
}
