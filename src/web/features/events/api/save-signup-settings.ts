import type { TSignupSettings } from '../../../../shared/bookings.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminSignupPath } from '../booking-query-keys.ts';
import { useBookingChange } from '../use-booking-change.ts';

/**
 * PUT /api/admin/events/{id}/signup (board): opens sign-up, or changes its settings. The event is
 * named per call: the editor saves a new event first and learns its id from that answer.
 */
export function useSaveSignupSettings() {
  return useBookingChange(({ eventId, settings }: { eventId: number; settings: TSignupSettings }) =>
    apiRequest(adminSignupPath(eventId), 'ZSignupSettingsAnswer', { method: 'PUT', body: settings, auth: true }),
  );
}
