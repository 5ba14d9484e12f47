import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TSignupStatus } from '../../../../shared/bookings.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { useDetailAudience } from '../use-events.ts';
import { signupStatusesKey } from './booking-keys.ts';

/**
 * GET /api/events/signups: places left per event the viewer may sign up to. A visitor's comes in
 * the server's HTML (the list's prefetch); a member's is asked once the page is interactive. The
 * schema comes with the answer, so the list's start does not carry the booking schemas.
 */
export function useSignupStatuses() {
  const hydrated = useHydrated();
  const audience = useDetailAudience();
  return useQuery({
    queryKey: signupStatusesKey(audience),
    queryFn: async ({ signal }): Promise<TSignupStatus[]> => {
      const [{ ZSignupStatusList }, answer] = await Promise.all([
        import('../../../../shared/bookings.ts'),
        apiRequest('/api/events/signups', { auth: audience !== 'visitor', signal, showLoading: false }),
      ]);
      return ZSignupStatusList.parse(answer);
    },
    enabled: hydrated,
    // A member's list replaces the visitor's once the session is known, without a blank in between.
    placeholderData: keepPreviousData,
    retry: false,
  });
}
