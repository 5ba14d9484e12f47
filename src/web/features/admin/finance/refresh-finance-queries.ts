import type { QueryClient } from '@tanstack/react-query';
import { FINANCE_REPORTS_QUERY_KEY, PUBLIC_FINANCE_QUERY_KEY } from './api/get-finance-reports.ts';

/** After any finance change: the admin list and every public finance page are stale. */
export function refreshFinanceQueries(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: FINANCE_REPORTS_QUERY_KEY }),
    queryClient.invalidateQueries({ queryKey: PUBLIC_FINANCE_QUERY_KEY }),
  ]);
}
