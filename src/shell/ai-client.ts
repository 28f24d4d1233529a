// Asks a game's AI for decisions without freezing the page: Web Workers for the AI seats, one
// request at a time per seat, each with the seat's view only. Tools and tests in Node pass a
// runner that answers in-process instead.
import type { AiRequest, AiResponse } from './ai-messages';

export interface AiDecision<Action = unknown> {
  readonly action: Action;
  readonly rng: number;
}

/** Asks for one decision; rejects when the AI failed (the table then falls back on a legal move). */
export type AiRunner = (seat: number, request: AiRequest) => Promise<AiResponse>;

export interface AiClient<View, Action> {
  decide(view: View, level: string, rng: number): Promise<AiDecision<Action>>;
  dispose(): void;
}

/**
 * Runs the seats' requests in as many Web Workers as the device has cores but the page's own (at
 * least one; seats share them in turn). A request wakes its worker unless it is thinking already,
 * and where no core was free the page waited for one, in the middle of a turn change: with a
 * worker per seat, at every request of it (see docs/performance.md).
 */
export function workerRunner(): AiRunner & { dispose(): void } {
  const threads = Math.max(1, (navigator.hardwareConcurrency || 2) - 1);
  const workers = new Map<number, Worker>();
  const workerOf = (slot: number): Worker => {
    let worker = workers.get(slot);
    if (!worker) {
      worker = new Worker(new URL('./ai-worker.ts', import.meta.url), { type: 'module' });
      workers.set(slot, worker);
    }
    return worker;
  };
  /**
   * A worker that fails takes every request pending on it along, other seats' too: each is asked
   * once more, of a fresh worker for the slot (in the order they were posted), and fails only if
   * that one fails as well.
   */
  const run = (seat: number, request: AiRequest, retried = false): Promise<AiResponse> =>
    new Promise((resolve) => {
      const slot = seat % threads;
      let worker: Worker;
      try {
        worker = workerOf(slot);
      } catch (error) {
        resolve({ id: request.id, ok: false, message: `The AI worker could not start: ${String(error)}` });
        return;
      }
      const cleanup = () => {
        worker.removeEventListener('message', onMessage);
        worker.removeEventListener('error', onError);
      };
      const onMessage = (event: MessageEvent<AiResponse>) => {
        if (event.data.id !== request.id) return;
        cleanup();
        resolve(event.data);
      };
      const onError = (event: Event) => {
        event.preventDefault();
        cleanup();
        worker.terminate();
        // A worker started for the slot since (by a request retried before this one) stays.
        if (workers.get(slot) === worker) workers.delete(slot);
        resolve(retried ? { id: request.id, ok: false, message: 'The AI worker failed.' } : run(seat, request, true));
      };
      worker.addEventListener('message', onMessage);
      worker.addEventListener('error', onError);
      worker.postMessage(request);
    });
  return Object.assign((seat: number, request: AiRequest) => run(seat, request), {
    dispose() {
      for (const worker of workers.values()) worker.terminate();
      workers.clear();
    },
  });
}

export function createAiClient<View extends { readonly seat: number | null }, Action>(
  game: string,
  runner: AiRunner & { dispose?(): void } = workerRunner(),
): AiClient<View, Action> {
  const tails = new Map<number, Promise<unknown>>();
  let nextId = 0;
  return {
    decide(view, level, rng) {
      const seat = view.seat ?? -1;
      const id = nextId++;
      const run = (tails.get(seat) ?? Promise.resolve()).then(async () => {
        const response = await runner(seat, { id, game, view, level, rng });
        if (!response.ok) throw new Error(response.message);
        return response.decision as AiDecision<Action>;
      });
      tails.set(seat, run.catch(() => undefined));
      return run;
    },
    dispose() {
      runner.dispose?.();
      tails.clear();
    },
  };
}
