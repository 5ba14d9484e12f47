// Uploaded pictures.
import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { bytea, createdAt } from './columns.ts';

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

export type TImage = typeof images.$inferSelect;
