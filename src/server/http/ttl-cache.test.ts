import { describe, expect, it } from 'vitest';
import { createTtlCache } from './ttl-cache.ts';

describe('the TTL cache', () => {
  it('loads a key once and answers it from memory afterwards', async () => {
    const cache = createTtlCache();
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('list:public', load)).toBe(1);
    expect(await cache.get('list:public', load)).toBe(1);
    expect(await cache.get('list:admin', load)).toBe(2);
  });

  it('shares one load between callers arriving while it runs', async () => {
    const cache = createTtlCache();
    let loads = 0;
    const load = () => new Promise<number>((resolve) => setTimeout(() => resolve(++loads), 10));
    expect(await Promise.all([cache.get('k', load), cache.get('k', load), cache.get('k', load)])).toEqual([1, 1, 1]);
  });

  it('forgets everything on invalidate', async () => {
    const cache = createTtlCache();
    let value = 'old';
    const load = async () => value;
    await cache.get('detail:1:visitor', load);
    value = 'new';
    expect(await cache.get('detail:1:visitor', load)).toBe('old');
    cache.invalidate();
    expect(cache.size).toBe(0);
    expect(await cache.get('detail:1:visitor', load)).toBe('new');
  });

  it('does not keep a load that an invalidate overtook', async () => {
    const cache = createTtlCache();
    let release: (value: string) => void = () => undefined;
    const slow = cache.get('k', () => new Promise<string>((resolve) => (release = resolve)));
    cache.invalidate();
    release('stale');
    expect(await slow).toBe('stale');
    expect(await cache.get('k', async () => 'fresh')).toBe('fresh');
  });

  it('does not keep a failed load', async () => {
    const cache = createTtlCache();
    await expect(cache.get('k', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.get('k', async () => 'ok')).toBe('ok');
  });

  it('lets entries expire, so a change made by another instance shows in time', async () => {
    let now = 0;
    const cache = createTtlCache({ ttlMs: 1000, now: () => now });
    let loads = 0;
    const load = async () => ++loads;
    await cache.get('k', load);
    now = 999;
    expect(await cache.get('k', load)).toBe(1);
    now = 1001;
    expect(await cache.get('k', load)).toBe(2);
  });

  it('keeps at most maxEntries keys', async () => {
    const cache = createTtlCache({ maxEntries: 3 });
    for (let id = 0; id < 10; id++) await cache.get(`detail:${id}:visitor`, async () => id);
    expect(cache.size).toBe(3);
  });
});
