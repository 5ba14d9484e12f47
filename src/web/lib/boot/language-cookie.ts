import { isLanguage, type TLanguage } from '../../../shared/languages.ts';
import { readStorage } from '../read-storage.ts';
import { LANGUAGE_COOKIE, STORAGE_KEYS } from '../storage-keys.ts';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The cookie the server renders by, mirroring the language kept in local storage. */
export function writeLanguageCookie(language: TLanguage) {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}

/**
 * The visitor chose a language before, but the cookie the server renders by is gone (cleared by the
 * browser, or expired), so this page came in the default language. The cookie is written again at
 * once, so the next page comes in the chosen language from the server, and the app is wanted after
 * the first view to show this one in it too, not only at the visitor's first touch.
 */
export function restoreStoredLanguage(): boolean {
  const stored = readStorage(STORAGE_KEYS.language);
  if (!isLanguage(stored) || stored === document.documentElement.lang) return false;
  writeLanguageCookie(stored);
  return true;
}
