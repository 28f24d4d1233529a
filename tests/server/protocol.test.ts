// The server's small parts on their own: table codes and seat tokens, names, token buckets, and
// the message schemas every client message goes through.
import { describe, expect, it } from 'vitest';
import { CODE_ALPHABET, CODE_BITS, CODE_LENGTH, TOKEN_PATTERN, hashToken, isTableCode, newSeatToken, newTableCode, normaliseCode } from '../../server/codes';
import { configFromEnv } from '../../server/config';
import { hostOptions } from '../../server/create-table';
import { KeyedBuckets, TokenBucket, clientAddress } from '../../server/limits';
import { NAME_MAX, SEATS_CAP, cleanName, clientMessageSchemas, createOptionsSchema, joinOptionsSchema } from '../../src/protocol/protocol';

describe('table codes', () => {
  it('carry at least 30 random bits in an alphabet without look-alikes', () => {
    expect(CODE_BITS).toBeGreaterThanOrEqual(30);
    expect(CODE_ALPHABET).toHaveLength(32);
    for (const lookAlike of ['0', 'O', '1', 'I']) expect(CODE_ALPHABET).not.toContain(lookAlike);
    const codes = Array.from({ length: 5000 }, newTableCode);
    for (const code of codes) expect(isTableCode(code)).toBe(true);
    expect(new Set(codes).size).toBe(codes.length);
    // Every symbol turns up in every position: no position is fixed or biased away.
    for (let i = 0; i < CODE_LENGTH; i++) expect(new Set(codes.map((c) => c[i])).size).toBe(32);
  });

  it('are read as people type them, and nothing else is a code', () => {
    expect(normaliseCode(' abcd-efgh ')).toBe('ABCDEFGH');
    expect(normaliseCode('ABCD EFG2')).toBe('ABCDEFG2');
    for (const bad of ['', 'ABCDEFG', 'ABCDEFGHJ', 'ABCDEFG0', 'ABCDEFGI', 'ABCD/EFG']) expect(normaliseCode(bad)).toBeNull();
    for (const bad of [null, 12345678, 'abcdefgh', ['ABCDEFGH']]) expect(isTableCode(bad)).toBe(false);
  });
});

describe('seat tokens', () => {
  it('are random, URL-safe, and stored as a hash only', () => {
    const tokens = Array.from({ length: 1000 }, newSeatToken);
    expect(new Set(tokens).size).toBe(1000);
    for (const token of tokens) expect(token).toMatch(TOKEN_PATTERN);
    const token = tokens[0] as string;
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(token)).toBe(hashToken(token));
    expect(hashToken(token)).not.toContain(token);
  });
});

describe('names', () => {
  it('are plain text: control and format characters removed, spaces folded, trimmed, length-limited', () => {
    expect(cleanName('  Ann  ')).toBe('Ann');
    expect(cleanName('A\u0000n\u0007n')).toBe('Ann');
    expect(cleanName('Ann\u202eevil\u2066')).toBe('Annevil');
    expect(cleanName('Ann\n\tLee\r\n')).toBe('Ann Lee');
    expect(cleanName('Zoë 🧭')).toBe('Zoë 🧭');
    expect(cleanName('👩\u200d🚀 astronaut')).toBe('👩\u200d🚀 astronaut');
    expect(Array.from(cleanName('x'.repeat(500)) ?? '')).toHaveLength(NAME_MAX);
    expect(Array.from(cleanName('🧭'.repeat(40)) ?? '')).toHaveLength(NAME_MAX);
    for (const empty of ['', '   ', '\u0000\u0001', '\u202e\u200b']) expect(cleanName(empty)).toBeNull();
  });
});

