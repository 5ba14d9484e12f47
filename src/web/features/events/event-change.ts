import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TEventFullAnswer } from '../../../shared/events.ts';
import { useDetailAudience } from './event-audience.ts';
import { EVENTS_QUERY_KEY, eventDetailKey } from './events-query-keys.ts';

export const eventPath = (id: string) => `/api/events/${encodeURIComponent(id)}`;

/** A change to one event: the refreshed event the server answers replaces the cached one, and the lists load again. */
export function useEventChange<TVariables>(id: string, call: (variables: TVariables) => Promise<TEventFullAnswer>) {
  const queryClient = useQueryClient();
  const audience = useDetailAudience();
  return useMutation({
    mutationFn: call,
    onSuccess: (answer) => {
      queryClient.setQueryData(eventDetailKey(id, audience), answer);
      void queryClient.invalidateQueries({ queryKey: [...EVENTS_QUERY_KEY, 'list'] });
    },
  });
}
