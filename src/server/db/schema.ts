// The database schema, one file per area under ./schema/; drizzle-kit reads this entry
// (drizzle.config.ts) and the rest of the server imports tables and row types from it.
export * from './schema/accounts.ts';
export * from './schema/activities.ts';
export * from './schema/audit.ts';
export * from './schema/content.ts';
export * from './schema/events.ts';
export * from './schema/images.ts';
export * from './schema/mail.ts';
export * from './schema/members.ts';
export * from './schema/bookings.ts';
export * from './schema/news.ts';
export * from './schema/site.ts';
export * from './schema/statements.ts';
