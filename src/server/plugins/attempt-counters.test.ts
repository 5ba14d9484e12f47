import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import {
  createMemoryAttemptCounters,
  createRedisAttemptCounters,
  NEVER_BLOCK,
  pauseAfter,
  type TAttemptCounters,
  type TAttemptRule,
} from './attempt-counters.ts';

const HOUR = 60 * 60 * 1000;
const silent = { warn: () => undefined } as unknown as Parameters<typeof createRedisAttemptCounters>[2];

const redisUrl = process.env.TEST_REDIS_URL;
const redis = redisUrl ? new Redis(redisUrl, { maxRetriesPerRequest: 1 }) : undefined;
const prefix = `attempt-counters-test:${randomUUID()}:`;
afterAll(async () => {
  if (!redis) return;
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
});

const stores: [string, () => TAttemptCounters][] = [['in memory', () => createMemoryAttemptCounters()]];
if (redis) stores.push(['in Redis', () => createRedisAttemptCounters(redis, prefix, silent)]);

let keyNumber = 0;
const rule = (overrides: Partial<TAttemptRule> = {}): TAttemptRule => ({
  key: `k${++keyNumber}`,
  windowMs: HOUR,
  blockAt: NEVER_BLOCK,
  freeFailures: 2,
  baseDelayMs: 1000,
  maxDelayMs: 8000,
  ...overrides,
});

describe('pauseAfter', () => {
  it('is nothing for the free failures, then 1 s doubling up to the most', () => {
    const policy = { freeFailures: 2, baseDelayMs: 1000, maxDelayMs: 8000 };
    expect([0, 1, 2, 3, 4, 5, 6, 50].map((count) => pauseAfter(count, policy))).toEqual([
      0, 0, 1000, 2000, 4000, 8000, 8000, 8000,
    ]);
  });
});

describe.each(stores)('attempt counters %s', (_name, create) => {
  it('counts attempts, then asks for a growing pause since the last one', async () => {
    const counters = create();
    const slow = rule();
    const t0 = 1_800_000_000_000;
    for (const [index, at] of [t0, t0].entries()) {
      expect(await counters.begin([slow], at)).toEqual({ allowed: true, counts: [index + 1], windowStartedAt: [t0] });
    }
    expect(await counters.begin([slow], t0 + 999)).toEqual({ allowed: false, retryAfterMs: 1 });
    expect(await counters.begin([slow], t0 + 1000)).toMatchObject({ allowed: true, counts: [3] });
    expect(await counters.begin([slow], t0 + 2999)).toEqual({ allowed: false, retryAfterMs: 1 });
    expect(await counters.begin([slow], t0 + 3000)).toMatchObject({ allowed: true, counts: [4] });
  });

  it('blocks a key at blockAt until its window ends, then starts afresh', async () => {
    const counters = create();
    const block = rule({ blockAt: 2, freeFailures: NEVER_BLOCK });
    const t0 = 1_800_000_000_000;
    await counters.begin([block], t0);
    await counters.begin([block], t0 + 10);
    expect(await counters.begin([block], t0 + 20)).toEqual({ allowed: false, retryAfterMs: HOUR - 20 });
    expect(await counters.begin([block], t0 + HOUR)).toEqual({
      allowed: true,
      counts: [1],
      windowStartedAt: [t0 + HOUR],
    });
  });

  it('counts on every key or on none: one refusing key holds the others back', async () => {
    const counters = create();
    const open = rule({ freeFailures: NEVER_BLOCK });
    const closed = rule({ blockAt: 1, freeFailures: NEVER_BLOCK });
    await counters.begin([closed], 1000);
    expect((await counters.begin([open, closed], 2000)).allowed).toBe(false);
    expect(await counters.begin([open], 3000)).toMatchObject({ counts: [1] });
  });

  it('forgives a succeeded attempt and clears keys', async () => {
    const counters = create();
    const counted = rule({ freeFailures: NEVER_BLOCK });
    await counters.begin([counted], 1000);
    await counters.begin([counted], 1000);
    await counters.forgive([counted.key, 'never-seen']);
    expect(await counters.begin([counted], 1000)).toMatchObject({ counts: [2] });
    await counters.clear([counted.key]);
    expect(await counters.begin([counted], 1000)).toMatchObject({ counts: [1] });
  });

  it('holds nothing back for an attempt stamped later by a clock ahead, while no pause is due', async () => {
    const counters = create();
    const slow = rule({ freeFailures: 3 });
    await counters.begin([slow], 10_000_000);
    expect(await counters.begin([slow], 9_000_000)).toMatchObject({ allowed: true, counts: [2] });
  });

  it('lets only the allowed number through when attempts come at once', async () => {
    const counters = create();
    const slow = rule({ freeFailures: 3 });
    const verdicts = await Promise.all(Array.from({ length: 20 }, () => counters.begin([slow], 5000)));
    expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(3);
  });
});

describe('the memory store', () => {
  it('keeps at most its number of keys, forgetting the oldest', async () => {
    const counters = createMemoryAttemptCounters(2);
    const [a, b, c] = [rule({ freeFailures: 0 }), rule({ freeFailures: 0 }), rule({ freeFailures: 0 })];
    for (const each of [a, b, c]) await counters.begin([each], 1000);
    // a was dropped: no pause asked of it; b still has one.
    expect((await counters.begin([a!], 1000)).allowed).toBe(true);
    expect((await counters.begin([c!], 1000)).allowed).toBe(false);
  });
});

describe('a Redis store that cannot be reached', () => {
  it('lets attempts through rather than taking the sign-in down', async () => {
    const unreachable = new Redis('redis://127.0.0.1:1', {
      maxRetriesPerRequest: 0,
      lazyConnect: true,
      retryStrategy: () => null,
    });
    unreachable.on('error', () => undefined);
    try {
      const counters = createRedisAttemptCounters(unreachable, 'x:', silent);
      expect(await counters.begin([rule({ blockAt: 0 })], 1000)).toMatchObject({ allowed: true });
      await expect(counters.forgive(['a'])).resolves.toBeUndefined();
      await expect(counters.clear(['a'])).resolves.toBeUndefined();
    } finally {
      unreachable.disconnect();
    }
  });
});
