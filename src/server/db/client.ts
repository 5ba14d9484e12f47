import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema.ts';

type TSchema = typeof schema;

/** What repositories take: works the same on node-postgres and PGlite. */
export type TDatabase = PgDatabase<PgQueryResultHKT, TSchema>;
export type TTransaction = PgTransaction<PgQueryResultHKT, TSchema, ExtractTablesWithRelations<TSchema>>;
/** A repository query runs on the database or inside a caller's transaction. */
export type TExecutor = TDatabase | TTransaction;

// The driver-specific handle stays visible because each driver has its own migrator.
export type TDatabaseConnection =
  | { driver: 'postgres'; db: TDatabase; driverDb: NodePgDatabase<TSchema>; pool: pg.Pool; close(): Promise<void> }
  | { driver: 'pglite'; db: TDatabase; driverDb: PgliteDatabase<TSchema>; close(): Promise<void> };

type TOpenOptions = {
  databaseUrl: string | undefined;
  dataDir: string;
  /** Idle pool clients can fail (server restart); without a listener that would crash the process. */
  onPoolError?: (error: Error) => void;
};

/** DATABASE_URL set: PostgreSQL through a pg Pool. Unset: PGlite kept in <DATA_DIR>/db. */
export async function openDatabase(options: TOpenOptions): Promise<TDatabaseConnection> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.onPoolError);
  const dataDir = path.resolve(options.dataDir, 'db');
  await mkdir(dataDir, { recursive: true });
  return wrapPglite(new PGlite(dataDir));
}

export function openPostgres(url: string, onPoolError?: (error: Error) => void): TDatabaseConnection {
  // Without a connect timeout a request waits for as long as an unreachable server takes to refuse.
  const pool = new pg.Pool({ connectionString: url, connectionTimeoutMillis: 5000 });
  pool.on('error', (error) => onPoolError?.(error));
  const driverDb = drizzleNodePg({ client: pool, schema });
  return { driver: 'postgres', db: driverDb, driverDb, pool, close: once(() => pool.end()) };
}

/** Wraps a PGlite the caller made (tests use an in-memory one); close() closes it. */
export function wrapPglite(client: PGlite): TDatabaseConnection {
  const driverDb = drizzlePglite({ client, schema });
  return {
    driver: 'pglite',
    db: driverDb,
    driverDb,
    close: once(async () => {
      if (!client.closed) await client.close();
    }),
  };
}

// Shutdown paths (signal handler, onClose hook, tests) may all try to close.
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}
