// Reading and answering the HTTP requests the server's own routes take: JSON bodies (their length
// capped before they are read), JSON answers, and where a request comes from.
import type http from 'node:http';

export type Answer = (status: number, body: unknown, headers?: http.OutgoingHttpHeaders) => void;

export const answerer =
  (res: http.ServerResponse): Answer =>
  (status, body, headers = {}) => {
    const text = JSON.stringify(body);
    res.writeHead(status, { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
    res.end(text);
  };

/** A request's JSON body (its length is capped already), or undefined. */
export function readJson(req: http.IncomingMessage): Promise<unknown> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      } catch {
        resolve(undefined);
      }
    });
    req.on('error', () => resolve(undefined));
  });
}

/** The request comes from a page of this very origin, or from no page (no Origin header). */
export function sameOrigin(req: http.IncomingMessage, trustedProxies: number): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  const forwarded = trustedProxies > 0 ? String(req.headers['x-forwarded-host'] ?? '').split(',') : [];
  const hosts = [req.headers.host, ...forwarded].map((host) => host?.trim().toLowerCase()).filter(Boolean);
  try {
    return hosts.includes(new URL(origin).host);
  } catch {
    return false; // "null", or not a URL
  }
}

export const isJson = (req: http.IncomingMessage): boolean => (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() === 'application/json';
