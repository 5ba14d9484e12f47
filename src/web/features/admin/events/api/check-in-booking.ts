import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAdminBookings, TCheckInInput } from '../../../../../shared/bookings.ts';
import { apiRequest } from '../../../../lib/api-client.ts';
import { eventBookingsKey } from '../event-bookings-key.ts';

type TCheckIn = { bookingId: number; input: TCheckInInput };

/**
 * PUT /api/admin/bookings/{id}/check-in: who of the booking has arrived, as a whole (idempotent).
 * The tick shows at once; the totals are the server's once it answers.
 */
export function useCheckInBooking(eventId: string) {
  const queryClient = useQueryClient();
  const key = eventBookingsKey(eventId);
  return useMutation({
    mutationFn: ({ bookingId, input }: TCheckIn) =>
      apiRequest(`/api/admin/bookings/${bookingId}/check-in`, 'ZAdminBooking', {
        method: 'PUT',
        body: input,
        auth: true,
        showLoading: false,
      }),
    onMutate: async ({ bookingId, input }) => {
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData<TAdminBookings>(key, (current) =>
        current
          ? {
              ...current,
              bookings: current.bookings.map((booking) =>
                booking.bookingId === bookingId
                  ? {
                      ...booking,
                      people: booking.people.map((person) => ({
                        ...person,
                        arrived: input.arrived.includes(person.givenId),
                      })),
                      unnamedArrived: input.guestsArrived,
                    }
                  : booking,
              ),
            }
          : current,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
