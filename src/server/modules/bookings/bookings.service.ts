import { sql } from 'drizzle-orm';
import { ageGroupOn, isSignupOpen, placesLeft, waitingThatFit } from '../../../shared/booking-rules.ts';
import type { TMemberBookingAnswer, TMemberBookingInput, TSignupPrices } from '../../../shared/bookings.ts';
import type { TAppBasics } from '../../app-basics.ts';
import type { TExecutor } from '../../db/client.ts';
import type { TBooking, TEvent, TEventSignup, TUser } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import type { TTtlCache } from '../../http/ttl-cache.ts';
import type { TOutboxRepo } from '../../mail/outbox.repo.ts';
import type { TUsersRepo } from '../accounts/index.ts';
import type { TAuditRepo } from '../audit/index.ts';
import { familyOfUser } from '../members/index.ts';
import { queueBookingMail } from './booking-mails.ts';
import { amountOreAt, bookingPricesOre, pricedAgeGroup, pricesOreOf, recordAgeGroups } from './booking-pricing.ts';
import { memberBookingView, positionOf } from './booking-views.ts';
import type { TBookingsRepo } from './bookings.repo.ts';

/** What the bookings' rules run on, made once per app and shared by the public and board routes. */
export type TBookingsContext = TAppBasics & {
  /** The sign-up status answers; cleared on every booking change. */
  cache: TTtlCache;
  repos: { bookings: TBookingsRepo; users: TUsersRepo; outbox: TOutboxRepo; audit: TAuditRepo };
};

export type TBookingViewer = { userId: number; isAdmin: boolean };

const STOCKHOLM_DAY = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Stockholm',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's date in Sweden, YYYY-MM-DD: sign-up closes at the end of the last day there. */
export function stockholmDay(now: Date): string {
  return STOCKHOLM_DAY.format(now);
}

export const eventNotFound = () => new HttpError(404, 'not_found', 'There is no such event.');
export const signupClosed = () => new HttpError(409, 'signupClosed', 'Sign-up for this event is closed.');

export function pricesOf(settings: TEventSignup): TSignupPrices {
  return {
    memberAdult: settings.memberAdultOre / 100,
    memberChild: settings.memberChildOre / 100,
    nonMemberAdult: settings.nonMemberAdultOre / 100,
    nonMemberChild: settings.nonMemberChildOre / 100,
  };
}

/** Arrival order is the moment the booking got the event's lock, so it matches the order of placing. */
export const ARRIVAL_NOW = sql`clock_timestamp()`;

/**
 * After places opened (a cancellation, a smaller booking, more places): the first waiting bookings
 * that now fit are confirmed, in arrival order, and each is told. The caller holds the event's lock.
 */
export async function moveUpWaiting(
  context: TBookingsContext,
  tx: TExecutor,
  event: TEvent,
  settings: TEventSignup | undefined,
): Promise<TBooking[]> {
  if (!settings) return [];
  const repo = context.repos.bookings;
  const [counts] = await repo.countsByEvent([event.id], tx);
  const waiting = await repo.listWaiting(event.id, tx);
  const moved = waitingThatFit(waiting, placesLeft(settings.places, counts?.confirmed ?? 0));
  const confirmed: TBooking[] = [];
  for (const booking of moved) {
    const row = await repo.updateBooking(booking.id, { status: 'confirmed' }, tx);
    await queueBookingMail(context, tx, row, event, 'moved');
    confirmed.push(row);
  }
  return confirmed;
}

/** Whether `people` more fit beside the confirmed bookings (`freed` of them the booking's own). */
export async function fits(
  context: TBookingsContext,
  tx: TExecutor,
  eventId: number,
  settings: TEventSignup,
  people: number,
  freed = 0,
): Promise<boolean> {
  if (settings.places === null) return true;
  const [counts] = await context.repos.bookings.countsByEvent([eventId], tx);
  return (counts?.confirmed ?? 0) - freed + people <= settings.places;
}

type TOpenEvent = { event: TEvent; settings: TEventSignup };

/** Locks the event for this transaction; 404 when the viewer cannot see it, 409 when sign-up is not open. */
async function lockOpenEvent(
  context: TBookingsContext,
  tx: TExecutor,
  eventId: number,
  viewer: TBookingViewer,
): Promise<TOpenEvent> {
  const repo = context.repos.bookings;
  const event = await repo.lockEvent(eventId, tx);
  if (!event || (!event.published && !viewer.isAdmin)) throw eventNotFound();
  const settings = await repo.findSettings(eventId, tx);
  if (!settings || !isSignupOpen(settings.closesOn, stockholmDay(context.clock()))) throw signupClosed();
  return { event, settings };
}

async function visibleEvent(context: TBookingsContext, tx: TExecutor, eventId: number, viewer: TBookingViewer) {
  const event = await context.repos.bookings.findEvent(eventId, tx);
  if (!event || (!event.published && !viewer.isAdmin)) throw eventNotFound();
  return event;
}

async function answerFor(
  context: TBookingsContext,
  tx: TExecutor,
  event: TEvent,
  family: TUser[],
  booker: TUser,
  booking: TBooking | undefined,
): Promise<TMemberBookingAnswer> {
  const repo = context.repos.bookings;
  const settings = await repo.findSettings(event.id, tx);
  const active = booking && booking.status !== 'cancelled' ? booking : undefined;
  const people = active ? await repo.listPeople([active.id], tx) : [];
  const position = active ? await positionOf(context, tx, active) : null;
  return {
    booking: active ? await memberBookingView(context, { booking: active, people, position, settings, booker }) : null,
    family: family.map((person) => ({
      givenId: person.givenId,
      firstName: person.firstName,
      lastName: person.lastName,
      ageGroup: ageGroupOn(person.personalNumber, event.startDate),
    })),
  };
}

