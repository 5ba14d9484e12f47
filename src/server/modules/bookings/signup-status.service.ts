import { isSignupOpen, placesLeft } from '../../../shared/booking-rules.ts';
import type { TSignupStatus } from '../../../shared/bookings.ts';
import type { TEventSignup } from '../../db/schema.ts';
import type { TEventCounts } from './bookings.repo.ts';
import { eventNotFound, pricesOf, stockholmDay, type TBookingsContext } from './bookings.service.ts';

/** Who asks: visitors see only events open to non-members. */
export type TSignupAudience = 'visitor' | 'member' | 'admin';

export function signupStatus(settings: TEventSignup, counts: TEventCounts | undefined, today: string): TSignupStatus {
  const confirmed = counts?.confirmed ?? 0;
  const left = placesLeft(settings.places, confirmed);
  return {
    eventId: settings.eventId,
    open: isSignupOpen(settings.closesOn, today),
    closesOn: settings.closesOn,
    places: settings.places,
    placesLeft: left,
    waitingList: left !== null && (left === 0 || (counts?.waiting ?? 0) > 0),
    openToNonMembers: settings.openToNonMembers,
    visitorMaxPlaces: settings.visitorMaxPlaces,
    prices: pricesOf(settings),
  };
}

/**
 * GET /api/events/:id/signup: 404 when the event has no sign-up, is not published (but for the
 * board), or the viewer is a visitor and non-members may not sign up. Cached per audience.
 */
export function eventSignupStatus(
  context: TBookingsContext,
  eventId: number,
  audience: TSignupAudience,
): Promise<TSignupStatus> {
  return context.cache
    .get(`signup:${eventId}:${audience}`, async () => {
      const repo = context.repos.bookings;
      const event = await repo.findEvent(eventId);
      const settings = await repo.findSettings(eventId);
      if (!event || !settings || (!event.published && audience !== 'admin')) return null;
      if (audience === 'visitor' && !settings.openToNonMembers) return null;
      const [counts] = await repo.countsByEvent([eventId]);
      return signupStatus(settings, counts, stockholmDay(context.clock()));
    })
    .then((status) => {
      if (!status) throw eventNotFound();
      return status;
    });
}

/** GET /api/events/signups: every published event whose sign-up is open and that the viewer may sign up to. */
export function openSignups(context: TBookingsContext, audience: TSignupAudience): Promise<TSignupStatus[]> {
  return context.cache.get(`signups:${audience}`, async () => {
    const repo = context.repos.bookings;
    const today = stockholmDay(context.clock());
    const settings = (await repo.listOpenSettings(today)).filter(
      (row) => audience !== 'visitor' || row.openToNonMembers,
    );
    const counts = await repo.countsByEvent(settings.map((row) => row.eventId));
    return settings.map((row) =>
      signupStatus(
        row,
        counts.find((count) => count.eventId === row.eventId),
        today,
      ),
    );
  });
}
