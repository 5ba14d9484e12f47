import type { TGuestBookingInput } from '../../../../shared/bookings.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { eventPath } from './booking-keys.ts';
import { useBookingChange } from './use-booking-change.ts';

/** POST /api/events/{id}/guest-bookings: the same 202 whatever the e-mail; the mail's link confirms it. */
export function useCreateGuestBooking(eventId: string) {
  return useBookingChange(async (input: TGuestBookingInput) => {
    await apiRequest(`${eventPath(eventId)}/guest-bookings`, { method: 'POST', body: input });
  });
}
