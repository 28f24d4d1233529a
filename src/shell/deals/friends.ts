// The friends this device knows, by public id (their shared links brought them), newest first:
// the Deals screen asks the leaderboard for their tries at the deal it shows, and says who beat
// whom. Kept in the device's storage; a damaged list is read as none.
import { withDeals } from '../../games/deals';
import { GAMES, gameById } from '../../games/registry';
import { browserStorage, safeGetItem, safeSetItem, type StorageLike } from '../../platform/storage';
import { FRIENDS_MAX, PLAYER_ID_PATTERN } from '../../protocol/deal-results';
import { rememberGame } from '../game-choice';
import { friendFromUrl, withoutFriend } from './friend-link';

const FRIENDS_KEY = 'dealResults.friends';

/** The friends' public ids, newest first. */
export function rememberedFriends(storage: StorageLike = browserStorage()): string[] {
  try {
    const kept: unknown = JSON.parse(safeGetItem(storage, FRIENDS_KEY) ?? '[]');
    return Array.isArray(kept) ? kept.filter((p): p is string => typeof p === 'string' && PLAYER_ID_PATTERN.test(p)).slice(0, FRIENDS_MAX) : [];
  } catch {
    return [];
  }
}

/** Remembers a friend first in the list; the oldest beyond FRIENDS_MAX is forgotten. */
export function rememberFriend(player: string, storage: StorageLike = browserStorage()): void {
  const friends = [player, ...rememberedFriends(storage).filter((p) => p !== player)].slice(0, FRIENDS_MAX);
  safeSetItem(storage, FRIENDS_KEY, JSON.stringify(friends));
}

/** How a friend's try compares with the device's: they beat you, you beat them, a tie, or yours is still to play. */
export type FriendVerdict = 'beatYou' | 'youWon' | 'tied' | 'toBeat';

export function friendVerdict(friend: number, mine: number | null): FriendVerdict {
  if (mine === null) return 'toBeat';
  return friend > mine ? 'beatYou' : friend < mine ? 'youWon' : 'tied';
}

/** Remembers the friend a shared result's link names and offers their game in the menu; the link then leaves the address bar. */
export function keepFriendFromAddress(storage: StorageLike = browserStorage()): void {
  const href = globalThis.location.href;
  const link = friendFromUrl(href, withDeals(GAMES));
  const game = link && gameById(link.game);
  if (link && game) {
    rememberFriend(link.player, storage);
    rememberGame(game, storage);
  }
  const plain = withoutFriend(href);
  if (plain !== href) globalThis.history.replaceState(globalThis.history.state, '', plain);
}
