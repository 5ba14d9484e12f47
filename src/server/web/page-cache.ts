import { createHash } from 'node:crypto';

/** An /api answer as the server-side prefetch got it (in-process, as a visitor). */
export type TApiRead = { status: number; body: string };

export type TCachedPage = { html: string; etag: string };

export type TPageCache = {
  /** The page stored under key, if every API answer its render read is still the same. */
  lookup(key: string, read: (apiPath: string) => Promise<TApiRead>): Promise<TCachedPage | undefined>;
  /** Keeps a page whose render read only 200 answers; returns it with its ETag either way. */
  store(key: string, html: string, reads: ReadonlyMap<string, TApiRead>): TCachedPage;
};

type TEntry = TCachedPage & { reads: [string, string][]; expiresAt: number };

export type TPageCacheOptions = { ttlMs?: number; maxEntries?: number; now?: () => number };

/**
 * Rendered pages per language and URL. Every page is rendered as a visitor, so its
 * HTML follows from the URL, the language and the public API answers its prefetch read; a page is
 * served again only while each of those answers, asked again in-process (mostly from the modules'
 * own caches), is still the same text. So an admin's change shows on the next request without this
 * cache knowing about any module; ttlMs bounds what a page takes from the clock (dates, the year).
 */
export function createPageCache(options: TPageCacheOptions = {}): TPageCache {
  const { ttlMs = 60_000, maxEntries = 200, now = Date.now } = options;
  const entries = new Map<string, TEntry>();

  return {
    async lookup(key, read) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt <= now()) {
        entries.delete(key);
        return undefined;
      }
      for (const [apiPath, body] of entry.reads) {
        const answer = await read(apiPath);
        if (answer.status !== 200 || answer.body !== body) {
          entries.delete(key);
          return undefined;
        }
      }
      return entry;
    },
    store(key, html, reads) {
      const page = { html, etag: `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"` };
      const answers = [...reads];
      // A page rendered around a failed read shows the failure; it is not worth keeping.
      if (answers.some(([, answer]) => answer.status !== 200)) return page;
      entries.delete(key);
      entries.set(key, {
        ...page,
        reads: answers.map(([apiPath, answer]) => [apiPath, answer.body]),
        expiresAt: now() + ttlMs,
      });
      // Made-up URLs could grow the map without end: drop the oldest beyond the cap.
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
      return page;
    },
  };
}
