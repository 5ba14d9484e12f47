import { useMutation, useQueryClient } from '@tanstack/react-query';
import { EVENTS_QUERY_KEY } from './events-query-keys.ts';

/** After a booking changes, the places left (here and in the list) and the booking load again. */
export function useBookingChange<TVariables, TAnswer>(call: (variables: TVariables) => Promise<TAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: EVENTS_QUERY_KEY }),
  });
}
