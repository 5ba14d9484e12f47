import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const FAMILY_ACTIVITIES_QUERY_KEY = ['activities', 'family'] as const;

/** GET /api/member/activities: the published activities and which family members may join or have joined. */
export const familyActivitiesQuery = () =>
  queryOptions({
    queryKey: FAMILY_ACTIVITIES_QUERY_KEY,
    queryFn: ({ signal }) =>
      apiRequest('/api/member/activities', 'ZFamilyActivities', { auth: true, signal, showLoading: false }),
  });

export function useFamilyActivities() {
  return useQuery({ ...familyActivitiesQuery(), retry: false });
}
