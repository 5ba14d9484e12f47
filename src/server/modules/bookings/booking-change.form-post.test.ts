import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../db/schema.ts';
import { buildTestApp, createTestUser, type TTestApp } from '../../testing/build-test-app.ts';
import { FORM_POST_SITE, signInForFormPosts, type TSessionFormPosts } from '../../testing/form-post.ts';
import { bearer, BOOKING_TEST_NOW, createFamily, insertEvent, openSignup } from './bookings.fixtures.ts';

const PASSWORD = 'Jasmine-Garden-77';

let t: TTestApp;
let board: TSessionFormPosts & { token: string };
let member: TSessionFormPosts;
beforeAll(async () => {
  t = await buildTestApp({
    clock: () => BOOKING_TEST_NOW,
    env: { PUBLIC_URL: FORM_POST_SITE, MAIL_POLL_INTERVAL_MS: '3600000', RATE_LIMIT_IP_FACTOR: '1000' },
  });
  await createTestUser(t.db, {
    role: 'Admin',
    email: 'change-board@example.org',
    password: PASSWORD,
    familyNumber: 880,
  });
  await createTestUser(t.db, { email: 'change-member@example.org', password: PASSWORD, familyNumber: 881 });
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'change-board@example.org', password: PASSWORD },
  });
  board = {
    ...(await signInForFormPosts(t, 'change-board@example.org', PASSWORD)),
    token: String(login.json<{ accessToken: string }>().accessToken),
  };
  member = await signInForFormPosts(t, 'change-member@example.org', PASSWORD);
});
afterAll(() => t.close());

// Each test books a family of its own (two adults and a child) at an event of its own.
let nextFamily = 890;
async function bookedFamily() {
  const event = await insertEvent(t.db);
  await openSignup(t, board.token, event.id);
  const family = await createFamily(t.db, nextFamily++);
  const booked = await t.app.inject({
    method: 'PUT',
    url: `/api/events/${event.id}/booking`,
    headers: bearer(family.token),
    payload: { attendees: [family.self.givenId, family.kid.givenId], guestAdults: 1 },
  });
  expect(booked.statusCode, booked.body).toBe(200);
  const bookingId = booked.json<{ booking: { bookingId: number } }>().booking.bookingId;
  const page = `/adminevents/${event.id}/bookings`;
  return {
    eventId: event.id,
    family,
    bookingId,
    page,
    at: (form: string) => `${page}?change=${bookingId}&form=${form}`,
  };
}

const rowOf = async (bookingId: number) => (await t.db.select().from(bookings).where(eq(bookings.id, bookingId)))[0];

describe('POST /adminevents/:eventId/bookings: the board changes a booking without the app', () => {
  it('refuses a member (403), another site or no Origin (403) and no session (401); nothing changes', async () => {
    const { bookingId, at } = await bookedFamily();
    const fields = { intent: 'cancel' };
    expect((await member.post(at('cancel'), fields)).statusCode).toBe(403);
    expect(
      (await board.post(at('cancel'), fields, { ...board.session, origin: 'https://evil.example' })).statusCode,
    ).toBe(403);
    expect((await board.post(at('cancel'), fields, { cookie: board.session.cookie })).statusCode).toBe(403);
    expect((await board.post(at('cancel'), fields, { origin: FORM_POST_SITE })).statusCode).toBe(401);
    expect((await rowOf(bookingId))?.status).toBe('confirmed');
  });

  it('makes the booking smaller as the API does, then 303 to the bookings page saying so', async () => {
    const { family, bookingId, page, at } = await bookedFamily();
    const sent = await board.post(at('shrink'), {
      [`keep-${family.self.givenId}`]: 'true',
      guestAdults: '0',
      guestChildren: '0',
    });
    expect(sent.statusCode).toBe(303);
    expect(sent.headers.location).toBe(`${page}?sent=shrunk`);
    expect(await rowOf(bookingId)).toMatchObject({ status: 'confirmed', people: 1, guestAdults: 0 });
  });

  it('moves the booking to another event with sign-up, then 303 saying so', async () => {
    const { bookingId, page, at } = await bookedFamily();
    const other = await insertEvent(t.db, { startDate: '2026-03-27' });
    await openSignup(t, board.token, other.id, { places: 20 });
    const sent = await board.post(at('move'), { eventId: String(other.id) });
    expect(sent.statusCode).toBe(303);
    expect(sent.headers.location).toBe(`${page}?sent=moved`);
    expect((await rowOf(bookingId))?.eventId).toBe(other.id);
  });

  it('cancels only after the page asked: the button leads to the question, Yes cancels', async () => {
    const { bookingId, page, at } = await bookedFamily();
    const asked = await board.post(at('cancel'), { intent: 'ask-cancel' });
    expect(asked.statusCode).toBe(303);
    expect(asked.headers.location).toBe(`${page}?change=${bookingId}&confirm=cancel`);
    expect((await board.post(at('cancel'), {})).statusCode).toBe(400);
    expect((await rowOf(bookingId))?.status).toBe('confirmed');
    const cancelled = await board.post(at('cancel'), { intent: 'cancel' });
    expect(cancelled.statusCode).toBe(303);
    expect(cancelled.headers.location).toBe(`${page}?sent=cancelled`);
    expect((await rowOf(bookingId))?.status).toBe('cancelled');
  });

  it('refuses what the schemas refuse (400), and a booking, form or event the page does not have (404)', async () => {
    const { family, bookingId, eventId, page, at } = await bookedFamily();
    const elsewhere = await bookedFamily();
    const shrinkRefused: Record<string, string>[] = [
      { guestAdults: '0', guestChildren: '0' },
      { [`keep-${family.self.givenId}`]: 'true', guestAdults: 'many' },
      { [`keep-${family.self.givenId}`]: 'true', guestChildren: '-1' },
      { 'keep-<script>': 'true' },
    ];
    for (const fields of shrinkRefused) {
      expect((await board.post(at('shrink'), fields)).statusCode, JSON.stringify(fields)).toBe(400);
    }
    const moveRefused: Record<string, string>[] = [{}, { eventId: '' }, { eventId: 'x' }, { eventId: String(eventId) }];
    for (const fields of moveRefused) {
      expect((await board.post(at('move'), fields)).statusCode, JSON.stringify(fields)).toBe(400);
    }
    for (const url of [
      `${page}?change=${elsewhere.bookingId}&form=cancel`,
      `${page}?change=${bookingId}&form=other`,
      `${page}?change=${bookingId}`,
      `${page}?form=cancel`,
      `${page}?change=abc&form=cancel`,
      `/adminevents/999999/bookings?change=${bookingId}&form=cancel`,
    ]) {
      expect((await board.post(url, { intent: 'cancel' })).statusCode, url).toBe(404);
    }
    expect((await rowOf(bookingId))?.status).toBe('confirmed');
    expect((await rowOf(elsewhere.bookingId))?.status).toBe('confirmed');
  });
});
