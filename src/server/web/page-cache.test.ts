import { describe, expect, it } from 'vitest';
import { createPageCache, type TApiRead } from './page-cache.ts';

const ok = (body: string): TApiRead => ({ status: 200, body });

describe('createPageCache', () => {
  it('serves a page again while the API answers it read are unchanged', async () => {
    const cache = createPageCache();
    const stored = cache.store('en /', '<html>1</html>', new Map([['/api/content/slider', ok('[1]')]]));
    const reads: string[] = [];
    const page = await cache.lookup('en /', async (path) => {
      reads.push(path);
      return ok('[1]');
    });
    expect(page).toMatchObject({ html: '<html>1</html>', etag: stored.etag });
    expect(reads).toEqual(['/api/content/slider']);
  });

  it('drops the page as soon as one answer changed', async () => {
    const cache = createPageCache();
    cache.store('en /', '<html>1</html>', new Map([['/api/content/slider', ok('[1]')]]));
    expect(await cache.lookup('en /', async () => ok('[2]'))).toBeUndefined();
    expect(await cache.lookup('en /', async () => ok('[1]'))).toBeUndefined();
  });

  it('does not keep a page rendered around a failed read', async () => {
    const cache = createPageCache();
    const page = cache.store('en /', '<html>x</html>', new Map([['/api/content/slider', { status: 500, body: '' }]]));
    expect(page.etag).toMatch(/^".+"$/);
    expect(await cache.lookup('en /', async () => ok(''))).toBeUndefined();
  });

  it('forgets pages after ttlMs and beyond maxEntries', async () => {
    let time = 0;
    const cache = createPageCache({ ttlMs: 1000, maxEntries: 2, now: () => time });
    cache.store('a', 'A', new Map());
    cache.store('b', 'B', new Map());
    cache.store('c', 'C', new Map());
    const none = async () => ok('');
    expect(await cache.lookup('a', none)).toBeUndefined();
    expect((await cache.lookup('c', none))?.html).toBe('C');
    time = 1000;
    expect(await cache.lookup('c', none)).toBeUndefined();
  });

  it('keys pages by language and URL', async () => {
    const cache = createPageCache();
    cache.store('ta /', 'TA', new Map());
    expect(await cache.lookup('en /', async () => ok(''))).toBeUndefined();
    expect((await cache.lookup('ta /', async () => ok('')))?.html).toBe('TA');
  });
});
