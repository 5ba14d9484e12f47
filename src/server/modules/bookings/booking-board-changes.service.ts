import { sql } from 'drizzle-orm';
import { placesLeft } from '../../../shared/booking-rules.ts';
import type { TAdminBooking, TAdminBookingChange, TBookingMoveTarget } from '../../../shared/bookings.ts';
import type { TAgeGroup } from '../../../shared/booking-limits.ts';
import type { TExecutor } from '../../db/client.ts';
import type { TBooking } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { queueBookingMail } from './booking-mails.ts';
import { amountOreAt, bookingPricesOre, pricedAgeGroup, recordAgeGroups } from './booking-pricing.ts';
import { adminBookingAnswer, bookingNotFound } from './bookings-admin.service.ts';
import { ARRIVAL_NOW, fits, moveUpWaiting, stockholmDay, type TBookingsContext } from './bookings.service.ts';
import { newCancelLink } from './guest-bookings.service.ts';

/*
 * The board puts any booking right, a family's or a visitor's, whatever the last day of sign-up:
 * cancel it, make it smaller, or move it whole to another event with sign-up (another date of the
 * same evening, say). Each change locks the event(s) it touches, tells the family or visitor by
 * mail, lets the waiting list move up where places opened, and is audit-logged.
 */

const notActive = () => new HttpError(409, 'bookingNotActive', 'Only a confirmed or waiting booking can be changed.');
/** A change that would not make the booking smaller, or names someone not in it. */
const notSmaller = () =>
  new HttpError(400, 'bookingChangeInvalid', 'A change may only take people out of the booking.');
const moveTargetInvalid = () =>
  new HttpError(400, 'moveTargetInvalid', 'A booking can move only to another event with sign-up.');

/** Locks the booking's event, then reads the booking afresh under that lock; 409 unless it counts. */
async function lockActiveBooking(context: TBookingsContext, tx: TExecutor, bookingId: number) {
  const repo = context.repos.bookings;
  const first = await repo.findBooking(bookingId, tx);
  if (!first) throw bookingNotFound();
  const event = await repo.lockEvent(first.eventId, tx);
  const booking = await repo.findBooking(bookingId, tx);
  if (!event || !booking || booking.eventId !== event.id) throw bookingNotFound();
  if (booking.status !== 'confirmed' && booking.status !== 'waiting') throw notActive();
  return { event, booking };
}

async function record(
  context: TBookingsContext,
  tx: TExecutor,
  actorId: number,
  action: string,
  booking: TBooking,
  details: Record<string, unknown>,
) {
  await context.repos.audit.record({ actorId, action, target: `booking:${booking.id}`, details }, tx);
}

/** DELETE /api/admin/bookings/:id: the board cancels a booking; the waiting list moves up. */
export async function cancelBookingByBoard(
  context: TBookingsContext,
  actorId: number,
  bookingId: number,
): Promise<TAdminBooking> {
  await context.db.transaction(async (tx) => {
    const repo = context.repos.bookings;
    const { event, booking } = await lockActiveBooking(context, tx, bookingId);
    const row = await repo.updateBooking(booking.id, { status: 'cancelled', cancelledAt: sql`now()` }, tx);
    await queueBookingMail(context, tx, row, event, 'board-cancelled');
    await moveUpWaiting(context, tx, event, await repo.findSettings(event.id, tx));
    await record(context, tx, actorId, 'booking.cancel', booking, {
      eventId: event.id,
      people: booking.people,
      status: booking.status,
    });
  });
  context.cache.invalidate();
  return adminBookingAnswer(context, bookingId);
}

/** PUT /api/admin/bookings/:id: the board makes a booking smaller; freed places go to the waiting list. */
export async function shrinkBookingByBoard(
  context: TBookingsContext,
  actorId: number,
  bookingId: number,
  change: TAdminBookingChange,
): Promise<TAdminBooking> {
  await context.db.transaction(async (tx) => {
    const repo = context.repos.bookings;
    const { event, booking } = await lockActiveBooking(context, tx, bookingId);
    const current = await repo.listPeople([booking.id], tx);
    const kept = change.attendees.map((givenId) => current.find((person) => person.givenId === givenId));
    if (kept.some((person) => person === undefined)) throw notSmaller();
    for (const field of ['adults', 'children', 'guestAdults', 'guestChildren'] as const) {
      if (change[field] > booking[field]) throw notSmaller();
    }
    const keptPeople = kept.filter((person) => person !== undefined);
    const people = keptPeople.length + change.adults + change.children + change.guestAdults + change.guestChildren;
    if (people === booking.people) return;
    const settings = await repo.findSettings(event.id, tx);
    const pricesOre = bookingPricesOre(booking, settings);
    const amountOre = amountOreAt(pricesOre, {
      members: keptPeople.map((person) => person.ageGroup),
      nonMemberAdults: change.adults + change.guestAdults,
      nonMemberChildren: change.children + change.guestChildren,
    });
    const unnamed = change.adults + change.children + change.guestAdults + change.guestChildren;
    const row = await repo.updateBooking(
      booking.id,
      {
        adults: change.adults,
        children: change.children,
        guestAdults: change.guestAdults,
        guestChildren: change.guestChildren,
        people,
        amountOre,
        pricesOre,
        unnamedArrived: Math.min(booking.unnamedArrived, unnamed),
      },
      tx,
    );
    await repo.replacePeople(
      booking.id,
      keptPeople.map((person) => ({ userId: person.userId, ageGroup: person.ageGroup })),
      tx,
    );
    await queueBookingMail(context, tx, row, event, 'board-changed');
    await moveUpWaiting(context, tx, event, settings);
    await record(context, tx, actorId, 'booking.shrink', booking, {
      eventId: event.id,
      peopleBefore: booking.people,
      peopleAfter: people,
      amountBefore: booking.amountOre / 100,
      amountAfter: amountOre / 100,
    });
  });
  context.cache.invalidate();
  return adminBookingAnswer(context, bookingId);
}

