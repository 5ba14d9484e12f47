import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { families, outbox } from '../../src/server/db/schema.ts';
import type { TDatabase } from '../../src/server/db/client.ts';
import { createTestDatabase, type TTestDatabase } from '../../src/server/testing/test-database.ts';
import { databaseFingerprint } from './support/api-world.ts';

/**
 * The fingerprint reads the tables again only after a write was counted: every kind of change must
 * still be seen, on the first read after it and on every table, and a write that changed nothing
 * must not be taken for a change.
 */
let database: TTestDatabase;
let db: TDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.connection.db;
});
afterAll(() => database?.destroy());

const address = { streetAddress: 'Storgatan 1', city: 'Eskilstuna', postalCode: '632 20', country: 'Sweden' };

/** The tables whose entry differs between two fingerprints. */
function changed(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys({ ...before, ...after }).filter((table) => before[table] !== after[table]);
}

describe('databaseFingerprint', () => {
  it('sees an insert, an update, a delete and an emptied table, each on the next read', async () => {
    const empty = await databaseFingerprint(db);
    expect(await databaseFingerprint(db)).toEqual(empty);

    await db.insert(families).values({ number: 1, ...address });
    const inserted = await databaseFingerprint(db);
    expect(changed(empty, inserted)).toEqual(['families']);

    await db.update(families).set({ city: 'Torshälla' }).where(eq(families.number, 1));
    const updated = await databaseFingerprint(db);
    expect(changed(inserted, updated)).toEqual(['families']);

    await db.delete(families).where(eq(families.number, 1));
    const deleted = await databaseFingerprint(db);
    expect(changed(updated, deleted)).toEqual(['families']);
    // The same rows as at the start: the same fingerprint.
    expect(deleted).toEqual(empty);

    await db.insert(families).values({ number: 2, ...address });
    const again = await databaseFingerprint(db);
    await db.execute(sql`truncate table families cascade`);
    expect(changed(again, await databaseFingerprint(db))).toEqual(['families']);
  });

  it('counts the writes of every table, so a change in any of them makes it read again', async () => {
    const names = Object.keys(await databaseFingerprint(db));
    expect(names.length).toBeGreaterThan(20);
    const watched = await db.execute(
      sql`select c.relname as name, array_agg(t.tgname::text order by t.tgname) as triggers from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and t.tgname like 'test_watch_%' group by c.relname`,
    );
    const triggersOf = Object.fromEntries(
      (watched as unknown as { rows: { name: string; triggers: string[] }[] }).rows.map((row) => [
        row.name,
        row.triggers,
      ]),
    );
    const unwatched = names.filter(
      (name) => JSON.stringify(triggersOf[name]) !== JSON.stringify(['test_watch_rows', 'test_watch_truncate']),
    );
    expect(unwatched).toEqual([]);
  });

  it('takes a write that was rolled back, or that wrote the same values, for no change', async () => {
    await db.insert(families).values({ number: 3, ...address });
    const before = await databaseFingerprint(db);
    await expect(
      db.transaction(async (tx) => {
        await tx.update(families).set({ city: 'Kungsör' }).where(eq(families.number, 3));
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    await db.update(families).set({ city: address.city }).where(eq(families.number, 3));
    expect(await databaseFingerprint(db)).toEqual(before);
  });

  it('leaves out the sign-in alert a refused sign-in queues, and sees any other mail', async () => {
    const before = await databaseFingerprint(db);
    const mail = { recipient: 'a@example.org', subject: 'Hej', textBody: 'Hej' };
    await db.insert(outbox).values({ ...mail, kind: 'sign-in-alert' });
    expect(await databaseFingerprint(db)).toEqual(before);
    await db.insert(outbox).values({ ...mail, kind: 'registration-received' });
    expect(changed(before, await databaseFingerprint(db))).toEqual(['outbox']);
  });
});
