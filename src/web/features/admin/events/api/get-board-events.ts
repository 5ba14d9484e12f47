import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';
import { ADMIN_QUERY_KEY } from '../../admin-query-key.ts';

/** GET /api/events/all (Bearer): every event, unpublished ones too, for the board's events section. */
export const boardEventsQuery = () =>
  queryOptions({
    queryKey: [...ADMIN_QUERY_KEY, 'events'],
    queryFn: ({ signal }) => apiRequest('/api/events/all', 'ZEventList', { auth: true, signal }),
  });

export function useBoardEvents() {
  return useQuery({ ...boardEventsQuery(), retry: false });
}
