import type { TMemberBookingInput } from '../../../../shared/bookings.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { eventPath } from '../booking-query-keys.ts';
import { useBookingChange } from '../use-booking-change.ts';

/** PUT /api/events/{id}/booking: signs the family up, or changes its booking. */
export function useSaveMyBooking(eventId: string) {
  return useBookingChange((input: TMemberBookingInput) =>
    apiRequest(`${eventPath(eventId)}/booking`, 'ZMemberBookingAnswer', { method: 'PUT', body: input, auth: true }),
  );
}
