import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';
import { ADMIN_QUERY_KEY } from '../../admin-query-key.ts';

/** GET /api/admin/bookings/{id}/move-targets: the events with sign-up the booking may move to. */
export const moveTargetsQuery = (bookingId: number) =>
  queryOptions({
    queryKey: [...ADMIN_QUERY_KEY, 'move-targets', bookingId],
    queryFn: ({ signal }) =>
      apiRequest(`/api/admin/bookings/${bookingId}/move-targets`, 'ZBookingMoveTargets', { auth: true, signal }),
  });

export function useMoveTargets(bookingId: number, enabled: boolean) {
  return useQuery({ ...moveTargetsQuery(bookingId), enabled, retry: false });
}
