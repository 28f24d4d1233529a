// Where a table's link starts. A page opened on a loopback address (`npm start` opens
// http://127.0.0.1:5173) makes links that open on no other device: the development server started
// with `--lan` names the page's address on the home network in the page, and links use it;
// otherwise the lobby says how to open the game to the network.
import { NETWORK_ADDRESS_META } from '../../protocol/protocol';

/** Where links start, and whether they open on this device only. */
export interface LinkBase {
  readonly href: string;
  readonly local: boolean;
}

export function isLoopback(hostname: string): boolean {
  return hostname === 'localhost' || hostname.endsWith('.localhost') || hostname.startsWith('127.') || hostname === '[::1]';
}

/** The Network address the page was served with, if any. */
export function announcedNetworkAddress(): string | null {
  return document.querySelector<HTMLMetaElement>(`meta[name="${NETWORK_ADDRESS_META}"]`)?.content ?? null;
}

/** The page's address `href`, moved to the `announced` network address when the page is on loopback and that address is one other devices can reach. */
export function linkBase(href: string, announced: string | null): LinkBase {
  const page = new URL(href);
  if (!isLoopback(page.hostname)) return { href, local: false };
  const network = reachable(announced);
  if (network === null) return { href, local: true };
  page.protocol = network.protocol;
  page.host = network.host;
  return { href: page.toString(), local: false };
}

function reachable(address: string | null): URL | null {
  if (address === null) return null;
  try {
    const url = new URL(address);
    return (url.protocol === 'http:' || url.protocol === 'https:') && !isLoopback(url.hostname) ? url : null;
  } catch {
    return null;
  }
}
