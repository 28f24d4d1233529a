// /healthz and /readyz on a server with a real PGlite and a real Redis: ready, then Redis stopped
// mid-test (the process lives on, but is not ready), and started again on its port (ready again).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRedis, type TestRedis } from './helpers/redis';
import { startTestServer, type TestServer } from './helpers/server';

let redis: TestRedis;
let server: TestServer;

beforeAll(async () => {
  redis = await startRedis();
  server = await startTestServer({ redisUrl: redis.url, publicAddress: '127.0.0.1:0' });
});

afterAll(async () => {
  await server?.stop();
  await redis?.stop();
});

const get = async (path: string): Promise<{ status: number; body: unknown }> => {
  const response = await fetch(`${server.url}${path}`);
  return { status: response.status, body: await response.json() };
};

describe('/healthz and /readyz', () => {
  it('are 200 while the database and Redis answer; readyz is 503 while Redis is gone, healthz stays 200', async () => {
    expect(await get('/healthz')).toEqual({ status: 200, body: { status: 'ok', version: 'dev', build: 'dev' } });
    expect(await get('/readyz')).toEqual({ status: 200, body: { ready: true, checks: { database: 'ok', redis: 'ok' } } });
    await redis.stop();
    expect(await get('/readyz')).toEqual({ status: 503, body: { ready: false, checks: { database: 'ok', redis: 'down' } } });
    expect((await get('/healthz')).status).toBe(200);
    redis = await startRedis(20_000, Number(new URL(redis.url).port));
    // ioredis connects again by itself, after a back-off of its own.
    await expect.poll(() => get('/readyz'), { timeout: 20_000, interval: 200 }).toEqual({ status: 200, body: { ready: true, checks: { database: 'ok', redis: 'ok' } } });
  });
});
