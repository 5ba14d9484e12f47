// Bank and Swish statements the board imports, their lines, remembered column mappings, closed years.
import { check, date, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import {
  STATEMENT_FORMATS,
  type STATEMENT_CATEGORIES,
  type TColumnMapping,
} from '../../../shared/statements.schema.ts';
import { createdAt, oneOf } from './columns.ts';
import { families, users } from './members.ts';

export const statementImports = pgTable(
  'statement_imports',
  {
    id: serial('id').primaryKey(),
    format: text('format').notNull(),
    fileName: text('file_name').notNull(),
    lineCount: integer('line_count').notNull(),
    addedCount: integer('added_count').notNull(),
    importedBy: integer('imported_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  () => [check('statement_imports_format_valid', oneOf('format', STATEMENT_FORMATS))],
);

/**
 * One line of a statement. `lineKey` is unique: the same line imported again adds nothing. What it
 * paid (memberships, booking) is written when the board confirms it, so an undo knows what to take back.
 */
export const statementLines = pgTable(
  'statement_lines',
  {
    id: serial('id').primaryKey(),
    importId: integer('import_id')
      .notNull()
      .references(() => statementImports.id, { onDelete: 'cascade' }),
    lineKey: text('line_key').notNull().unique(),
    bookedOn: date('booked_on', { mode: 'string' }).notNull(),
    amountOre: integer('amount_ore').notNull(),
    text: text('text').notNull(),
    payer: text('payer').notNull().default(''),
    financialYear: integer('financial_year').notNull(),
    status: text('status').$type<'open' | 'confirmed'>().notNull().default('open'),
    category: text('category').$type<(typeof STATEMENT_CATEGORIES)[number]>(),
    familyId: integer('family_id').references(() => families.id, { onDelete: 'set null' }),
    eventId: integer('event_id'),
    /** The memberships this line approved when confirmed (only those that were still pending). */
    approvedMembershipIds: jsonb('approved_membership_ids').$type<number[]>().notNull().default([]),
    /** The booking this line marked paid when confirmed. */
    paidBookingId: integer('paid_booking_id'),
    confirmedBy: integer('confirmed_by').references(() => users.id, { onDelete: 'set null' }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('statement_lines_year_idx').on(table.financialYear, table.status),
    check('statement_lines_status_valid', oneOf('status', ['open', 'confirmed'])),
  ],
);

/** A bank's CSV columns the board mapped by hand, kept by the header line they were mapped for. */
export const statementMappings = pgTable('statement_mappings', {
  headerSignature: text('header_signature').primaryKey(),
  mapping: jsonb('mapping').$type<TColumnMapping>().notNull(),
  createdAt: createdAt(),
});

/** A financial year the board closed: its confirmed lines can no longer change. */
export const financialYearClosures = pgTable('financial_year_closures', {
  year: integer('year').primaryKey(),
  closedBy: integer('closed_by').references(() => users.id, { onDelete: 'set null' }),
  closedAt: timestamp('closed_at', { withTimezone: true }).notNull().defaultNow(),
});

export type TStatementLineRow = typeof statementLines.$inferSelect;
