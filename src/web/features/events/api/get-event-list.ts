import { useEffect } from 'react';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { setAppError } from '../../../lib/app-error.ts';
import { useSession } from '../../../lib/session/session-context.tsx';
import { eventListKey, type TListAudience } from '../events-query-keys.ts';

/** GET /api/events/all (Bearer for admins, who also get the unpublished events); the server fills the public one. */
export const eventListQuery = (audience: TListAudience) =>
  queryOptions({
    queryKey: eventListKey(audience),
    queryFn: ({ signal }) => apiRequest('/api/events/all', 'ZEventList', { auth: audience === 'admin', signal }),
  });

/**
 * The events list. Until the session is known this is the public list (what the server rendered);
 * an admin's list follows. A failed load is the application error.
 */
export function useEventList() {
  const { isAdmin } = useSession();
  const audience: TListAudience = isAdmin ? 'admin' : 'public';
  const query = useQuery({
    ...eventListQuery(audience),
    placeholderData: keepPreviousData,
    retry: false,
  });
  useEffect(() => {
    if (query.error) setAppError(query.error);
  }, [query.error]);
  return { ...query, audience };
}
