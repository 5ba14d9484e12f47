import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';
import { eventBookingsKey } from '../event-bookings-key.ts';

/** PUT /api/admin/bookings/{id}/event: the board moves a booking whole to another event. */
export function useMoveBooking(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bookingId, toEventId }: { bookingId: number; toEventId: number }) =>
      apiRequest(`/api/admin/bookings/${bookingId}/event`, 'ZAdminBooking', {
        method: 'PUT',
        body: { eventId: toEventId },
        auth: true,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventBookingsKey(eventId) }),
  });
}
