import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { TFinanceReport } from '../../../shared/board.ts';
import { financePdfUrl } from '../../../shared/finance.ts';
import { PageTitle } from '../../components/page-title.tsx';
import { Loading } from '../../components/ui/loading.tsx';
import { useFinancialYearLabel } from '../../lib/financial-year-label.ts';
import { formatSek } from '../../lib/format-sek.ts';
import { FinanceChart } from './finance-chart.tsx';
import { useFinanceReport } from './api/get-finance-report.ts';

function Figures({ report }: { report: TFinanceReport }) {
  const { t, i18n } = useTranslation('finance');
  const fyLabel = useFinancialYearLabel();
  const rows = [
    ['income', report.incomeSek],
    ['expense', report.expenseSek],
    ['result', report.resultSek],
  ] as const;
  return (
    <table className="finance-figures">
      <caption>{t('figures.caption', { fy: fyLabel(report.year) })}</caption>
      <tbody>
        {rows.map(([key, value]) => (
          <tr key={key}>
            <th scope="row">{t(`figures.${key}`)}</th>
            <td>{formatSek(value, i18n.language)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export default function FinanceReportPage() {
  const { t, ready } = useTranslation('finance');
  const year = useParams().year ?? '';
  const report = useFinanceReport(year);

  let body;
  if (!ready || report.isPending) body = <Loading />;
  else if (report.data) {
    body = (
      <>
        <Figures report={report.data} />
        <FinanceChart report={report.data} />
        {report.data.hasPdf && (
          <p className="finance-download">
            <a href={financePdfUrl(report.data.year)} download>
              {t('downloadPdf')}
            </a>
          </p>
        )}
      </>
    );
  } else body = <p className="finance-unavailable">{t('notAvailable')}</p>;

  return (
    <section className="page finance-page">
      <PageTitle pageKey="financeReport" />
      {body}
    </section>
  );
}
