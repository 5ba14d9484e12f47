import { apiRequest } from '../../../lib/api-client.ts';
import { adminSignupPath } from './get-signup-settings.ts';
import { useBookingChange } from './use-booking-change.ts';

/** DELETE /api/admin/events/{id}/signup (board): no more sign-ups; the bookings made stay. */
export function useCloseSignup(eventId: number) {
  return useBookingChange(async () => {
    await apiRequest(adminSignupPath(eventId), { method: 'DELETE', auth: true });
  });
}
