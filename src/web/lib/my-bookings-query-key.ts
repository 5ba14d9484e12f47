/**
 * The signed-in family's own bookings (My page). The events pages change them, and the two are
 * different features, so the key lives here: a booking saved or cancelled on an event's page marks
 * this list stale and My page reads it again instead of showing the list from before.
 */
export const MY_BOOKINGS_QUERY_KEY = ['member', 'bookings'] as const;
