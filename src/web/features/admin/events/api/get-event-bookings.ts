import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';
import { adminEventPath, eventBookingsKey } from '../event-bookings-key.ts';

/**
 * GET /api/admin/events/{id}/bookings (Bearer): totals and every booking with its notes. At the
 * door several phones tick arrivals at once, so it reloads every few seconds while open.
 */
export function useEventBookings(eventId: string, refreshMs?: number) {
  return useQuery({
    queryKey: eventBookingsKey(eventId),
    queryFn: ({ signal }) =>
      apiRequest(`${adminEventPath(eventId)}/bookings`, 'ZAdminBookings', { auth: true, signal, showLoading: false }),
    refetchInterval: refreshMs,
    retry: false,
  });
}
