import { apiRequest } from '../../../lib/api-client.ts';
import { adminSignupPath } from '../booking-query-keys.ts';
import { useBookingChange } from '../use-booking-change.ts';

/** DELETE /api/admin/events/{id}/signup (board): no more sign-ups; the bookings made stay. */
export function useCloseSignup(eventId: number) {
  return useBookingChange(() =>
    apiRequest(adminSignupPath(eventId), 'ZSignupSettingsAnswer', { method: 'DELETE', auth: true }),
  );
}