describe('token buckets', () => {
  it('allow a burst up to their capacity, then their rate', () => {
    const bucket = new TokenBucket({ capacity: 3, perSecond: 2 }, 0);
    expect([bucket.take(0), bucket.take(0), bucket.take(0), bucket.take(0)]).toEqual([true, true, true, false]);
    expect(bucket.take(400)).toBe(false);
    expect(bucket.take(500)).toBe(true);
    expect(bucket.take(10_000)).toBe(true);
    expect(bucket.isFull(20_000)).toBe(true);
  });

  it('keep one bucket per key, and forget the least useful when there are too many', () => {
    const buckets = new KeyedBuckets({ capacity: 1, perSecond: 0.001 }, 100);
    expect(buckets.take('a', 0)).toBe(true);
    expect(buckets.take('a', 0)).toBe(false);
    expect(buckets.has('a', 0)).toBe(false);
    expect(buckets.take('b', 0)).toBe(true);
    for (let i = 0; i < 1000; i++) buckets.take(`flood-${i}`, 0);
    expect(buckets.size).toBeLessThanOrEqual(100);
  });

  it('are kept per client: the socket, or what the trusted proxies in front say', () => {
    expect(clientAddress('10.0.0.9', '1.2.3.4', 0)).toBe('10.0.0.9'); // no proxy: the header is the client's own say
    expect(clientAddress('10.0.0.9', undefined, 1)).toBe('10.0.0.9');
    // One load balancer: the last entry is the address it was reached from; earlier ones are made up by the client.
    expect(clientAddress('10.0.0.9', '6.6.6.6, 1.2.3.4', 1)).toBe('1.2.3.4');
    // A CDN, then the load balancer.
    expect(clientAddress('10.0.0.9', ['6.6.6.6, 1.2.3.4', '198.51.100.7'], 2)).toBe('1.2.3.4');
    expect(clientAddress('10.0.0.9', '198.51.100.7', 2)).toBe('10.0.0.9');
  });
});

