import { EVENTS_QUERY_KEY } from './events-query-keys.ts';

/** Under the events key, so every event change reloads the sign-up too. */
export const myBookingKey = (eventId: string, viewer: string) =>
  [...EVENTS_QUERY_KEY, 'booking', eventId, viewer] as const;

export const eventPath = (eventId: string) => `/api/events/${encodeURIComponent(eventId)}`;

export const signupStatusesKey = (viewer: string) => [...EVENTS_QUERY_KEY, 'signups', viewer] as const;

export const signupSettingsKey = (eventId: number) => [...EVENTS_QUERY_KEY, 'signup-settings', eventId] as const;

export const adminSignupPath = (eventId: number) => `/api/admin/events/${eventId}/signup`;
