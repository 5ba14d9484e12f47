import { sql } from 'drizzle-orm';
import { customType, integer, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

// Text columns with CHECK constraints rather than pg enums: adding a value later is a plain migration.

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/** A row that belongs to another: it names that row's id, and goes when that row is deleted. */
export const belongsTo = (column: string, target: () => AnyPgColumn) =>
  integer(column).notNull().references(target, { onDelete: 'cascade' });
export const oneOf = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((value) => `'${value}'`).join(', ')})`);

/** Bytes (images, PDFs) live in the database so every instance of the server reads the same ones. */
export const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });
