import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAdminBookingChange } from '../../../../../shared/bookings.ts';
import { apiRequest } from '../../../../lib/api-client.ts';
import { eventBookingsKey } from '../event-bookings-key.ts';

/** PUT /api/admin/bookings/{id}: the board makes a booking smaller; the family or visitor is told. */
export function useShrinkBooking(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bookingId, change }: { bookingId: number; change: TAdminBookingChange }) =>
      apiRequest(`/api/admin/bookings/${bookingId}`, 'ZAdminBooking', { method: 'PUT', body: change, auth: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventBookingsKey(eventId) }),
  });
}
