import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givenIdFor } from '../../../shared/given-id.ts';
import { bookings } from '../../db/schema.ts';
import { buildTestApp, createTestUser, type TTestApp } from '../../testing/build-test-app.ts';
import { FORM_POST_SITE, signInForFormPosts } from '../../testing/form-post.ts';
import { adminToken, BOOKING_TEST_NOW, insertEvent, openSignup } from './bookings.fixtures.ts';

const PASSWORD = 'Jasmine-Garden-77';

let t: TTestApp;
let board: string;
beforeAll(async () => {
  t = await buildTestApp({
    clock: () => BOOKING_TEST_NOW,
    env: { PUBLIC_URL: FORM_POST_SITE, MAIL_POLL_INTERVAL_MS: '3600000', RATE_LIMIT_IP_FACTOR: '1000' },
  });
  board = (await adminToken(t.db)).token;
});
afterAll(() => t.close());

// Each test has a family of its own, signed in with the session cookie a page without the app sends.
let nextNumber = 820;
async function newFamily() {
  const number = nextNumber++;
  const email = `signup-form-${number}@example.org`;
  const self = await createTestUser(t.db, { familyNumber: number, email, password: PASSWORD });
  const kid = await createTestUser(t.db, {
    familyNumber: number,
    givenId: givenIdFor(number, 'kid', 1),
    email: null,
    personalNumber: '20160101-0000',
  });
  return { self, kid, ...(await signInForFormPosts(t, email, PASSWORD)) };
}

async function openEvent(settings: Parameters<typeof openSignup>[3] = {}) {
  const event = await insertEvent(t.db);
  await openSignup(t, board, event.id, settings);
  return { id: event.id, page: `/events/${event.id}/signup` };
}

/** The form as a browser sends it: every field, with the boxes ticked (`attendee-<givenId>`). */
const form = (ticked: readonly string[], fields: Record<string, string> = {}) => ({
  ...Object.fromEntries(ticked.map((givenId) => [`attendee-${givenId}`, 'true'])),
  guestAdults: '0',
  guestChildren: '0',
  note: '',
  ...fields,
});

const bookingsOf = (eventId: number) => t.db.select().from(bookings).where(eq(bookings.eventId, eventId));

describe('POST /events/:id/signup: the family signed up without the app', () => {
  it('refuses another site or no Origin (403) and no session (401); nothing is booked', async () => {
    const event = await openEvent();
    const { self, session, post } = await newFamily();
    const fields = form([self.givenId]);
    expect((await post(event.page, fields, { ...session, origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await post(event.page, fields, { cookie: session.cookie })).statusCode).toBe(403);
    expect((await post(event.page, fields, { origin: FORM_POST_SITE })).statusCode).toBe(401);
    expect(await bookingsOf(event.id)).toEqual([]);
  });

  it('books the ticked people and guests as the API does, then 303 to the page with its notice', async () => {
    const event = await openEvent();
    const { self, kid, post } = await newFamily();
    const sent = await post(
      event.page,
      form([self.givenId, kid.givenId], { guestAdults: '1', note: 'No nuts, please' }),
    );
    expect(sent.statusCode).toBe(303);
    expect(sent.headers.location).toBe(`${event.page}?sent=booking`);
    const [booking] = await bookingsOf(event.id);
    expect(booking).toMatchObject({ kind: 'member', status: 'confirmed', people: 3, note: 'No nuts, please' });
    // Member adult 100 + member child 50 + a guest adult at the visitor's 150.
    expect(booking?.amountOre).toBe(30_000);
  });

  it('changes the booking with the same form, and cancels it only after the page asked', async () => {
    const event = await openEvent();
    const { self, kid, post } = await newFamily();
    await post(event.page, form([self.givenId, kid.givenId]));
    const changed = await post(event.page, form([self.givenId]));
    expect(changed.statusCode).toBe(303);
    expect((await bookingsOf(event.id)).map((row) => [row.status, row.people])).toEqual([['confirmed', 1]]);

    const asked = await post(event.page, form([self.givenId], { intent: 'ask-cancel' }));
    expect(asked.statusCode).toBe(303);
    expect(asked.headers.location).toBe(`${event.page}?confirm=cancel`);
    expect((await bookingsOf(event.id)).map((row) => row.status)).toEqual(['confirmed']);

    const cancelled = await post(event.page, form([self.givenId], { intent: 'cancel' }));
    expect(cancelled.statusCode).toBe(303);
    expect(cancelled.headers.location).toBe(`${event.page}?sent=cancelled`);
    expect((await bookingsOf(event.id)).map((row) => row.status)).toEqual(['cancelled']);
  });

  it('refuses what the schema refuses (400) and books nothing', async () => {
    const event = await openEvent();
    const { self, post } = await newFamily();
    for (const fields of [
      form([]),
      form([], { [`attendee-${self.givenId}`]: 'yes' }),
      form([self.givenId], { guestAdults: 'many' }),
      form([self.givenId], { guestChildren: '-1' }),
      form([self.givenId], { guestAdults: '' }),
      form(['<script>']),
      form([`\n${self.givenId}`]),
      form([self.givenId], { note: 'x'.repeat(501) }),
    ]) {
      expect((await post(event.page, fields)).statusCode, JSON.stringify(fields)).toBe(400);
    }
    expect(await bookingsOf(event.id)).toEqual([]);
  });

  it("refuses another family's person (403) and no such event (404); nothing is booked", async () => {
    const event = await openEvent();
    const mine = await newFamily();
    const theirs = await newFamily();
    const refused = await mine.post(event.page, form([mine.self.givenId, theirs.kid.givenId]));
    expect(refused.statusCode).toBe(403);
    for (const page of ['/events/999999/signup', '/events/abc/signup', '/events/0/signup']) {
      expect((await mine.post(page, form([mine.self.givenId]))).statusCode).toBe(404);
    }
    expect(await bookingsOf(event.id)).toEqual([]);
  });

  it('refuses a change larger than the places left (the page again, 400), leaving the booking as it was', async () => {
    const event = await openEvent({ places: 2 });
    const { self, kid, post } = await newFamily();
    await post(event.page, form([self.givenId]));
    const grown = await post(event.page, form([self.givenId, kid.givenId], { guestAdults: '2' }));
    expect(grown.statusCode).toBe(400);
    expect((await bookingsOf(event.id)).map((row) => row.people)).toEqual([1]);
  });
});
