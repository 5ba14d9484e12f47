// The site the board writes: the association's details and the editable pages.
import { sql } from 'drizzle-orm';
import { check, date, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './members.ts';

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
