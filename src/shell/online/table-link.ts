// A table's links: the page's own address with `?table=CODE` to play (opening it goes straight
// to joining that table; after a reload the same address takes the seat back) or `?watch=CODE`
// to watch (a spectator sees every sheet as of the last closed turn).
import { normaliseCode } from '../../protocol/formats';

export type TableRole = 'play' | 'watch';

const PARAMS: Readonly<Record<TableRole, string>> = { play: 'table', watch: 'watch' };

/** The table a page address names, in canonical form, and whether to play or watch it; or null. */
export function tableFromUrl(href: string): { readonly code: string; readonly role: TableRole } | null {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  for (const role of ['play', 'watch'] as const) {
    const code = url.searchParams.get(PARAMS[role]);
    const canonical = code === null ? null : normaliseCode(code);
    if (canonical) return { code: canonical, role };
  }
  return null;
}

/**
 * What a table's link tries first: the replay of its game if that is over, as the seat this
 * device holds there (`seatToken`) or, by the watch link, a spectator; none when this tab is
 * still at the table as its seat (a reload of its scores, where a rematch may come).
 */
export function linkReplayViewer(role: TableRole, seatToken: string | null, atTable: boolean): { readonly token: string | null } | null {
  if (role === 'watch') return { token: null };
  return atTable ? null : { token: seatToken };
}

/** The link to share: the page's address with the table's code, and nothing else in the query or hash. */
export function tableLink(href: string, code: string, role: TableRole = 'play'): string {
  const url = new URL(href);
  url.search = `?${PARAMS[role]}=${code}`;
  url.hash = '';
  return url.toString();
}

/** The address bar's address at a table (a reload comes back to it), keeping its other settings. */
export function withTable(href: string, code: string, role: TableRole = 'play'): string {
  const url = new URL(withoutTable(href));
  url.searchParams.set(PARAMS[role], code);
  return url.toString();
}

/** The page's address without a table (when the player leaves it). */
export function withoutTable(href: string): string {
  const url = new URL(href);
  for (const param of Object.values(PARAMS)) url.searchParams.delete(param);
  url.hash = '';
  return url.toString();
}
