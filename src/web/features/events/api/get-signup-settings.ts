import { useQuery } from '@tanstack/react-query';
import { ZSignupSettingsAnswer } from '../../../../shared/bookings.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { EVENTS_QUERY_KEY } from '../events-queries.ts';

export const signupSettingsKey = (eventId: number) => [...EVENTS_QUERY_KEY, 'signup-settings', eventId] as const;

export const adminSignupPath = (eventId: number) => `/api/admin/events/${eventId}/signup`;

/** GET /api/admin/events/{id}/signup (board): the event's sign-up settings, null when it has none. */
export function useSignupSettings(eventId: number) {
  return useQuery({
    queryKey: signupSettingsKey(eventId),
    queryFn: async ({ signal }) =>
      ZSignupSettingsAnswer.parse(
        await apiRequest(adminSignupPath(eventId), { auth: true, signal, showLoading: false }),
      ),
    retry: false,
  });
}
