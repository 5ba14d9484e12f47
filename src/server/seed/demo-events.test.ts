import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser } from '../testing/build-test-app.ts';
import { createTestDatabase, type TTestDatabase } from '../testing/test-database.ts';
import { images } from '../db/schema.ts';
import { seedDemoEvents } from './demo-events.ts';
import { createEventsRepo } from '../modules/events/events.repo.ts';

let database: TTestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());

describe('demo events', () => {
  it('adds a past, a coming and an unpublished event, each with a kolam picture, once', async () => {
    const { db } = database.connection;
    const admin = await createTestUser(db, { role: 'Admin' });
    const now = new Date('2025-06-15T10:00:00Z');
    await seedDemoEvents(db, admin.id, now);
    await seedDemoEvents(db, admin.id, now);

    const rows = await createEventsRepo(db).list({ includeUnpublished: true });
    expect(rows).toHaveLength(3);
    const byId = [...rows].sort((a, b) => a.id - b.id);
    expect(byId.map((row) => [row.startDate < '2025-06-15', row.published])).toEqual([
      [true, true],
      [false, true],
      [false, false],
    ]);
    expect(byId.every((row) => row.pictureHash)).toBe(true);
    expect(await db.$count(images)).toBe(3);
  });
});
