// The name this device shows on the deals' leaderboards: the player's own pick, kept on the device
// beside its key and asked for the first time a result is sent. Checked as the server checks it,
// so a name the server would refuse is never kept. A changed name waits on the device until the
// server has given it to the tries already stored (offline, it goes when the network is back).
import { hashText } from '../../games/deals';
import { browserStorage, safeGetItem, safeRemoveItem, safeSetItem, type StorageLike } from '../../platform/storage';
import { leaderboardName } from '../../protocol/deal-results';
import type { Sent } from './result-queue';

const NAME_KEY = 'dealResults.name';
/** The changed name the stored tries are still to take. */
const RENAME_KEY = 'dealResults.renameWaiting';

/** The name kept on this device, or null before the player picked one (or when it was edited by hand into a refused one). */
export function keptLeaderboardName(storage: StorageLike = browserStorage()): string | null {
  const kept = safeGetItem(storage, NAME_KEY);
  return kept === null ? null : leaderboardName(kept);
}

/**
 * Keeps `input` as this device's name: the name as the leaderboard will show it, or null (nothing
 * kept) when it would be refused. A name that replaces another waits to be sent for the tries
 * already stored.
 */
export function keepLeaderboardName(input: string, storage: StorageLike = browserStorage()): string | null {
  const before = keptLeaderboardName(storage);
  const name = leaderboardName(input);
  if (name === null) return null;
  safeSetItem(storage, NAME_KEY, name);
  if (before !== null && before !== name) safeSetItem(storage, RENAME_KEY, name);
  return name;
}

/**
 * Sends the changed name waiting, if any (`send` posts it); it stays waiting while the network or
 * the server is down. Resolves to whether the server answered one.
 */
export async function sendWaitingRename(send: (name: string) => Promise<Sent>, storage: StorageLike = browserStorage()): Promise<boolean> {
  const waiting = safeGetItem(storage, RENAME_KEY);
  const name = waiting === null ? null : leaderboardName(waiting);
  if (name === null) return false;
  const sent = await send(name).catch((): Sent => 'later');
  // A name changed again while this one was on its way still waits.
  if (sent === 'answered' && safeGetItem(storage, RENAME_KEY) === waiting) safeRemoveItem(storage, RENAME_KEY);
  return sent === 'answered';
}

/** A number of four digits drawn from the device's key, so a default name stays the same on this device. */
export const defaultNameNumber = (deviceKey: string): number => 1000 + (hashText(deviceKey) % 9000);
