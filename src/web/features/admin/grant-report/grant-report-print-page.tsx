import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { grantPeriodProblems } from '../../../../shared/grant-period.ts';
import { PageTitle } from '../../../components/page-title.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Loading } from '../../../components/ui/loading.tsx';
import { adminSectionPath } from '../admin-sections.ts';
import { useGrantReport } from './api/get-grant-report.ts';
import { GrantReportView } from './grant-report-view.tsx';

/** The report of a period the address names; the server renders it with its data for the board. */
function PrintableReport({ from, to }: { from: string; to: string }) {
  const { t } = useTranslation('admin');
  const report = useGrantReport({ from, to });
  if (report.isError) {
    return (
      <p className="notice notice--error" role="alert">
        {t('grantReport.loadFailed')}
      </p>
    );
  }
  if (!report.data) return <Loading />;
  return (
    <>
      <div className="grant-report__buttons">
        <Button onClick={() => window.print()}>{t('grantReport.print')}</Button>
      </div>
      <GrantReportView report={report.data} />
    </>
  );
}

/**
 * /admingrantreport/{from}/{to}: the municipality's grant report alone on a page, as it is printed
 * on A4 and signed by the leaders (the print stylesheet leaves the site's frame and the buttons out).
 */
export default function GrantReportPrintPage() {
  const { t } = useTranslation('admin');
  const params = useParams();
  const period = { from: params.from ?? '', to: params.to ?? '' };
  const [problem] = grantPeriodProblems(period);
  return (
    <div className="grant-report grant-report-print">
      <PageTitle pageKey="grantReportPrint" />
      <p className="grant-report__back">
        <Link to={`${adminSectionPath('events')}`}>{t('grantReport.backToTab')}</Link>
      </p>
      {problem ? (
        <p className="notice notice--error" role="alert">
          {t(`grantReport.periodErrors.${problem.key}`)}
        </p>
      ) : (
        <PrintableReport from={period.from} to={period.to} />
      )}
    </div>
  );
}
