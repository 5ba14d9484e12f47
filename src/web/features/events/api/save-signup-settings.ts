import { ZSignupSettingsAnswer, type TSignupSettings } from '../../../../shared/bookings.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminSignupPath } from './get-signup-settings.ts';
import { useBookingChange } from './use-booking-change.ts';

/** PUT /api/admin/events/{id}/signup (board): opens sign-up, or changes its settings. */
export function useSaveSignupSettings(eventId: number) {
  return useBookingChange(async (settings: TSignupSettings) =>
    ZSignupSettingsAnswer.parse(
      await apiRequest(adminSignupPath(eventId), { method: 'PUT', body: settings, auth: true }),
    ),
  );
}
