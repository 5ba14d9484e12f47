import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { activityListKey } from '../activity-keys.ts';

/** GET /api/activities: the published activities; the server fills it for /activities. */
export const activityListQuery = () =>
  queryOptions({
    queryKey: activityListKey(),
    queryFn: ({ signal }) => apiRequest('/api/activities', 'ZActivityList', { signal }),
  });

export function useActivityList() {
  return useQuery({ ...activityListQuery(), retry: false });
}
