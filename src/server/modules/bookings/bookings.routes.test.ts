import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZGuestBooking, ZMemberBookingAnswer, ZMyBookings, ZSignupStatus } from '../../../shared/bookings.ts';
import { buildTestApp, type TTestApp } from '../../testing/build-test-app.ts';
import {
  adminToken,
  bearer,
  BOOKING_TEST_NOW,
  createFamily,
  insertEvent,
  mailsTo,
  openSignup,
} from './bookings.fixtures.ts';

let t: TTestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp({ clock: () => BOOKING_TEST_NOW });
  admin = (await adminToken(t.db)).token;
});
afterAll(() => t.close());

const put = (token: string, eventId: number, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/events/${eventId}/booking`, headers: bearer(token), payload });
const status = async (eventId: number, token?: string) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/events/${eventId}/signup`,
    headers: token ? bearer(token) : {},
  });
  return response.statusCode === 200 ? ZSignupStatus.parse(response.json()) : response.statusCode;
};

describe('a family signs up', () => {
  it('books its people and guests, priced by age, and is mailed a confirmation with the .ics', async () => {
    const event = await insertEvent(t.db);
    await openSignup(t, admin, event.id);
    const family = await createFamily(t.db, 1101);
    const response = await put(family.token, event.id, {
      attendees: ['1101A', '1101K1'],
      guestAdults: 1,
      guestChildren: 0,
      note: 'No nuts, please',
    });
    expect(response.statusCode).toBe(200);
    const answer = ZMemberBookingAnswer.parse(response.json());
    expect(answer.booking).toMatchObject({
      status: 'confirmed',
      people: 3,
      attendees: ['1101A', '1101K1'],
      amount: 100 + 50 + 150,
      note: 'No nuts, please',
      changeableUntil: '2026-03-15',
    });
    expect(answer.booking?.swish?.message).toBe(`EV${event.id} 1101A`);
    expect(answer.booking?.swish?.amount).toBe('300,00');
    expect(answer.booking?.swish?.qrSvg).toContain('<svg');
    expect(answer.family.map((person) => [person.givenId, person.ageGroup])).toEqual([
      ['1101A', 'adult'],
      ['1101B', 'adult'],
      ['1101K1', 'child'],
    ]);
    const [mail] = await mailsTo(t.db, 'family1101@example.org');
    expect(mail?.kind).toBe('booking-confirmed');
    expect(mail?.attachments?.[0]?.filename).toBe(`event-${event.id}.ics`);
    expect(mail?.attachments?.[0]?.content).toContain('BEGIN:VEVENT');
    expect(await status(event.id, family.token)).toMatchObject({
      open: true,
      places: 6,
      placesLeft: 3,
      waitingList: false,
    });

    const again = ZMemberBookingAnswer.parse(
      (
        await t.app.inject({ method: 'GET', url: `/api/events/${event.id}/booking`, headers: bearer(family.token) })
      ).json(),
    );
    expect(again.booking?.bookingId).toBe(answer.booking?.bookingId);
    const mine = ZMyBookings.parse(
      (await t.app.inject({ method: 'GET', url: '/api/member/bookings', headers: bearer(family.token) })).json(),
    );
    expect(mine).toMatchObject([{ eventId: event.id, status: 'confirmed', people: 3, amount: 300, paid: false }]);
  });

  it('signs up only its own family, and refuses bad input with field keys', async () => {
    const event = await insertEvent(t.db);
    await openSignup(t, admin, event.id);
    const family = await createFamily(t.db, 1102);
    await createFamily(t.db, 1103);
    expect((await put(family.token, event.id, { attendees: ['1103A'] })).statusCode).toBe(403);
    const bad = await put(family.token, event.id, { attendees: [], guestAdults: 0, note: 'x'.repeat(501) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toMatchObject({ note: 'tooLong' });
    expect((await put(family.token, event.id, { attendees: [] })).json().fields).toEqual({ attendees: 'mandatory' });
    expect((await put(family.token, 999999, { attendees: ['1102A'] })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'PUT', url: `/api/events/${event.id}/booking`, payload: {} })).statusCode,
    ).toBe(401);
  });

  it('puts a booking that does not fit on the waiting list and moves it up when places free', async () => {
    const event = await insertEvent(t.db);
    await openSignup(t, admin, event.id);
    const first = await createFamily(t.db, 1104);
    const second = await createFamily(t.db, 1105, 'sv');
    await put(first.token, event.id, { attendees: ['1104A', '1104B', '1104K1'], guestAdults: 1 });
    const waiting = ZMemberBookingAnswer.parse(
      (await put(second.token, event.id, { attendees: ['1105A', '1105B', '1105K1'] })).json(),
    );
    expect(waiting.booking).toMatchObject({ status: 'waiting', position: 1, swish: null });
    expect(await status(event.id, second.token)).toMatchObject({ placesLeft: 2, waitingList: true });
    expect((await mailsTo(t.db, 'family1105@example.org')).map((mail) => mail.kind)).toEqual(['booking-waiting']);

    // Growing a confirmed booking beyond the places is refused, and the booking stays as it was.
    const grow = await put(first.token, event.id, { attendees: ['1104A', '1104B', '1104K1'], guestAdults: 4 });
    expect(grow.statusCode).toBe(409);
    expect(grow.json().error).toBe('notEnoughPlaces');

    // The first family comes one fewer: the second (3 people) fits now and is told, in Swedish.
    const smaller = ZMemberBookingAnswer.parse(
      (await put(first.token, event.id, { attendees: ['1104A', '1104B', '1104K1'] })).json(),
    );
    expect(smaller.booking?.people).toBe(3);
    const moved = await mailsTo(t.db, 'family1105@example.org');
    expect(moved.map((mail) => mail.kind)).toEqual(['booking-waiting', 'booking-moved']);
    expect(moved[1]?.subject).toContain('du har fått en plats');
    expect(moved[1]?.attachments).toHaveLength(1);
    expect(await status(event.id)).toMatchObject({ placesLeft: 0, waitingList: true });

    const cancelled = await t.app.inject({
      method: 'DELETE',
      url: `/api/events/${event.id}/booking`,
      headers: bearer(first.token),
    });
    expect(cancelled.statusCode).toBe(200);
    expect(ZMemberBookingAnswer.parse(cancelled.json()).booking).toBeNull();
    expect((await mailsTo(t.db, 'family1104@example.org')).map((mail) => mail.kind)).toContain('booking-cancelled');
    expect(await status(event.id)).toMatchObject({ placesLeft: 3, waitingList: false });
  });

  it('never refuses a change that takes no more places, even after the board lowered them', async () => {
    const event = await insertEvent(t.db);
    await openSignup(t, admin, event.id);
    const family = await createFamily(t.db, 1108);
    await put(family.token, event.id, { attendees: ['1108A', '1108B', '1108K1'], guestAdults: 2 });
    await openSignup(t, admin, event.id, { places: 2 });
    const smaller = await put(family.token, event.id, { attendees: ['1108A', '1108B', '1108K1'] });
    expect([smaller.statusCode, smaller.json().booking?.status]).toEqual([200, 'confirmed']);
    expect(
      (await put(family.token, event.id, { attendees: ['1108A', '1108B', '1108K1'], guestAdults: 1 })).statusCode,
    ).toBe(409);
    expect(await status(event.id)).toMatchObject({ places: 2, placesLeft: 0, waitingList: true });
  });

  it('closes after the last day and hides events that are not open to visitors from them', async () => {
    const closed = await insertEvent(t.db);
    await openSignup(t, admin, closed.id, { signupClosesOn: '2026-02-28', openToNonMembers: false });
    const family = await createFamily(t.db, 1106);
    const late = await put(family.token, closed.id, { attendees: ['1106A'] });
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe('signupClosed');
    expect(await status(closed.id)).toBe(404);
    expect(await status(closed.id, family.token)).toMatchObject({ open: false });
    const unpublished = await insertEvent(t.db, { published: false });
    await openSignup(t, admin, unpublished.id);
    expect(await status(unpublished.id, family.token)).toBe(404);
    const list = await t.app.inject({ method: 'GET', url: '/api/events/signups' });
    expect(list.json().map((entry: { eventId: number }) => entry.eventId)).not.toContain(closed.id);
  });
});

