import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';
import { ADMIN_NEWS_QUERY_KEY } from '../news-query-keys.ts';

/** GET /api/events/all (Bearer): every event, to link a post or the banner to. */
export function useEventList() {
  return useQuery({
    queryKey: [...ADMIN_NEWS_QUERY_KEY, 'events'],
    queryFn: ({ signal }) => apiRequest('/api/events/all', 'ZEventList', { auth: true, showLoading: false, signal }),
    retry: false,
  });
}
