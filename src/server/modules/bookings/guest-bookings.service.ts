import { sql } from 'drizzle-orm';
import { isSignupOpen } from '../../../shared/booking-rules.ts';
import type { TGuestBooking, TGuestBookingInput } from '../../../shared/bookings.ts';
import type { TExecutor } from '../../db/client.ts';
import type { TEvent } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { hashOpaqueToken, newOpaqueToken } from '../accounts/index.ts';
import { claimRecipientCap } from '../../mail/recipient-cap.ts';
import { queueBookingMail } from './booking-mails.ts';
import { amountOreAt, pricesOreOf } from './booking-pricing.ts';
import { guestBookingView } from './booking-views.ts';
import {
  ARRIVAL_NOW,
  eventNotFound,
  fits,
  moveUpWaiting,
  signupClosed,
  stockholmDay,
  type TBookingsContext,
} from './bookings.service.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A confirm link lives a week; sign-up may close before that, which the confirmation checks. */
const CONFIRM_LINK_MS = 7 * DAY_MS;

/** A visitor's booking brings more people than the board allows one booking (400, field adults). */
export const tooManyPlaces = (max: number) =>
  new HttpError(400, 'tooManyPlaces', `One booking may bring at most ${max} people.`, { max });

export const linkInvalid = () => new HttpError(400, 'linkInvalid', 'This link is not valid (any more).');

/** The day after the event's last day, when a cancel link stops working. */
function afterEvent(event: TEvent): Date {
  const [year, month, day] = (event.endDate ?? event.startDate).split('-').map(Number);
  return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, (day ?? 1) + 1));
}

async function newLink(
  context: TBookingsContext,
  tx: TExecutor,
  bookingId: number,
  purpose: 'confirm' | 'cancel',
  expiresAt: Date,
): Promise<string> {
  const token = newOpaqueToken();
  await context.repos.bookings.insertToken({ bookingId, purpose, tokenHash: hashOpaqueToken(token), expiresAt }, tx);
  return `${context.publicUrl}/bookings/${purpose}?token=${token}`;
}

/** A visitor's cancel link, good until the day after the event. */
export function newCancelLink(context: TBookingsContext, tx: TExecutor, bookingId: number, event: TEvent) {
  return newLink(context, tx, bookingId, 'cancel', afterEvent(event));
}

/**
 * POST /api/events/:id/guest-bookings: a visitor's booking, counted only once confirmed by the
 * mailed link. The answer is the same for every address (known, unknown, booked before): it tells
 * nothing about who is a member or who has booked.
 */
export async function requestGuestBooking(
  context: TBookingsContext,
  eventId: number,
  input: TGuestBookingInput,
): Promise<void> {
  await context.db.transaction(async (tx) => {
    const repo = context.repos.bookings;
    const event = await repo.lockEvent(eventId, tx);
    const settings = await repo.findSettings(eventId, tx);
    if (!event || !event.published || !settings || !settings.openToNonMembers) throw eventNotFound();
    if (!isSignupOpen(settings.closesOn, stockholmDay(context.clock()))) throw signupClosed();
    if (input.adults + input.children > settings.visitorMaxPlaces) throw tooManyPlaces(settings.visitorMaxPlaces);
    await claimRecipientCap(context.repos.outbox, tx, input.email);
    const pricesOre = pricesOreOf(settings);
    const amountOre = amountOreAt(pricesOre, {
      members: [],
      nonMemberAdults: input.adults,
      nonMemberChildren: input.children,
    });
    const booking = await repo.insertBooking(
      {
        eventId,
        kind: 'visitor',
        visitorName: input.name,
        visitorEmail: input.email,
        visitorPhone: input.phone,
        language: input.language,
        adults: input.adults,
        children: input.children,
        note: input.note,
        status: 'pending_email',
        people: input.adults + input.children,
        amountOre,
        pricesOre,
      },
      tx,
    );
    const confirmLink = await newLink(
      context,
      tx,
      booking.id,
      'confirm',
      new Date(context.clock().getTime() + CONFIRM_LINK_MS),
    );
    await queueBookingMail(context, tx, booking, event, 'confirm-link', { confirmLink });
  });
}

/** POST /api/bookings/confirm: the visitor's link; the booking is placed now (confirmed or waiting). */
export async function confirmGuestBooking(context: TBookingsContext, token: string): Promise<TGuestBooking> {
  const answer = await context.db.transaction(async (tx) => {
    const repo = context.repos.bookings;
    const bookingId = await repo.useToken(hashOpaqueToken(token), 'confirm', context.clock(), tx);
    const pending = bookingId === undefined ? undefined : await repo.findBooking(bookingId, tx);
    if (!pending || pending.status !== 'pending_email') throw linkInvalid();
    const event = await repo.lockEvent(pending.eventId, tx);
    const settings = await repo.findSettings(pending.eventId, tx);
    if (!event) throw linkInvalid();
    // The event as it is now, not as it was when the link was mailed: the board may have closed it
    // to visitors, unpublished it or lowered the most a visitor may bring since.
    if (!event.published || !settings || !settings.openToNonMembers) throw signupClosed();
    if (!isSignupOpen(settings.closesOn, stockholmDay(context.clock()))) throw signupClosed();
    if (pending.people > settings.visitorMaxPlaces) throw tooManyPlaces(settings.visitorMaxPlaces);
    const status = (await fits(context, tx, event.id, settings, pending.people)) ? 'confirmed' : 'waiting';
    const booking = await repo.updateBooking(pending.id, { status, queuedAt: ARRIVAL_NOW }, tx);
    const cancelLink = await newLink(context, tx, booking.id, 'cancel', afterEvent(event));
    await queueBookingMail(context, tx, booking, event, status, { cancelLink });
    return guestBookingView(context, tx, booking, event);
  });
  context.cache.invalidate();
  return answer;
}

/** POST /api/bookings/cancel: the link in the visitor's confirmation; works until the event is over. */
export async function cancelGuestBooking(context: TBookingsContext, token: string): Promise<TGuestBooking> {
  const answer = await context.db.transaction(async (tx) => {
    const repo = context.repos.bookings;
    const bookingId = await repo.useToken(hashOpaqueToken(token), 'cancel', context.clock(), tx);
    const found = bookingId === undefined ? undefined : await repo.findBooking(bookingId, tx);
    if (!found || found.status === 'cancelled' || found.status === 'pending_email') throw linkInvalid();
    const event = await repo.lockEvent(found.eventId, tx);
    if (!event) throw linkInvalid();
    const booking = await repo.updateBooking(found.id, { status: 'cancelled', cancelledAt: sql`now()` }, tx);
    await queueBookingMail(context, tx, booking, event, 'cancelled');
    await moveUpWaiting(context, tx, event, await repo.findSettings(event.id, tx));
    return guestBookingView(context, tx, booking, event);
  });
  context.cache.invalidate();
  return answer;
}
