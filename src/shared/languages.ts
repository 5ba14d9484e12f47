/** The interface languages, Tamil first: it is the default. (No zod here: the browser's entry imports this.) */
export const SUPPORTED_LANGUAGES = ['ta', 'en', 'sv'] as const;
export const DEFAULT_LANGUAGE = 'ta';

export type TLanguage = (typeof SUPPORTED_LANGUAGES)[number];

export function isLanguage(value: unknown): value is TLanguage {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

/** A stored or requested language that is not one of ours falls back to Tamil. */
export function toLanguage(value: unknown): TLanguage {
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}