describe('message schemas', () => {
  it('accept the messages of the protocol', () => {
    expect(clientMessageSchemas.ready.safeParse(undefined).success).toBe(true);
    expect(clientMessageSchemas.ready.safeParse({}).success).toBe(true);
    expect(clientMessageSchemas.act.safeParse({ id: 1, action: { type: 'x' } }).success).toBe(true);
    expect(clientMessageSchemas.seat.safeParse({ seat: 2, kind: 'ai', level: 'hard' }).success).toBe(true);
    expect(clientMessageSchemas.takeover.safeParse({ seat: 1 }).success).toBe(true);
  });

  it('refuse anything else', () => {
    const bad: [keyof typeof clientMessageSchemas, unknown][] = [
      ['ready', { extra: 1 }],
      ['act', { id: 0, action: {} }],
      ['act', { id: 1.5, action: {} }],
      ['act', { id: 2 ** 40, action: {} }],
      ['act', { id: '1', action: {} }],
      ['act', { id: 1, action: {}, more: true }],
      ['act', [1, {}]],
      ['seat', { seat: -1, kind: 'ai' }],
      ['seat', { seat: 99, kind: 'ai' }],
      ['seat', { seat: 1, kind: 'robot' }],
      ['seat', { seat: 1, kind: 'ai', level: 'x'.repeat(100) }],
      ['takeover', {}],
      ['start', 'now'],
      ['rematch', 42],
    ];
    for (const [type, message] of bad) expect(clientMessageSchemas[type].safeParse(message).success, `${type} ${JSON.stringify(message)}`).toBe(false);
  });

  it('check join and create options', () => {
    expect(joinOptionsSchema.safeParse({ code: 'ABCDEFGH', name: 'Ann', colour: '#aabbcc' }).success).toBe(true);
    expect(joinOptionsSchema.safeParse({ code: 'ABCDEFGH', token: 'x'.repeat(32) }).success).toBe(true);
    for (const bad of [{}, { code: 'abcdefgh' }, { code: 'ABCDEFGH', colour: 'red' }, { code: 'ABCDEFGH', token: 'short' }, { code: 'ABCDEFGH', name: 'x'.repeat(500) }, { code: 'ABCDEFGH', admin: true }])
      expect(joinOptionsSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    const create = { create: { game: 'explorers', seats: [{ kind: 'human' }] }, name: 'Ann', colour: '#aabbcc' };
    expect(createOptionsSchema.parse(create).create).toMatchObject({ timer: 'off', options: {} });
    for (const timer of [30, 'slow', 0]) expect(createOptionsSchema.safeParse({ ...create, create: { ...create.create, timer } }).success).toBe(false);
    expect(createOptionsSchema.safeParse({ ...create, create: { ...create.create, seats: [] } }).success).toBe(false);
    expect(createOptionsSchema.safeParse({ ...create, create: { ...create.create, seats: Array.from({ length: SEATS_CAP + 1 }, () => ({ kind: 'human' })) } }).success).toBe(false);
  });

  it('leave the seed and the number of players to the server', () => {
    expect(hostOptions({ seed: 7, players: 9, map: 'random' })).toEqual({ map: 'random' });
  });
});

describe('settings from the environment', () => {
  it('read HOST, PORT, DATABASE_URL, DATA_DIR, REDIS_URL, PUBLIC_ADDRESS and the rest, with defaults', () => {
    const config = configFromEnv({ PORT: '0', DATA_DIR: 'var/db', RECONNECT_GRACE_SECONDS: '5' }, '/srv/app');
    expect(config).toMatchObject({ host: '127.0.0.1', port: 0, dataDir: '/srv/app/var/db', databaseUrl: null, graceSeconds: 5, redisUrl: null, publicAddress: null });
    expect(configFromEnv({ DATABASE_URL: 'postgres://db/x', REDIS_URL: 'redis://r', PUBLIC_ADDRESS: '10.0.0.5:2567' })).toMatchObject({
      databaseUrl: 'postgres://db/x',
      redisUrl: 'redis://r',
      publicAddress: '10.0.0.5:2567',
    });
    // Scaled out, a process must say where clients reach it, as a host, not a URL.
    expect(() => configFromEnv({ REDIS_URL: 'redis://r', DATABASE_URL: 'postgres://db/x' })).toThrow(/PUBLIC_ADDRESS/);
    expect(() => configFromEnv({ REDIS_URL: 'redis://r', PUBLIC_ADDRESS: '10.0.0.5:2567' })).toThrow(/DATABASE_URL/);
    expect(() => configFromEnv({ PUBLIC_ADDRESS: 'https://play.example.org' })).toThrow(/no scheme/);
    // A trailing slash is trimmed (issue 34): clients would otherwise be sent to `host/s1//…`.
    expect(configFromEnv({ PUBLIC_ADDRESS: 'play.example.org/s1/' }).publicAddress).toBe('play.example.org/s1');
    expect(configFromEnv({ PUBLIC_ADDRESS: '10.0.0.5:2567//' }).publicAddress).toBe('10.0.0.5:2567');
    expect(configFromEnv({}).trustedProxies).toBe(0);
    expect(configFromEnv({ TRUSTED_PROXIES: '2' }).trustedProxies).toBe(2);
    expect(configFromEnv({}).limits.messages).toEqual({ capacity: 20, perSecond: 5 });
    expect(configFromEnv({ CLIENT_MESSAGES_PER_SECOND: '200' }).limits).toMatchObject({ messages: { capacity: 800, perSecond: 200 }, hardMessagesPerSecond: 2400 });
    expect(configFromEnv({}).limits).toMatchObject({ requests: { capacity: 30, perSecond: 2 }, creates: { capacity: 10, perSecond: 1 / 60 } });
    expect(configFromEnv({ ADDRESS_REQUESTS_PER_SECOND: '100', ADDRESS_TABLES_PER_MINUTE: '600' }).limits).toMatchObject({
      requests: { capacity: 1500, perSecond: 100 },
      creates: { capacity: 6000, perSecond: 10 },
    });
    expect(() => configFromEnv({ ADDRESS_TABLES_PER_MINUTE: '0' })).toThrow(/ADDRESS_TABLES_PER_MINUTE/);
    expect(configFromEnv({}).limits.dealResults).toEqual({ capacity: 20, perSecond: 1 / 30 });
    expect(configFromEnv({ ADDRESS_DEAL_RESULTS_PER_MINUTE: '600', ADDRESS_TABLES_PER_MINUTE: '600' }).limits).toMatchObject({
      creates: { capacity: 6000, perSecond: 10 },
      dealResults: { capacity: 6000, perSecond: 10 },
    });
    expect(() => configFromEnv({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => configFromEnv({ RECONNECT_GRACE_SECONDS: '-1' })).toThrow(/RECONNECT_GRACE_SECONDS/);
    // The turn timer: whole in production; a test's server may only shorten it.
    expect(configFromEnv({}).timerScale).toBe(1);
    expect(configFromEnv({ TURN_TIMER_SCALE: '0.2' }).timerScale).toBe(0.2);
    expect(() => configFromEnv({ TURN_TIMER_SCALE: '2' })).toThrow(/TURN_TIMER_SCALE/);
  });
});
