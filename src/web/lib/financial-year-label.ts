import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { financialYearLabel, type TFinancialYearLabelOptions } from '../../shared/financial-year-label.ts';
import { toLanguage } from '../../shared/languages.ts';

export type TFinancialYearLabeller = (year: number, options?: TFinancialYearLabelOptions) => string;

/** The financial-year label in the page's language, so pages show it as the mails do. */
export function useFinancialYearLabel(): TFinancialYearLabeller {
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  return useCallback((year, options) => financialYearLabel(year, language, options), [language]);
}
