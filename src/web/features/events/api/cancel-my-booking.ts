import { apiRequest } from '../../../lib/api-client.ts';
import { eventPath } from '../booking-query-keys.ts';
import { useBookingChange } from '../use-booking-change.ts';

/** DELETE /api/events/{id}/booking: cancels the family's booking. */
export function useCancelMyBooking(eventId: string) {
  return useBookingChange(() =>
    apiRequest(`${eventPath(eventId)}/booking`, 'ZMemberBookingAnswer', { method: 'DELETE', auth: true }),
  );
}
