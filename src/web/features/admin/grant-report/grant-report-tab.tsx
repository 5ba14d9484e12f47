import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { halfYearPeriod, type TGrantPeriod } from '../../../../shared/grant-period.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Loading } from '../../../components/ui/loading.tsx';
import { OutcomeNotice, useOutcome } from '../action-outcome.tsx';
import { useDownloadGrantReportCsv } from './api/download-grant-report-csv.ts';
import { useGrantReport } from './api/get-grant-report.ts';
import { GrantReportPeriod, lastEndedHalf } from './grant-report-period.tsx';
import { grantReportPrintPath } from './grant-report-print-path.ts';
import { GrantReportView } from './grant-report-view.tsx';

/**
 * The events section's "Grant report" tab: the municipality's activity grant report for a period,
 * read on screen, downloaded as CSV, or opened as the printable report at its own address.
 */
export function GrantReportTab() {
  const { t } = useTranslation('admin');
  const [period, setPeriod] = useState<TGrantPeriod>(() => {
    const { year, half } = lastEndedHalf(new Date());
    return halfYearPeriod(year, half);
  });
  const report = useGrantReport(period);
  const download = useDownloadGrantReportCsv();
  const { outcome, failed } = useOutcome();

  return (
    <div className="grant-report">
      <p className="grant-report__intro">{t('grantReport.intro')}</p>
      <GrantReportPeriod onChoose={setPeriod} />
      <div className="grant-report__buttons">
        <Button
          variant="secondary"
          busy={download.isPending}
          onClick={() => download.mutateAsync(period).catch(failed)}
        >
          {t('grantReport.download')}
        </Button>
        <Link className="grant-report__print-link" to={grantReportPrintPath(period)}>
          {t('grantReport.printable')}
        </Link>
      </div>
      <OutcomeNotice outcome={outcome} />
      {report.isError ? (
        <p className="notice notice--error" role="alert">
          {t('grantReport.loadFailed')}
        </p>
      ) : report.data ? (
        <GrantReportView report={report.data} />
      ) : (
        <Loading />
      )}
    </div>
  );
}
