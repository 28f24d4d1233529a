// The name this device shows on the deals' leaderboards: the player's own pick, kept on the device
// beside its key and asked for the first time a result is sent. Checked as the server checks it,
// so a name the server would refuse is never kept.
import { hashText } from '../../games/deals';
import { browserStorage, safeGetItem, safeSetItem, type StorageLike } from '../../platform/storage';
import { leaderboardName } from '../../protocol/deal-results';

const NAME_KEY = 'dealResults.name';

/** The name kept on this device, or null before the player picked one (or when it was edited by hand into a refused one). */
export function keptLeaderboardName(storage: StorageLike = browserStorage()): string | null {
  const kept = safeGetItem(storage, NAME_KEY);
  return kept === null ? null : leaderboardName(kept);
}

/** Keeps `input` as this device's name: the name as the leaderboard will show it, or null (nothing kept) when it would be refused. */
export function keepLeaderboardName(input: string, storage: StorageLike = browserStorage()): string | null {
  const name = leaderboardName(input);
  if (name !== null) safeSetItem(storage, NAME_KEY, name);
  return name;
}

/** A number of four digits drawn from the device's key, so a default name stays the same on this device. */
export const defaultNameNumber = (deviceKey: string): number => 1000 + (hashText(deviceKey) % 9000);
