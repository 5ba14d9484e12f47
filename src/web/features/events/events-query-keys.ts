/** Everything under this key is event data: every change invalidates it all. */
export const EVENTS_QUERY_KEY = ['events'] as const;

/** The list as visitors and members see it (published only), or as admins do (all). */
export type TListAudience = 'public' | 'admin';

/** 'visitor' (the title only), or the signed-in user (`user:<id>`): each sees a different answer. */
export type TDetailAudience = 'visitor' | `user:${number}`;

export const eventListKey = (audience: TListAudience) => [...EVENTS_QUERY_KEY, 'list', audience] as const;

export const eventDetailKey = (id: string, audience: TDetailAudience) =>
  [...EVENTS_QUERY_KEY, 'detail', id, audience] as const;
