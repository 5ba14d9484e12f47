import type { TSsrReads } from '../../shared/ssr-contract.ts';
import { createTtlCache, type TTtlCache, type TTtlCacheOptions } from '../http/ttl-cache.ts';

/** The public data a rendered page may show, each kept by one module's answer cache. */
export type TPageArea = 'events' | 'bookings' | 'board' | 'finance' | 'slider' | 'news' | 'activities';

/**
 * The public reads a page's loader may make, told through touch(area) which data the page shows.
 * Made from the modules' services where the app is put together (src/server/page-reads.ts), so this
 * folder and the web-app plugin depend on no module.
 */
export type TPageReads = (touch: (area: TPageArea) => void) => TSsrReads;

/** A page's dependency on one area: the area's version when the page was rendered. */
export type TAreaStamp = { area: TPageArea; version: number };

export type TPageAreas = {
  /**
   * The area's answer cache for its routes and services, as createTtlCache makes it; every
   * invalidate() (each write of the area calls it after its commit) also makes the area's version
   * grow, so the pages rendered from the old data are not served again.
   */
  cache(area: TPageArea, options?: TTtlCacheOptions): TTtlCache;
  version(area: TPageArea): number;
  /** How long another instance's write may take to show: the area's answers live this long. */
  ttlMs(area: TPageArea): number;
};

const DEFAULT_TTL_MS = 60_000;

/**
 * Versions of the public data per area, for the page cache (docs/decisions/0016). This instance's
 * writes show on the next request; another instance's within the area's TTL, as in its API answers.
 */
export function createPageAreas(): TPageAreas {
  const versions = new Map<TPageArea, number>();
  const ttls = new Map<TPageArea, number>();
  return {
    cache(area, options = {}) {
      const inner = createTtlCache(options);
      ttls.set(area, options.ttlMs ?? DEFAULT_TTL_MS);
      return {
        get<T>(key: string, load: () => Promise<T>) {
          return inner.get(key, load);
        },
        invalidate() {
          inner.invalidate();
          versions.set(area, (versions.get(area) ?? 0) + 1);
        },
        get size() {
          return inner.size;
        },
      };
    },
    version: (area) => versions.get(area) ?? 0,
    ttlMs: (area) => ttls.get(area) ?? DEFAULT_TTL_MS,
  };
}
