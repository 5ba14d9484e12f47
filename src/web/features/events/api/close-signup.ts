import { apiRequest } from '../../../lib/api-client.ts';
import { adminSignupPath } from '../booking-query-keys.ts';
import { useBookingChange } from '../use-booking-change.ts';

/** DELETE /api/admin/events/{id}/signup (board): no more sign-ups; the bookings made stay. */
export function useCloseSignup() {
  return useBookingChange((eventId: number) =>
    apiRequest(adminSignupPath(eventId), 'ZSignupSettingsAnswer', { method: 'DELETE', auth: true }),
  );
}