/** GET /api/events/:id/booking: the family's booking (null when none or cancelled) and its people. */
export async function memberBooking(
  context: TBookingsContext,
  eventId: number,
  viewer: TBookingViewer,
): Promise<TMemberBookingAnswer> {
  const tx = context.db;
  const event = await visibleEvent(context, tx, eventId, viewer);
  const { user, family } = await familyOfUser(context, viewer.userId, tx);
  const booking =
    user.familyId === null ? undefined : await context.repos.bookings.findFamilyBooking(eventId, user.familyId, tx);
  return answerFor(context, tx, event, family, user, booking);
}

/**
 * PUT /api/events/:id/booking: signs the family up or changes its booking. A new booking that does
 * not fit whole waits whole; a confirmed booking that grows beyond the free places is refused (409
 * notEnoughPlaces) and stays as it was; one that shrinks lets waiting bookings move up.
 */
export async function saveMemberBooking(
  context: TBookingsContext,
  eventId: number,
  viewer: TBookingViewer,
  input: TMemberBookingInput,
): Promise<TMemberBookingAnswer> {
  const answer = await context.db.transaction(async (tx) => {
    const repo = context.repos.bookings;
    const { event, settings } = await lockOpenEvent(context, tx, eventId, viewer);
    const { user, family } = await familyOfUser(context, viewer.userId, tx);
    if (user.familyId === null) throw new HttpError(403, 'forbidden', 'You may sign up only your own family.');
    const attendees = input.attendees.map((givenId) => family.find((person) => person.givenId === givenId));
    if (attendees.some((person) => person === undefined)) {
      throw new HttpError(403, 'forbidden', 'You may sign up only your own family.');
    }
    const existing = await repo.findFamilyBooking(eventId, user.familyId, tx);
    const active =
      existing && (existing.status === 'confirmed' || existing.status === 'waiting') ? existing : undefined;
    const recorded = existing?.pricedAgeGroups ?? {};
    const chosen = attendees.filter((person) => person !== undefined);
    const groups = chosen.map((person) => ({
      userId: person.id,
      ageGroup: pricedAgeGroup(recorded, person.id, person.personalNumber, event.startDate),
    }));
    const people = chosen.length + input.guestAdults + input.guestChildren;
    // A change keeps the prices the booking was made at; a new (or made-again) booking takes today's.
    const pricesOre = active ? bookingPricesOre(active, settings) : pricesOreOf(settings);
    const amountOre = amountOreAt(pricesOre, {
      members: groups.map((group) => group.ageGroup),
      nonMemberAdults: input.guestAdults,
      nonMemberChildren: input.guestChildren,
    });
    const values = {
      bookedBy: user.id,
      guestAdults: input.guestAdults,
      guestChildren: input.guestChildren,
      note: input.note,
      people,
      amountOre,
      pricesOre,
      pricedAgeGroups: recordAgeGroups(recorded, groups),
      language: user.language,
    };
    let booking: TBooking;
    if (existing && active) {
      // Never refuse a change that takes no more places, even when the board lowered the places since.
      const grows = people > existing.people;
      if (
        existing.status === 'confirmed' &&
        grows &&
        !(await fits(context, tx, eventId, settings, people, existing.people))
      ) {
        throw new HttpError(409, 'notEnoughPlaces', 'There are not enough free places for this change.');
      }
      booking = await repo.updateBooking(existing.id, values, tx);
      await repo.replacePeople(booking.id, groups, tx);
      if (people < existing.people || existing.status === 'waiting') await moveUpWaiting(context, tx, event, settings);
    } else {
      const status = (await fits(context, tx, eventId, settings, people)) ? 'confirmed' : 'waiting';
      const fresh = {
        ...values,
        status,
        queuedAt: ARRIVAL_NOW,
        cancelledAt: null,
        remindedAt: null,
        unnamedArrived: 0,
      } as const;
      booking = existing
        ? await repo.updateBooking(existing.id, fresh, tx)
        : await repo.insertBooking({ ...fresh, eventId, kind: 'member', familyId: user.familyId }, tx);
      await repo.replacePeople(booking.id, groups, tx);
      await queueBookingMail(context, tx, booking, event, status === 'confirmed' ? 'confirmed' : 'waiting');
    }
    return answerFor(context, tx, event, family, user, await repo.findBooking(booking.id, tx));
  });
  context.cache.invalidate();
  return answer;
}

/** DELETE /api/events/:id/booking: cancels the family's booking (a no-op without one); waiting ones move up. */
export async function cancelMemberBooking(
  context: TBookingsContext,
  eventId: number,
  viewer: TBookingViewer,
): Promise<TMemberBookingAnswer> {
  const answer = await context.db.transaction(async (tx) => {
    const repo = context.repos.bookings;
    const { event, settings } = await lockOpenEvent(context, tx, eventId, viewer);
    const { user, family } = await familyOfUser(context, viewer.userId, tx);
    const existing = user.familyId === null ? undefined : await repo.findFamilyBooking(eventId, user.familyId, tx);
    if (existing && existing.status !== 'cancelled') {
      const row = await repo.updateBooking(existing.id, { status: 'cancelled', cancelledAt: sql`now()` }, tx);
      await queueBookingMail(context, tx, { ...row, bookedBy: user.id }, event, 'cancelled');
      await moveUpWaiting(context, tx, event, settings);
    }
    return answerFor(context, tx, event, family, user, undefined);
  });
  context.cache.invalidate();
  return answer;
}
