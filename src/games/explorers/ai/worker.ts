// The AI in a Web Worker: one request in, one decision out, so a long search never freezes the page.
import { decide, type Decision, type Level } from './index';
import type { GameState } from '../rules/index';

export interface AiRequest {
  readonly id: number;
  readonly state: GameState;
  readonly player: number;
  readonly level: Level;
  readonly rng: number;
}

export type AiResponse =
  | { readonly id: number; readonly ok: true; readonly decision: Decision }
  | { readonly id: number; readonly ok: false; readonly message: string };

self.addEventListener('message', (event: MessageEvent<AiRequest>) => {
  const { id, state, player, level, rng } = event.data;
  let response: AiResponse;
  try {
    response = { id, ok: true, decision: decide(state, player, level, rng) };
  } catch (error) {
    response = { id, ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  self.postMessage(response);
});
