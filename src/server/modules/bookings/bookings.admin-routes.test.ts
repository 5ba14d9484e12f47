import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ZAdminBooking, ZAdminBookings, ZSignupSettingsAnswer } from '../../../shared/bookings.ts';
import { auditLog } from '../../db/schema.ts';
import { bookingTestApp, createFamily, insertEvent, openSignup, SIGNUP } from './bookings.fixtures.ts';

const board = bookingTestApp();
const { call } = board;

describe('the board and sign-up', () => {
  it('opens, reads and closes sign-up, audit-logged, and refuses bad settings with field keys', async () => {
    const event = await insertEvent(board.t.db);
    expect(
      ZSignupSettingsAnswer.parse(
        (await call('GET', `/api/admin/events/${event.id}/signup`, board.admin.token)).json(),
      ),
    ).toEqual({
      settings: null,
    });
    await openSignup(board.t, board.admin.token, event.id, { places: null, memberAdult: 12.5 });
    const read = ZSignupSettingsAnswer.parse(
      (await call('GET', `/api/admin/events/${event.id}/signup`, board.admin.token)).json(),
    );
    expect(read.settings).toMatchObject({ places: null, memberAdult: 12.5, signupClosesOn: '2026-03-15' });
    const bad = await call('PUT', `/api/admin/events/${event.id}/signup`, board.admin.token, {
      ...SIGNUP,
      places: 0,
      signupClosesOn: '',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ places: 'numberOutOfRange', signupClosesOn: 'mandatory' });
    expect((await call('PUT', '/api/admin/events/999999/signup', board.admin.token, SIGNUP)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/admin/events/${event.id}/signup`, board.admin.token)).json()).toEqual({
      settings: null,
    });
    const audit = await board.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.target, `event:${event.id}`), like(auditLog.action, 'event.signup.%')));
    expect(audit.map((row) => row.action)).toEqual(['event.signup.save', 'event.signup.close']);
  });

  it('is for the board only', async () => {
    const event = await insertEvent(board.t.db);
    const family = await createFamily(board.t.db, 1201);
    expect((await call('PUT', `/api/admin/events/${event.id}/signup`, family.token, SIGNUP)).statusCode).toBe(403);
    expect((await call('GET', `/api/admin/events/${event.id}/bookings`, family.token)).statusCode).toBe(403);
    expect(
      (await board.t.app.inject({ method: 'GET', url: `/api/admin/events/${event.id}/bookings.csv` })).statusCode,
    ).toBe(401);
  });
});

describe('the board at the door', () => {
  it('lists bookings with totals, checks people in, records payments and exports a safe CSV', async () => {
    const event = await insertEvent(board.t.db);
    await openSignup(board.t, board.admin.token, event.id);
    const first = await createFamily(board.t.db, 1202);
    const second = await createFamily(board.t.db, 1203);
    const book = (token: string, payload: object) => call('PUT', `/api/events/${event.id}/booking`, token, payload);
    await book(first.token, {
      attendees: ['1202A', '1202K1'],
      guestAdults: 1,
      guestChildren: 1,
      note: '=HYPERLINK("x")',
    });
    await book(second.token, { attendees: ['1203A', '1203B', '1203K1'] });

    const list = ZAdminBookings.parse(
      (await call('GET', `/api/admin/events/${event.id}/bookings`, board.admin.token)).json(),
    );
    expect(list.totals).toEqual({
      adults: 1,
      children: 1,
      guests: 2,
      waiting: 3,
      checkedIn: 0,
      amountDue: 100 + 50 + 150 + 75,
      amountPaid: 0,
    });
    const [booking, waiting] = list.bookings;
    expect(booking).toMatchObject({
      kind: 'member',
      name: 'Test Person',
      givenId: '1202A',
      status: 'confirmed',
      unnamedPeople: 2,
    });
    expect(waiting).toMatchObject({ status: 'waiting', position: 1 });

    const checkIn = (payload: object) =>
      call('PUT', `/api/admin/bookings/${booking?.bookingId}/check-in`, board.admin.token, payload);
    const ticked = ZAdminBooking.parse((await checkIn({ arrived: ['1202K1'], guestsArrived: 2 })).json());
    expect(ticked.arrivedCount).toBe(3);
    expect(ZAdminBooking.parse((await checkIn({ arrived: ['1202K1'], guestsArrived: 2 })).json()).arrivedCount).toBe(3);
    expect((await checkIn({ arrived: ['1203A'], guestsArrived: 0 })).statusCode).toBe(400);
    expect((await checkIn({ arrived: [], guestsArrived: 3 })).statusCode).toBe(400);
    expect(
      (
        await call('PUT', `/api/admin/bookings/${waiting?.bookingId}/check-in`, board.admin.token, {
          arrived: [],
          guestsArrived: 0,
        })
      ).statusCode,
    ).toBe(409);

    const paid = await call('PUT', `/api/admin/bookings/${booking?.bookingId}/payment`, board.admin.token, {
      paid: true,
    });
    expect(ZAdminBooking.parse(paid.json()).paidAt).not.toBeNull();
    const after = ZAdminBookings.parse(
      (await call('GET', `/api/admin/events/${event.id}/bookings`, board.admin.token)).json(),
    );
    expect(after.totals).toMatchObject({ checkedIn: 3, amountDue: 0, amountPaid: 375 });
    const audit = await board.t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `booking:${booking?.bookingId}`));
    expect(audit.map((row) => row.action)).toEqual(['booking.check-in', 'booking.check-in', 'booking.paid']);

    const csv = await call('GET', `/api/admin/events/${event.id}/bookings.csv`, board.admin.token);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain(`bookings-event-${event.id}.csv`);
    expect(csv.body).toContain(`"'=HYPERLINK(""x"")"`);
    expect(csv.body.split('\r\n').filter(Boolean)).toHaveLength(3);
    // The amount's column names its currency, as the board's spreadsheet shows it.
    expect(csv.body.split('\r\n')[0]).toContain('Amount (kr)');
    expect(
      (await call('PUT', '/api/admin/bookings/999999/payment', board.admin.token, { paid: true })).statusCode,
    ).toBe(404);
  });
});
