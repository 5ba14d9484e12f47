import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';
import { adminEventPath, eventBookingsKey } from '../event-bookings-key.ts';

/** GET /api/admin/events/{id}/bookings (Bearer): totals and every booking with its notes; the server fills it for the bookings and check-in pages. */
export const eventBookingsQuery = (eventId: string) =>
  queryOptions({
    queryKey: eventBookingsKey(eventId),
    queryFn: ({ signal }) =>
      apiRequest(`${adminEventPath(eventId)}/bookings`, 'ZAdminBookings', { auth: true, signal, showLoading: false }),
  });

/** At the door several phones tick arrivals at once, so it reloads every few seconds while open. */
export function useEventBookings(eventId: string, refreshMs?: number) {
  return useQuery({ ...eventBookingsQuery(eventId), refetchInterval: refreshMs, retry: false });
}
