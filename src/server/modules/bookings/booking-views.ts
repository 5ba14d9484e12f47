import { formatSwishAmount } from '../../../shared/fees.ts';
import type { TGuestBooking, TMemberBooking, TSwishDetails } from '../../../shared/bookings.ts';
import type { TAssociation } from '../../../shared/association.ts';
import type { TExecutor } from '../../db/client.ts';
import type { TBooking, TEvent, TEventSignup, TUser } from '../../db/schema.ts';
import { swishAppLink, swishPayee, swishQrSvg } from '../membership/index.ts';
import type { TBookingPersonRow, TBookingsRepo } from './bookings.repo.ts';

type TViewContext = { association: TAssociation; repos: { bookings: TBookingsRepo } };

/** Swish allows 50 characters of a small set; ours are built from ids only, never from user text. */
const SWISH_MESSAGE = /^[A-Za-z0-9 ]{1,50}$/;

/** `EV12 0042A` for a family (the booker's givenId), `EV12 B345` for a visitor's booking. */
export function bookingSwishMessage(eventId: number, reference: string): string {
  const message = `EV${eventId} ${reference}`;
  if (!SWISH_MESSAGE.test(message)) throw new RangeError('The Swish message does not fit');
  return message;
}

/** What to pay by Swish: only for a confirmed, unpaid booking with something to pay. */
export async function swishFor(
  association: TAssociation,
  booking: TBooking,
  reference: string,
): Promise<TSwishDetails | null> {
  if (booking.status !== 'confirmed' || booking.amountOre <= 0 || booking.paidAt !== null) return null;
  const payment = {
    payee: swishPayee(association.swishNumber),
    amount: formatSwishAmount(booking.amountOre / 100),
    message: bookingSwishMessage(booking.eventId, reference),
  };
  return { ...payment, appLink: swishAppLink(payment), qrSvg: await swishQrSvg(payment) };
}

/** 1 for the first booking on the waiting list; null when the booking does not wait. */
export async function positionOf(
  context: Pick<TViewContext, 'repos'>,
  tx: TExecutor,
  booking: TBooking,
): Promise<number | null> {
  if (booking.status !== 'waiting') return null;
  const waiting = await context.repos.bookings.listWaiting(booking.eventId, tx);
  const index = waiting.findIndex((row) => row.id === booking.id);
  return index < 0 ? null : index + 1;
}

function common(booking: TBooking, position: number | null) {
  return {
    bookingId: booking.id,
    eventId: booking.eventId,
    status: booking.status,
    position,
    people: booking.people,
    note: booking.note,
    amount: booking.amountOre / 100,
    paid: booking.paidAt !== null,
    createdAt: booking.createdAt.toISOString(),
  };
}

export async function memberBookingView(
  context: TViewContext,
  parts: {
    booking: TBooking;
    people: TBookingPersonRow[];
    position: number | null;
    settings: TEventSignup | undefined;
    booker: TUser;
  },
): Promise<TMemberBooking> {
  const { booking } = parts;
  return {
    ...common(booking, parts.position),
    attendees: parts.people.map((person) => person.givenId),
    guestAdults: booking.guestAdults,
    guestChildren: booking.guestChildren,
    changeableUntil: parts.settings?.closesOn ?? '',
    swish: await swishFor(context.association, booking, parts.booker.givenId),
  };
}

export async function guestBookingView(
  context: TViewContext,
  tx: TExecutor,
  booking: TBooking,
  event: TEvent,
): Promise<TGuestBooking> {
  return {
    ...common(booking, await positionOf(context, tx, booking)),
    eventName: event.name,
    eventNameTamil: event.nameTamil,
    startDate: event.startDate,
    adults: booking.adults,
    children: booking.children,
    swish: await swishFor(context.association, booking, `B${booking.id}`),
  };
}
