import type { BackendModule } from 'i18next';

/** Where the server serves a catalog the page did not embed. */
export function catalogPath(language: string, namespace: string): string {
  return `/locales/${encodeURIComponent(language)}/${encodeURIComponent(namespace)}.json`;
}

/** An answer worth asking again for: the server or the network failed, the catalog is not missing. */
function isWorthRetrying(status: number): boolean {
  return status >= 500 || status === 429 || status === 408;
}

/**
 * Loads catalogs the page did not embed (another page's namespace, another language) from the
 * server. i18next retries a read whose callback says so (maxRetries, retryTimeout in its options);
 * a missing catalog (404) is final. A few lines instead of i18next-http-backend, which every page
 * would otherwise load before it is interactive.
 */
export const catalogBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    fetch(catalogPath(language, namespace), { credentials: 'same-origin', headers: { accept: 'application/json' } })
      .then(async (response) => {
        if (!response.ok) {
          callback(
            new Error(`catalog ${language}/${namespace}: HTTP ${response.status}`),
            isWorthRetrying(response.status),
          );
          return;
        }
        callback(null, (await response.json()) as Record<string, unknown>);
      })
      .catch((error: unknown) => callback(error instanceof Error ? error : String(error), true));
  },
};
