import type { BrowserContext, Page } from '@playwright/test';
import { E2E_BASE_URL, LANGUAGE_COOKIE, STORAGE_KEYS } from './test-env.ts';

type TTarget = Page | BrowserContext;

function contextOf(target: TTarget): BrowserContext {
  return 'context' in target ? target.context() : target;
}

let seedCount = 0;

/**
 * Puts entries into the app's local storage before its first page runs, as if the visitor had been
 * here before. Call before navigating. The entries are written once per tab: a reload or a later
 * navigation keeps what the app itself has stored since, so a test can change them (pick a language,
 * log out) and reload without the seed undoing it.
 */
export async function seedLocalStorage(target: TTarget, entries: Record<string, string>) {
  seedCount += 1;
  const marker = `e2e-seeded-${process.pid}-${seedCount}`;
  await contextOf(target).addInitScript(
    ({ origin, marker, entries }) => {
      // Init scripts also run in about:blank and in foreign frames, where storage is not ours.
      if (window.location.origin !== origin) return;
      if (window.sessionStorage.getItem(marker)) return;
      for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
      window.sessionStorage.setItem(marker, '1');
    },
    { origin: E2E_BASE_URL, marker, entries },
  );
}

/**
 * The visitor's language before the first request: the `lang` cookie, which the server renders in,
 * and local storage `association_language`, which the client mirrors into that cookie.
 */
export async function useLanguage(target: TTarget, lng: string) {
  await contextOf(target).addCookies([
    { name: LANGUAGE_COOKIE, value: lng, domain: '127.0.0.1', path: '/', sameSite: 'Lax' },
  ]);
  await seedLocalStorage(target, { [STORAGE_KEYS.language]: lng });
}

/** Consent already given, so the cookie notice does not cover pages in tests that are not about it. */
export async function acceptCookies(target: TTarget) {
  await seedLocalStorage(target, { [STORAGE_KEYS.cookieConsent]: 'All' });
}

export async function enableDeveloperMode(target: TTarget) {
  await seedLocalStorage(target, { [STORAGE_KEYS.developerMode]: 'true' });
}

/** Reads one local-storage value of the app's origin from an open page. */
export async function readLocalStorage(page: Page, key: string): Promise<string | null> {
  return page.evaluate((storageKey) => window.localStorage.getItem(storageKey), key);
}
