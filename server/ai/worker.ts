// One AI worker thread: a seat's view in, a decision out, for any registered game. The AI's
// search (tens of milliseconds at the hard level) runs here, never on the server's event loop.
import { parentPort, workerData } from 'node:worker_threads';
import { REGISTRY, type GameRegistry } from '../../src/games/registry';
import type { AiJobMessage, AiAnswerMessage } from './pool';

const port = parentPort;
if (!port) throw new Error('server/ai/worker.ts runs as a worker thread only');

// The server's games: the app's, or a test's registry module (server/games.ts).
const registryModule = (workerData as { registry?: string | null } | null)?.registry;
const games: Promise<GameRegistry> = registryModule ? import(registryModule).then((m: { REGISTRY: GameRegistry }) => m.REGISTRY) : Promise.resolve(REGISTRY);

port.on('message', (job: AiJobMessage) => {
  void answer(job).then((reply) => port.postMessage(reply));
});

async function answer(job: AiJobMessage): Promise<AiAnswerMessage> {
  const started = performance.now();
  try {
    const ai = await (await games).loadAi(job.game);
    if (!ai) return { id: job.id, ok: false, message: `No AI for the game ${job.game}.` };
    const decision = ai.decide(job.view, job.level, job.rng);
    return { id: job.id, ok: true, action: decision.action, rng: decision.rng, ms: performance.now() - started };
  } catch (error) {
    return { id: job.id, ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}
