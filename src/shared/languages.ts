/** The interface languages, Tamil first: it is the default. (No zod here: the browser's entry imports this.) */
export const SUPPORTED_LANGUAGES = ['ta', 'en', 'sv'] as const;
export const DEFAULT_LANGUAGE = 'ta';

export type TLanguage = (typeof SUPPORTED_LANGUAGES)[number];

export function isLanguage(value: unknown): value is TLanguage {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

/** The locale whose conventions write numbers, amounts and dates in each language. */
export const LANGUAGE_LOCALES: Record<TLanguage, string> = { ta: 'ta-IN', en: 'en-GB', sv: 'sv-SE' };

/**
 * The locale that formats dates and numbers for a page in `language`: a bare language tag leaves the
 * region to the runtime, which for English is the United States (month first, "Tuesday, March 5").
 */
export function localeOf(language: string): string {
  return LANGUAGE_LOCALES[toLanguage(language)];
}

/** A stored or requested language that is not one of ours falls back to Tamil. */
export function toLanguage(value: unknown): TLanguage {
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}
