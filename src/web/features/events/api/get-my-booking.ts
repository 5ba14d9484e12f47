import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { eventPath, myBookingKey } from '../booking-query-keys.ts';
import { useDetailAudience } from '../event-audience.ts';

/** GET /api/events/{id}/booking: the family's booking (or none) and the family to tick from. */
export function useMyBooking(eventId: string, enabled: boolean) {
  const audience = useDetailAudience();
  return useQuery({
    queryKey: myBookingKey(eventId, audience),
    queryFn: ({ signal }) =>
      apiRequest(`${eventPath(eventId)}/booking`, 'ZMemberBookingAnswer', { auth: true, signal, showLoading: false }),
    enabled,
    retry: false,
  });
}
