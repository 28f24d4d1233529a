// One AI worker thread: a seat's view in, a decision out, for any registered game. The AI's
// search (tens of milliseconds at the hard level) runs here, never on the server's event loop.
import { parentPort } from 'node:worker_threads';
import { loadAi } from '../../src/games/registry';
import type { AiJobMessage, AiAnswerMessage } from './pool';

const port = parentPort;
if (!port) throw new Error('server/ai/worker.ts runs as a worker thread only');

port.on('message', (job: AiJobMessage) => {
  void answer(job).then((reply) => port.postMessage(reply));
});

async function answer(job: AiJobMessage): Promise<AiAnswerMessage> {
  const started = performance.now();
  try {
    const ai = await loadAi(job.game);
    if (!ai) return { id: job.id, ok: false, message: `No AI for the game ${job.game}.` };
    const decision = ai.decide(job.view, job.level, job.rng);
    return { id: job.id, ok: true, action: decision.action, rng: decision.rng, ms: performance.now() - started };
  } catch (error) {
    return { id: job.id, ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}
