import { LANGUAGE_LOCALES, toLanguage } from '../../../../shared/languages.ts';

/** An amount in öre as kronor with öre when there are any: statements are exact to the öre. */
export function kronor(ore: number, language: string): string {
  const sek = ore / 100;
  return new Intl.NumberFormat(LANGUAGE_LOCALES[toLanguage(language)], {
    style: 'currency',
    currency: 'SEK',
    minimumFractionDigits: Number.isInteger(sek) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(sek);
}
