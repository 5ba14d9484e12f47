import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, outbox } from '../db/schema.ts';
import { adminToken, BOOKING_TEST_NOW, insertEvent, openSignup } from '../modules/bookings/bookings.fixtures.ts';
import { buildTestApp, type TTestApp } from '../testing/build-test-app.ts';
import { createTestDatabase, type TTestDatabase } from '../testing/test-database.ts';
import { RECIPIENT_CAP } from './recipient-cap.ts';

// PGlite serves one connection, so it cannot show a race; PostgreSQL with two app instances can.
describe.skipIf(!process.env.TEST_DATABASE_URL)('the per-recipient cap on PostgreSQL', () => {
  let database: TTestDatabase;
  let apps: TTestApp[];
  beforeAll(async () => {
    database = await createTestDatabase();
    apps = [
      await buildTestApp({ database, clock: () => BOOKING_TEST_NOW, env: { RATE_LIMIT_IP_FACTOR: '1000' } }),
      await buildTestApp({ database, clock: () => BOOKING_TEST_NOW, env: { RATE_LIMIT_IP_FACTOR: '1000' } }),
    ];
  });
  afterAll(async () => {
    for (const app of apps ?? []) await app.close();
    await database?.destroy();
  });

  it('lets exactly the cap through when 20 senders ask at once through two instances', async () => {
    const [one, two] = apps as [TTestApp, TTestApp];
    const event = await insertEvent(one.db);
    await openSignup(one, (await adminToken(one.db)).token, event.id, { places: null });
    const victim = 'race.victim@example.org';
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        (index % 2 === 0 ? one : two).app.inject({
          method: 'POST',
          url: `/api/events/${event.id}/guest-bookings`,
          remoteAddress: `10.88.0.${index + 1}`,
          payload: { name: 'Visitor', email: victim, phone: '0701234567', adults: 1 },
        }),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 202)).toHaveLength(RECIPIENT_CAP.perHour);
    expect(codes.filter((code) => code === 429)).toHaveLength(20 - RECIPIENT_CAP.perHour);
    expect(await one.db.select().from(outbox).where(eq(outbox.recipient, victim))).toHaveLength(RECIPIENT_CAP.perHour);
    expect(await one.db.select().from(bookings).where(eq(bookings.visitorEmail, victim))).toHaveLength(
      RECIPIENT_CAP.perHour,
    );
  });
});
