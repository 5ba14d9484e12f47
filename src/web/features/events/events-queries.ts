import type { TEventAnswer, TEventSummary } from '../../../shared/events.ts';
import { ApiError, apiRequest } from '../../lib/api-client.ts';

/** Everything under this key is event data: every change invalidates it all. */
export const EVENTS_QUERY_KEY = ['events'] as const;

/** The list as visitors and members see it (published only), or as admins do (all). */
export type TListAudience = 'public' | 'admin';

/** 'visitor' (the title only), or the signed-in user (`user:<id>`): each sees a different answer. */
export type TDetailAudience = 'visitor' | `user:${number}`;

export const eventListKey = (audience: TListAudience) => [...EVENTS_QUERY_KEY, 'list', audience] as const;

export const eventDetailKey = (id: string, audience: TDetailAudience) =>
  [...EVENTS_QUERY_KEY, 'detail', id, audience] as const;

/** GET /api/events/all (Bearer for admins, who also get the unpublished events). */
export function fetchEventList(audience: TListAudience, signal?: AbortSignal): Promise<TEventSummary[]> {
  return apiRequest<TEventSummary[]>('/api/events/all', { auth: audience === 'admin', signal });
}

/** GET /api/events/{id}; null when there is no such event (for this viewer). */
export async function fetchEventDetail(
  id: string,
  audience: TDetailAudience,
  signal?: AbortSignal,
): Promise<TEventAnswer | null> {
  try {
    return await apiRequest<TEventAnswer>(`/api/events/${encodeURIComponent(id)}`, {
      auth: audience !== 'visitor',
      signal,
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
