// Asks the AI for decisions without freezing the page: one Web Worker per AI seat, one request at a
// time per seat. Without Workers (old browsers, tests in Node) each decision runs on the main
// thread in its own task, so the page still draws between two AI moves.
import { decide, type Decision, type Level } from '../games/explorers/ai/index';
import type { AiRequest, AiResponse } from '../games/explorers/ai/worker';
import type { GameState } from '../games/explorers/rules/index';
import type { AiDecider } from '../games/explorers/play/controller';

interface Lane {
  worker: Worker | null;
  /** Settles when the seat's previous request is answered. */
  tail: Promise<unknown>;
}

function spawnWorker(): Worker | null {
  if (typeof Worker === 'undefined') return null;
  try {
    return new Worker(new URL('../games/explorers/ai/worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return null;
  }
}

function onMainThread(state: GameState, player: number, level: Level, rng: number): Promise<Decision> {
  return new Promise((resolve, reject) => {
    setTimeout(() => {
      try {
        resolve(decide(state, player, level, rng));
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    }, 0);
  });
}

export function createAiClient(useWorkers = true): AiDecider {
  const lanes = new Map<number, Lane>();
  let nextId = 0;

  const laneOf = (player: number): Lane => {
    let lane = lanes.get(player);
    if (!lane) {
      lane = { worker: useWorkers ? spawnWorker() : null, tail: Promise.resolve() };
      lanes.set(player, lane);
    }
    return lane;
  };

  function inWorker(lane: Lane, worker: Worker, request: AiRequest): Promise<Decision> {
    return new Promise((resolve, reject) => {
      const cleanup = () => {
        worker.removeEventListener('message', onMessage);
        worker.removeEventListener('error', onError);
      };
      const onMessage = (event: MessageEvent<AiResponse>) => {
        if (event.data.id !== request.id) return;
        cleanup();
        if (event.data.ok) resolve(event.data.decision);
        else reject(new Error(event.data.message));
      };
      // The worker could not start (blocked, unsupported): this seat continues on the main thread.
      const onError = (event: Event) => {
        event.preventDefault();
        cleanup();
        worker.terminate();
        lane.worker = null;
        resolve(onMainThread(request.state, request.player, request.level, request.rng));
      };
      worker.addEventListener('message', onMessage);
      worker.addEventListener('error', onError);
      worker.postMessage(request);
    });
  }

  return {
    decide(state, player, level, rng) {
      const lane = laneOf(player);
      const id = nextId++;
      const run = lane.tail.then(() =>
        lane.worker ? inWorker(lane, lane.worker, { id, state, player, level, rng }) : onMainThread(state, player, level, rng),
      );
      lane.tail = run.catch(() => undefined);
      return run;
    },
    dispose() {
      for (const lane of lanes.values()) lane.worker?.terminate();
      lanes.clear();
    },
  };
}
