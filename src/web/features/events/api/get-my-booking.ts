import { useQuery } from '@tanstack/react-query';
import { ZMemberBookingAnswer } from '../../../../shared/bookings.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useDetailAudience } from '../use-events.ts';
import { eventPath, myBookingKey } from './booking-keys.ts';

/** GET /api/events/{id}/booking: the family's booking (or none) and the family to tick from. */
export function useMyBooking(eventId: string, enabled: boolean) {
  const audience = useDetailAudience();
  return useQuery({
    queryKey: myBookingKey(eventId, audience),
    queryFn: async ({ signal }) =>
      ZMemberBookingAnswer.parse(
        await apiRequest(`${eventPath(eventId)}/booking`, { auth: true, signal, showLoading: false }),
      ),
    enabled,
    retry: false,
  });
}
