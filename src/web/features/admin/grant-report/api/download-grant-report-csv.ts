import { useMutation } from '@tanstack/react-query';
import type { TGrantPeriod } from '../../../../../shared/grant-period.ts';
import { downloadWithToken } from '../../../../lib/download-file.ts';
import { grantReportPath } from './get-grant-report.ts';

/** GET /api/admin/grant-report.csv (Bearer), saved as a file. */
export function useDownloadGrantReportCsv() {
  return useMutation({
    mutationFn: (period: TGrantPeriod) =>
      downloadWithToken(grantReportPath(period, true), 'text/csv', `grant-report-${period.from}-${period.to}.csv`),
  });
}
