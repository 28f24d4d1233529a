// The AI in a Web Worker, for any game: a seat's view in, one decision out, so a long search
// never freezes the page; or a whole review, posted decision by decision. The only place the page
// runs an AI.
import type { AiRequest, AiResponse } from './ai-messages';
import { runAi } from './ai-run';
import { runReview, type ReviewRequest } from './review-run';

self.addEventListener('message', (event: MessageEvent<AiRequest | ReviewRequest>) => {
  const request = event.data;
  if ('kind' in request) void runReview(request, (message) => self.postMessage(message));
  else void runAi(request).then((response: AiResponse) => self.postMessage(response));
});
