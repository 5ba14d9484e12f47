import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toLanguage, type TLanguage } from '../../shared/languages.ts';
import { writeStorage } from './browser-storage.ts';
import { writeLanguageCookie } from './boot/language-cookie.ts';
import { STORAGE_KEYS } from './storage-keys.ts';

/** Keeps the choice in local storage and in a cookie, so the server renders the same language. */
export function rememberLanguage(language: TLanguage) {
  writeStorage(STORAGE_KEYS.language, language);
  writeLanguageCookie(language);
  document.documentElement.lang = language;
}

export function useLanguage(): [TLanguage, (language: TLanguage) => Promise<void>] {
  const { i18n } = useTranslation();
  const change = useCallback(
    async (language: TLanguage) => {
      rememberLanguage(language);
      await i18n.changeLanguage(language);
    },
    [i18n],
  );
  return [toLanguage(i18n.language), change];
}
