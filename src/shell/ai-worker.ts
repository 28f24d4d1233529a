// The AI in a Web Worker, for any game: a seat's view in, one decision out, so a long search
// never freezes the page. The only place the page runs an AI.
import { runAi, type AiRequest, type AiResponse } from './ai-run';

self.addEventListener('message', (event: MessageEvent<AiRequest>) => {
  void runAi(event.data).then((response: AiResponse) => self.postMessage(response));
});
