import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { signupStatusesKey } from '../booking-query-keys.ts';
import { useDetailAudience } from '../event-audience.ts';

/** GET /api/events/signups: places left per event the viewer ('visitor' or `user:<id>`) may sign up to. */
export const signupStatusesQuery = (audience: string) =>
  queryOptions({
    queryKey: signupStatusesKey(audience),
    queryFn: ({ signal }) =>
      apiRequest('/api/events/signups', 'ZSignupStatusList', {
        auth: audience !== 'visitor',
        signal,
        showLoading: false,
      }),
  });

/** A visitor's places left come in the server's HTML; a member's are asked once the page is interactive. */
export function useSignupStatuses() {
  const hydrated = useHydrated();
  const audience = useDetailAudience();
  return useQuery({
    ...signupStatusesQuery(audience),
    enabled: hydrated,
    // A member's list replaces the visitor's once the session is known, without a blank in between.
    placeholderData: keepPreviousData,
    retry: false,
  });
}
