// AI runners that answer in this thread, each request in its own task: for tools and tests
// in Node, which have no Web Workers. The page never imports it (its AI runs in the worker).
import type { AiRunner } from './ai-client';
import { runAi } from './ai-run';
import type { ReviewRunner } from './review-client';
import { runReview } from './review-run';

export const inlineRunner: AiRunner = (_seat, request) => new Promise((resolve) => setTimeout(() => resolve(runAi(request)), 0));

/** A review run in this thread; stopping it ends the work between two decisions. */
export const inlineReviewRunner: ReviewRunner = (request, onMessage) => {
  const stop = new AbortController();
  void runReview(request, onMessage, stop.signal);
  return { stop: () => stop.abort() };
};
