// This page's results of the deals: a finished deal's result joins the device's queue and is sent
// at once; what could not be sent goes at the next start of the app or when the network is back.
import { browserStorage } from '../../platform/storage';
import type { HistoryEntry } from '../history/history-entry';
import { sendResult } from './leaderboard-client';
import { ResultQueue } from './result-queue';

let queue: ResultQueue | null = null;
const deviceQueue = (): ResultQueue => (queue ??= new ResultQueue(browserStorage()));

// Another tab of the app sends from the same queue: one at a time.
const acrossTabs = (run: () => Promise<number>): Promise<number> =>
  globalThis.navigator?.locks ? globalThis.navigator.locks.request('dealResults.waiting', run) : run();

/** Sends the results waiting on this device (quietly: what fails waits for the next try). */
export const sendWaitingResults = (): Promise<number> => deviceQueue().flush((result) => sendResult(result), acrossTabs).catch(() => 0);

/** Sends waiting results now and whenever the browser is back online. */
export function sendResultsWhenOnline(): void {
  globalThis.addEventListener?.('online', () => void sendWaitingResults());
  void sendWaitingResults();
}

/** Queues a finished deal's result (its first try counts; the server ranks a later one as practice) and sends it. */
export function queueDealResult(entry: HistoryEntry, name: string): Promise<number> {
  if (!entry.deal) return Promise.resolve(0);
  const score = entry.seats[entry.player]?.score ?? 0;
  deviceQueue().add({ id: `${entry.game}/${entry.deal.kind}/${entry.deal.id}/${entry.finishedAt}`, game: entry.game, kind: entry.deal.kind, deal: entry.deal.id, name, score, record: entry.record });
  return sendWaitingResults();
}

/** Whether a result of this deal still waits on the device. */
export const isWaiting = (game: string, kind: string, deal: string): boolean =>
  deviceQueue().pending().some((p) => p.game === game && p.kind === kind && p.deal === deal);
