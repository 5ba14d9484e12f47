import { sql } from 'drizzle-orm';
import type {
  TAdminBooking,
  TAdminBookings,
  TCheckInInput,
  TSignupSettings,
  TSignupSettingsAnswer,
} from '../../../shared/bookings.ts';
import type { TExecutor } from '../../db/client.ts';
import type { TBooking, TEventSignup } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { positionOf } from './booking-views.ts';
import type { TBookingPersonRow } from './bookings.repo.ts';
import { eventNotFound, moveUpWaiting, pricesOf, stockholmDay, type TBookingsContext } from './bookings.service.ts';
import { signupStatus } from './signup-status.service.ts';

export const bookingNotFound = () => new HttpError(404, 'not_found', 'There is no such booking.');

function settingsOf(row: TEventSignup | undefined): TSignupSettings | null {
  if (!row) return null;
  return {
    places: row.places,
    signupClosesOn: row.closesOn,
    openToNonMembers: row.openToNonMembers,
    visitorMaxPlaces: row.visitorMaxPlaces,
    ...pricesOf(row),
  };
}

/** GET /api/admin/events/:id/signup */
export async function signupSettings(context: TBookingsContext, eventId: number): Promise<TSignupSettingsAnswer> {
  const repo = context.repos.bookings;
  if (!(await repo.findEvent(eventId))) throw eventNotFound();
  return { settings: settingsOf(await repo.findSettings(eventId)) };
}

/** PUT /api/admin/events/:id/signup: opens or changes sign-up; more places let waiting bookings move up. */
export async function saveSignupSettings(
  context: TBookingsContext,
  actorId: number,
  eventId: number,
  settings: TSignupSettings,
): Promise<TSignupSettingsAnswer> {
  const ore = (sek: number) => Math.round(sek * 100);
  const answer = await context.db.transaction(async (tx) => {
    const repo = context.repos.bookings;
    const event = await repo.lockEvent(eventId, tx);
    if (!event) throw eventNotFound();
    const row = await repo.upsertSettings(
      {
        eventId,
        places: settings.places,
        closesOn: settings.signupClosesOn,
        openToNonMembers: settings.openToNonMembers,
        visitorMaxPlaces: settings.visitorMaxPlaces,
        memberAdultOre: ore(settings.memberAdult),
        memberChildOre: ore(settings.memberChild),
        nonMemberAdultOre: ore(settings.nonMemberAdult),
        nonMemberChildOre: ore(settings.nonMemberChild),
      },
      tx,
    );
    await context.repos.audit.record(
      { actorId, action: 'event.signup.save', target: `event:${eventId}`, details: { ...settings } },
      tx,
    );
    await moveUpWaiting(context, tx, event, row);
    return { settings: settingsOf(row) };
  });
  context.cache.invalidate();
  return answer;
}

/** DELETE /api/admin/events/:id/signup: no more sign-ups or changes; the bookings made stay. */
export async function closeSignup(
  context: TBookingsContext,
  actorId: number,
  eventId: number,
): Promise<TSignupSettingsAnswer> {
  await context.db.transaction(async (tx) => {
    const repo = context.repos.bookings;
    if (!(await repo.lockEvent(eventId, tx))) throw eventNotFound();
    if (await repo.deleteSettings(eventId, tx)) {
      await context.repos.audit.record({ actorId, action: 'event.signup.close', target: `event:${eventId}` }, tx);
    }
  });
  context.cache.invalidate();
  return { settings: null };
}

type TBooker = { givenId: string; firstName: string; lastName: string } | undefined;

function adminView(
  booking: TBooking,
  people: TBookingPersonRow[],
  position: number | null,
  booker: TBooker,
): TAdminBooking {
  const unnamedPeople = booking.adults + booking.children + booking.guestAdults + booking.guestChildren;
  const named = people.map((person) => ({
    givenId: person.givenId,
    name: `${person.firstName} ${person.lastName}`,
    ageGroup: person.ageGroup,
    arrived: person.arrivedAt !== null,
  }));
  const first = booker ?? people[0];
  return {
    bookingId: booking.id,
    kind: booking.kind,
    name:
      booking.kind === 'visitor' ? (booking.visitorName ?? '') : first ? `${first.firstName} ${first.lastName}` : '',
    givenId: booking.kind === 'member' ? (booker?.givenId ?? null) : null,
    email: booking.visitorEmail,
    phone: booking.visitorPhone,
    people: named,
    adults: booking.adults,
    children: booking.children,
    guestAdults: booking.guestAdults,
    guestChildren: booking.guestChildren,
    unnamedPeople,
    unnamedArrived: booking.unnamedArrived,
    totalPeople: booking.people,
    arrivedCount: named.filter((person) => person.arrived).length + booking.unnamedArrived,
    note: booking.note,
    status: booking.status,
    position,
    amount: booking.amountOre / 100,
    paidAt: booking.paidAt?.toISOString() ?? null,
    createdAt: booking.createdAt.toISOString(),
    movedFromEventId: booking.movedFromEventId,
  };
}

