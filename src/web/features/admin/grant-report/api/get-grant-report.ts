import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TGrantPeriod } from '../../../../../shared/grant-period.ts';
import { apiRequest } from '../../../../lib/api-client.ts';
import { ADMIN_QUERY_KEY } from '../../admin-query-key.ts';

export const grantReportPath = ({ from, to }: TGrantPeriod, csv = false) =>
  `/api/admin/grant-report${csv ? '.csv' : ''}?from=${from}&to=${to}`;

/** GET /api/admin/grant-report (Bearer): the activity grant report of a period; the server fills it for the printable report. */
export const grantReportQuery = (period: TGrantPeriod) =>
  queryOptions({
    queryKey: [...ADMIN_QUERY_KEY, 'grant-report', period.from, period.to],
    queryFn: ({ signal }) =>
      apiRequest(grantReportPath(period), 'ZGrantReport', { auth: true, signal, showLoading: false }),
    retry: false,
  });

export function useGrantReport(period: TGrantPeriod) {
  return useQuery(grantReportQuery(period));
}
