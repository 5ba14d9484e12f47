// Event sign-up's limits, statuses and age groups: what a page shows without the schemas (bookings.ts).

/** A booking's note (food allergies, ...): at most this many characters. */
export const BOOKING_NOTE_MAX = 500;
/** Guests of a family, and each count of a visitor's booking: at most this many. */
export const BOOKING_COUNT_MAX = 20;
/** Places of one event: a hall, not a stadium. */
export const PLACES_MAX = 100_000;
/** A price per person in SEK. */
export const PRICE_MAX = 100_000;
export const GUEST_NAME_MAX = 100;
/** A family lists at most self, spouse and five kids; a little room for odd data. */
export const ATTENDEES_MAX = 10;
/** A visitor's booking brings at most this many people unless the board sets another number. */
export const VISITOR_MAX_PLACES_DEFAULT = 6;

export const BOOKING_STATUSES = ['confirmed', 'waiting', 'pending_email', 'cancelled'] as const;
export type TBookingStatus = (typeof BOOKING_STATUSES)[number];
export const AGE_GROUPS = ['adult', 'child', 'under6'] as const;
export type TAgeGroup = (typeof AGE_GROUPS)[number];
