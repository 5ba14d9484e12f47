import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import { activityKey } from '../activity-keys.ts';

/** GET /api/activities/{id}: a published activity; null when there is none. */
export const activityQuery = (id: string) =>
  queryOptions({
    queryKey: activityKey(id),
    queryFn: async ({ signal }) => {
      try {
        return await apiRequest(`/api/activities/${encodeURIComponent(id)}`, 'ZActivityPublic', { signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });

export function useActivity(id: string) {
  return useQuery({ ...activityQuery(id), retry: false });
}
