import { readableEventName } from '../../../shared/events.ts';
import { formatSwishAmount } from '../../../shared/fees.ts';
import { toLanguage } from '../../../shared/languages.ts';
import type { TExecutor } from '../../db/client.ts';
import type { TBooking, TEvent } from '../../db/schema.ts';
import { buildCalendar } from '../events/index.ts';
import { bookingMail, type TBookingMailKind } from './booking-mails.template.ts';
import type { TBookingsContext } from './bookings.service.ts';

export type TBookingMailContext = Pick<TBookingsContext, 'association' | 'publicUrl' | 'repos'>;

/**
 * Queues one mail of a booking's life in the transaction that changed it: to the visitor, or to the
 * member who booked (when they have an address), in their language. Confirmations carry the event's
 * .ics. A reminder's dedupe key makes a second queueing of it a no-op.
 */
export async function queueBookingMail(
  context: TBookingMailContext,
  tx: TExecutor,
  booking: TBooking,
  event: TEvent,
  kind: TBookingMailKind,
  links: { confirmLink?: string; cancelLink?: string } = {},
): Promise<void> {
  let to: string | null = booking.visitorEmail;
  // A visitor's name is what a stranger typed: their mails greet without it.
  let name = '';
  let language = toLanguage(booking.language);
  if (booking.kind === 'member') {
    const booker = booking.bookedBy === null ? undefined : await context.repos.bookings.findUser(booking.bookedBy, tx);
    to = booker?.email ?? null;
    name = booker?.firstName ?? '';
    language = toLanguage(booker?.language);
  }
  if (!to) return;
  const eventPage = `${context.publicUrl}/events/${event.id}`;
  const content = bookingMail(
    {
      association: context.association,
      kind,
      name,
      eventName: readableEventName(event, language).name,
      eventDate: event.startDate,
      people: booking.people,
      amount: booking.amountOre > 0 ? formatSwishAmount(booking.amountOre / 100) : null,
      link: kind === 'confirm-link' ? (links.confirmLink ?? eventPage) : eventPage,
      cancelLink: links.cancelLink,
    },
    language,
  );
  const withCalendar = kind === 'confirmed' || kind === 'moved' || kind === 'board-moved';
  const attachments = withCalendar
    ? [
        {
          filename: `event-${event.id}.ics`,
          contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
          content: buildCalendar([event], {
            publicUrl: context.publicUrl,
            calendarName: context.association.name[language],
            language,
          }),
        },
      ]
    : undefined;
  await context.repos.outbox.enqueue(
    {
      ...content,
      to,
      kind: `booking-${kind}`,
      dedupeKey: kind === 'reminder' ? `booking-reminder:${booking.id}` : undefined,
      attachments,
    },
    tx,
  );
}
