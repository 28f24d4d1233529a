// One AI request answered: the game's AI loaded by id, asked with the seat's view. Never throws:
// an unknown game or a failing bot is an answer the table can act on.
import { loadAi } from '../games/registry';
import type { AiRequest, AiResponse } from './ai-messages';

export async function runAi(request: AiRequest): Promise<AiResponse> {
  const { id, game, view, level, rng } = request;
  try {
    const ai = await loadAi(game);
    if (!ai) return { id, ok: false, message: `No AI for the game ${String(game)}.` };
    return { id, ok: true, decision: ai.decide(view, level, rng) };
  } catch (error) {
    return { id, ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}
