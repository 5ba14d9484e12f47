import { ZMemberBookingAnswer, type TMemberBookingInput } from '../../../../shared/bookings.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { eventPath } from './booking-keys.ts';
import { useBookingChange } from './use-booking-change.ts';

/** PUT /api/events/{id}/booking: signs the family up, or changes its booking. */
export function useSaveMyBooking(eventId: string) {
  return useBookingChange(async (input: TMemberBookingInput) =>
    ZMemberBookingAnswer.parse(
      await apiRequest(`${eventPath(eventId)}/booking`, { method: 'PUT', body: input, auth: true }),
    ),
  );
}
