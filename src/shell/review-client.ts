// Runs the master's review of one seat off the page's thread and follows it: progress after each
// decision, the decisions judged once it is over, and a cancel that stops the work at once.
import type { GameRecordShape } from '../games/contract';
import type { ReviewedDecision, ReviewProgress } from '../games/review';
import type { ReviewMessage, ReviewRequest } from './review-run';

/** Starts a review's work, sending its messages to `onMessage`; `stop` ends the work. */
export type ReviewRunner = (request: ReviewRequest, onMessage: (message: ReviewMessage) => void) => { stop(): void };

/** The page's runner: a worker of its own (the AI seats' are left alone), terminated when it stops, mid-decision too. */
export const workerReviewRunner: ReviewRunner = (request, onMessage) => {
  const worker = new Worker(new URL('./ai-worker.ts', import.meta.url), { type: 'module' });
  worker.addEventListener('message', (event: MessageEvent<ReviewMessage>) => onMessage(event.data));
  worker.addEventListener('error', (event) => {
    event.preventDefault();
    onMessage({ id: request.id, kind: 'failed', message: 'The AI worker failed.' });
  });
  worker.postMessage(request);
  return { stop: () => worker.terminate() };
};

export type ReviewOutcome =
  | { readonly kind: 'done'; readonly decisions: readonly ReviewedDecision[] }
  | { readonly kind: 'cancelled' }
  | { readonly kind: 'failed'; readonly message: string };

export interface RunningReview {
  /** Settles once: when the review is over, fails or is cancelled. */
  readonly outcome: Promise<ReviewOutcome>;
  /** Stops the work; no progress follows. */
  cancel(): void;
}

let nextId = 0;

export function startReview(game: string, record: GameRecordShape, seat: number, onProgress: (progress: ReviewProgress) => void, runner: ReviewRunner = workerReviewRunner): RunningReview {
  const decisions: ReviewedDecision[] = [];
  let settle: (outcome: ReviewOutcome) => void = () => undefined;
  const outcome = new Promise<ReviewOutcome>((resolve) => (settle = resolve));
  let over = false;
  const end = (result: ReviewOutcome): void => {
    if (over) return;
    over = true;
    work.stop();
    settle(result);
  };
  const work = runner({ kind: 'review', id: nextId++, game, record, seat }, (message) => {
    if (over) return;
    if (message.kind === 'progress') {
      decisions.push(message.decision);
      onProgress(message);
    } else if (message.kind === 'done') end({ kind: 'done', decisions });
    else end({ kind: 'failed', message: message.message });
  });
  return { outcome, cancel: () => end({ kind: 'cancelled' }) };
}
