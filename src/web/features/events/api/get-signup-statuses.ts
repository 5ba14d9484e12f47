import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { signupStatusesKey } from '../booking-query-keys.ts';
import { useDetailAudience } from '../event-audience.ts';

/**
 * GET /api/events/signups: places left per event the viewer may sign up to. A visitor's comes in
 * the server's HTML (the list's prefetch); a member's is asked once the page is interactive.
 */
export function useSignupStatuses() {
  const hydrated = useHydrated();
  const audience = useDetailAudience();
  return useQuery({
    queryKey: signupStatusesKey(audience),
    queryFn: ({ signal }) =>
      apiRequest('/api/events/signups', 'ZSignupStatusList', {
        auth: audience !== 'visitor',
        signal,
        showLoading: false,
      }),
    enabled: hydrated,
    // A member's list replaces the visitor's once the session is known, without a blank in between.
    placeholderData: keepPreviousData,
    retry: false,
  });
}
