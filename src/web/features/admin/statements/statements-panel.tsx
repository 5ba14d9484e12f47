import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { financialYearOf } from '../../../../shared/financial-year.ts';
import { Dropdown } from '../../../components/ui/dropdown.tsx';
import { useFinancialYearLabel } from '../../../lib/financial-year-label.ts';
import { OutcomeNotice } from '../action-outcome.tsx';
import { StatementLines } from './statement-lines.tsx';
import { StatementUpload } from './statement-upload.tsx';
import { useStatementsOutcome } from './statements-outcome.ts';
import { YearFigures } from './year-figures.tsx';

/** How many earlier financial years the board can look back at. */
const YEARS_BACK = 4;

/**
 * The treasurer's panel: import a bank or Swish statement, confirm what it paid, and see the year
 * in figures. Self-contained: the dashboard only places it.
 */
export function StatementsPanel() {
  const { t } = useTranslation('statements');
  const fyLabel = useFinancialYearLabel();
  const current = financialYearOf(new Date());
  const [year, setYear] = useState(current);
  const { outcome, done, failed } = useStatementsOutcome();
  const years = Array.from({ length: YEARS_BACK + 1 }, (_, index) => current - index);

  return (
    <div className="statements">
      <p className="admin-page__intro">{t('intro')}</p>
      <OutcomeNotice outcome={outcome} />
      <StatementUpload onDone={done} onFailed={failed} />
      <Dropdown
        className="statements__year"
        label={t('year')}
        options={years.map((value) => ({ value: String(value), label: fyLabel(value) }))}
        value={String(year)}
        onChange={(value) => setYear(Number(value) || current)}
      />
      <StatementLines year={year} onDone={done} onFailed={failed} />
      <YearFigures year={year} onDone={done} onFailed={failed} />
    </div>
  );
}
