import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';
import { eventBookingsKey } from '../event-bookings-key.ts';

/** DELETE /api/admin/bookings/{id}: the board cancels a booking; the family or visitor is told. */
export function useCancelBooking(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bookingId: number) =>
      apiRequest(`/api/admin/bookings/${bookingId}`, 'ZAdminBooking', { method: 'DELETE', auth: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventBookingsKey(eventId) }),
  });
}
