import type { TGuestBookingInput } from '../../../../shared/bookings.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { eventPath } from '../booking-query-keys.ts';
import { useBookingChange } from '../use-booking-change.ts';

/** POST /api/events/{id}/guest-bookings: the same 202 whatever the e-mail; the mail's link confirms it. */
export function useCreateGuestBooking(eventId: string) {
  return useBookingChange((input: TGuestBookingInput) =>
    apiRequest(`${eventPath(eventId)}/guest-bookings`, 'ZGuestBookingAccepted', { method: 'POST', body: input }),
  );
}
