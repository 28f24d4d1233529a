// A small pool of AI worker threads shared by every table of the process. A table asks for a
// decision with a seat's view and gets a promise: the event loop never waits on a search, so
// one table's hard AI (about 60 ms a decision) does not hold up the others. Jobs queue when all
// workers are busy; a job that overruns its time limit fails and its worker is replaced.
import { Worker } from 'node:worker_threads';

export interface AiJob {
  readonly game: string;
  readonly view: unknown;
  readonly level: string;
  readonly rng: number;
}

export type AiAnswer =
  | { readonly ok: true; readonly action: unknown; readonly rng: number; readonly ms: number }
  | { readonly ok: false; readonly message: string };

export interface AiJobMessage extends AiJob {
  readonly id: number;
}
export type AiAnswerMessage = { readonly id: number } & AiAnswer;

interface Pending {
  readonly job: AiJobMessage;
  readonly resolve: (answer: AiAnswer) => void;
}

interface Slot {
  worker: Worker;
  busy: Pending | null;
  timer: NodeJS.Timeout | null;
}

// From the sources (tsx, tests) the worker boots TypeScript support first; in the build
// (scripts/build-server.ts) it is `ai-worker.js`, beside the bundle this code is part of.
const WORKER = new URL(import.meta.url.endsWith('.ts') ? './worker-boot.mjs' : './ai-worker.js', import.meta.url);

export class AiPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Pending[] = [];
  private nextId = 1;
  private closed = false;

  constructor(
    readonly size: number,
    private readonly timeoutMs: number,
    /** The registry module the workers import (server/games.ts); null for the app's. */
    private readonly registryModule: string | null = null,
  ) {
    for (let i = 0; i < size; i++) {
      const slot: Slot = { worker: this.newWorker(), busy: null, timer: null };
      this.bind(slot);
      this.slots.push(slot);
    }
  }

  /** A decision for `job`; never rejects (a failure is an answer). */
  decide(job: AiJob): Promise<AiAnswer> {
    if (this.closed) return Promise.resolve({ ok: false, message: 'The AI pool is closed.' });
    return new Promise((resolve) => {
      this.queue.push({ job: { ...job, id: this.nextId++ }, resolve });
      this.dispatch();
    });
  }

  /** Jobs waiting for a worker. */
  get waiting(): number {
    return this.queue.length;
  }

  /** Jobs waiting or running. */
  get load(): number {
    return this.queue.length + this.slots.filter((s) => s.busy).length;
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const pending of this.queue.splice(0)) pending.resolve({ ok: false, message: 'The AI pool is closed.' });
    await Promise.all(
      this.slots.map(async (slot) => {
        if (slot.timer) clearTimeout(slot.timer);
        slot.busy?.resolve({ ok: false, message: 'The AI pool is closed.' });
        slot.busy = null;
        await slot.worker.terminate();
      }),
    );
  }

  private newWorker(): Worker {
    return new Worker(WORKER, { execArgv: [], workerData: { registry: this.registryModule } });
  }

  private bind(slot: Slot): void {
    const worker = slot.worker;
    worker.on('message', (reply: AiAnswerMessage) => {
      // A late reply from a replaced worker, or for an abandoned job, is ignored.
      if (slot.worker !== worker || slot.busy?.job.id !== reply.id) return;
      this.finish(slot, reply.ok ? { ok: true, action: reply.action, rng: reply.rng, ms: reply.ms } : { ok: false, message: reply.message });
    });
    worker.on('error', (error) => {
      if (slot.worker === worker) this.replace(slot, `The AI worker failed: ${error.message}`);
    });
    worker.on('exit', () => {
      if (slot.worker === worker) this.replace(slot, 'The AI worker stopped.');
    });
  }

  private finish(slot: Slot, answer: AiAnswer): void {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    const pending = slot.busy;
    slot.busy = null;
    pending?.resolve(answer);
    this.dispatch();
  }

  /** Fails the slot's job and puts a fresh worker in its place. */
  private replace(slot: Slot, message: string): void {
    if (this.closed) return;
    const old = slot.worker;
    slot.worker = this.newWorker();
    this.bind(slot);
    void old.terminate();
    this.finish(slot, { ok: false, message });
  }

  private dispatch(): void {
    for (const slot of this.slots) {
      if (this.queue.length === 0) return;
      if (slot.busy) continue;
      const pending = this.queue.shift() as Pending;
      slot.busy = pending;
      slot.timer = setTimeout(() => this.replace(slot, `The AI took longer than ${this.timeoutMs} ms.`), this.timeoutMs);
      slot.worker.postMessage(pending.job);
    }
  }
}
