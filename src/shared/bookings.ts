import { z } from 'zod';
import { fromFormNumber, hasControlCharacters, zCount, zDay, zFlag, zNote, zPlaces, zPrice } from './booking-fields.ts';
import { ZGivenId } from './given-id.schema.ts';
import { ZLanguage } from './language-schema.ts';
import { zRule } from './validation/zod-rules.ts';
import {
  AGE_GROUPS,
  ATTENDEES_MAX,
  BOOKING_COUNT_MAX,
  BOOKING_NOTE_MAX,
  BOOKING_STATUSES,
  GUEST_NAME_MAX,
  PLACES_MAX,
  PRICE_MAX,
  VISITOR_MAX_PLACES_DEFAULT,
} from './booking-limits.ts';

/*
 * Event sign-up as the forms and the server both see it: every request and answer. Its limits,
 * statuses and age groups are in booking-limits.ts (pages show them without zod); the rules (age
 * groups, prices, who moves up from the waiting list) are in booking-rules.ts.
 */

export const ZSignupPrices = z.object({
  memberAdult: zPrice(PRICE_MAX),
  memberChild: zPrice(PRICE_MAX),
  nonMemberAdult: zPrice(PRICE_MAX),
  nonMemberChild: zPrice(PRICE_MAX),
});
export type TSignupPrices = z.infer<typeof ZSignupPrices>;

/**
 * PUT /api/admin/events/:eventId/signup: the board opens (or changes) sign-up on an event.
 * `places` null or empty = unlimited; `signupClosesOn` is the last day one may sign up or change
 * (inclusive, Swedish time); prices are per person in SEK, 0 = free.
 */
export const ZSignupSettings = z.object({
  places: zPlaces(PLACES_MAX),
  signupClosesOn: zDay,
  openToNonMembers: zFlag,
  /** The most people one visitor's booking may bring. */
  visitorMaxPlaces: zCount(1, 2 * BOOKING_COUNT_MAX).default(VISITOR_MAX_PLACES_DEFAULT),
  ...ZSignupPrices.shape,
});
export type TSignupSettings = z.infer<typeof ZSignupSettings>;
export type TSignupSettingsInput = z.input<typeof ZSignupSettings>;

/** GET /api/events/:eventId/signup, and each entry of GET /api/events/signups. */
export const ZSignupStatus = z.object({
  eventId: z.number().int(),
  /** Settings exist and today (Swedish time) is on or before closesOn. */
  open: z.boolean(),
  closesOn: z.string(),
  places: z.number().int().nullable(),
  /** Null when places are unlimited. */
  placesLeft: z.number().int().nullable(),
  /** A new booking would wait: no places left, or others already wait. */
  waitingList: z.boolean(),
  openToNonMembers: z.boolean(),
  /** The most people one visitor's booking may bring. */
  visitorMaxPlaces: z.number().int(),
  prices: ZSignupPrices,
});
export type TSignupStatus = z.infer<typeof ZSignupStatus>;

/** GET /api/events/signups: the status of every published event with sign-up open that the viewer may sign up to. */
export const ZSignupStatusList = z.array(ZSignupStatus);

/** PUT /api/events/:eventId/booking: a member signs up people of their own family plus guests. */
export const ZMemberBookingInput = z
  .object({
    attendees: z
      .array(ZGivenId, { error: 'valueInvalid' })
      .max(ATTENDEES_MAX, 'valueInvalid')
      .refine((ids) => new Set(ids).size === ids.length, 'valueInvalid'),
    guestAdults: zCount(0, BOOKING_COUNT_MAX).default(0),
    guestChildren: zCount(0, BOOKING_COUNT_MAX).default(0),
    note: zNote(BOOKING_NOTE_MAX),
  })
  .superRefine((booking, ctx) => {
    if (booking.attendees.length + booking.guestAdults + booking.guestChildren < 1) {
      ctx.addIssue({ code: 'custom', message: 'mandatory', path: ['attendees'] });
    }
  });
export type TMemberBookingInput = z.infer<typeof ZMemberBookingInput>;
export type TMemberBookingFormValues = z.input<typeof ZMemberBookingInput>;

/** What a payment by Swish needs, as the renewal's: the QR as SVG markup and a link for the app. */
export const ZSwishDetails = z.object({
  payee: z.string(),
  /** `150,00` */
  amount: z.string(),
  message: z.string(),
  appLink: z.string(),
  qrSvg: z.string(),
});
export type TSwishDetails = z.infer<typeof ZSwishDetails>;

