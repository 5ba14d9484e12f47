import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, bookings, events, outbox } from '../../src/server/db/schema.ts';
import { RECIPIENT_CAP } from '../../src/server/mail/recipient-cap.ts';
import {
  bearer,
  bookingTestApp,
  confirmedVisitor,
  createFamily,
  insertEvent,
  linkTokenIn,
  mailsTo,
  openSignup,
} from '../../src/server/modules/bookings/bookings.fixtures.ts';
import { personnummer } from '../../src/server/testing/registration.fixtures.ts';

/**
 * OWASP ASVS 5.0 chapter V2, Validation and business logic: event places cannot be squatted, the
 * board can always put a booking right, a booking's price holds, and the association's mail to an
 * address that has not proved itself says only what the association wrote, a few times at most.
 */
const booking = bookingTestApp();

let nextAddress = 1;
const remoteAddress = () => `10.77.${Math.floor(nextAddress / 200)}.${nextAddress++ % 200}`;
const signUp = (eventId: number, payload: Record<string, unknown>) =>
  booking.t.app.inject({
    method: 'POST',
    url: `/api/events/${eventId}/guest-bookings`,
    remoteAddress: remoteAddress(),
    payload: { name: 'Visitor', phone: '0701234567', ...payload },
  });
const confirm = (token: string) =>
  booking.t.app.inject({ method: 'POST', url: '/api/bookings/confirm', payload: { token } });

describe('V2.3.2 business limits of a visitor booking', () => {
  it('V2.3.2 one e-mail cannot take a 40-place evening: a visitor booking brings at most 6 unless the board says otherwise', async () => {
    const event = await insertEvent(booking.t.db);
    await openSignup(booking.t, booking.admin.token, event.id, { places: 40 });
    const squat = await signUp(event.id, { email: 'squat@example.org', adults: 20, children: 20 });
    expect([squat.statusCode, squat.json().error, squat.json().params]).toEqual([400, 'tooManyPlaces', { max: 6 }]);
    expect((await signUp(event.id, { email: 'seven@example.org', adults: 7 })).statusCode).toBe(400);
    expect(await mailsTo(booking.t.db, 'squat@example.org')).toEqual([]);
    expect((await signUp(event.id, { email: 'six@example.org', adults: 4, children: 2 })).statusCode).toBe(202);

    // The board lowers the most per booking: a link mailed before no longer books six.
    await openSignup(booking.t, booking.admin.token, event.id, { places: 40, visitorMaxPlaces: 2 });
    const late = await confirm(await linkTokenIn(booking.t.db, 'six@example.org', 'booking-confirm-link'));
    expect([late.statusCode, late.json().error]).toEqual([400, 'tooManyPlaces']);
  });
});

describe('V2.3.1 a confirm link is a step of the sign-up, checked against the event as it is when pressed', () => {
  it('V2.3.1 refuses once the board made the event members-only or unpublished, and works again when reopened', async () => {
    const event = await insertEvent(booking.t.db);
    await openSignup(booking.t, booking.admin.token, event.id, { places: 10 });
    expect((await signUp(event.id, { email: 'pending@example.org', adults: 2 })).statusCode).toBe(202);
    const token = await linkTokenIn(booking.t.db, 'pending@example.org', 'booking-confirm-link');

    await openSignup(booking.t, booking.admin.token, event.id, { places: 10, openToNonMembers: false });
    const membersOnly = await confirm(token);
    expect([membersOnly.statusCode, membersOnly.json().error]).toEqual([409, 'signupClosed']);

    await openSignup(booking.t, booking.admin.token, event.id, { places: 10 });
    await booking.t.db.update(events).set({ published: false }).where(eq(events.id, event.id));
    const unpublished = await confirm(token);
    expect([unpublished.statusCode, unpublished.json().error]).toEqual([409, 'signupClosed']);

    await openSignup(booking.t, booking.admin.token, event.id, { places: 10, signupClosesOn: '2026-02-01' });
    await booking.t.db.update(events).set({ published: true }).where(eq(events.id, event.id));
    expect((await confirm(token)).statusCode).toBe(409);
    const [still] = await booking.t.db.select().from(bookings).where(eq(bookings.visitorEmail, 'pending@example.org'));
    expect(still?.status).toBe('pending_email');

    await openSignup(booking.t, booking.admin.token, event.id, { places: 10 });
    expect((await confirm(token)).json()).toMatchObject({ status: 'confirmed', people: 2 });
  });
});

