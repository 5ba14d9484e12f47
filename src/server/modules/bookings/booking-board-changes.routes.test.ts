import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ZAdminBooking, ZAdminBookings, ZBookingMoveTargets } from '../../../shared/bookings.ts';
import { auditLog, bookings } from '../../db/schema.ts';
import {
  bookingTestApp,
  confirmedVisitor,
  createFamily,
  insertEvent,
  linkTokenIn,
  mailsTo,
  openSignup,
} from './bookings.fixtures.ts';

const board = bookingTestApp();
const { call } = board;

async function familyBooks(familyNumber: number, eventId: number, guestAdults = 0) {
  const family = await createFamily(board.t.db, familyNumber);
  const response = await call('PUT', `/api/events/${eventId}/booking`, family.token, {
    attendees: [family.self.givenId, family.spouse.givenId, family.kid.givenId],
    guestAdults,
  });
  if (response.statusCode !== 200) throw new Error(response.body);
  return { family, bookingId: response.json().booking.bookingId as number };
}

async function listOf(eventId: number) {
  return ZAdminBookings.parse((await call('GET', `/api/admin/events/${eventId}/bookings`)).json());
}

async function auditActions(bookingId: number) {
  const rows = await board.t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.target, `booking:${bookingId}`), eq(auditLog.actorId, board.admin.id)));
  return rows.map((row) => row.action);
}

describe('the board cancels a booking', () => {
  it("cancels a family's booking, tells the family, lets the waiting list move up and logs it", async () => {
    const event = await insertEvent(board.t.db);
    await openSignup(board.t, board.admin.token, event.id, { places: 5 });
    const { bookingId } = await familyBooks(3101, event.id);
    await confirmedVisitor(board.t, event.id, 'waiting.visitor@example.org', { adults: 3 });
    expect((await listOf(event.id)).bookings.map((booking) => booking.status)).toEqual(['confirmed', 'waiting']);

    const cancelled = await call('DELETE', `/api/admin/bookings/${bookingId}`);
    expect(cancelled.statusCode).toBe(200);
    expect(ZAdminBooking.parse(cancelled.json()).status).toBe('cancelled');
    expect((await listOf(event.id)).bookings.map((booking) => booking.status)).toEqual(['cancelled', 'confirmed']);
    expect((await mailsTo(board.t.db, 'family3101@example.org')).map((mail) => mail.kind)).toContain(
      'booking-board-cancelled',
    );
    expect((await mailsTo(board.t.db, 'waiting.visitor@example.org')).map((mail) => mail.kind)).toContain(
      'booking-moved',
    );
    expect(await auditActions(bookingId)).toEqual(['booking.cancel']);

    const again = await call('DELETE', `/api/admin/bookings/${bookingId}`);
    expect([again.statusCode, again.json().error]).toEqual([409, 'bookingNotActive']);
    expect((await call('DELETE', '/api/admin/bookings/99999999')).statusCode).toBe(404);
  });

  it('works after the last day of sign-up, when members themselves may no longer change anything', async () => {
    const event = await insertEvent(board.t.db);
    await openSignup(board.t, board.admin.token, event.id);
    const { bookingId } = await familyBooks(3102, event.id);
    await openSignup(board.t, board.admin.token, event.id, { signupClosesOn: '2026-02-01' });
    expect((await call('DELETE', `/api/admin/bookings/${bookingId}`)).statusCode).toBe(200);
  });
});

describe('the board makes a booking smaller', () => {
  it('keeps whom the board names, reprices at the booking’s own prices, tells the family, moves the waiting list', async () => {
    const event = await insertEvent(board.t.db);
    await openSignup(board.t, board.admin.token, event.id, { places: 5 });
    const { family, bookingId } = await familyBooks(3103, event.id, 1);
    // 2 adults 100, a child 50, a guest 150.
    expect((await listOf(event.id)).bookings[0]?.amount).toBe(400);
    await confirmedVisitor(board.t, event.id, 'shrink.waiting@example.org', { adults: 2 });
    // The board raises the prices afterwards: the booking keeps the ones it was made at.
    await openSignup(board.t, board.admin.token, event.id, { places: 5, memberAdult: 999 });

    const grow = await call('PUT', `/api/admin/bookings/${bookingId}`, board.admin.token, {
      attendees: [family.self.givenId],
      guestAdults: 2,
    });
    expect([grow.statusCode, grow.json().error]).toEqual([400, 'bookingChangeInvalid']);
    const stranger = await call('PUT', `/api/admin/bookings/${bookingId}`, board.admin.token, {
      attendees: ['0042A'],
    });
    expect(stranger.statusCode).toBe(400);
    const empty = await call('PUT', `/api/admin/bookings/${bookingId}`, board.admin.token, { attendees: [] });
    expect([empty.statusCode, empty.json().fields]).toEqual([400, { attendees: 'noPeople' }]);

    const shrunk = await call('PUT', `/api/admin/bookings/${bookingId}`, board.admin.token, {
      attendees: [family.self.givenId, family.kid.givenId],
      guestAdults: 0,
    });
    expect(shrunk.statusCode).toBe(200);
    expect(ZAdminBooking.parse(shrunk.json())).toMatchObject({ totalPeople: 2, amount: 150, guestAdults: 0 });
    const list = await listOf(event.id);
    expect(list.bookings.map((booking) => [booking.status, booking.totalPeople])).toEqual([
      ['confirmed', 2],
      ['confirmed', 2],
    ]);
    expect((await mailsTo(board.t.db, 'family3103@example.org')).map((mail) => mail.kind)).toContain(
      'booking-board-changed',
    );
    expect(await auditActions(bookingId)).toEqual(['booking.shrink']);
  });

  it("makes a visitor's booking smaller by its counts", async () => {
    const event = await insertEvent(board.t.db);
    await openSignup(board.t, board.admin.token, event.id, { places: 10 });
    const booking = (
      await confirmedVisitor(board.t, event.id, 'shrink.visitor@example.org', { adults: 3, children: 2 })
    ).json();
    const response = await call('PUT', `/api/admin/bookings/${booking.bookingId}`, board.admin.token, {
      adults: 1,
      children: 1,
    });
    // Visitor prices: 150 an adult, 75 a child.
    expect(ZAdminBooking.parse(response.json())).toMatchObject({ adults: 1, children: 1, totalPeople: 2, amount: 225 });
  });
});

