// The page's side of the deals' leaderboards (paths and answers: protocol/deal-results.ts), on
// the page's own origin, with this device's key: random, drawn once and kept on the device.
import { browserStorage, safeGetItem, safeSetItem, type StorageLike } from '../../platform/storage';
import type { DealKind } from '../../games/deals';
import { DEAL_NAME_PATH, DEAL_RESULT_ERRORS, DEVICE_KEY_HEADER, DEVICE_KEY_PATTERN, FRIENDS_PARAM, type DealResultError, type LeaderboardAnswer } from '../../protocol/deal-results';
import type { PendingResult, Sent } from './result-queue';

const DEVICE_KEY = 'dealResults.deviceKey';

/** This device's key for the leaderboards: 128 random bits in base64url, drawn the first time. */
export function deviceKey(storage: StorageLike = browserStorage()): string {
  const kept = safeGetItem(storage, DEVICE_KEY);
  if (kept !== null && DEVICE_KEY_PATTERN.test(kept)) return kept;
  const bytes = new Uint8Array(globalThis.crypto.getRandomValues(new Uint32Array(4)).buffer);
  const key = btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  safeSetItem(storage, DEVICE_KEY, key);
  return key;
}

const resultsPath = (game: string, kind: DealKind, deal: string, origin: string): string =>
  `${origin}/deals/${encodeURIComponent(game)}/${kind}/${encodeURIComponent(deal)}/results`;

/** Answers the server gives for good: sending again would get the same. */
const settled = (status: number): boolean => status < 500 && status !== 429 && status !== 408;

/** Posts `body` as JSON: 'later' when the network or the server is down or busy (a network failure rejects). */
async function post(url: string, body: unknown, what: string): Promise<Sent> {
  const answer = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!settled(answer.status)) return 'later';
  if (!answer.ok) console.warn(`${what} was refused (${answer.status}).`, await answer.text());
  return 'answered';
}

/** Sends a waiting result under `name`. */
export const sendResult = (result: PendingResult, name: string, origin = location.origin, key = deviceKey()): Promise<Sent> =>
  post(resultsPath(result.game, result.kind, result.deal, origin), { name, deviceKey: key, score: result.score, record: result.record }, "A deal's result");

/** Gives this device's tries already stored, at every deal, the name `name`. */
export const sendName = (name: string, origin = location.origin, key = deviceKey()): Promise<Sent> =>
  post(`${origin}${DEAL_NAME_PATH}`, { name, deviceKey: key }, 'A new leaderboard name');

/** A leaderboard as the server has it, or why it could not be read. */
export type LeaderboardRead = { readonly ok: true; readonly board: LeaderboardAnswer } | { readonly ok: false; readonly error: DealResultError | 'network' };

/** A deal's leaderboard, with this device's try and the tries of `friends` (public ids). */
export async function readLeaderboard(game: string, kind: DealKind, deal: string, friends: readonly string[], origin = location.origin, key = deviceKey()): Promise<LeaderboardRead> {
  const query = friends.length > 0 ? `?${FRIENDS_PARAM}=${friends.join(',')}` : '';
  try {
    const answer = await fetch(resultsPath(game, kind, deal, origin) + query, { headers: { [DEVICE_KEY_HEADER]: key } });
    const body = (await answer.json()) as LeaderboardAnswer & { readonly error?: unknown };
    if (answer.ok) return { ok: true, board: body };
    const error = DEAL_RESULT_ERRORS.find((code) => code === body.error) ?? 'unavailable';
    return { ok: false, error };
  } catch {
    return { ok: false, error: 'network' };
  }
}
