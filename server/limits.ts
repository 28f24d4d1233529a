// Token buckets: a client's messages, an address's matchmaking requests and failed joins.
// A bucket holds up to `capacity` tokens and gains `perSecond` a second; a request that finds
// it empty is refused. Time is passed in, so tests need no clock.

export interface BucketSpec {
  readonly capacity: number;
  readonly perSecond: number;
}

export class TokenBucket {
  private tokens: number;
  private last: number;

  constructor(
    private readonly spec: BucketSpec,
    now: number = Date.now(),
  ) {
    this.tokens = spec.capacity;
    this.last = now;
  }

  private refill(now: number): void {
    if (now > this.last) {
      this.tokens = Math.min(this.spec.capacity, this.tokens + ((now - this.last) / 1000) * this.spec.perSecond);
      this.last = now;
    }
  }

  /** Takes one token if there is one. */
  take(now: number = Date.now()): boolean {
    this.refill(now);
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }

  /** Whether a token is there, without taking it. */
  has(now: number = Date.now()): boolean {
    this.refill(now);
    return this.tokens >= 1;
  }

  /** Full again: nothing to remember about this key. */
  isFull(now: number = Date.now()): boolean {
    this.refill(now);
    return this.tokens >= this.spec.capacity;
  }
}

/** Buckets by key (an address), at most `maxKeys` of them: full buckets are forgotten first. */
export class KeyedBuckets {
  private readonly buckets = new Map<string, TokenBucket>();

  constructor(
    private readonly spec: BucketSpec,
    private readonly maxKeys = 10_000,
  ) {}

  private bucket(key: string, now: number): TokenBucket {
    let bucket = this.buckets.get(key);
    if (!bucket) {
      if (this.buckets.size >= this.maxKeys) this.prune(now);
      bucket = new TokenBucket(this.spec, now);
      this.buckets.set(key, bucket);
    }
    return bucket;
  }

  take(key: string, now: number = Date.now()): boolean {
    return this.bucket(key, now).take(now);
  }

  has(key: string, now: number = Date.now()): boolean {
    return this.buckets.get(key)?.has(now) ?? true;
  }

  get size(): number {
    return this.buckets.size;
  }

  private prune(now: number): void {
    for (const [key, bucket] of this.buckets) if (bucket.isFull(now)) this.buckets.delete(key);
    // Still too many (a flood of addresses): forget the oldest half.
    if (this.buckets.size >= this.maxKeys) {
      let drop = Math.ceil(this.buckets.size / 2);
      for (const key of this.buckets.keys()) {
        if (drop-- <= 0) break;
        this.buckets.delete(key);
      }
    }
  }
}

/**
 * Whose requests these are: the socket's address, or behind `trustedProxies` proxies (a load
 * balancer, the development server) the address the outermost of them saw. Each proxy appends
 * the address it was reached from to X-Forwarded-For, so the last `trustedProxies` entries are
 * theirs to vouch for and anything before them is the client's own say.
 */
export function clientAddress(socketAddress: string | undefined, forwardedFor: string | string[] | undefined, trustedProxies: number): string {
  const socket = socketAddress ?? 'unknown';
  if (trustedProxies === 0) return socket;
  const hops = [forwardedFor ?? []].flat().join(',').split(',').map((entry) => entry.trim()).filter(Boolean);
  return hops[hops.length - trustedProxies] ?? socket;
}