/**
 * PUT /api/admin/bookings/:id/event: the board moves a booking whole to another event with sign-up.
 * It must fit there (409 notEnoughPlaces, nothing changes): a move never puts people on a waiting
 * list they did not ask for. The booking keeps its prices; its arrivals and reminder start afresh.
 */
export async function moveBookingByBoard(
  context: TBookingsContext,
  actorId: number,
  bookingId: number,
  targetEventId: number,
): Promise<TAdminBooking> {
  await context.db.transaction(async (tx) => {
    const repo = context.repos.bookings;
    const found = await repo.findBooking(bookingId, tx);
    if (!found) throw bookingNotFound();
    if (found.eventId === targetEventId) throw moveTargetInvalid();
    // Both events locked, the lower id first, so two moves the opposite way cannot deadlock.
    const [firstId, secondId] = [found.eventId, targetEventId].sort((a, b) => a - b) as [number, number];
    await repo.lockEvent(firstId, tx);
    await repo.lockEvent(secondId, tx);
    const { event: from, booking } = await lockActiveBooking(context, tx, bookingId);
    const to = await repo.findEvent(targetEventId, tx);
    const toSettings = to ? await repo.findSettings(to.id, tx) : undefined;
    if (!to || !toSettings) throw moveTargetInvalid();
    if (booking.familyId !== null && (await repo.findFamilyBooking(to.id, booking.familyId, tx))) {
      throw new HttpError(409, 'alreadyBooked', 'The family already has a booking for that event.');
    }
    if (!(await fits(context, tx, to.id, toSettings, booking.people))) {
      throw new HttpError(409, 'notEnoughPlaces', 'There are not enough free places for this change.');
    }
    const people = await repo.listPeople([booking.id], tx);
    const users = await repo.findUsers(
      people.map((person) => person.userId),
      tx,
    );
    const groups = people.map((person) => {
      const user = users.find((candidate) => candidate.id === person.userId);
      const ageGroup: TAgeGroup = pricedAgeGroup(
        recordAgeGroups(booking.pricedAgeGroups, [person]),
        person.userId,
        user?.personalNumber ?? null,
        to.startDate,
      );
      return { userId: person.userId, ageGroup };
    });
    const pricesOre = bookingPricesOre(booking, await repo.findSettings(from.id, tx));
    const row = await repo.updateBooking(
      booking.id,
      {
        eventId: to.id,
        status: 'confirmed',
        queuedAt: ARRIVAL_NOW,
        movedFromEventId: from.id,
        pricesOre,
        pricedAgeGroups: recordAgeGroups(booking.pricedAgeGroups, groups),
        amountOre: amountOreAt(pricesOre, {
          members: groups.map((group) => group.ageGroup),
          nonMemberAdults: booking.adults + booking.guestAdults,
          nonMemberChildren: booking.children + booking.guestChildren,
        }),
        unnamedArrived: 0,
        remindedAt: null,
      },
      tx,
    );
    await repo.replacePeople(booking.id, groups, tx);
    await repo.setArrived(booking.id, [], tx);
    const cancelLink = booking.kind === 'visitor' ? await newCancelLink(context, tx, row.id, to) : undefined;
    await queueBookingMail(context, tx, row, to, 'board-moved', { cancelLink });
    await moveUpWaiting(context, tx, from, await repo.findSettings(from.id, tx));
    await record(context, tx, actorId, 'booking.move', booking, {
      fromEventId: from.id,
      toEventId: to.id,
      people: booking.people,
    });
  });
  context.cache.invalidate();
  return adminBookingAnswer(context, bookingId);
}

/** GET /api/admin/bookings/:id/move-targets: other events with sign-up from today on, soonest first. */
export async function bookingMoveTargets(context: TBookingsContext, bookingId: number): Promise<TBookingMoveTarget[]> {
  const repo = context.repos.bookings;
  const booking = await repo.findBooking(bookingId);
  if (!booking) throw bookingNotFound();
  const rows = (await repo.listSignupEventsFrom(stockholmDay(context.clock()))).filter(
    (row) => row.event.id !== booking.eventId,
  );
  const counts = await repo.countsByEvent(rows.map((row) => row.event.id));
  return rows.map((row) => ({
    eventId: row.event.id,
    eventName: row.event.name,
    eventNameTamil: row.event.nameTamil,
    startDate: row.event.startDate,
    placesLeft: placesLeft(row.signup.places, counts.find((count) => count.eventId === row.event.id)?.confirmed ?? 0),
  }));
}
