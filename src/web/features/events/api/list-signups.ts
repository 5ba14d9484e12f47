import { useQuery } from '@tanstack/react-query';
import type { TSignupStatus } from '../../../../shared/bookings.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { useDetailAudience } from '../use-events.ts';
import { EVENTS_QUERY_KEY } from '../events-queries.ts';

/**
 * GET /api/events/signups: places left per event the viewer may sign up to, keyed by event id.
 * Asked once the list is interactive; the schema comes with the answer, so the list's start does
 * not carry the booking schemas.
 */
export function useSignupStatuses() {
  const hydrated = useHydrated();
  const audience = useDetailAudience();
  return useQuery({
    queryKey: [...EVENTS_QUERY_KEY, 'signups', audience],
    queryFn: async ({ signal }): Promise<Map<number, TSignupStatus>> => {
      const [{ ZSignupStatusList }, answer] = await Promise.all([
        import('../../../../shared/bookings.ts'),
        apiRequest('/api/events/signups', { auth: audience !== 'visitor', signal, showLoading: false }),
      ]);
      return new Map(ZSignupStatusList.parse(answer).map((status) => [status.eventId, status]));
    },
    enabled: hydrated,
    retry: false,
  });
}
