import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '../../components/page-title.tsx';
import { useFinancialYearLabel } from '../../lib/financial-year-label.ts';

export const FINANCE_REPORT_YEARS = [2022, 2023] as const;

export default function MorePage() {
  const { t } = useTranslation('common');
  const fyLabel = useFinancialYearLabel();
  return (
    <section className="page">
      <PageTitle pageKey="more" />
      <ul className="link-list">
        {FINANCE_REPORT_YEARS.map((year) => (
          <li key={year}>
            <Link to={`/finance-report/${year}`}>{t('menu.financeReport', { fy: fyLabel(year) })}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
