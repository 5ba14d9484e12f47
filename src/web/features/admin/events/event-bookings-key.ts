import { ADMIN_QUERY_KEY } from '../admin-query-key.ts';

/** The board's view of one event's bookings; check-in and payment changes reload it. */
export const eventBookingsKey = (eventId: string) => [...ADMIN_QUERY_KEY, 'event-bookings', eventId] as const;

export const adminEventPath = (eventId: string) => `/api/admin/events/${encodeURIComponent(eventId)}`;
