import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';
import { eventBookingsKey } from '../event-bookings-key.ts';

/** PUT /api/admin/bookings/{id}/payment: the board records that a booking was paid (or was not). */
export function useRecordBookingPayment(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bookingId, paid }: { bookingId: number; paid: boolean }) =>
      apiRequest(`/api/admin/bookings/${bookingId}/payment`, 'ZAdminBooking', {
        method: 'PUT',
        body: { paid },
        auth: true,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventBookingsKey(eventId) }),
  });
}
