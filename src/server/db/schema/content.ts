// The public site's content: board, slider, yearly finance reports, contact messages, page views.
import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea, createdAt } from './columns.ts';
import { images } from './images.ts';
import { users } from './members.ts';

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

export type TBoardMember = typeof boardMembers.$inferSelect;
export type TSliderImage = typeof sliderImages.$inferSelect;
export type TFinanceReport = typeof financeReports.$inferSelect;
export type TContactMessage = typeof contactMessages.$inferSelect;