describe('a visitor signs up', () => {
  const visitor = (email: string) => ({
    name: 'Anna Berg',
    email,
    phone: '0701234567',
    adults: 2,
    children: 1,
    note: '',
    language: 'sv',
  });
  const post = (eventId: number, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/events/${eventId}/guest-bookings`, payload });
  const linkIn = async (email: string, kind: string) => {
    const mail = (await mailsTo(t.db, email)).find((row) => row.kind === kind);
    return /token=([A-Za-z0-9_-]+)/.exec(mail?.textBody ?? '')?.[1] ?? '';
  };

  it('answers the same for a member, a repeat and a new address, counting nothing before the link', async () => {
    const event = await insertEvent(t.db);
    await openSignup(t, admin, event.id);
    await createFamily(t.db, 1107);
    const answers = [];
    for (const email of ['family1107@example.org', 'new.person@example.org', 'new.person@example.org']) {
      const response = await post(event.id, visitor(email));
      answers.push([response.statusCode, response.body]);
    }
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(answers[0]).toEqual([202, JSON.stringify({ status: 'pending_email' })]);
    expect(await status(event.id)).toMatchObject({ placesLeft: 6 });

    const token = await linkIn('new.person@example.org', 'booking-confirm-link');
    const confirm = await t.app.inject({ method: 'POST', url: '/api/bookings/confirm', payload: { token } });
    expect(confirm.statusCode).toBe(200);
    const booking = ZGuestBooking.parse(confirm.json());
    expect(booking).toMatchObject({ status: 'confirmed', people: 3, amount: 375, adults: 2, children: 1 });
    expect(booking.swish?.message).toBe(`EV${event.id} B${booking.bookingId}`);
    expect(await status(event.id)).toMatchObject({ placesLeft: 3 });
    const used = await t.app.inject({ method: 'POST', url: '/api/bookings/confirm', payload: { token } });
    expect([used.statusCode, used.json().error]).toEqual([400, 'linkInvalid']);

    const cancelToken = await linkIn('new.person@example.org', 'booking-confirmed');
    const cancel = await t.app.inject({ method: 'POST', url: '/api/bookings/cancel', payload: { token: cancelToken } });
    expect(ZGuestBooking.parse(cancel.json()).status).toBe('cancelled');
    expect(await status(event.id)).toMatchObject({ placesLeft: 6 });
  });

  it('is refused where non-members may not sign up, and for bad input', async () => {
    const event = await insertEvent(t.db);
    await openSignup(t, admin, event.id, { openToNonMembers: false });
    expect((await post(event.id, visitor('x@example.org'))).statusCode).toBe(404);
    const open = await insertEvent(t.db);
    await openSignup(t, admin, open.id);
    const bad = await post(open.id, { ...visitor('nope'), adults: 0 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toMatchObject({ email: 'emailInvalid', adults: 'numberOutOfRange' });
    const unknown = await t.app.inject({ method: 'POST', url: '/api/bookings/confirm', payload: { token: 'nothing' } });
    expect(unknown.json().error).toBe('linkInvalid');
  });
});

describe('the visitor sign-up limit', () => {
  it('answers 429 after ten sign-ups an hour from one address, like the other public forms', async () => {
    const own = await buildTestApp({ clock: () => BOOKING_TEST_NOW, env: { RATE_LIMIT_IP_FACTOR: '1' } });
    try {
      const event = await insertEvent(own.db);
      await openSignup(own, (await adminToken(own.db)).token, event.id);
      const payload = (index: number) => ({
        name: 'Anna Berg',
        email: `limit${index}@example.org`,
        phone: '0701234567',
        adults: 1,
      });
      const codes = [];
      for (let index = 0; index < 11; index++) {
        const response = await own.app.inject({
          method: 'POST',
          url: `/api/events/${event.id}/guest-bookings`,
          payload: payload(index),
        });
        codes.push(response.statusCode);
      }
      expect(codes).toEqual([...Array.from({ length: 10 }, () => 202), 429]);
    } finally {
      await own.close();
    }
  });
});
