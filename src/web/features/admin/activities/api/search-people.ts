import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';
import { ADMIN_ACTIVITIES_QUERY_KEY } from '../activity-admin-keys.ts';

/** GET /api/admin/activities/people?q= (Bearer): approved members by name; asked from two letters on. */
export function useSearchPeople(text: string) {
  const q = text.trim();
  return useQuery({
    queryKey: [...ADMIN_ACTIVITIES_QUERY_KEY, 'people', q],
    queryFn: ({ signal }) =>
      apiRequest(`/api/admin/activities/people?q=${encodeURIComponent(q)}`, 'ZActivityPeople', {
        auth: true,
        signal,
        showLoading: false,
      }),
    enabled: q.length >= 2,
    retry: false,
  });
}
