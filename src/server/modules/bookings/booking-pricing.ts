import { ageGroupOn, bookingAmount } from '../../../shared/booking-rules.ts';
import type { TSignupPrices } from '../../../shared/bookings.ts';
import type { TAgeGroup } from '../../../shared/booking-limits.ts';
import type { TBooking, TBookingPricesOre, TEventSignup, TPricedAgeGroups } from '../../db/schema.ts';

/*
 * What a booking owes is fixed when it is made: the event's prices of that moment stay with the
 * booking, and each family member keeps the age group they were first priced at in it. A later
 * edit of a birth date can make someone older (dearer) but never younger (cheaper) in a booking.
 */

const AGE_RANK: Record<TAgeGroup, number> = { under6: 0, child: 1, adult: 2 };

export function pricesOreOf(settings: TEventSignup): TBookingPricesOre {
  return {
    memberAdult: settings.memberAdultOre,
    memberChild: settings.memberChildOre,
    nonMemberAdult: settings.nonMemberAdultOre,
    nonMemberChild: settings.nonMemberChildOre,
  };
}

/** The booking's own prices; a booking from before prices were kept uses the event's. */
export function bookingPricesOre(booking: TBooking | undefined, settings: TEventSignup | undefined): TBookingPricesOre {
  if (booking?.pricesOre) return booking.pricesOre;
  if (settings) return pricesOreOf(settings);
  return { memberAdult: 0, memberChild: 0, nonMemberAdult: 0, nonMemberChild: 0 };
}

function inSek(prices: TBookingPricesOre): TSignupPrices {
  return {
    memberAdult: prices.memberAdult / 100,
    memberChild: prices.memberChild / 100,
    nonMemberAdult: prices.nonMemberAdult / 100,
    nonMemberChild: prices.nonMemberChild / 100,
  };
}

/** The age group a family member is priced at in this booking: never below the one first recorded. */
export function pricedAgeGroup(
  recorded: TPricedAgeGroups,
  userId: number,
  personalNumber: string | null,
  eventStartDate: string,
): TAgeGroup {
  const now = ageGroupOn(personalNumber, eventStartDate);
  const before = recorded[String(userId)];
  return before !== undefined && AGE_RANK[before] > AGE_RANK[now] ? before : now;
}

/** The recorded age groups with these people's added or raised (never lowered, never forgotten). */
export function recordAgeGroups(
  recorded: TPricedAgeGroups,
  people: readonly { userId: number; ageGroup: TAgeGroup }[],
): TPricedAgeGroups {
  const next: TPricedAgeGroups = { ...recorded };
  for (const person of people) next[String(person.userId)] = person.ageGroup;
  return next;
}

export type TPricedHeads = {
  members: readonly TAgeGroup[];
  nonMemberAdults: number;
  nonMemberChildren: number;
};

/** What the heads cost at the booking's prices, in öre. */
export function amountOreAt(prices: TBookingPricesOre, heads: TPricedHeads): number {
  return Math.round(bookingAmount(heads, inSek(prices)) * 100);
}
