// A connection to the Redis of REDIS_URL (table claims, the limits per address) that fails at
// once, not after endless retries, if Redis does not answer when the process starts.
import { Redis, type RedisOptions } from 'ioredis';

export async function connectRedis(url: string, options: RedisOptions = {}): Promise<Redis> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3, connectTimeout: 5_000, ...options });
  redis.on('error', () => {}); // reconnections are ioredis's job; failed commands are reported where they are awaited
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    redis.disconnect();
    throw new Error(`Redis at REDIS_URL does not answer (${error instanceof Error ? error.message : String(error)}).`, { cause: error });
  }
  return redis;
}
