import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, outbox } from '../../db/schema.ts';
import { buildTestApp, createTestUser, tokenFor, type TTestApp } from '../../testing/build-test-app.ts';
import { createTestDatabase, type TTestDatabase } from '../../testing/test-database.ts';
import { givenIdFor } from '../../../shared/given-id.ts';
import { adminToken, bearer, BOOKING_TEST_NOW, insertEvent, openSignup } from './bookings.fixtures.ts';

// PGlite serves one connection, so it cannot show a race; PostgreSQL with two app instances can.
describe.skipIf(!process.env.TEST_DATABASE_URL)('sign-ups at once on PostgreSQL', () => {
  let database: TTestDatabase;
  let apps: TTestApp[];
  beforeAll(async () => {
    database = await createTestDatabase();
    apps = [
      await buildTestApp({ database, clock: () => BOOKING_TEST_NOW }),
      await buildTestApp({ database, clock: () => BOOKING_TEST_NOW }),
    ];
  });
  afterAll(async () => {
    for (const app of apps ?? []) await app.close();
    await database?.destroy();
  });

  it('confirms exactly 20 of 60 for 20 places, the rest wait in arrival order, also after random cancellations', async () => {
    const [one, two] = apps as [TTestApp, TTestApp];
    const db = one.db;
    const event = await insertEvent(db);
    await openSignup(one, (await adminToken(db)).token, event.id, { places: 20 });
    const members: { givenId: string; token: string; email: string }[] = [];
    for (let index = 0; index < 60; index++) {
      const number = 3000 + index;
      const user = await createTestUser(db, { familyNumber: number, email: `race${number}@example.org` });
      members.push({
        givenId: givenIdFor(number, 'self'),
        token: await tokenFor(user),
        email: `race${number}@example.org`,
      });
    }
    const answers = await Promise.all(
      members.map((member, index) =>
        (index % 2 === 0 ? one : two).app.inject({
          method: 'PUT',
          url: `/api/events/${event.id}/booking`,
          headers: bearer(member.token),
          payload: { attendees: [member.givenId] },
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(members.map(() => 200));

    const inOrder = () =>
      db
        .select()
        .from(bookings)
        .where(eq(bookings.eventId, event.id))
        .orderBy(asc(bookings.queuedAt), asc(bookings.id));
    const expectFirstTwentyConfirmed = async (count: number) => {
      const active = (await inOrder()).filter((row) => row.status !== 'cancelled');
      expect(active).toHaveLength(count);
      expect(active.map((row) => row.status)).toEqual(active.map((_, index) => (index < 20 ? 'confirmed' : 'waiting')));
      return active;
    };
    await expectFirstTwentyConfirmed(60);

    // Cancel 15 at random (confirmed and waiting alike), all at once, through both instances.
    const chosen = [...members].sort(() => Math.random() - 0.5).slice(0, 15);
    const cancels = await Promise.all(
      chosen.map((member, index) =>
        (index % 2 === 0 ? two : one).app.inject({
          method: 'DELETE',
          url: `/api/events/${event.id}/booking`,
          headers: bearer(member.token),
        }),
      ),
    );
    expect(cancels.map((answer) => answer.statusCode)).toEqual(chosen.map(() => 200));
    const active = await expectFirstTwentyConfirmed(45);

    // Everyone moved up was told so, once.
    const moved = await db.select().from(outbox).where(eq(outbox.kind, 'booking-moved'));
    const waitedFirst = new Set(
      answers
        .map((answer, index) => ({ status: answer.json().booking.status as string, email: members[index]?.email }))
        .filter((entry) => entry.status === 'waiting')
        .map((entry) => entry.email),
    );
    const confirmedNow = new Set(active.filter((row) => row.status === 'confirmed').map((row) => row.familyId));
    expect(moved.every((mail) => waitedFirst.has(mail.recipient))).toBe(true);
    expect(new Set(moved.map((mail) => mail.recipient)).size).toBe(moved.length);
    expect(confirmedNow.size).toBe(20);
  });
});
