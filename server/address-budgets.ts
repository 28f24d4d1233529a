// The limits per address (matchmaking requests, joins whose code opens no table, tables created)
// as token buckets: kept in this process, or with REDIS_URL in Redis, so that every process behind
// a load balancer draws on one budget per address. In Redis a bucket is a hash (tokens, time of
// the last take) changed by one Lua script, atomically and on Redis's own clock (the processes'
// clocks may differ); its key expires once the bucket would be full again, as a missing bucket is
// a full one. While Redis does not answer, the process's own buckets decide (limits per process).
import type { Redis } from 'ioredis';
import type { Logger } from './config';
import { KeyedBuckets, type BucketSpec } from './limits';
import { connectRedis } from './redis';

export interface AddressBudget {
  /** Takes one token from the address's bucket if there is one. */
  take(address: string): Promise<boolean>;
  /** Whether the address's bucket has a token, without taking it. */
  has(address: string): Promise<boolean>;
}

export interface AddressBudgets {
  /** The budget `name`: one bucket of `spec` per address. */
  budget(name: string, spec: BucketSpec): AddressBudget;
  close(): Promise<void>;
}

export class LocalBudgets implements AddressBudgets {
  budget(_name: string, spec: BucketSpec): AddressBudget {
    const buckets = new KeyedBuckets(spec);
    return { take: async (address) => buckets.take(address), has: async (address) => buckets.has(address) };
  }

  async close(): Promise<void> {}
}

export const BUDGET_PREFIX = 'explorers:limit:';

// KEYS[1]: the bucket; ARGV: capacity, tokens gained a second, '1' to take a token ('0' to look).
// Returns 1 if a token was there.
const TOKEN_BUCKET = `local capacity, rate = tonumber(ARGV[1]), tonumber(ARGV[2])
local clock = redis.call('TIME')
local now = tonumber(clock[1]) * 1000 + math.floor(tonumber(clock[2]) / 1000)
local saved = redis.call('HMGET', KEYS[1], 'tokens', 'at')
local tokens, at = tonumber(saved[1]) or capacity, tonumber(saved[2]) or now
if now > at then tokens = math.min(capacity, tokens + (now - at) * rate / 1000) end
if tokens < 1 then return 0 end
if ARGV[3] == '1' then
  tokens = tokens - 1
  redis.call('HSET', KEYS[1], 'tokens', tokens, 'at', math.max(now, at))
  redis.call('PEXPIRE', KEYS[1], math.max(1, math.ceil((capacity - tokens) * 1000 / rate)))
end
return 1`;

export class RedisBudgets implements AddressBudgets {
  /** Redis failed the last time: said once, not at every request. */
  private failing = false;

  private constructor(
    private readonly redis: Redis,
    private readonly log: Logger,
  ) {}

  /** Connects to Redis; a command that takes over a second fails (and the process's own bucket decides). */
  static async connect(url: string, log: Logger): Promise<RedisBudgets> {
    return new RedisBudgets(await connectRedis(url, { commandTimeout: 1_000 }), log);
  }

  budget(name: string, spec: BucketSpec): AddressBudget {
    const fallback = new KeyedBuckets(spec);
    const use = async (address: string, take: boolean): Promise<boolean> => {
      try {
        const answer = await this.redis.eval(TOKEN_BUCKET, 1, `${BUDGET_PREFIX}${name}:${address}`, spec.capacity, spec.perSecond, take ? 1 : 0);
        this.failing = false;
        return answer === 1;
      } catch (error) {
        if (!this.failing) this.log.error(`The limits per address are out of reach in Redis: this process's own apply meanwhile.`, error);
        this.failing = true;
        return take ? fallback.take(address) : fallback.has(address);
      }
    };
    return { take: (address) => use(address, true), has: (address) => use(address, false) };
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
