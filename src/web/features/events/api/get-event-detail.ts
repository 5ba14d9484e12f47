import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session/session-context.tsx';
import { useDetailAudience } from '../event-audience.ts';
import { eventDetailKey, type TDetailAudience } from '../events-query-keys.ts';

/** GET /api/events/{id} for a viewer; null when there is no such event for this viewer. */
export const eventDetailQuery = (id: string, audience: TDetailAudience) =>
  queryOptions({
    queryKey: eventDetailKey(id, audience),
    queryFn: async ({ signal }) => {
      try {
        return await apiRequest(`/api/events/${encodeURIComponent(id)}`, 'ZEventAnswer', {
          auth: audience !== 'visitor',
          signal,
        });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });

/**
 * The event for the current viewer. A visitor's answer is usually in the server's HTML already.
 * While the session is still being checked no visitor call is made: it would be thrown away a
 * moment later. On failure the page shows the event empty.
 */
export function useEventDetail(id: string) {
  const { status } = useSession();
  const audience = useDetailAudience();
  return useQuery({
    ...eventDetailQuery(id, audience),
    enabled: audience !== 'visitor' || status === 'signedOut',
    retry: false,
  });
}
