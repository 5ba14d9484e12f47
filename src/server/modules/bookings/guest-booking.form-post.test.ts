import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings } from '../../db/schema.ts';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { postForm } from '../../testing/form-post.ts';
import { adminToken, BOOKING_TEST_NOW, bookingTestApp, insertEvent, mailsTo, openSignup } from './bookings.fixtures.ts';

const world = bookingTestApp();

const form = (email: string, fields: Record<string, string> = {}) => ({
  name: 'Visiting Person',
  email,
  phone: '0701234567',
  adults: '2',
  children: '1',
  note: 'Vegetarian, please',
  language: 'sv',
  ...fields,
});

const post = (eventId: number | string, fields: Record<string, string>) =>
  postForm(world.t.app, `/events/${eventId}`, fields);

const bookingsOf = (eventId: number) => world.t.db.select().from(bookings).where(eq(bookings.eventId, eventId));

describe('POST /events/:id (a visitor’s sign-up sent without the app)', () => {
  it('books with the same schema and service as the API (the link mailed in the page’s language), then 303 to the sent state', async () => {
    const event = await insertEvent(world.t.db);
    await openSignup(world.t, world.admin.token, event.id);
    const sent = await post(event.id, form('plain.visitor@example.org'));
    expect(sent.statusCode).toBe(303);
    expect(sent.headers.location).toBe(`/events/${event.id}?sent=1`);
    const [booking] = await bookingsOf(event.id);
    expect(booking).toMatchObject({
      kind: 'visitor',
      status: 'pending_email',
      adults: 2,
      children: 1,
      language: 'sv',
      note: 'Vegetarian, please',
    });
    expect((await mailsTo(world.t.db, 'plain.visitor@example.org')).map((mail) => mail.kind)).toContain(
      'booking-confirm-link',
    );
  });

  it('refuses what the schema refuses, and a sign-up larger than a visitor may make; nothing is booked', async () => {
    const event = await insertEvent(world.t.db);
    await openSignup(world.t, world.admin.token, event.id, { places: 50 });
    const invalid = await post(event.id, form('not-an-address', { adults: 'many' }));
    expect(invalid.statusCode).toBe(400);
    const tooMany = await post(event.id, form('large.visitor@example.org', { adults: '30' }));
    expect(tooMany.statusCode).toBe(400);
    expect(await bookingsOf(event.id)).toEqual([]);
    expect(await mailsTo(world.t.db, 'large.visitor@example.org')).toEqual([]);
  });

  it('answers 404 as the API does for no such event and for one closed to visitors', async () => {
    const closed = await insertEvent(world.t.db);
    await openSignup(world.t, world.admin.token, closed.id, { openToNonMembers: false });
    expect((await post(closed.id, form('closed.visitor@example.org'))).statusCode).toBe(404);
    expect((await post('999999', form('nowhere.visitor@example.org'))).statusCode).toBe(404);
    expect((await post('not-an-id', form('nowhere.visitor@example.org'))).statusCode).toBe(404);
    expect(await bookingsOf(closed.id)).toEqual([]);
  });

  it('is limited as the API’s sign-up is: the eleventh in an hour from one address is 429', async () => {
    const own = await buildTestApp({ clock: () => BOOKING_TEST_NOW, env: { RATE_LIMIT_IP_FACTOR: '1' } });
    try {
      const event = await insertEvent(own.db);
      await openSignup(own, (await adminToken(own.db)).token, event.id, { places: 50 });
      const codes = [];
      for (let index = 0; index < 11; index++) {
        const response = await postForm(
          own.app,
          `/events/${event.id}`,
          form(`window${index}@example.org`, { adults: '1', children: '0' }),
        );
        codes.push(response.statusCode);
      }
      expect(codes).toEqual([...Array.from({ length: 10 }, () => 303), 429]);
    } finally {
      await own.close();
    }
  });
});
