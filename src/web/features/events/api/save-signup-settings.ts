import type { TSignupSettings } from '../../../../shared/bookings.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminSignupPath } from '../booking-query-keys.ts';
import { useBookingChange } from '../use-booking-change.ts';

/** PUT /api/admin/events/{id}/signup (board): opens sign-up, or changes its settings. */
export function useSaveSignupSettings(eventId: number) {
  return useBookingChange((settings: TSignupSettings) =>
    apiRequest(adminSignupPath(eventId), 'ZSignupSettingsAnswer', { method: 'PUT', body: settings, auth: true }),
  );
}
