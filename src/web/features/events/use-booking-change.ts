import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MY_BOOKINGS_QUERY_KEY } from '../../lib/my-bookings-query-key.ts';
import { EVENTS_QUERY_KEY } from './events-query-keys.ts';

/**
 * After a booking changes, the places left (here and in the list), the booking and the family's
 * list of bookings on My page load again.
 */
export function useBookingChange<TVariables, TAnswer>(call: (variables: TVariables) => Promise<TAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: EVENTS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: MY_BOOKINGS_QUERY_KEY }),
      ]),
  });
}
