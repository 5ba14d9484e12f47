import type { TLanguage } from '../../shared/languages.ts';
import { LANGUAGE_COOKIE, STORAGE_KEYS } from './storage-keys.ts';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Keeps the choice in local storage and in a cookie, so the server renders the same language. Free
 * of React: the entry script keeps a choice made before the app is there the same way.
 */
export function rememberLanguage(language: TLanguage) {
  try {
    window.localStorage.setItem(STORAGE_KEYS.language, language);
  } catch {
    // The cookie still carries the choice to the server.
  }
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
  document.documentElement.lang = language;
}
