// The mail outbox.
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/** A small text file sent with a mail: a calendar entry, for example. */
export type TMailAttachment = { filename: string; contentType: string; content: string };

/** Mail written in the same transaction as the change that causes it; a worker sends it. */
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
    // The per-recipient cap counts an address's recent mails.
    index('outbox_recipient_created_idx').on(table.recipient, table.createdAt),
    uniqueIndex('outbox_dedupe_key_unique').on(table.dedupeKey),
  ],
);

export type TOutboxMail = typeof outbox.$inferSelect;