describe('the board moves a booking to another event', () => {
  it('moves it whole where it fits, keeps its prices, tells the visitor with a new cancel link', async () => {
    const from = await insertEvent(board.t.db);
    const to = await insertEvent(board.t.db, { startDate: '2026-03-27' });
    const full = await insertEvent(board.t.db, { startDate: '2026-03-28' });
    const noSignup = await insertEvent(board.t.db, { startDate: '2026-03-29' });
    await openSignup(board.t, board.admin.token, from.id, { places: 3 });
    await openSignup(board.t, board.admin.token, to.id, { places: 10, nonMemberAdult: 1 });
    await openSignup(board.t, board.admin.token, full.id, { places: 1 });
    const email = 'move.visitor@example.org';
    const booking = (await confirmedVisitor(board.t, from.id, email, { adults: 3 })).json();
    await confirmedVisitor(board.t, from.id, 'move.waiting@example.org', { adults: 2 });

    const targets = ZBookingMoveTargets.parse(
      (await call('GET', `/api/admin/bookings/${booking.bookingId}/move-targets`)).json(),
    );
    expect(targets.map((target) => target.eventId)).toEqual(expect.arrayContaining([to.id, full.id]));
    expect(targets.map((target) => target.eventId)).not.toContain(from.id);

    const tooFull = await call('PUT', `/api/admin/bookings/${booking.bookingId}/event`, board.admin.token, {
      eventId: full.id,
    });
    expect([tooFull.statusCode, tooFull.json().error]).toEqual([409, 'notEnoughPlaces']);
    const nowhere = await call('PUT', `/api/admin/bookings/${booking.bookingId}/event`, board.admin.token, {
      eventId: noSignup.id,
    });
    expect([nowhere.statusCode, nowhere.json().error]).toEqual([400, 'moveTargetInvalid']);
    const same = await call('PUT', `/api/admin/bookings/${booking.bookingId}/event`, board.admin.token, {
      eventId: from.id,
    });
    expect(same.statusCode).toBe(400);
    const [unchanged] = await board.t.db.select().from(bookings).where(eq(bookings.id, booking.bookingId));
    expect(unchanged?.eventId).toBe(from.id);

    const moved = await call('PUT', `/api/admin/bookings/${booking.bookingId}/event`, board.admin.token, {
      eventId: to.id,
    });
    expect(moved.statusCode).toBe(200);
    expect(ZAdminBooking.parse(moved.json())).toMatchObject({
      status: 'confirmed',
      totalPeople: 3,
      amount: 450,
      movedFromEventId: from.id,
    });
    expect((await listOf(to.id)).bookings.map((row) => row.bookingId)).toContain(booking.bookingId);
    // The one waiting at the first event now has a place.
    expect((await listOf(from.id)).bookings.map((row) => row.status)).toEqual(['confirmed']);
    const kinds = (await mailsTo(board.t.db, email)).map((mail) => mail.kind);
    expect(kinds).toContain('booking-board-moved');
    const cancelToken = await linkTokenIn(board.t.db, email, 'booking-board-moved');
    const cancel = await board.t.app.inject({
      method: 'POST',
      url: '/api/bookings/cancel',
      payload: { token: cancelToken },
    });
    expect(cancel.json()).toMatchObject({ status: 'cancelled', eventId: to.id });
    expect(await auditActions(booking.bookingId)).toEqual(['booking.move']);
  });

  it('refuses to move a family to an event it already booked', async () => {
    const from = await insertEvent(board.t.db);
    const to = await insertEvent(board.t.db, { startDate: '2026-03-27' });
    await openSignup(board.t, board.admin.token, from.id);
    await openSignup(board.t, board.admin.token, to.id);
    const { family, bookingId } = await familyBooks(3104, from.id);
    await call('PUT', `/api/events/${to.id}/booking`, family.token, { attendees: [family.self.givenId] });
    const refused = await call('PUT', `/api/admin/bookings/${bookingId}/event`, board.admin.token, { eventId: to.id });
    expect([refused.statusCode, refused.json().error]).toEqual([409, 'alreadyBooked']);
  });
});

describe('the board’s booking changes', () => {
  it('are for the board only', async () => {
    const event = await insertEvent(board.t.db);
    await openSignup(board.t, board.admin.token, event.id);
    const { family, bookingId } = await familyBooks(3105, event.id);
    const requests = [
      call('DELETE', `/api/admin/bookings/${bookingId}`, family.token),
      call('PUT', `/api/admin/bookings/${bookingId}`, family.token, { attendees: [family.self.givenId] }),
      call('PUT', `/api/admin/bookings/${bookingId}/event`, family.token, { eventId: event.id }),
      call('GET', `/api/admin/bookings/${bookingId}/move-targets`, family.token),
    ];
    expect((await Promise.all(requests)).map((response) => response.statusCode)).toEqual([403, 403, 403, 403]);
    expect((await listOf(event.id)).bookings[0]?.status).toBe('confirmed');
  });
});
