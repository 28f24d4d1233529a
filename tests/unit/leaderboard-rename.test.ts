// A changed leaderboard name reaches the tries already stored: the page posts it with the device's
// key, and keeps it waiting on the device while the network or the server is down.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryStorage } from '../../src/platform/storage';
import { DEAL_NAME_PATH } from '../../src/protocol/deal-results';
import { sendName } from '../../src/shell/deals/leaderboard-client';
import { keepLeaderboardName, sendWaitingRename } from '../../src/shell/deals/leaderboard-name';
import type { Sent } from '../../src/shell/deals/result-queue';

const KEY = 'AAAAAAAAAAAAAAAAAAAAAA';

describe('a changed leaderboard name', () => {
  it('waits to be sent only when it replaces another name, and leaves once answered', async () => {
    const storage = memoryStorage();
    const sent: string[] = [];
    const answering = (answer: Sent) => async (name: string): Promise<Sent> => (sent.push(name), answer);
    keepLeaderboardName('Ann', storage);
    // The first name has no stored try to rename; the same name again changes nothing.
    keepLeaderboardName(' Ann ', storage);
    expect(await sendWaitingRename(answering('answered'), storage)).toBe(false);
    keepLeaderboardName('Ann\u202e', storage);
    expect(await sendWaitingRename(answering('answered'), storage)).toBe(false);
    expect(sent).toEqual([]);
    keepLeaderboardName('Bea', storage);
    expect(await sendWaitingRename(answering('later'), storage)).toBe(false);
    expect(await sendWaitingRename(() => Promise.reject(new TypeError('Failed to fetch')), storage)).toBe(false);
    expect(await sendWaitingRename(answering('answered'), storage)).toBe(true);
    expect(await sendWaitingRename(answering('answered'), storage)).toBe(false);
    expect(sent).toEqual(['Bea', 'Bea']);
  });

  it('changed again while on its way, still waits with the newer name', async () => {
    const storage = memoryStorage();
    keepLeaderboardName('Ann', storage);
    keepLeaderboardName('Bea', storage);
    const sent: string[] = [];
    expect(await sendWaitingRename(async (name) => (sent.push(name), keepLeaderboardName('Cy', storage), 'answered'), storage)).toBe(true);
    expect(await sendWaitingRename(async (name) => (sent.push(name), 'answered'), storage)).toBe(true);
    expect(sent).toEqual(['Bea', 'Cy']);
  });
});

describe('sending a name', () => {
  let server: http.Server;
  let origin: string;
  let status = 200;
  const received: { method?: string; url?: string; type?: string; body: unknown }[] = [];

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        received.push({ method: req.method, url: req.url, type: req.headers['content-type'], body: JSON.parse(body) as unknown });
        res.writeHead(status, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("posts the name with the device's key, and waits again only when the server is down or busy", async () => {
    const outcomes: Sent[] = [];
    for (const answer of [200, 400, 429, 503]) {
      status = answer;
      outcomes.push(await sendName('Bea', origin, KEY));
    }
    expect(outcomes).toEqual(['answered', 'answered', 'later', 'later']);
    expect(received[0]).toEqual({ method: 'POST', url: DEAL_NAME_PATH, type: 'application/json', body: { name: 'Bea', deviceKey: KEY } });
  });
});