describe('V2.3.4 limited places: the board can always give back what one booking took', () => {
  it('V2.3.4 the board cancels a full-house booking and the waiting list moves up', async () => {
    const event = await insertEvent(booking.t.db);
    await openSignup(booking.t, booking.admin.token, event.id, { places: 6 });
    const squatter = (await confirmedVisitor(booking.t, event.id, 'full.house@example.org', { adults: 6 })).json();
    expect((await confirmedVisitor(booking.t, event.id, 'next.in.line@example.org', { adults: 2 })).json().status).toBe(
      'waiting',
    );
    const cancel = await booking.t.app.inject({
      method: 'DELETE',
      url: `/api/admin/bookings/${squatter.bookingId}`,
      headers: bearer(booking.admin.token),
    });
    expect(cancel.json().status).toBe('cancelled');
    const [waiting] = await booking.t.db
      .select()
      .from(bookings)
      .where(eq(bookings.visitorEmail, 'next.in.line@example.org'));
    expect(waiting?.status).toBe('confirmed');
  });
});

describe('V2.2.3 what a booking owes holds together with the data it was made from', () => {
  it("V2.2.3 re-entering a child's personnummer as under 6 never makes the child's ticket free; the board sees the edit", async () => {
    const event = await insertEvent(booking.t.db);
    await openSignup(booking.t, booking.admin.token, event.id);
    const family = await createFamily(booking.t.db, 4201);
    const book = (attendees: string[]) =>
      booking.t.app.inject({
        method: 'PUT',
        url: `/api/events/${event.id}/booking`,
        headers: bearer(family.token),
        payload: { attendees },
      });
    const everyone = [family.self.givenId, family.spouse.givenId, family.kid.givenId];
    expect((await book(everyone)).json().booking.amount).toBe(250);

    const edit = await booking.t.app.inject({
      method: 'POST',
      url: '/api/member/updatekid',
      headers: bearer(family.token),
      payload: {
        self: {
          givenId: family.kid.givenId,
          firstName: 'Kid',
          lastName: family.kid.lastName,
          personalNumber: personnummer('20220101'),
        },
      },
    });
    expect(edit.statusCode).toBe(200);
    expect((await book(everyone)).json().booking.amount).toBe(250);
    // Taken off and put back: still the age group first priced.
    expect((await book(everyone.slice(0, 2))).json().booking.amount).toBe(200);
    expect((await book(everyone)).json().booking.amount).toBe(250);

    const audit = await booking.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'family.updatekid'), eq(auditLog.target, family.kid.givenId)));
    expect(audit.map((row) => row.details)).toContainEqual({ fields: ['personalNumber'] });
  });
});

describe('V2.4.1 the association mails an unproven address only a few times, whoever asks', () => {
  it(`V2.4.1 caps sign-up mails per recipient (${RECIPIENT_CAP.perHour} an hour) across senders, and a refusal changes nothing`, async () => {
    const event = await insertEvent(booking.t.db);
    await openSignup(booking.t, booking.admin.token, event.id, { places: null });
    const victim = 'victim.inbox@example.org';
    for (let index = 0; index < RECIPIENT_CAP.perHour; index++) {
      expect((await signUp(event.id, { email: victim, adults: 1 })).statusCode).toBe(202);
    }
    const before = await booking.t.db.select().from(bookings).where(eq(bookings.visitorEmail, victim));
    const refused = await signUp(event.id, { email: victim, adults: 1 });
    expect([refused.statusCode, refused.json().error]).toEqual([429, 'tooManyMailsToAddress']);
    expect(await booking.t.db.select().from(bookings).where(eq(bookings.visitorEmail, victim))).toHaveLength(
      before.length,
    );
    expect(await booking.t.db.select().from(outbox).where(eq(outbox.recipient, victim))).toHaveLength(
      RECIPIENT_CAP.perHour,
    );
    // Upper case is the same inbox.
    expect((await signUp(event.id, { email: victim.toUpperCase(), adults: 1 })).statusCode).toBe(429);
    expect((await signUp(event.id, { email: 'someone.else@example.org', adults: 1 })).statusCode).toBe(202);
  });
});

describe('V2.3.2 the association’s mail to an unproven address says only what the association wrote', () => {
  it('V2.3.2 carries neither the name nor the note a stranger typed, and greets neutrally', async () => {
    const event = await insertEvent(booking.t.db);
    await openSignup(booking.t, booking.admin.token, event.id);
    const lure = 'Your place is at risk: pay at https://evil.example/pay';
    const asked = await signUp(event.id, { email: 'target@example.org', name: lure, note: lure, adults: 1 });
    expect(asked.statusCode).toBe(202);
    const token = await linkTokenIn(booking.t.db, 'target@example.org', 'booking-confirm-link');
    await confirm(token);
    const mails = await mailsTo(booking.t.db, 'target@example.org');
    expect(mails.map((mail) => mail.kind)).toEqual(['booking-confirm-link', 'booking-confirmed']);
    for (const mail of mails) {
      const whole = `${mail.subject}\n${mail.textBody}\n${mail.htmlBody ?? ''}`;
      expect(whole).not.toContain('evil.example');
      expect(whole).not.toContain('at risk');
      expect(mail.textBody.split('\n')[0]).toBe('வணக்கம்,');
    }
  });
});
