/*
 * The board's change of one booking (fewer people, another event, cancelled). With the app it is a
 * dialog; at the event's bookings page with `?change=<bookingId>` its forms stand in the page, and
 * without the app each posts there, naming itself (`&form=shrink`).
 */

/** The query parameter naming the booking whose change the bookings page shows. */
export const BOOKING_CHANGE_PARAM = 'change';

export const bookingsPagePath = (eventId: string | number) =>
  `/adminevents/${encodeURIComponent(String(eventId))}/bookings`;

/** The bookings page with the change of this booking in it. */
export const bookingChangeAddress = (eventId: string | number, bookingId: number) =>
  `${bookingsPagePath(eventId)}?${BOOKING_CHANGE_PARAM}=${bookingId}`;

/** The change's three forms, each by the name its post gives in the address. */
export const BOOKING_CHANGE_FORMS = ['shrink', 'move', 'cancel'] as const;
export type TBookingChangeForm = (typeof BOOKING_CHANGE_FORMS)[number];

export const bookingChangeFormAction = (eventId: string | number, bookingId: number, form: TBookingChangeForm) =>
  `${bookingChangeAddress(eventId, bookingId)}&form=${form}`;

/** A form's name as a form sent without the app (`booking-shrink`). */
export const bookingChangeFormName = (form: TBookingChangeForm) => `booking-${form}`;

/** A person the smaller booking keeps is a ticked box named `keep-<givenId>`. */
export const KEEP_FIELD_PREFIX = 'keep-';

/** What the bookings page says after a change made without the app (`?sent=shrunk`), by form. */
export const BOOKING_CHANGED = { shrink: 'shrunk', move: 'moved', cancel: 'cancelled' } as const;
