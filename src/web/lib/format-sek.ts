import { localeOf } from '../../shared/languages.ts';

// Building a formatter costs far more than using one, and a table formats an amount in every row.
const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(language: string, decimals: 0 | 2): Intl.NumberFormat {
  const locale = localeOf(language);
  const key = `${locale} ${decimals}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * An amount in whole kronor: the number grouped as the language groups it, then "kr", the same
 * word in every language ("58 591 kr", "58,591 kr"), as the running text of each catalog writes it.
 */
export function formatSek(amount: number, language: string): string {
  return `${formatterFor(language, 0).format(amount)} kr`;
}

/**
 * An amount in öre as kronor, with the öre when there are any ("1 200 kr", "99,50 kr"): bank
 * statements are exact to the öre. "kr" in every language, as for whole kronor; the currency
 * style would write "SEK 1,200.00" in Tamil and English.
 */
export function formatOre(ore: number, language: string): string {
  const kronor = ore / 100;
  return `${formatterFor(language, Number.isInteger(kronor) ? 0 : 2).format(kronor)} kr`;
}