const bookingCommon = {
  bookingId: z.number().int(),
  eventId: z.number().int(),
  status: z.enum(BOOKING_STATUSES),
  /** 1 for the first booking on the waiting list; null when not waiting. */
  position: z.number().int().nullable(),
  /** Everyone the booking counts. */
  people: z.number().int(),
  note: z.string(),
  /** SEK, two decimals. */
  amount: z.number(),
  paid: z.boolean(),
  /** Null when the amount is 0 or the booking is cancelled. */
  swish: ZSwishDetails.nullable(),
  createdAt: z.string(),
};

export const ZMemberBooking = z.object({
  ...bookingCommon,
  attendees: z.array(z.string()),
  guestAdults: z.number().int(),
  guestChildren: z.number().int(),
  /** Last day the member may change or cancel it. */
  changeableUntil: z.string(),
});
export type TMemberBooking = z.infer<typeof ZMemberBooking>;

export const ZBookingFamilyMember = z.object({
  givenId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  ageGroup: z.enum(AGE_GROUPS),
});
export type TBookingFamilyMember = z.infer<typeof ZBookingFamilyMember>;

/** GET, PUT and DELETE /api/events/:eventId/booking: the family's booking (null: none or cancelled). */
export const ZMemberBookingAnswer = z.object({
  booking: ZMemberBooking.nullable(),
  family: z.array(ZBookingFamilyMember),
});
export type TMemberBookingAnswer = z.infer<typeof ZMemberBookingAnswer>;

/** POST /api/events/:eventId/guest-bookings: a visitor signs up; confirmed by a link in a mail. */
export const ZGuestBookingInput = z.object({
  name: zRule(['mandatory'], GUEST_NAME_MAX).pipe(
    z
      .string()
      .trim()
      .max(GUEST_NAME_MAX, 'tooLong')
      .refine((text) => !hasControlCharacters(text), 'invisibleCharacters'),
  ),
  email: zRule(['mandatory', 'email'], 254).pipe(z.string().trim().toLowerCase().max(254, 'tooLong')),
  phone: zRule(['mandatory', 'telephone'], 20).pipe(z.string().trim()),
  adults: zCount(1, BOOKING_COUNT_MAX),
  children: zCount(0, BOOKING_COUNT_MAX).default(0),
  note: zNote(BOOKING_NOTE_MAX),
  language: ZLanguage.default('ta'),
});
export type TGuestBookingInput = z.infer<typeof ZGuestBookingInput>;
export type TGuestBookingFormValues = z.input<typeof ZGuestBookingInput>;

/** The 202 answer of a visitor's sign-up: the same whatever the address, so it tells nothing. */
export const ZGuestBookingAccepted = z.object({ status: z.literal('pending_email') });

/** POST /api/bookings/confirm and /api/bookings/cancel. */
export const ZBookingToken = z.object({
  token: z.string({ error: 'linkInvalid' }).min(1, 'linkInvalid').max(200, 'linkInvalid'),
});

/** The answer of POST /api/bookings/confirm and /cancel: the visitor's booking. */
export const ZGuestBooking = z.object({
  ...bookingCommon,
  eventName: z.string(),
  eventNameTamil: z.string(),
  startDate: z.string(),
  adults: z.number().int(),
  children: z.number().int(),
});
export type TGuestBooking = z.infer<typeof ZGuestBooking>;

/** GET /api/member/bookings: the family's bookings, for /mypage (cancelled ones left out). */
export const ZMyBooking = z.object({
  bookingId: z.number().int(),
  eventId: z.number().int(),
  eventName: z.string(),
  eventNameTamil: z.string(),
  startDate: z.string(),
  status: z.enum(BOOKING_STATUSES),
  position: z.number().int().nullable(),
  people: z.number().int(),
  amount: z.number(),
  paid: z.boolean(),
});
export const ZMyBookings = z.array(ZMyBooking);
export type TMyBooking = z.infer<typeof ZMyBooking>;

export const ZAdminBookingPerson = z.object({
  givenId: z.string(),
  name: z.string(),
  ageGroup: z.enum(AGE_GROUPS),
  arrived: z.boolean(),
});

/**
 * One booking in the board's list. Family members are ticked one by one (`people`); everyone else
 * (a visitor's adults and children, a family's guests) is counted: `unnamedPeople` of whom
 * `unnamedArrived` arrived.
 */
export const ZAdminBooking = z.object({
  bookingId: z.number().int(),
  kind: z.enum(['member', 'visitor']),
  name: z.string(),
  givenId: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  people: z.array(ZAdminBookingPerson),
  /** A visitor's own adults and children (0 for a family). */
  adults: z.number().int(),
  children: z.number().int(),
  guestAdults: z.number().int(),
  guestChildren: z.number().int(),
  unnamedPeople: z.number().int(),
  unnamedArrived: z.number().int(),
  totalPeople: z.number().int(),
  arrivedCount: z.number().int(),
  note: z.string(),
  status: z.enum(BOOKING_STATUSES),
  position: z.number().int().nullable(),
  amount: z.number(),
  paidAt: z.string().nullable(),
  createdAt: z.string(),
  /** The event the board moved this booking from, when it did. */
  movedFromEventId: z.number().int().nullable(),
});
export type TAdminBooking = z.infer<typeof ZAdminBooking>;

