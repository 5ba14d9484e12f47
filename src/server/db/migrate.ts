import { fileURLToPath } from 'node:url';
import { sql, type SQL } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { TDatabaseConnection } from './client.ts';

/** The one set of migrations drizzle-kit generates from schema.ts. */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../../migrations', import.meta.url));

/** Any number every instance agrees on; it only has to differ from other advisory locks on the server. */
export const STARTUP_LOCK_ID = 7_246_150_311;

/** Brings the schema up to date; safe to run on every start. */
export async function migrateDatabase(connection: TDatabaseConnection): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (connection.driver === 'postgres') await migrateNodePg(connection.driverDb, config);
  else await migratePglite(connection.driverDb, config);
}

/**
 * How many migrations the database lacks, counted as drizzle's migrator counts them: every migration
 * newer than the last one applied. The server refuses to start on a PostgreSQL database that lacks
 * any, since `npm run db:migrate` prepares that one before a release starts.
 */
export async function pendingMigrationCount(connection: TDatabaseConnection): Promise<number> {
  const migrations = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER });
  // Both drivers answer { rows }; the shared database type leaves the answer untyped.
  const firstRow = async <TRow>(query: SQL) =>
    ((await connection.db.execute(query)) as unknown as { rows: TRow[] }).rows[0];
  const table = await firstRow<{ present: boolean }>(
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!table?.present) return migrations.length;
  const applied = await firstRow<{ last: string | null }>(
    sql`select max(created_at)::text as last from drizzle.__drizzle_migrations`,
  );
  const last = Number(applied?.last ?? 0);
  return migrations.filter((migration) => migration.folderMillis > last).length;
}

/**
 * Runs `work` (migrations, seeding) under a PostgreSQL advisory lock: instances started together
 * would otherwise both create the migrations table or apply the same migration, and one would fail
 * to start. The lock belongs to one pooled connection held for the whole time; `work` uses others,
 * so it must not take this lock itself. PGlite is opened by one process only: nothing to lock.
 */
export async function withStartupLock<T>(connection: TDatabaseConnection, work: () => Promise<T>): Promise<T> {
  if (connection.driver !== 'postgres') return work();
  const client = await connection.pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_ID]);
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_ID]).catch((error: Error) => {
        // A connection that cannot unlock is dropped, which ends its session and so the lock.
        broken = error;
      });
    }
  } finally {
    client.release(broken);
  }
}
