import { fileURLToPath } from 'node:url';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { TDatabaseConnection } from './client.ts';

/** The one set of migrations drizzle-kit generates from schema.ts. */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../../migrations', import.meta.url));

/** Brings the schema up to date; safe to run on every start. */
export async function migrateDatabase(connection: TDatabaseConnection): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (connection.driver === 'postgres') await migrateNodePg(connection.driverDb, config);
  else await migratePglite(connection.driverDb, config);
}
