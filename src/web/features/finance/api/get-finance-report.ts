import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';

export const financeKey = (year: string) => ['content', 'finance', year] as const;

/** GET /api/content/finance/{year}; null when that year's report is not available. */
export const financeReportQuery = (year: string) =>
  queryOptions({
    queryKey: financeKey(year),
    queryFn: async ({ signal }) => {
      try {
        return await apiRequest(`/api/content/finance/${encodeURIComponent(year)}`, 'ZFinanceReport', { signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });

export function useFinanceReport(year: string) {
  return useQuery({ ...financeReportQuery(year), retry: false });
}
