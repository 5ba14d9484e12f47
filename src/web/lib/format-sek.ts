import { LANGUAGE_LOCALES, toLanguage } from '../../shared/languages.ts';

// Building a formatter costs far more than using one, and a table formats an amount in every row.
const formatters = new Map<string, Intl.NumberFormat>();

/** An amount in whole kronor, written the way the language writes it ("58 591 kr", "SEK 58,591"). */
export function formatSek(amount: number, language: string): string {
  const locale = LANGUAGE_LOCALES[toLanguage(language)];
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency: 'SEK', maximumFractionDigits: 0 });
    formatters.set(locale, formatter);
  }
  return formatter.format(amount);
}
