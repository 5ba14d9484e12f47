import type { TLanguage } from './languages.ts';

export type TFinancialYearLabelOptions = {
  /** The label stands alone (a tab, a table cell, a list item): Swedish then starts with a capital. */
  standalone?: boolean;
};

/** `25` for 2025: the end year as readers of Tamil and Swedish abbreviate it. */
function twoDigits(year: number): string {
  return String(year % 100).padStart(2, '0');
}

// A year that straddles two calendar years is written the way each language's readers write it;
// English keeps `FY 2024`, the form the product's English texts use.
const LABELS: Record<TLanguage, (year: number) => string> = {
  ta: (year) => `நிதியாண்டு ${year}–${twoDigits(year + 1)}`,
  en: (year) => `FY ${year}`,
  sv: (year) => `verksamhetsåret ${year}/${twoDigits(year + 1)}`,
};

/**
 * Financial year N (1 April N to 31 March N+1) as a person reads it, the one form per language for
 * pages, tabs, mails and exports: `நிதியாண்டு 2024–25`, `FY 2024`, `verksamhetsåret 2024/25`.
 * The Swish payment message is not a label: it keeps its fixed machine form (financialYearCode).
 */
export function financialYearLabel(
  year: number,
  language: TLanguage,
  { standalone = false }: TFinancialYearLabelOptions = {},
): string {
  const label = LABELS[language](year);
  return standalone ? label.charAt(0).toUpperCase() + label.slice(1) : label;
}
