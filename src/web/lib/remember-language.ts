import type { TLanguage } from '../../shared/languages.ts';
import { writeLanguageCookie } from './boot/language-cookie.ts';
import { STORAGE_KEYS } from './storage-keys.ts';

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
  writeLanguageCookie(language);
  document.documentElement.lang = language;
}
