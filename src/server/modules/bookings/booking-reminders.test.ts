import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema.ts';
import { buildTestApp, type TTestApp } from '../../testing/build-test-app.ts';
import { createTestDatabase, type TTestDatabase } from '../../testing/test-database.ts';
import { adminToken, bearer, createFamily, insertEvent, openSignup } from './bookings.fixtures.ts';

let database: TTestDatabase;
let apps: TTestApp[];
// Each step sets the time it needs; both instances read the same clock.
let now = new Date('2026-03-01T10:00:00+01:00');
beforeAll(async () => {
  database = await createTestDatabase();
  apps = [await buildTestApp({ database, clock: () => now }), await buildTestApp({ database, clock: () => now })];
});
afterAll(async () => {
  for (const app of apps ?? []) await app.close();
  await database.destroy();
});

describe('the reminder the day before', () => {
  it('is queued once per confirmed booking, whichever instances run and however often', async () => {
    const [one, two] = apps as [TTestApp, TTestApp];
    const event = await insertEvent(one.db, { startDate: '2026-03-20' });
    const later = await insertEvent(one.db, { startDate: '2026-03-25' });
    const admin = (await adminToken(one.db)).token;
    await openSignup(one, admin, event.id, { places: 3 });
    await openSignup(one, admin, later.id);
    const coming = await createFamily(one.db, 1301, 'ta');
    const waiting = await createFamily(one.db, 1302);
    const book = (token: string, eventId: number) =>
      one.app.inject({
        method: 'PUT',
        url: `/api/events/${eventId}/booking`,
        headers: bearer(token),
        payload: { attendees: [], guestAdults: 3 },
      });
    await book(coming.token, event.id);
    await book(waiting.token, event.id);
    await book(waiting.token, later.id);

    const reminders = () => one.db.select().from(outbox).where(eq(outbox.kind, 'booking-reminder'));
    // Two days before: nothing yet.
    now = new Date('2026-03-18T08:00:00+01:00');
    expect(await one.app.bookingReminders.runIfDue()).toBe(0);

    // The day before, just after midnight in Sweden (still the 18th in UTC): both instances at once, twice.
    now = new Date('2026-03-19T00:30:00+01:00');
    const counts = await Promise.all([one.app.bookingReminders.runIfDue(), two.app.bookingReminders.runIfDue()]);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(1);
    now = new Date('2026-03-19T20:00:00+01:00');
    await Promise.all([one.app.bookingReminders.runIfDue(), two.app.bookingReminders.runIfDue()]);
    const sent = await reminders();
    expect(sent.map((mail) => mail.recipient)).toEqual(['family1301@example.org']);
    expect(sent[0]?.subject).toContain('நினைவூட்டல்');
    const toWaiting = await one.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, 'booking-reminder'), eq(outbox.recipient, 'family1302@example.org')));
    expect(toWaiting).toHaveLength(0);
  });
});