/**
 * Of confirmed bookings: adults and children (family members by age, a visitor's own), guests
 * (families' guests), people checked in, the amount still unpaid and the amount paid;
 * `waiting` counts the people on the waiting list.
 */
export const ZAdminBookingTotals = z.object({
  adults: z.number().int(),
  children: z.number().int(),
  guests: z.number().int(),
  waiting: z.number().int(),
  checkedIn: z.number().int(),
  amountDue: z.number(),
  amountPaid: z.number(),
});
export type TAdminBookingTotals = z.infer<typeof ZAdminBookingTotals>;

/** GET /api/admin/events/:eventId/bookings (pending_email ones left out: they count nothing yet). */
export const ZAdminBookings = z.object({
  eventId: z.number().int(),
  eventName: z.string(),
  eventNameTamil: z.string(),
  startDate: z.string(),
  settings: ZSignupSettings.nullable(),
  signup: ZSignupStatus.nullable(),
  totals: ZAdminBookingTotals,
  bookings: z.array(ZAdminBooking),
});
export type TAdminBookings = z.infer<typeof ZAdminBookings>;

/** PUT /api/admin/bookings/:bookingId/check-in: who has arrived, as a whole (idempotent). */
export const ZCheckInInput = z.object({
  arrived: z.array(ZGivenId, { error: 'valueInvalid' }).max(ATTENDEES_MAX, 'valueInvalid'),
  guestsArrived: zCount(0, 3 * BOOKING_COUNT_MAX),
});
export type TCheckInInput = z.infer<typeof ZCheckInInput>;

/** PUT /api/admin/bookings/:bookingId/payment. */
export const ZPaymentInput = z.object({ paid: z.boolean({ error: 'valueInvalid' }) });
export type TPaymentInput = z.infer<typeof ZPaymentInput>;

/** GET, PUT and DELETE /api/admin/events/:eventId/signup: the event's sign-up settings (null: no sign-up). */
export const ZSignupSettingsAnswer = z.object({ settings: ZSignupSettings.nullable() });
export type TSignupSettingsAnswer = z.infer<typeof ZSignupSettingsAnswer>;

/**
 * PUT /api/admin/bookings/:bookingId: the board makes a booking smaller. Each count and the named
 * family members kept may only shrink (the server checks against the booking); nobody left is a
 * cancellation, which is DELETE.
 */
export const ZAdminBookingChange = z
  .object({
    attendees: z
      .array(ZGivenId, { error: 'valueInvalid' })
      .max(ATTENDEES_MAX, 'valueInvalid')
      .refine((ids) => new Set(ids).size === ids.length, 'valueInvalid')
      .default([]),
    adults: zCount(0, BOOKING_COUNT_MAX).default(0),
    children: zCount(0, BOOKING_COUNT_MAX).default(0),
    guestAdults: zCount(0, BOOKING_COUNT_MAX).default(0),
    guestChildren: zCount(0, BOOKING_COUNT_MAX).default(0),
  })
  .superRefine((change, ctx) => {
    const people =
      change.attendees.length + change.adults + change.children + change.guestAdults + change.guestChildren;
    if (people < 1) ctx.addIssue({ code: 'custom', message: 'noPeople', path: ['attendees'] });
  });
export type TAdminBookingChange = z.infer<typeof ZAdminBookingChange>;
export type TAdminBookingChangeValues = z.input<typeof ZAdminBookingChange>;

/** PUT /api/admin/bookings/:bookingId/event: the board moves a booking, whole, to another event. */
export const ZAdminBookingMove = z.object({
  eventId: z.preprocess(
    fromFormNumber,
    z.number({ error: 'mandatory' }).int('valueInvalid').min(1, 'valueInvalid').max(2_147_483_647, 'valueInvalid'),
  ),
});
export type TAdminBookingMove = z.infer<typeof ZAdminBookingMove>;

/** GET /api/admin/bookings/:bookingId/move-targets: the events a booking may be moved to. */
export const ZBookingMoveTarget = z.object({
  eventId: z.number().int(),
  eventName: z.string(),
  eventNameTamil: z.string(),
  startDate: z.string(),
  /** Null when places are unlimited. */
  placesLeft: z.number().int().nullable(),
});
export const ZBookingMoveTargets = z.array(ZBookingMoveTarget);
export type TBookingMoveTarget = z.infer<typeof ZBookingMoveTarget>;
