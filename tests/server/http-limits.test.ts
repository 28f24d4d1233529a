// Hostile HTTP against a live server on loopback: bodies too large or of unknown length, bodies
// and headers trickled in, tables created or joined from another site, bodies that are not JSON,
// closed methods. Each gets its standard 4xx at once (or its connection cut once the request's
// time is up), none spends the address's budget for new tables, and the server carries on.
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPLORERS_OPTIONS, createTable } from './helpers/client';
import { TEST_LIMITS, startTestServer, type TestServer } from './helpers/server';

const REQUEST_MS = 1_000;
const CREATES = 3;
let server: TestServer;
let port: number;

beforeAll(async () => {
  server = await startTestServer({ limits: { ...TEST_LIMITS, requestMs: REQUEST_MS, creates: { capacity: CREATES, perSecond: 1 / 3600 } } });
  port = server.port;
});

afterAll(async () => {
  await server?.stop();
});

const TABLE = { create: { game: 'explorers', options: EXPLORERS_OPTIONS, seats: [{ kind: 'human' }] }, name: 'Ann', colour: '#aa3300' };

/** Opens a raw connection, writes `head`, and resolves with all the server sent once it closes (and when, in ms). */
function rawExchange(head: string, trickle?: { readonly every: number; readonly byte: string }): Promise<{ readonly reply: string; readonly ms: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket: Socket = connect(port, '127.0.0.1', () => socket.write(head));
    let reply = '';
    const timer = trickle ? setInterval(() => socket.writable && socket.write(trickle.byte), trickle.every) : null;
    socket.on('data', (chunk) => (reply += chunk.toString()));
    socket.on('error', () => {}); // a reset once the server has cut it off
    // A trickle keeps the socket busy, so the bound is a plain timer, not the socket's idle timeout.
    const bound = setTimeout(() => {
      socket.destroy();
      reject(new Error(`the server held the connection for 30 s:\n${reply}`));
    }, 30_000);
    socket.on('close', () => {
      if (timer) clearInterval(timer);
      clearTimeout(bound);
      resolve({ reply, ms: Date.now() - started });
    });
  });
}

const statusOf = (reply: string): number => Number(/^HTTP\/1\.1 (\d{3})/.exec(reply)?.[1]);

describe('HTTP limits', () => {
  it('refuses a body over the cap, or of unknown length, before reading it', async () => {
    for (const path of ['/tables', '/matchmake/joinOrCreate/table', '/matchmake/reconnect/abc', '/index.html']) {
      // The headers promise a megabyte; none of it is sent: the answer comes anyway.
      const large = await rawExchange(`POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1048576\r\n\r\n{`);
      expect(statusOf(large.reply), path).toBe(413);
      const chunked = await rawExchange(`POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n1\r\n{\r\n`);
      expect(statusOf(chunked.reply), path).toBe(411);
    }
  });

  it('cuts off a body or headers sent a byte at a time once the request time is up', async () => {
    const slowBody = await rawExchange(`POST /tables HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 2000\r\n\r\n{`, { every: 200, byte: ' ' });
    expect(statusOf(slowBody.reply)).toBe(408);
    const slowHeaders = await rawExchange(`POST /tables HTTP/1.1\r\nHost: 127.0.0.1\r\n`, { every: 200, byte: 'X' });
    expect([408, 431, 400]).toContain(statusOf(slowHeaders.reply));
    // The request's time and the server's check of it, every second at most.
    for (const { ms } of [slowBody, slowHeaders]) expect(ms).toBeLessThan(REQUEST_MS + 1_000 + 2_000);
  });

  it('refuses tables from other sites and bodies that are not valid tables, without spending the budget for new tables', async () => {
    const post = (headers: Record<string, string>, body: string): Promise<number> =>
      fetch(`${server.url}/tables`, { method: 'POST', headers, body }).then((response) => response.status);
    const json = { 'content-type': 'application/json' };
    for (let i = 0; i < CREATES + 2; i++) {
      expect(await post({ ...json, origin: 'https://elsewhere.example' }, JSON.stringify(TABLE))).toBe(403);
      expect(await post({ 'content-type': 'text/plain' }, JSON.stringify(TABLE))).toBe(415);
      expect(await post(json, '{"create":')).toBe(400);
      expect(await post(json, JSON.stringify({ ...TABLE, create: { ...TABLE.create, game: 'chess' } }))).toBe(400);
    }
    const origin = new URL(server.url).origin;
    for (let i = 0; i < CREATES; i++) expect((await createTable(server.url, TABLE)).status).toBe(201);
    expect(await post({ ...json, origin }, JSON.stringify(TABLE))).toBe(429);
  });

  it("refuses matchmaking from other sites, and answers the page's own without CORS headers", async () => {
    const join = (origin: string): Promise<Response> =>
      fetch(`${server.url}/matchmake/joinOrCreate/table`, { method: 'POST', headers: { 'content-type': 'application/json', origin }, body: JSON.stringify({ code: 'ABCDEFGH' }) });
    expect((await join('https://elsewhere.example')).status).toBe(403);
    const own = await join(new URL(server.url).origin);
    expect(own.status).toBeGreaterThanOrEqual(400); // no such table, but asked from the right place
    expect(own.status).not.toBe(403);
    expect([...own.headers.keys()].filter((name) => name.startsWith('access-control-'))).toEqual([]);
  });

  it('answers closed methods with standard codes', async () => {
    const status = (path: string, method: string): Promise<number> => fetch(`${server.url}${path}`, { method }).then((response) => response.status);
    expect(await status('/tables', 'GET')).toBe(405);
    expect(await status('/tables', 'DELETE')).toBe(405);
    expect(await status('/tables', 'OPTIONS')).toBe(405);
    expect(await status('/healthz', 'POST')).toBe(405);
    expect(await status('/matchmake/joinOrCreate/table', 'GET')).toBe(405);
    const create = await fetch(`${server.url}/matchmake/create/table`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(create.status).toBe(404);
    // And the server carries on.
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });
});
