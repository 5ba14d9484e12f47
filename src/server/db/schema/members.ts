// Families, the people in them, their memberships by financial year, and the renewal reminders sent.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { TLanguage } from '../../../shared/languages.ts';
import type { TRegisterMapping } from '../../../shared/register-import.schema.ts';
import {
  GENDERS,
  MEMBERSHIP_STATUSES,
  USER_ROLES,
  USER_STATUSES,
  type TGender,
  type TMembershipStatus,
  type TUserRole,
  type TUserStatus,
} from '../../../shared/member-values.ts';
import { createdAt, oneOf } from './columns.ts';

/**
 * A register the board imported from a spreadsheet: the families it made point back to it, so the
 * import can be undone as a whole while nobody it made has signed in.
 */
export const registerImports = pgTable('register_imports', {
  id: serial('id').primaryKey(),
  fileName: text('file_name').notNull(),
  /** The financial year the imported families got their membership for. */
  year: integer('year').notNull(),
  familyCount: integer('family_count').notNull(),
  personCount: integer('person_count').notNull(),
  importedBy: integer('imported_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
  /** The file's header row (normalised, joined) and the columns the board chose: the next file like it is read the same way. */
  headerSignature: text('header_signature'),
  columnMapping: jsonb('column_mapping').$type<TRegisterMapping>(),
  createdAt: createdAt(),
  undoneAt: timestamp('undone_at', { withTimezone: true }),
});

export const families = pgTable('families', {
  id: serial('id').primaryKey(),
  /** The family number people know (0001, 0002, ...); givenIds start with it. */
  number: integer('number').notNull().unique(),
  /** The address is optional at registration. */
  streetAddress: text('street_address'),
  city: text('city'),
  postalCode: text('postal_code'),
  country: text('country'),
  /** The terms the registrant accepted, and when (registration payload's accept). */
  termsVersion: text('terms_version'),
  termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
  /** The register import that made this family; null for a family that registered itself. */
  importId: integer('import_id').references(() => registerImports.id, { onDelete: 'set null' }),
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

export type TRegisterImport = typeof registerImports.$inferSelect;
export type TFamily = typeof families.$inferSelect;
export type TNewFamily = typeof families.$inferInsert;
export type TUser = typeof users.$inferSelect;
export type TNewUser = typeof users.$inferInsert;
export type TMembership = typeof memberships.$inferSelect;
export type TNewMembership = typeof memberships.$inferInsert;
