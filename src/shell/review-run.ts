// The master's review answered (the AI worker's second kind of request, beside ai-run.ts): the
// game's rules and AI loaded by id, each decision of the seat judged in turn and posted as it is
// done. Never throws: an unknown game, a refused record or a failing judge is a message.
import { loadAi, loadGame } from '../games/registry';
import type { GameRecordShape } from '../games/contract';
import { reviewGame, type ReviewProgress } from '../games/review';

export interface ReviewRequest {
  readonly kind: 'review';
  readonly id: number;
  readonly game: string;
  /** The game's options and actions, as its replay has them. */
  readonly record: GameRecordShape;
  readonly seat: number;
}

export type ReviewMessage =
  | ({ readonly id: number; readonly kind: 'progress' } & ReviewProgress)
  | { readonly id: number; readonly kind: 'done' }
  | { readonly id: number; readonly kind: 'failed'; readonly message: string };

/** The next task: a cancel sent meanwhile gets its turn. */
const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** Posts a progress message per decision, then `done`; stops between two decisions once `signal` is aborted. */
export async function runReview(request: ReviewRequest, post: (message: ReviewMessage) => void, signal?: AbortSignal): Promise<void> {
  const { id, game, record, seat } = request;
  try {
    const [loaded, ai] = await Promise.all([loadGame(game), loadAi(game)]);
    if (!loaded || !ai) return post({ id, kind: 'failed', message: `No game ${String(game)}.` });
    const review = reviewGame(loaded.rules, ai, record, seat);
    if (!review.ok) return post({ id, kind: 'failed', message: review.error.code });
    for (const progress of review.value) {
      post({ id, kind: 'progress', ...progress });
      await nextTask();
      if (signal?.aborted) return;
    }
    post({ id, kind: 'done' });
  } catch (error) {
    post({ id, kind: 'failed', message: error instanceof Error ? error.message : String(error) });
  }
}
