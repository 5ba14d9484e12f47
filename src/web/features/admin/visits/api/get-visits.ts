import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';
import { ADMIN_QUERY_KEY } from '../../admin-query-key.ts';

export const VISITS_QUERY_KEY = [...ADMIN_QUERY_KEY, 'visits'] as const;

/** GET /api/admin/analytics/visits (Bearer): anonymous page views per week (the server's 12) and the top pages. */
export function useVisits() {
  return useQuery({
    queryKey: VISITS_QUERY_KEY,
    queryFn: () => apiRequest('/api/admin/analytics/visits', 'ZVisitsReport', { auth: true, showLoading: false }),
    retry: false,
  });
}
