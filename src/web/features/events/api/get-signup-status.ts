import { useQuery } from '@tanstack/react-query';
import { ZSignupStatus, type TSignupStatus } from '../../../../shared/bookings.ts';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import { useDetailAudience } from '../use-events.ts';
import { eventPath, signupStatusKey } from './booking-keys.ts';

/**
 * GET /api/events/{id}/signup; null when the event has no sign-up this viewer may use (the server
 * answers 404 to visitors when only members may sign up).
 */
export function useSignupStatus(eventId: string) {
  const audience = useDetailAudience();
  return useQuery({
    queryKey: signupStatusKey(eventId, audience),
    queryFn: async ({ signal }): Promise<TSignupStatus | null> => {
      try {
        const answer = await apiRequest(`${eventPath(eventId)}/signup`, {
          auth: audience !== 'visitor',
          signal,
          showLoading: false,
        });
        return ZSignupStatus.parse(answer);
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    retry: false,
  });
}
