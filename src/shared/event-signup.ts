/**
 * The family's sign-up to an event on a page of its own, rendered for the member's session: the
 * form the event's page shows a signed-in member, which posts to this address without the app.
 */
export const eventSignupAddress = (eventId: string | number) => `/events/${encodeURIComponent(String(eventId))}/signup`;

/** The sign-up's name as a form sent without the app. */
export const MEMBER_SIGNUP_FORM = 'member-signup';

/** A ticked person of the family is a box named `attendee-<givenId>` with the value `true`. */
export const ATTENDEE_FIELD_PREFIX = 'attendee-';

/** The marks (under the page's `sent`) of a booking saved and of one cancelled without the app. */
export const SIGNUP_DONE = { saved: 'booking', cancelled: 'cancelled' } as const;
