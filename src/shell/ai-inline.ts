// An AI runner that answers in this thread, each request in its own task: for tools and tests
// in Node, which have no Web Workers. The page never imports it (its AI runs in the worker).
import type { AiRunner } from './ai-client';
import { runAi } from './ai-run';

export const inlineRunner: AiRunner = (_seat, request) => new Promise((resolve) => setTimeout(() => resolve(runAi(request)), 0));
