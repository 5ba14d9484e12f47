import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/**
 * Counters of attempts that may fail (a password sign-in), per key, in a fixed window that starts
 * with the first attempt. A key refuses further attempts once it holds blockAt of them (until its
 * window ends), and after freeFailures it asks for a growing pause since its last attempt:
 * baseDelayMs, doubled with every attempt, at most maxDelayMs.
 */
export type TAttemptRule = {
  key: string;
  windowMs: number;
  blockAt: number;
  freeFailures: number;
  baseDelayMs: number;
  maxDelayMs: number;
};

export type TAttemptVerdict =
  { allowed: true; counts: number[]; windowStartedAt: number[] } | { allowed: false; retryAfterMs: number };

export type TAttemptCounters = {
  /**
   * In one step for all the rules: refuses when any key is blocked or still pausing; otherwise counts
   * the attempt on every key, before its outcome is known, so parallel attempts cannot all slip
   * through one check. counts are the numbers after this attempt.
   */
  begin(rules: readonly TAttemptRule[], now: number): Promise<TAttemptVerdict>;
  /** The attempt succeeded: it no longer counts on these keys. */
  forgive(keys: readonly string[]): Promise<void>;
  /** These keys start again from nothing. */
  clear(keys: readonly string[]): Promise<void>;
};

/** No block: a rule that only slows down. */
export const NEVER_BLOCK = 2 ** 31;

/** How long the next attempt waits after the last, with count attempts counted in the window. */
export function pauseAfter(count: number, rule: Pick<TAttemptRule, 'freeFailures' | 'baseDelayMs' | 'maxDelayMs'>) {
  if (count < rule.freeFailures) return 0;
  return Math.min(rule.baseDelayMs * 2 ** (count - rule.freeFailures), rule.maxDelayMs);
}

type TState = { count: number; windowStartedAt: number; lastAt: number };

/** One process's counters (no RATE_LIMIT_REDIS_URL); at most maxKeys keys, the oldest go first. */
export function createMemoryAttemptCounters(maxKeys = 20_000): TAttemptCounters {
  const states = new Map<string, TState>();
  const current = (rule: TAttemptRule, now: number): TState => {
    const state = states.get(rule.key);
    return state && now < state.windowStartedAt + rule.windowMs ? state : { count: 0, windowStartedAt: now, lastAt: 0 };
  };
  return {
    async begin(rules, now) {
      const found = rules.map((rule) => current(rule, now));
      for (const [index, rule] of rules.entries()) {
        const state = found[index]!;
        if (state.count >= rule.blockAt)
          return { allowed: false, retryAfterMs: state.windowStartedAt + rule.windowMs - now };
        const pause = pauseAfter(state.count, rule);
        // No pause, no wait: a last attempt stamped by a clock ahead of this one holds nothing back.
        if (pause > 0 && now < state.lastAt + pause)
          return { allowed: false, retryAfterMs: state.lastAt + pause - now };
      }
      for (const [index, rule] of rules.entries()) {
        const state = found[index]!;
        states.delete(rule.key);
        states.set(rule.key, { count: state.count + 1, windowStartedAt: state.windowStartedAt, lastAt: now });
      }
      while (states.size > maxKeys) states.delete(states.keys().next().value as string);
      return {
        allowed: true,
        counts: found.map((state) => state.count + 1),
        windowStartedAt: found.map((state) => state.windowStartedAt),
      };
    },
    async forgive(keys) {
      for (const key of keys) {
        const state = states.get(key);
        if (state) state.count = Math.max(0, state.count - 1);
      }
    },
    async clear(keys) {
      for (const key of keys) states.delete(key);
    },
  };
}

