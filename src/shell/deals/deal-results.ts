// This page's results of the deals: a finished deal's result joins the device's queue and is sent
// at once, under the player's leaderboard name (asked for the first time); what could not be sent
// goes at the next start of the app or when the network is back, and so does a changed name.
import { browserStorage } from '../../platform/storage';
import { t } from '../../platform/i18n';
import { leaderboardName } from '../../protocol/deal-results';
import type { HistoryEntry } from '../history/history-entry';
import type { Seat } from '../seats';
import { deviceKey, sendName, sendResult } from './leaderboard-client';
import { defaultNameNumber, keptLeaderboardName, sendWaitingRename } from './leaderboard-name';
import { ResultQueue } from './result-queue';

let queue: ResultQueue | null = null;
const deviceQueue = (): ResultQueue => (queue ??= new ResultQueue(browserStorage()));

// Another tab of the app sends from the same queue: one at a time.
const acrossTabs = (run: () => Promise<number>): Promise<number> =>
  globalThis.navigator?.locks ? globalThis.navigator.locks.request('dealResults.waiting', run) : run();

/**
 * Sends a changed name waiting for the tries already stored, then the results waiting on this
 * device (quietly: what fails waits for the next try; results wait until the player has a name).
 * Resolves to how many the server answered, the name counted as one.
 */
export async function sendWaitingResults(): Promise<number> {
  const name = keptLeaderboardName();
  if (name === null) return 0;
  const renamed = (await sendWaitingRename((newName) => sendName(newName))) ? 1 : 0;
  return renamed + (await deviceQueue().flush((result) => sendResult(result, name), acrossTabs).catch(() => 0));
}

/** The name offered the first time: the seat's name if the player typed one, else a numbered default of this device. */
export const suggestedName = (seat: Seat | undefined): string =>
  (seat && !seat.defaultName ? leaderboardName(seat.name) : null) ?? t('deals.name.default', { number: defaultNameNumber(deviceKey()) });

/** Sends waiting results now and whenever the browser is back online. */
export function sendResultsWhenOnline(): void {
  globalThis.addEventListener?.('online', () => void sendWaitingResults());
  void sendWaitingResults();
}

/**
 * Queues a finished deal's result (its first try counts; the server ranks a later one as practice)
 * and sends it, asking the player for a leaderboard name first when the device has none.
 */
export async function queueDealResult(entry: HistoryEntry, askName: (suggested: string) => Promise<unknown>, seat: Seat | undefined): Promise<number> {
  if (!entry.deal) return 0;
  const score = entry.seats[entry.player]?.score ?? 0;
  deviceQueue().add({ id: `${entry.game}/${entry.deal.kind}/${entry.deal.id}/${entry.finishedAt}`, game: entry.game, kind: entry.deal.kind, deal: entry.deal.id, score, record: entry.record });
  if (keptLeaderboardName() === null) await askName(suggestedName(seat));
  return sendWaitingResults();
}

/** Whether a result of this deal still waits on the device. */
export const isWaiting = (game: string, kind: string, deal: string): boolean =>
  deviceQueue().pending().some((p) => p.game === game && p.kind === kind && p.deal === deal);
