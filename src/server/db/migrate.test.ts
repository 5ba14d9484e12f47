import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { createTestDatabase } from '../testing/test-database.ts';
import { openPostgres, type TDatabaseConnection } from './client.ts';
import { MIGRATIONS_FOLDER, migrateDatabase, pendingMigrationCount, withStartupLock } from './migrate.ts';

const serverUrl = process.env.TEST_DATABASE_URL;
const name = `test_lock_${randomBytes(6).toString('hex')}`;
let first: TDatabaseConnection;
let second: TDatabaseConnection;

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(statement).finally(() => client.end());
}

// An advisory lock only means something on PostgreSQL (CI sets TEST_DATABASE_URL).
describe.skipIf(!serverUrl)('startup lock on PostgreSQL', () => {
  beforeAll(async () => {
    await admin(`CREATE DATABASE ${name}`);
    const url = new URL(serverUrl ?? '');
    url.pathname = `/${name}`;
    first = openPostgres(url.toString());
    second = openPostgres(url.toString());
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  it('lets two instances starting at once on an empty database migrate one after the other', async () => {
    const spans: Array<[number, number]> = [];
    const start = (connection: TDatabaseConnection) =>
      withStartupLock(connection, async () => {
        const began = performance.now();
        await migrateDatabase(connection);
        await new Promise((resolve) => setTimeout(resolve, 100));
        spans.push([began, performance.now()]);
      });
    await Promise.all([start(first), start(second)]);

    const [a, b] = spans.sort((x, y) => x[0] - y[0]);
    expect(b![0]).toBeGreaterThanOrEqual(a![1]);
    const applied = await first.db.$count(sql`drizzle.__drizzle_migrations`);
    const journal = JSON.parse(await readFile(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as {
      entries: unknown[];
    };
    expect(applied).toBe(journal.entries.length);
  });

  it('frees the lock when the work fails', async () => {
    await expect(withStartupLock(first, () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(withStartupLock(second, async () => 'next')).resolves.toBe('next');
  });
});

describe('pendingMigrationCount', () => {
  it('counts none on a migrated database, the newest one it lacks, and every one without the table', async () => {
    const database = await createTestDatabase();
    const { connection } = database;
    try {
      expect(await pendingMigrationCount(connection)).toBe(0);
      // A release with a newer migration than the database has: one is missing.
      await connection.db.execute(
        sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
      );
      expect(await pendingMigrationCount(connection)).toBe(1);
      await connection.db.execute(sql`drop schema drizzle cascade`);
      const all = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).length;
      expect(all).toBeGreaterThan(1);
      expect(await pendingMigrationCount(connection)).toBe(all);
    } finally {
      await database.destroy();
    }
  });
});
