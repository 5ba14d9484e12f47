import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';
import { ADMIN_QUERY_KEY } from '../../admin-query-key.ts';

export const FINANCE_REPORTS_QUERY_KEY = [...ADMIN_QUERY_KEY, 'finance'] as const;
/** The public finance pages' queries (finance feature); a change makes them stale. */
export const PUBLIC_FINANCE_QUERY_KEY = ['content', 'finance'] as const;

/** GET /api/admin/finance (Bearer): every year's report, published or not; the server fills it for the money section. */
export const financeReportsQuery = () =>
  queryOptions({
    queryKey: FINANCE_REPORTS_QUERY_KEY,
    queryFn: () => apiRequest('/api/admin/finance', 'ZFinanceAdminReports', { auth: true, showLoading: false }),
  });

export function useFinanceReports() {
  return useQuery({ ...financeReportsQuery(), retry: false });
}
