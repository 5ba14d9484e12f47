import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';
import { ADMIN_QUERY_KEY } from '../../admin-query-key.ts';

export const VISITS_QUERY_KEY = [...ADMIN_QUERY_KEY, 'visits'] as const;

const answer = () => import('../../../../../shared/analytics.schema.ts').then((schemas) => schemas.ZVisitsReport);

/** GET /api/admin/analytics/visits (Bearer): anonymous page views per week (the server's 12) and the top pages. */
export function useVisits() {
  return useQuery({
    queryKey: VISITS_QUERY_KEY,
    queryFn: () => apiRequest('/api/admin/analytics/visits', answer, { auth: true, showLoading: false }),
    retry: false,
  });
}
