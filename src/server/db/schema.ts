import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { TLanguage } from '../../shared/languages.ts';
import {
  GENDERS,
  MEMBERSHIP_STATUSES,
  USER_ROLES,
  USER_STATUSES,
  type TGender,
  type TMembershipStatus,
  type TUserRole,
  type TUserStatus,
} from '../../shared/member-values.ts';

/** A small text file sent with a mail: a calendar entry, for example. */
export type TMailAttachment = { filename: string; contentType: string; content: string };

// Text columns with CHECK constraints rather than pg enums: adding a value later is a plain migration.

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const oneOf = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((value) => `'${value}'`).join(', ')})`);

export const families = pgTable('families', {
  id: serial('id').primaryKey(),
  /** The family number people know (0001, 0002, ...); givenIds start with it. */
  number: integer('number').notNull().unique(),
  /** The address is optional at registration (SPEC section 3). */
  streetAddress: text('street_address'),
  city: text('city'),
  postalCode: text('postal_code'),
  country: text('country'),
  /** The terms the registrant accepted, and when (registration payload's accept). */
  termsVersion: text('terms_version'),
  termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    familyId: integer('family_id').references(() => families.id),
    givenId: text('given_id').notNull().unique(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** Lower-case; children have none. */
    email: text('email').unique(),
    /** Null when not given (the admin accounts seeded from the environment). */
    personalNumber: text('personal_number'),
    gender: text('gender').$type<TGender>(),
    phoneNumber: text('phone_number'),
    pic: text('pic'),
    role: text('role').$type<TUserRole>().notNull().default('Member'),
    status: text('status').$type<TUserStatus>().notNull().default('pending'),
    passwordHash: text('password_hash'),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    lastLogin: timestamp('last_login', { withTimezone: true }),
    language: text('language').$type<TLanguage>().notNull().default('ta'),
    remindersEnabled: boolean('reminders_enabled').notNull().default(true),
    announcementsEnabled: boolean('announcements_enabled').notNull().default(true),
    /** The member asked the board to close the account (GDPR); the board acts on it. */
    closureRequestedAt: timestamp('closure_requested_at', { withTimezone: true }),
    /**
     * Access tokens issued before this moment are refused (logout, new password, new e-mail or role,
     * rejection): self-contained tokens cannot be recalled one by one. Millisecond precision, as the
     * tokens' own issue time.
     */
    sessionsValidAfter: timestamp('sessions_valid_after', { withTimezone: true, precision: 3 }),
    createdAt: createdAt(),
  },
  (table) => [
    index('users_family_id_idx').on(table.familyId),
    check('users_email_lower_case', sql`${table.email} = lower(${table.email})`),
    check('users_role_valid', oneOf('role', USER_ROLES)),
    check('users_status_valid', oneOf('status', USER_STATUSES)),
    check('users_gender_valid', oneOf('gender', GENDERS)),
  ],
);

export const memberships = pgTable(
  'memberships',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    status: text('status').$type<TMembershipStatus>().notNull().default('Pending'),
    /** What the member was asked to pay (SEK) when the renewal was requested. */
    amountSek: integer('amount_sek'),
    paymentMethod: text('payment_method').$type<'swish' | 'cash' | 'bank'>(),
    createdAt: createdAt(),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    approvedBy: integer('approved_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    unique('memberships_user_year_unique').on(table.userId, table.year),
    check('memberships_status_valid', oneOf('status', MEMBERSHIP_STATUSES)),
  ],
);

/** Mail written in the same transaction as the change that causes it; a worker sends it (DESIGN.md 5). */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    /** Files sent with the mail (an event's .ics), their content as text. */
    attachments: jsonb('attachments').$type<TMailAttachment[]>(),
    /** What the mail is about, e.g. registration-received, so a mail is never queued twice. */
    kind: text('kind').notNull(),
    dedupeKey: text('dedupe_key'),
    status: text('status').$type<'pending' | 'sent' | 'failed'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    index('outbox_due_idx').on(table.status, table.nextAttemptAt),
    uniqueIndex('outbox_dedupe_key_unique').on(table.dedupeKey),
  ],
);

/** Every admin action: who, what, when (DESIGN.md 5, Audit). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    target: text('target'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (table) => [index('audit_log_created_at_idx').on(table.createdAt)],
);

/**
 * Kinds of single-use code: activation, password_reset and email_verification (asked by the member
 * themself) are mailed; email_change_request is mailed for a change someone else asked for, which the
 * account's owner confirms while signed in; sign_in_code ends an external sign-in in the browser
 * that started it.
 */
export const ACCOUNT_TOKEN_KINDS = [
  'activation',
  'password_reset',
  'email_verification',
  'email_change_request',
  'sign_in_code',
] as const;
export type TAccountTokenKind = (typeof ACCOUNT_TOKEN_KINDS)[number];

/** Single-use codes: account activation, password reset, e-mail changes, the end of an external sign-in. */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<TAccountTokenKind>().notNull(),
    /** SHA-256 of the code; the code itself exists only in the mail (or the sign-in return link). */
    tokenHash: text('token_hash').notNull().unique(),
    /**
     * What the code stands for: the new address (e-mail changes), the pending password's hash
     * (activation), the hash of the browser's state cookie (external sign-in).
     */
    payload: text('payload'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('account_tokens_user_kind_idx').on(table.userId, table.kind)],
);

/** Refresh tokens, stored hashed; a chain shares chain_id so a replayed token can revoke all of it. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    chainId: text('chain_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('refresh_tokens_chain_idx').on(table.chainId), index('refresh_tokens_user_idx').on(table.userId)],
);

export type TOutboxMail = typeof outbox.$inferSelect;
export type TAuditEntry = typeof auditLog.$inferSelect;
export type TAccountToken = typeof accountTokens.$inferSelect;
export type TRefreshToken = typeof refreshTokens.$inferSelect;
export type TFamily = typeof families.$inferSelect;
export type TNewFamily = typeof families.$inferInsert;
export type TUser = typeof users.$inferSelect;
export type TNewUser = typeof users.$inferInsert;
export type TMembership = typeof memberships.$inferSelect;
export type TNewMembership = typeof memberships.$inferInsert;

/** Image bytes live in the database so several instances share them (DESIGN.md 4). */
const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/** An uploaded picture, re-encoded to WebP: a large version (max 1920 px) and a small one (640 px). */
export const images = pgTable('images', {
  id: serial('id').primaryKey(),
  /** SHA-256 of the large WebP: the file name in URLs and the strong ETag. */
  hash: text('hash').notNull().unique(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  data: bytea('data').notNull(),
  smallWidth: integer('small_width').notNull(),
  smallHeight: integer('small_height').notNull(),
  smallData: bytea('small_data').notNull(),
  createdAt: createdAt(),
});

export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    nameTamil: text('name_tamil').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date'),
    pictureId: integer('picture_id').references(() => images.id, { onDelete: 'set null' }),
    published: boolean('published').notNull().default(false),
    /** Set when the members were told about it, so they are never told twice. */
    announcedAt: timestamp('announced_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('events_start_date_idx').on(table.startDate)],
);

/** The board's notes and the members' comments on an event (SPEC section 3, eventDetail). */
export const eventDetails = pgTable(
  'event_details',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    type: text('type').$type<'Notes' | 'Comment'>().notNull(),
    message: text('message').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The author's full name when written (SPEC shows it as user). */
    userName: text('user_name').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('event_details_event_idx').on(table.eventId),
    check('event_details_type_valid', oneOf('type', ['Notes', 'Comment'])),
  ],
);

export const boardMembers = pgTable(
  'board_members',
  {
    id: serial('id').primaryKey(),
    financialYear: integer('financial_year').notNull(),
    nameEn: text('name_en').notNull(),
    nameTa: text('name_ta').notNull(),
    position: text('position').notNull(),
    portraitId: integer('portrait_id').references(() => images.id, { onDelete: 'set null' }),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [index('board_members_year_idx').on(table.financialYear)],
);

export const sliderImages = pgTable('slider_images', {
  id: serial('id').primaryKey(),
  imageId: integer('image_id')
    .notNull()
    .references(() => images.id, { onDelete: 'cascade' }),
  altEn: text('alt_en').notNull(),
  altTa: text('alt_ta').notNull(),
  altSv: text('alt_sv').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: createdAt(),
});

export const financeReports = pgTable('finance_reports', {
  id: serial('id').primaryKey(),
  year: integer('year').notNull().unique(),
  incomeSek: integer('income_sek').notNull(),
  expenseSek: integer('expense_sek').notNull(),
  resultSek: integer('result_sek').notNull(),
  pdf: bytea('pdf'),
  published: boolean('published').notNull().default(true),
  createdAt: createdAt(),
});

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: integer('handled_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [index('contact_messages_created_idx').on(table.createdAt)],
);

/** Anonymous page views, recorded only with the visitor's analytical consent (no id, no IP). */
export const pageViews = pgTable(
  'page_views',
  {
    id: serial('id').primaryKey(),
    path: text('path').notNull(),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('page_views_viewed_at_idx').on(table.viewedAt)],
);

/** One row per reminder sent: the unique key makes the daily job idempotent across instances. */
export const renewalReminders = pgTable(
  'renewal_reminders',
  {
    id: serial('id').primaryKey(),
    familyId: integer('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    kind: text('kind').$type<'first' | 'second' | 'manual'>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [unique('renewal_reminders_family_year_kind_unique').on(table.familyId, table.year, table.kind)],
);

export type TImage = typeof images.$inferSelect;
export type TEvent = typeof events.$inferSelect;
export type TEventDetail = typeof eventDetails.$inferSelect;
export type TBoardMember = typeof boardMembers.$inferSelect;
export type TSliderImage = typeof sliderImages.$inferSelect;
export type TFinanceReport = typeof financeReports.$inferSelect;
export type TContactMessage = typeof contactMessages.$inferSelect;

// ---- Event sign-up: settings per event, bookings, the people ticked in them, visitors' link codes ----

export const BOOKING_STATUS_VALUES = ['confirmed', 'waiting', 'pending_email', 'cancelled'] as const;

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

// ---- News and the home page's banner ----------------------------------------------------------

/** A post's words in one language: the body is Markdown source, the HTML rendered from it once per change. */
export type TNewsTextColumns = { title: string; body: string; bodyHtml: string; pictureAlt: string };

/** News the board writes: Tamil always, English and Swedish when written (a visitor gets a fallback). */
export const newsPosts = pgTable(
  'news_posts',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    texts: jsonb('texts').$type<Partial<Record<TLanguage, TNewsTextColumns>>>().notNull(),
    pictureId: integer('picture_id').references(() => images.id, { onDelete: 'set null' }),
    /** Hidden from visitors until then, even when not a draft. */
    publishAt: timestamp('publish_at', { withTimezone: true }).notNull(),
    draft: boolean('draft').notNull().default(true),
    eventId: integer('event_id').references(() => events.id, { onDelete: 'set null' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('news_posts_publish_at_idx').on(table.publishAt)],
);

/** A banner's words in one language: its heading and one line under it. */
export type TBannerTextColumns = { title: string; text: string };

/**
 * The home page's upcoming-event banner: at most one (the unique slot). It links to a post, an
 * event or a path of this site, and shows while the time is before the start of endsOn in
 * Europe/Stockholm.
 */
export const homeBanners = pgTable(
  'home_banners',
  {
    id: serial('id').primaryKey(),
    slot: text('slot').notNull().default('home').unique(),
    targetKind: text('target_kind').$type<'post' | 'event' | 'path'>().notNull(),
    postId: integer('post_id').references(() => newsPosts.id, { onDelete: 'cascade' }),
    eventId: integer('event_id').references(() => events.id, { onDelete: 'cascade' }),
    path: text('path'),
    texts: jsonb('texts').$type<Partial<Record<TLanguage, TBannerTextColumns>>>().notNull(),
    endsOn: date('ends_on').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  () => [
    check('home_banners_target_kind_valid', oneOf('target_kind', ['post', 'event', 'path'])),
    check(
      'home_banners_target_present',
      sql`(target_kind = 'post' and post_id is not null) or (target_kind = 'event' and event_id is not null) or (target_kind = 'path' and path is not null)`,
    ),
  ],
);

export type TNewsPost = typeof newsPosts.$inferSelect;
export type THomeBanner = typeof homeBanners.$inferSelect;

// ---- The site the board writes: the association's details and the editable pages ----

/**
 * One row (id 1): the association's details as the board last saved them. `version` grows with
 * every change of the settings or of any page, so each instance notices a change by reading one
 * number and drops what it rendered from the old values.
 */
export const siteSettings = pgTable(
  'site_settings',
  {
    id: integer('id').primaryKey(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [check('site_settings_single_row', sql`${table.id} = 1`)],
);

/** A board-editable page per language (Markdown source); earlier versions live in the audit log. */
export const sitePages = pgTable(
  'site_pages',
  {
    slug: text('slug').notNull(),
    language: text('language').notNull(),
    body: text('body').notNull(),
    /** The day the text applies from (the privacy policy's), else null. */
    effectiveDate: date('effective_date', { mode: 'string' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [primaryKey({ columns: [table.slug, table.language] })],
);

export type TSiteSettingsRow = typeof siteSettings.$inferSelect;
export type TSitePageRow = typeof sitePages.$inferSelect;
