// A table's link: the page's own address with `?table=CODE`. Opening it goes straight to joining
// that table; after a reload the same address takes the seat back.
import { normaliseCode } from '../../../server/shared-formats';

export const TABLE_PARAM = 'table';

/** The table code a page address names, in canonical form, or null. */
export function tableCodeFromUrl(href: string): string | null {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  const code = url.searchParams.get(TABLE_PARAM);
  return code === null ? null : normaliseCode(code);
}

/** The link to share: the page's address with the table's code, and nothing else in the query or hash. */
export function tableLink(href: string, code: string): string {
  const url = new URL(href);
  url.search = `?${TABLE_PARAM}=${code}`;
  url.hash = '';
  return url.toString();
}

/** The address bar's address at a table (a reload comes back to it), keeping its other settings. */
export function withTable(href: string, code: string): string {
  const url = new URL(href);
  url.searchParams.set(TABLE_PARAM, code);
  url.hash = '';
  return url.toString();
}

/** The page's address without a table (when the player leaves it). */
export function withoutTable(href: string): string {
  const url = new URL(href);
  url.searchParams.delete(TABLE_PARAM);
  url.hash = '';
  return url.toString();
}
