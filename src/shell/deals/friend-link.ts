// A shared result's link: the page's address naming the deal and the sharer's public id,
// `?deal=explorers/daily/2026-11-29&friend=0123456789abcdef`. A hand-edited or damaged link names
// nothing and is ignored without a word.
import { DEAL_KINDS, periodById, type DealKind } from '../../games/deals';
import { PLAYER_ID_PATTERN } from '../../protocol/deal-results';

export interface FriendLink {
  readonly game: string;
  readonly kind: DealKind;
  readonly deal: string;
  /** The sharer's public id. */
  readonly player: string;
}

const PARAMS = { deal: 'deal', friend: 'friend' } as const;

/** The link a result is shared with: the page's address with the deal and the sharer, and nothing else in the query or hash. */
export function friendLink(href: string, link: FriendLink): string {
  const url = new URL(href);
  // Every part is plain letters, digits and hyphens (checked below when read back): no escapes needed.
  url.search = `?${PARAMS.deal}=${link.game}/${link.kind}/${link.deal}&${PARAMS.friend}=${link.player}`;
  url.hash = '';
  return url.toString();
}

/** The friend and deal an address names, among the games with deals; or null. */
export function friendFromUrl(href: string, games: readonly { readonly id: string }[]): FriendLink | null {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  const [game = '', kind = '', deal = '', ...rest] = (url.searchParams.get(PARAMS.deal) ?? '').split('/');
  const player = url.searchParams.get(PARAMS.friend) ?? '';
  const dealKind = DEAL_KINDS.find((k) => k === kind);
  if (rest.length > 0 || !dealKind || !PLAYER_ID_PATTERN.test(player) || !games.some((g) => g.id === game) || !periodById(dealKind, deal)) return null;
  return { game, kind: dealKind, deal, player };
}

/** The address without a friend's link (once it is remembered, a reload is a plain visit). */
export function withoutFriend(href: string): string {
  const url = new URL(href);
  for (const param of Object.values(PARAMS)) url.searchParams.delete(param);
  return url.toString();
}
