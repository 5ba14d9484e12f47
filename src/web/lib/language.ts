import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toLanguage, type TLanguage } from '../../shared/languages.ts';
import { writeStorage } from './browser-storage.ts';
import { rememberLanguage as keepLanguage } from './remember-language.ts';
import { STORAGE_KEYS } from './storage-keys.ts';

/** Keeps the choice (remember-language.ts) and tells the app's readers of local storage. */
export function rememberLanguage(language: TLanguage) {
  keepLanguage(language);
  writeStorage(STORAGE_KEYS.language, language);
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
