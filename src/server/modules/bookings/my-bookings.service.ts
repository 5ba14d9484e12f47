import type { TMyBooking } from '../../../shared/bookings.ts';
import { positionOf } from './booking-views.ts';
import type { TBookingsContext } from './bookings.service.ts';

/** GET /api/member/bookings: the caller's family's bookings; none for a user outside any family. */
export async function familyBookings(context: TBookingsContext, userId: number): Promise<TMyBooking[]> {
  const repo = context.repos.bookings;
  const user = await repo.findUser(userId);
  if (!user || user.familyId === null) return [];
  const rows = await repo.listFamilyBookings(user.familyId);
  const answer: TMyBooking[] = [];
  for (const { booking, event } of rows) {
    answer.push({
      bookingId: booking.id,
      eventId: event.id,
      eventName: event.name,
      eventNameTamil: event.nameTamil,
      startDate: event.startDate,
      status: booking.status,
      position: await positionOf(context, context.db, booking),
      people: booking.people,
      amount: booking.amountOre / 100,
      paid: booking.paidAt !== null,
    });
  }
  return answer;
}
