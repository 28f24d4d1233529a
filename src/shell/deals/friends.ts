// The friends this device knows, by public id (their shared links brought them), newest first:
// the Deals screen asks the leaderboard for their tries at the deal it shows, and says who beat
// whom, opening on the daily or the weekly deal as the link named. Kept in the device's storage;
// a damaged list is read as none.
import { DEAL_KINDS, withDeals, type DealKind } from '../../games/deals';
import { GAMES, gameById } from '../../games/registry';
import { browserStorage, safeGetItem, safeRemoveItem, safeSetItem, type StorageLike } from '../../platform/storage';
import { FRIENDS_MAX, PLAYER_ID_PATTERN } from '../../protocol/deal-results';
import { rememberGame } from '../game-choice';
import { friendFromUrl, withoutFriend, type FriendLink } from './friend-link';

const FRIENDS_KEY = 'dealResults.friends';
/** The game, kind and deal the last friend's link named, until the Deals screen shows it. */
const LINKED_KEY = 'dealResults.linkedDeal';

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

/** Remembers the friend a shared result's link names, offers their game in the menu and keeps the kind of deal for the Deals screen. */
export function keepFriend(link: FriendLink, storage: StorageLike = browserStorage()): void {
  const game = gameById(link.game);
  if (!game) return;
  rememberFriend(link.player, storage);
  rememberGame(game, storage);
  safeSetItem(storage, LINKED_KEY, `${link.game}/${link.kind}/${link.deal}`);
}

/** What a friend's link named in a game: the kind of deal, and which one (null: kept before the deal was). */
export interface LinkedDeal {
  readonly kind: DealKind;
  readonly deal: string | null;
}

/**
 * The deal a friend's link named in `game`, once: the Deals screen opens on its kind (and says so
 * when that deal has ended), and later as the player leaves it.
 */
export function takeLinkedDeal(game: string, storage: StorageLike = browserStorage()): LinkedDeal | null {
  const [linkedGame, kind, deal] = (safeGetItem(storage, LINKED_KEY) ?? '').split('/');
  const linkedKind = linkedGame === game ? DEAL_KINDS.find((k) => k === kind) : undefined;
  if (!linkedKind) return null;
  safeRemoveItem(storage, LINKED_KEY);
  return { kind: linkedKind, deal: deal ?? null };
}

/** Keeps the friend a shared result's link names (`keepFriend`); the link then leaves the address bar. */
export function keepFriendFromAddress(storage: StorageLike = browserStorage()): void {
  const href = globalThis.location.href;
  const link = friendFromUrl(href, withDeals(GAMES));
  if (link) keepFriend(link, storage);
  const plain = withoutFriend(href);
  if (plain !== href) globalThis.history.replaceState(globalThis.history.state, '', plain);
}
