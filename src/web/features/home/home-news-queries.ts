import type { TLanguage } from '../../../shared/languages.ts';

/** The home page's news and banner, per language (the server answers each language on its own). */
export const newsHomeKey = (language: TLanguage) => ['news', 'home', language] as const;

export const newsHomePath = (language: TLanguage) => `/api/news/home?lang=${language}`;
