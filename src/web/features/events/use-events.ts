import { useEffect } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TEventFullAnswer } from '../../../shared/events.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { setAppError } from '../../lib/app-error.ts';
import { useSession } from '../../lib/session/session-context.tsx';
import {
  EVENTS_QUERY_KEY,
  eventDetailKey,
  eventListKey,
  fetchEventDetail,
  fetchEventList,
  type TDetailAudience,
  type TListAudience,
} from './events-queries.ts';

/**
 * GET /api/events/all. Until the session is known this is the public list (what the server
 * rendered); an admin's list with the unpublished events follows. A failed load is the application
 * error (SPEC sections 7 and 8).
 */
export function useEventList() {
  const { isAdmin } = useSession();
  const audience: TListAudience = isAdmin ? 'admin' : 'public';
  const query = useQuery({
    queryKey: eventListKey(audience),
    queryFn: ({ signal }) => fetchEventList(audience, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
  useEffect(() => {
    if (query.error) setAppError(query.error);
  }, [query.error]);
  return { ...query, audience };
}

/** Whose view of an event this is: the visitor's until a user is signed in. */
export function useDetailAudience(): TDetailAudience {
  const { status, user } = useSession();
  return status === 'signedIn' && user ? `user:${user.id}` : 'visitor';
}

/**
 * GET /api/events/{id} for the current viewer. A visitor's answer is usually in the server's HTML
 * already. While the session is still being checked no visitor call is made: it would be thrown
 * away a moment later. SPEC section 7: on failure the page shows it empty.
 */
export function useEventDetail(id: string) {
  const { status } = useSession();
  const audience = useDetailAudience();
  return useQuery({
    queryKey: eventDetailKey(id, audience),
    queryFn: ({ signal }) => fetchEventDetail(id, audience, signal),
    enabled: audience !== 'visitor' || status === 'signedOut',
    retry: false,
  });
}

/** The refreshed event the server answers replaces the cached one, and the lists load again. */
function useEventChange<TVariables>(id: string, call: (variables: TVariables) => Promise<TEventFullAnswer>) {
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

const eventPath = (id: string) => `/api/events/${encodeURIComponent(id)}`;

/** POST /api/events/{id}/addComments (members) or /addNotes (admins). */
export function useAddEventMessage(id: string, kind: 'addComments' | 'addNotes') {
  return useEventChange(id, (message: string) =>
    apiRequest<TEventFullAnswer>(`${eventPath(id)}/${kind}`, { method: 'POST', body: { message }, auth: true }),
  );
}

/** DELETE /api/events/{id}/deleteComments/{commentId}. */
export function useDeleteEventMessage(id: string) {
  return useEventChange(id, (commentId: number) =>
    apiRequest<TEventFullAnswer>(`${eventPath(id)}/deleteComments/${commentId}`, { method: 'DELETE', auth: true }),
  );
}
