import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { families } from '../db/schema.ts';
import { createTestDatabase, type TTestDatabase } from './test-database.ts';

let first: TTestDatabase;
let second: TTestDatabase;
beforeAll(async () => {
  [first, second] = await Promise.all([createTestDatabase(), createTestDatabase()]);
});
afterAll(async () => {
  await Promise.all([first.destroy(), second.destroy()]);
});

describe('createTestDatabase', () => {
  it('gives migrated databases that do not share rows', async () => {
    await first.connection.db
      .insert(families)
      .values({ number: 1, streetAddress: '', city: '', postalCode: '', country: 'Sweden' });
    expect(await first.connection.db.$count(families)).toBe(1);
    expect(await second.connection.db.$count(families)).toBe(0);
  });

  it.runIf(process.env.TEST_DATABASE_URL)('drops the PostgreSQL database on destroy', async () => {
    const scratch = await createTestDatabase();
    const name = new URL(scratch.url ?? '').pathname.slice(1);
    await scratch.destroy();
    const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await client.connect();
    try {
      const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
      expect(rowCount).toBe(0);
    } finally {
      await client.end();
    }
  });
});
