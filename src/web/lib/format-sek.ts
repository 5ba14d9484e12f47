import { LANGUAGE_LOCALES, toLanguage } from '../../shared/languages.ts';

// Building a formatter costs far more than using one, and a table formats an amount in every row.
const formatters = new Map<string, Intl.NumberFormat>();

/**
 * An amount in whole kronor: the number grouped as the language groups it, then "kr", the same
 * word in every language ("58 591 kr", "58,591 kr"), as the running text of each catalog writes it.
 */
export function formatSek(amount: number, language: string): string {
  const locale = LANGUAGE_LOCALES[toLanguage(language)];
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
    formatters.set(locale, formatter);
  }
  return `${formatter.format(amount)} kr`;
}
