import { useQuery } from '@tanstack/react-query';
import type { TEventSummary } from '../../../../../shared/events.ts';
import { apiRequest } from '../../../../lib/api-client.ts';
import { ADMIN_QUERY_KEY } from '../../use-admin-data.ts';

/** GET /api/events/all (Bearer): every event, to link a post or the banner to. */
export function useListEvents() {
  return useQuery({
    queryKey: [...ADMIN_QUERY_KEY, 'news', 'events'],
    queryFn: ({ signal }) => apiRequest<TEventSummary[]>('/api/events/all', { auth: true, showLoading: false, signal }),
    retry: false,
  });
}
