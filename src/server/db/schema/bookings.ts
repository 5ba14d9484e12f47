// Event sign-up: settings per event, bookings, the people ticked in them, visitors' link codes.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  jsonb,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, oneOf } from './columns.ts';
import type { TLanguage } from '../../../shared/languages.ts';
import { events } from './events.ts';
import { users, families } from './members.ts';

// ---- Event sign-up: settings per event, bookings, the people ticked in them, visitors' link codes ----

export const BOOKING_STATUS_VALUES = ['confirmed', 'waiting', 'pending_email', 'cancelled'] as const;

type TAgeGroupValue = 'adult' | 'child' | 'under6';

/** The prices per person a booking was made at, in öre: later price changes do not touch it. */
export type TBookingPricesOre = {
  memberAdult: number;
  memberChild: number;
  nonMemberAdult: number;
  nonMemberChild: number;
};

/**
 * Per family member (user id), the age group they were first priced at in this booking. It is kept
 * when they are taken off and put back, so a later edit of a birth date never lowers what is owed.
 */
export type TPricedAgeGroups = Record<string, TAgeGroupValue>;

/** An event people sign up for; no row = no sign-up. Prices in öre so sums stay exact. */
export const eventSignups = pgTable(
  'event_signups',
  {
    eventId: integer('event_id')
      .primaryKey()
      .references(() => events.id, { onDelete: 'cascade' }),
    /** People in all confirmed bookings together; null = unlimited. */
    places: integer('places'),
    /** The last day one may sign up, change or cancel (inclusive, Swedish time). */
    closesOn: date('closes_on').notNull(),
    openToNonMembers: boolean('open_to_non_members').notNull().default(false),
    /** The most people one visitor's booking may bring: no one address takes a whole evening. */
    visitorMaxPlaces: integer('visitor_max_places').notNull().default(6),
    memberAdultOre: integer('member_adult_ore').notNull().default(0),
    memberChildOre: integer('member_child_ore').notNull().default(0),
    nonMemberAdultOre: integer('non_member_adult_ore').notNull().default(0),
    nonMemberChildOre: integer('non_member_child_ore').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('event_signups_places_positive', sql`${table.places} is null or ${table.places} >= 1`)],
);

/** A family's or a visitor's sign-up to one event. */
export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'member' | 'visitor'>().notNull(),
    /** A family books once per event; a cancelled booking is made again by changing this row. */
    familyId: integer('family_id').references(() => families.id, { onDelete: 'cascade' }),
    /** The member who made or last changed the booking: mails go to them. */
    bookedBy: integer('booked_by').references(() => users.id, { onDelete: 'set null' }),
    visitorName: text('visitor_name'),
    visitorEmail: text('visitor_email'),
    visitorPhone: text('visitor_phone'),
    language: text('language').$type<TLanguage>().notNull().default('ta'),
    /** A visitor's own adults and children (0 for a family: its people are rows of booking_people). */
    adults: integer('adults').notNull().default(0),
    children: integer('children').notNull().default(0),
    guestAdults: integer('guest_adults').notNull().default(0),
    guestChildren: integer('guest_children').notNull().default(0),
    note: text('note').notNull().default(''),
    status: text('status').$type<(typeof BOOKING_STATUS_VALUES)[number]>().notNull(),
    /** Everyone the booking counts against the places. */
    people: integer('people').notNull(),
    amountOre: integer('amount_ore').notNull().default(0),
    /** Null on bookings made before prices were kept: they are priced with the event's prices. */
    pricesOre: jsonb('prices_ore').$type<TBookingPricesOre>(),
    pricedAgeGroups: jsonb('priced_age_groups').$type<TPricedAgeGroups>().notNull().default({}),
    /** The event the board moved the booking from, when it did. */
    movedFromEventId: integer('moved_from_event_id').references(() => events.id, { onDelete: 'set null' }),
    /** Arrival order on the waiting list (then id); set anew when a cancelled booking is made again. */
    queuedAt: timestamp('queued_at', { withTimezone: true, precision: 6 }).notNull().defaultNow(),
    /** Of the people not ticked by name (a visitor's, guests), how many arrived. */
    unnamedArrived: integer('unnamed_arrived').notNull().default(0),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paidBy: integer('paid_by').references(() => users.id, { onDelete: 'set null' }),
    /** Set by the one instance that queued the day-before reminder. */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('bookings_event_status_idx').on(table.eventId, table.status, table.queuedAt),
    uniqueIndex('bookings_event_family_unique')
      .on(table.eventId, table.familyId)
      .where(sql`${table.familyId} is not null`),
    check('bookings_status_valid', oneOf('status', BOOKING_STATUS_VALUES)),
    check('bookings_kind_valid', oneOf('kind', ['member', 'visitor'])),
    check(
      'bookings_counts_valid',
      sql`${table.adults} >= 0 and ${table.children} >= 0 and ${table.guestAdults} >= 0 and ${table.guestChildren} >= 0 and ${table.people} >= 0 and ${table.unnamedArrived} >= 0`,
    ),
  ],
);

/** The family members a booking names, each ticked at the door on arrival. */
export const bookingPeople = pgTable(
  'booking_people',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** On the event's first day, by the membership fee's ages: what they pay and how they count. */
    ageGroup: text('age_group').$type<'adult' | 'child' | 'under6'>().notNull(),
    arrivedAt: timestamp('arrived_at', { withTimezone: true }),
  },
  (table) => [
    unique('booking_people_booking_user_unique').on(table.bookingId, table.userId),
    check('booking_people_age_group_valid', oneOf('age_group', ['adult', 'child', 'under6'])),
  ],
);

/** A visitor's mailed links (confirm, cancel): stored hashed, used once. */
export const bookingTokens = pgTable(
  'booking_tokens',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<'confirm' | 'cancel'>().notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('booking_tokens_booking_idx').on(table.bookingId),
    check('booking_tokens_purpose_valid', oneOf('purpose', ['confirm', 'cancel'])),
  ],
);

export type TEventSignup = typeof eventSignups.$inferSelect;
export type TBooking = typeof bookings.$inferSelect;
export type TBookingPerson = typeof bookingPeople.$inferSelect;