/** GET /api/admin/events/:id/bookings: every booking but unconfirmed visitors', with totals of the confirmed ones. */
export async function eventBookings(context: TBookingsContext, eventId: number): Promise<TAdminBookings> {
  const repo = context.repos.bookings;
  const event = await repo.findEvent(eventId);
  if (!event) throw eventNotFound();
  const settings = await repo.findSettings(eventId);
  const rows = await repo.listEventBookings(eventId);
  const people = await repo.listPeople(rows.map((row) => row.id));
  const [counts] = await repo.countsByEvent([eventId]);
  const bookers = await repo.findUsers([
    ...new Set(rows.flatMap((row) => (row.bookedBy === null ? [] : [row.bookedBy]))),
  ]);
  // The rows come in arrival order, so a waiting booking's place in line is its rank among the waiting.
  const waitingIds = rows.filter((row) => row.status === 'waiting').map((row) => row.id);
  const list = rows.map((row) =>
    adminView(
      row,
      people.filter((person) => person.bookingId === row.id),
      row.status === 'waiting' ? waitingIds.indexOf(row.id) + 1 : null,
      bookers.find((user) => user.id === row.bookedBy),
    ),
  );
  const confirmed = list.filter((booking) => booking.status === 'confirmed');
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  const ore = (sek: number) => Math.round(sek * 100);
  return {
    eventId,
    eventName: event.name,
    eventNameTamil: event.nameTamil,
    startDate: event.startDate,
    settings: settingsOf(settings),
    signup: settings ? signupStatus(settings, counts, stockholmDay(context.clock())) : null,
    totals: {
      adults: sum(confirmed.map((b) => b.adults + b.people.filter((p) => p.ageGroup === 'adult').length)),
      children: sum(confirmed.map((b) => b.children + b.people.filter((p) => p.ageGroup !== 'adult').length)),
      guests: sum(confirmed.map((b) => b.guestAdults + b.guestChildren)),
      waiting: sum(list.filter((b) => b.status === 'waiting').map((b) => b.totalPeople)),
      checkedIn: sum(confirmed.map((b) => b.arrivedCount)),
      amountDue: sum(confirmed.filter((b) => b.paidAt === null).map((b) => ore(b.amount))) / 100,
      amountPaid: sum(confirmed.filter((b) => b.paidAt !== null).map((b) => ore(b.amount))) / 100,
    },
    bookings: list,
  };
}

/** A booking of this event, as its bookings page lists it: any other is no such booking (404). */
export async function requireBookingOfEvent(context: TBookingsContext, eventId: number, bookingId: number) {
  const booking = await context.repos.bookings.findBooking(bookingId);
  if (!booking || booking.eventId !== eventId) throw bookingNotFound();
}

export async function adminBookingAnswer(context: TBookingsContext, bookingId: number): Promise<TAdminBooking> {
  const repo = context.repos.bookings;
  const booking = await repo.findBooking(bookingId);
  if (!booking) throw bookingNotFound();
  const booker = booking.bookedBy === null ? undefined : await repo.findUser(booking.bookedBy);
  return adminView(
    booking,
    await repo.listPeople([booking.id]),
    await positionOf(context, context.db, booking),
    booker,
  );
}

/** PUT /api/admin/bookings/:id/check-in: who of a confirmed booking has arrived, as a whole (idempotent). */
export async function checkIn(
  context: TBookingsContext,
  actorId: number,
  bookingId: number,
  input: TCheckInInput,
): Promise<TAdminBooking> {
  await context.db.transaction(async (tx) => {
    const repo = context.repos.bookings;
    const booking = await repo.findBooking(bookingId, tx);
    if (!booking) throw bookingNotFound();
    if (booking.status !== 'confirmed')
      throw new HttpError(409, 'notConfirmed', 'Only a confirmed booking can be checked in.');
    const people = await repo.listPeople([bookingId], tx);
    const arrived = input.arrived.map((givenId) => people.find((person) => person.givenId === givenId));
    if (arrived.some((person) => person === undefined)) {
      throw new HttpError(400, 'validation', 'Some fields are not valid.', undefined);
    }
    const unnamed = booking.adults + booking.children + booking.guestAdults + booking.guestChildren;
    if (input.guestsArrived > unnamed) throw new HttpError(400, 'validation', 'Some fields are not valid.');
    await repo.setArrived(
      bookingId,
      arrived.filter((person) => person !== undefined).map((person) => person.userId),
      tx,
    );
    await repo.updateBooking(bookingId, { unnamedArrived: input.guestsArrived }, tx);
    await context.repos.audit.record(
      { actorId, action: 'booking.check-in', target: `booking:${bookingId}`, details: { ...input } },
      tx,
    );
  });
  return adminBookingAnswer(context, bookingId);
}

/**
 * Records (or takes back) a booking's payment in the caller's transaction, audit-logged: the
 * treasurer's statements mark a booking paid in the transaction that confirms the bank line.
 */
export async function markBookingPaid(
  context: TBookingsContext,
  tx: TExecutor,
  actorId: number,
  bookingId: number,
  paid: boolean,
): Promise<void> {
  const repo = context.repos.bookings;
  const booking = await repo.findBooking(bookingId, tx);
  if (!booking) throw bookingNotFound();
  if ((booking.paidAt !== null) === paid) return;
  await repo.updateBooking(
    bookingId,
    paid ? { paidAt: sql`now()`, paidBy: actorId } : { paidAt: null, paidBy: null },
    tx,
  );
  await context.repos.audit.record(
    { actorId, action: paid ? 'booking.paid' : 'booking.unpaid', target: `booking:${bookingId}` },
    tx,
  );
}

/** PUT /api/admin/bookings/:id/payment: the board records (or takes back) a booking's payment. */
export async function recordPayment(
  context: TBookingsContext,
  actorId: number,
  bookingId: number,
  paid: boolean,
): Promise<TAdminBooking> {
  await context.db.transaction((tx) => markBookingPaid(context, tx, actorId, bookingId, paid));
  return adminBookingAnswer(context, bookingId);
}
