import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import type { TAreaStamp, TPageArea } from './page-areas.ts';

export type TPageEncoding = 'identity' | 'br' | 'gzip';

/**
 * A page ready to send as it is: its bytes in every encoding the server offers and each one's
 * headers, made once when the page is rendered, so serving it again costs a lookup and a write.
 */
export type TPreparedPage = {
  etag: string;
  bodies: Record<TPageEncoding, Buffer>;
  headers: Record<TPageEncoding, Readonly<Record<string, string>>>;
};

// A fast brotli level: about a millisecond per page, once per render, and 80 % smaller.
const HTML_BROTLI_QUALITY = 5;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export async function preparePage(html: string): Promise<TPreparedPage> {
  const identity = Buffer.from(html);
  const [br, gz] = await Promise.all([
    brotli(identity, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: HTML_BROTLI_QUALITY } }),
    gzipAsync(identity, { level: 6 }),
  ]);
  const etag = `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`;
  const base = {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-cache',
    vary: 'Cookie, Accept-Encoding',
    etag,
  };
  return {
    etag,
    bodies: { identity, br, gzip: gz },
    headers: {
      identity: base,
      br: { ...base, 'content-encoding': 'br' },
      gzip: { ...base, 'content-encoding': 'gzip' },
    },
  };
}

export type TPageCache = {
  /**
   * The page stored under key while nothing it read has been written since it was rendered; fresh
   * is false once its TTL is over (the bound on another instance's writes): it may be served while
   * it is rendered anew.
   */
  lookup(group: string, key: string): { page: TPreparedPage; fresh: boolean } | undefined;
  /** Keeps a page until ttlMs, or until an area it read (stamps) has a newer version. */
  store(group: string, key: string, page: TPreparedPage, stamps: TAreaStamp[], ttlMs: number): void;
};

type TEntry = { page: TPreparedPage; stamps: TAreaStamp[]; expiresAt: number };

export type TPageCacheOptions = {
  version: (area: TPageArea) => number;
  maxPerGroup?: number;
  now?: () => number;
};

/**
 * Rendered pages per route (group), language and address (docs/decisions/0016). A page is
 * rendered as a visitor, so its HTML follows from its address, language, the site's version and
 * the public data it read; a write of that data makes the area's version grow, and the page is
 * rendered again on its next request. Each route keeps at most maxPerGroup pages, so made-up
 * addresses of one route (ids, query values) can only push out that route's own pages.
 */
export function createPageCache({ version, maxPerGroup = 50, now = Date.now }: TPageCacheOptions): TPageCache {
  const groups = new Map<string, Map<string, TEntry>>();

  return {
    lookup(group, key) {
      const entries = groups.get(group);
      const entry = entries?.get(key);
      if (!entries || !entry) return undefined;
      if (entry.stamps.every((stamp) => version(stamp.area) === stamp.version)) {
        return { page: entry.page, fresh: entry.expiresAt > now() };
      }
      entries.delete(key);
      return undefined;
    },
    store(group, key, page, stamps, ttlMs) {
      let entries = groups.get(group);
      if (!entries) {
        entries = new Map();
        groups.set(group, entries);
      }
      entries.delete(key);
      entries.set(key, { page, stamps, expiresAt: now() + ttlMs });
      while (entries.size > maxPerGroup) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
    },
  };
}
