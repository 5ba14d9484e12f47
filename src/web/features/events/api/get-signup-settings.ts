import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminSignupPath, signupSettingsKey } from '../booking-query-keys.ts';

/** GET /api/admin/events/{id}/signup (board): the event's sign-up settings, null when it has none. */
export function useSignupSettings(eventId: number) {
  return useQuery({
    queryKey: signupSettingsKey(eventId),
    queryFn: ({ signal }) =>
      apiRequest(adminSignupPath(eventId), 'ZSignupSettingsAnswer', { auth: true, signal, showLoading: false }),
    retry: false,
  });
}
