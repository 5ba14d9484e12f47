import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toLanguage, type TLanguage } from '../../shared/languages.ts';
import { writeStorage } from './browser-storage.ts';
import { LANGUAGE_COOKIE, STORAGE_KEYS } from './storage-keys.ts';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Keeps the choice in local storage and in a cookie, so the server renders the same language. */
export function rememberLanguage(language: TLanguage) {
  writeStorage(STORAGE_KEYS.language, language);
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
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
