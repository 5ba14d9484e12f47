import { useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session/session-context.tsx';
import { useDetailAudience } from '../event-audience.ts';
import { eventDetailKey } from '../events-query-keys.ts';

/**
 * GET /api/events/{id} for the current viewer; null when there is no such event for this viewer.
 * A visitor's answer is usually in the server's HTML already. While the session is still being
 * checked no visitor call is made: it would be thrown away a moment later. On failure the page
 * shows the event empty.
 */
export function useEventDetail(id: string) {
  const { status } = useSession();
  const audience = useDetailAudience();
  return useQuery({
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
    enabled: audience !== 'visitor' || status === 'signedOut',
    retry: false,
  });
}