// KEYS: the rules' keys; ARGV: now, then per key windowMs, blockAt, freeFailures, baseDelayMs, maxDelayMs.
// Each key is a hash: c (count), s (window start), l (last attempt). Integers all the way: no floats.
const BEGIN = `
local now = tonumber(ARGV[1])
local found = {}
for i = 1, #KEYS do
  local o = 1 + (i - 1) * 5
  local windowMs, blockAt, free = tonumber(ARGV[o + 1]), tonumber(ARGV[o + 2]), tonumber(ARGV[o + 3])
  local base, maxDelay = tonumber(ARGV[o + 4]), tonumber(ARGV[o + 5])
  local v = redis.call('HMGET', KEYS[i], 'c', 's', 'l')
  local c, s, l = tonumber(v[1]) or 0, tonumber(v[2]) or now, tonumber(v[3]) or 0
  if now >= s + windowMs then c, s, l = 0, now, 0 end
  if c >= blockAt then return {0, s + windowMs - now} end
  local pause = 0
  if c >= free then pause = math.min(base * math.pow(2, c - free), maxDelay) end
  if pause > 0 and now < l + pause then return {0, l + pause - now} end
  found[i] = {c, s, windowMs}
end
local result = {1}
for i = 1, #KEYS do
  local c, s, windowMs = found[i][1] + 1, found[i][2], found[i][3]
  redis.call('HSET', KEYS[i], 'c', c, 's', s, 'l', now)
  redis.call('PEXPIRE', KEYS[i], math.max(1, s + windowMs - now))
  table.insert(result, c)
  table.insert(result, s)
end
return result
`;

const FORGIVE = `
for i = 1, #KEYS do
  if redis.call('EXISTS', KEYS[i]) == 1 and redis.call('HINCRBY', KEYS[i], 'c', -1) < 0 then
    redis.call('HSET', KEYS[i], 'c', 0)
  end
end
return 1
`;

type TRedisWithScripts = Redis & {
  attemptsBegin(numberOfKeys: number, ...args: (string | number)[]): Promise<number[]>;
  attemptsForgive(numberOfKeys: number, ...keys: string[]): Promise<number>;
};

/**
 * Counters shared by every instance through RATE_LIMIT_REDIS_URL, each step one Lua script (atomic).
 * When the store cannot be reached, attempts are let through (the site stays up) and it is logged.
 */
export function createRedisAttemptCounters(redis: Redis, prefix: string, log: FastifyBaseLogger): TAttemptCounters {
  const scripts = redis as TRedisWithScripts;
  if (!('attemptsBegin' in redis)) redis.defineCommand('attemptsBegin', { lua: BEGIN });
  if (!('attemptsForgive' in redis)) redis.defineCommand('attemptsForgive', { lua: FORGIVE });
  const keyOf = (key: string) => `${prefix}${key}`;
  const unreachable = (error: unknown) => log.warn({ err: error }, 'attempt counters unreachable: not limited');
  return {
    async begin(rules, now) {
      const args = rules.flatMap((rule) => [
        rule.windowMs,
        rule.blockAt,
        rule.freeFailures,
        rule.baseDelayMs,
        rule.maxDelayMs,
      ]);
      try {
        const [allowed, ...rest] = await scripts.attemptsBegin(
          rules.length,
          ...rules.map((rule) => keyOf(rule.key)),
          Math.floor(now),
          ...args,
        );
        if (allowed !== 1) return { allowed: false, retryAfterMs: Number(rest[0] ?? 0) };
        return {
          allowed: true,
          counts: rules.map((_rule, index) => Number(rest[index * 2])),
          windowStartedAt: rules.map((_rule, index) => Number(rest[index * 2 + 1])),
        };
      } catch (error) {
        unreachable(error);
        return { allowed: true, counts: rules.map(() => 0), windowStartedAt: rules.map(() => now) };
      }
    },
    async forgive(keys) {
      if (keys.length === 0) return;
      await scripts.attemptsForgive(keys.length, ...keys.map(keyOf)).catch(unreachable);
    },
    async clear(keys) {
      if (keys.length === 0) return;
      await redis.del(...keys.map(keyOf)).catch(unreachable);
    },
  };
}
