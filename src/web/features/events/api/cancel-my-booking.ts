import { apiRequest } from '../../../lib/api-client.ts';
import { eventPath } from './booking-keys.ts';
import { useBookingChange } from './use-booking-change.ts';

/** DELETE /api/events/{id}/booking: cancels the family's booking. */
export function useCancelMyBooking(eventId: string) {
  return useBookingChange(async () => {
    await apiRequest(`${eventPath(eventId)}/booking`, { method: 'DELETE', auth: true });
  });
}
