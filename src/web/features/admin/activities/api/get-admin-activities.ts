import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';
import { ADMIN_ACTIVITIES_QUERY_KEY } from '../activity-admin-keys.ts';

/** GET /api/admin/activities (Bearer): every activity with its leaders and enrolled members. */
export function useAdminActivities() {
  return useQuery({
    queryKey: ADMIN_ACTIVITIES_QUERY_KEY,
    queryFn: ({ signal }) => apiRequest('/api/admin/activities', 'ZActivityAdminList', { auth: true, signal }),
    retry: false,
  });
}
