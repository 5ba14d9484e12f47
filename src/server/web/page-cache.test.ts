import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { TPageArea } from './page-areas.ts';
import { createPageCache, preparePage } from './page-cache.ts';

function versions() {
  const current = new Map<TPageArea, number>();
  return {
    version: (area: TPageArea) => current.get(area) ?? 0,
    bump: (area: TPageArea) => current.set(area, (current.get(area) ?? 0) + 1),
  };
}

describe('preparePage', () => {
  it('makes the bytes of every encoding and their headers once', async () => {
    const page = await preparePage('<!doctype html><p>மாதம்</p>');
    expect(page.bodies.identity.toString()).toBe('<!doctype html><p>மாதம்</p>');
    expect(brotliDecompressSync(page.bodies.br).equals(page.bodies.identity)).toBe(true);
    expect(gunzipSync(page.bodies.gzip).equals(page.bodies.identity)).toBe(true);
    expect(page.etag).toMatch(/^".+"$/);
    expect(page.headers.br).toMatchObject({
      'content-encoding': 'br',
      etag: page.etag,
      vary: 'Cookie, Accept-Encoding',
    });
    expect(page.headers.identity['content-encoding']).toBeUndefined();
  });
});

describe('createPageCache', () => {
  it('serves a page again while the data it read has not changed, without reading it again', async () => {
    const areas = versions();
    const cache = createPageCache({ version: areas.version });
    const page = await preparePage('<html>1</html>');
    cache.store('home', 'en /', page, [{ area: 'slider', version: 0 }], 60_000);
    expect(cache.lookup('home', 'en /')).toEqual({ page, fresh: true });
    areas.bump('events');
    expect(cache.lookup('home', 'en /')).toEqual({ page, fresh: true });
  });

  it('drops the page as soon as an area it read is written', async () => {
    const areas = versions();
    const cache = createPageCache({ version: areas.version });
    cache.store('home', 'en /', await preparePage('1'), [{ area: 'slider', version: 0 }], 60_000);
    areas.bump('slider');
    expect(cache.lookup('home', 'en /')).toBeUndefined();
  });

  it('does not keep a page rendered from data that changed while it rendered', async () => {
    const areas = versions();
    const cache = createPageCache({ version: areas.version });
    const stamps = [{ area: 'events' as const, version: areas.version('events') }];
    areas.bump('events');
    cache.store('events', 'en /events', await preparePage('old'), stamps, 60_000);
    expect(cache.lookup('events', 'en /events')).toBeUndefined();
  });

  it('calls a page stale after its TTL, to be served only while it renders anew', async () => {
    let time = 0;
    const cache = createPageCache({ version: versions().version, now: () => time });
    cache.store('home', 'en /', await preparePage('A'), [], 1000);
    time = 999;
    expect(cache.lookup('home', 'en /')?.fresh).toBe(true);
    time = 1000;
    expect(cache.lookup('home', 'en /')?.fresh).toBe(false);
  });

  it('keys pages by language and address, and made-up addresses of a route push out only that route’s pages', async () => {
    const cache = createPageCache({ version: versions().version, maxPerGroup: 2 });
    const home = await preparePage('TA');
    cache.store('home', 'ta /', home, [], 60_000);
    expect(cache.lookup('home', 'en /')).toBeUndefined();
    for (let id = 1; id <= 250; id += 1) {
      cache.store('eventDetail', `en /events/${id}`, await preparePage(String(id)), [], 60_000);
    }
    expect(cache.lookup('home', 'ta /')?.page).toBe(home);
    expect(cache.lookup('eventDetail', 'en /events/1')).toBeUndefined();
    expect(cache.lookup('eventDetail', 'en /events/250')).toBeDefined();
  });
});
