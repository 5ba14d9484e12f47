// Events and their notes and comments.
import { boolean, check, date, index, integer, pgTable, serial, text, time, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, oneOf } from './columns.ts';
import { images } from './images.ts';
import { users } from './members.ts';

export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    nameTamil: text('name_tamil').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date'),
    /** Wall-clock times in the association's time zone; no start time means an all-day event. */
    startTime: time('start_time'),
    endTime: time('end_time'),
    /** Where it happens, as written (a place's name reads the same in every language). */
    place: text('place').notNull().default(''),
    /** Plain text, paragraphs by blank lines: in English (read by en and sv) and in Tamil, as the name. */
    description: text('description').notNull().default(''),
    descriptionTamil: text('description_tamil').notNull().default(''),
    pictureId: integer('picture_id').references(() => images.id, { onDelete: 'set null' }),
    published: boolean('published').notNull().default(false),
    /** Set when the members were told about it, so they are never told twice. */
    announcedAt: timestamp('announced_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('events_start_date_idx').on(table.startDate),
    check('events_end_time_needs_start', sql`${table.endTime} is null or ${table.startTime} is not null`),
  ],
);

/** The board's notes and the members' comments on an event. */
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
    /** The author's full name when written. */
    userName: text('user_name').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('event_details_event_idx').on(table.eventId),
    check('event_details_type_valid', oneOf('type', ['Notes', 'Comment'])),
  ],
);

export type TEvent = typeof events.$inferSelect;
export type TEventDetail = typeof eventDetails.$inferSelect;
