import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminSignupPath, signupSettingsKey } from '../booking-query-keys.ts';

/** GET /api/admin/events/{id}/signup (board): the event's sign-up settings, null when it has none; no id asks nothing. */
export function useSignupSettings(eventId: number | null) {
  return useQuery({
    queryKey: signupSettingsKey(eventId ?? 0),
    queryFn: ({ signal }) =>
      apiRequest(adminSignupPath(eventId ?? 0), 'ZSignupSettingsAnswer', { auth: true, signal, showLoading: false }),
    enabled: eventId !== null,
    retry: false,
  });
}
