// Weekly activities (a Saturday Tamil class, a dance class), who leads and who is enrolled, each held
// session and who came: the attendance lists the municipality's grant report is built from.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { ACTIVITY_AUDIENCES, type TActivityAudience } from '../../../shared/activity-values.ts';
import { GENDERS, type TGender } from '../../../shared/member-values.ts';
import { belongsTo, createdAt, oneOf } from './columns.ts';
import { users } from './members.ts';

/** An activity held once a week on `weekday` (ISO, 1 = Monday) from `startsOn` to `endsOn`. */
export const activities = pgTable(
  'activities',
  {
    id: serial('id').primaryKey(),
    nameTa: text('name_ta').notNull(),
    nameEn: text('name_en').notNull(),
    nameSv: text('name_sv').notNull(),
    descriptionTa: text('description_ta').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    descriptionSv: text('description_sv').notNull().default(''),
    place: text('place').notNull(),
    audience: text('audience').$type<TActivityAudience>().notNull(),
    /** The age band for kids (years on the session's day); null where the audience sets none. */
    minAge: integer('min_age'),
    maxAge: integer('max_age'),
    weekday: integer('weekday').notNull(),
    /** Local time of day, "HH:MM". */
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    published: boolean('published').notNull().default(true),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('activities_audience_valid', oneOf('audience', ACTIVITY_AUDIENCES)),
    check('activities_weekday_valid', sql`${table.weekday} between 1 and 7`),
    check('activities_dates_in_order', sql`${table.startsOn} <= ${table.endsOn}`),
    check('activities_times_in_order', sql`${table.startTime} < ${table.endTime}`),
  ],
);

/** A day the activity does not run (a holiday, the hall is taken). */
export const activityDaysOff = pgTable(
  'activity_days_off',
  {
    activityId: belongsTo('activity_id', () => activities.id),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.activityId, table.day] })],
);

/** The members who lead an activity: they take its attendance and see only their activities' lists. */
export const activityLeaders = pgTable(
  'activity_leaders',
  {
    activityId: belongsTo('activity_id', () => activities.id),
    userId: belongsTo('user_id', () => users.id),
  },
  (table) => [
    primaryKey({ columns: [table.activityId, table.userId] }),
    index('activity_leaders_user_idx').on(table.userId),
  ],
);

/** A member enrolled in an activity, by their family or by the board. */
export const activityEnrolments = pgTable(
  'activity_enrolments',
  {
    activityId: belongsTo('activity_id', () => activities.id),
    userId: belongsTo('user_id', () => users.id),
    enrolledBy: integer('enrolled_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.activityId, table.userId] }),
    index('activity_enrolments_user_idx').on(table.userId),
  ],
);

/**
 * One held session of an activity, made when a leader first opens or ticks that day's list. Its times
 * start as the activity's and the leader may correct them; `confirmedAt` is set when the leader
 * confirms the list. Old sessions are deleted with their attendance after the retention period.
 */
export const activitySessions = pgTable(
  'activity_sessions',
  {
    id: serial('id').primaryKey(),
    activityId: belongsTo('activity_id', () => activities.id),
    day: date('day', { mode: 'string' }).notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    /** The leader who led it (the one who confirmed the list). */
    leaderId: integer('leader_id').references(() => users.id, { onDelete: 'set null' }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    unique('activity_sessions_activity_day_unique').on(table.activityId, table.day),
    index('activity_sessions_day_idx').on(table.day),
  ],
);

/**
 * One person on a session's list: a member (`userId`) or a guest the leader added (`guestName`,
 * with `guestKey` made on the phone so a list sent again after being offline adds the guest once).
 * A tick is a row per person, not a counter: two leaders ticking different people never overwrite
 * each other, and for the same person the later `tickedAt` wins.
 */
export const activityAttendance = pgTable(
  'activity_attendance',
  {
    id: serial('id').primaryKey(),
    sessionId: belongsTo('session_id', () => activitySessions.id),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    guestKey: text('guest_key'),
    guestName: text('guest_name'),
    guestBirthYear: integer('guest_birth_year'),
    guestGender: text('guest_gender').$type<TGender>(),
    present: boolean('present').notNull(),
    tickedBy: integer('ticked_by').references(() => users.id, { onDelete: 'set null' }),
    /** When the tick was made on the phone (not when it reached the server). */
    tickedAt: timestamp('ticked_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (table) => [
    unique('activity_attendance_session_user_unique').on(table.sessionId, table.userId),
    unique('activity_attendance_session_guest_unique').on(table.sessionId, table.guestKey),
    check(
      'activity_attendance_member_or_guest',
      sql`(${table.userId} is not null and ${table.guestKey} is null) or (${table.userId} is null and ${table.guestKey} is not null and ${table.guestName} is not null)`,
    ),
    check('activity_attendance_guest_gender_valid', oneOf('guest_gender', GENDERS)),
  ],
);

export type TActivity = typeof activities.$inferSelect;
export type TNewActivity = typeof activities.$inferInsert;
export type TActivitySession = typeof activitySessions.$inferSelect;
export type TActivityAttendance = typeof activityAttendance.$inferSelect;
