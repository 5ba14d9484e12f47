import type { TSignupPrices } from './bookings.ts';
import type { TAgeGroup } from './booking-limits.ts';
import { ADULT_AGE, FREE_BELOW_AGE } from './fees.ts';
import { ageOn } from './personnummer.ts';

/** The rules of event sign-up, the same in the forms (a price shown before booking) and on the server. */

/** The age group on the event's first day, by the membership fee's ages; no personnummer counts as adult. */
export function ageGroupOn(personnummer: string | null, eventStartDate: string): TAgeGroup {
  const [year, month, day] = eventStartDate.split('-').map(Number);
  const age = personnummer ? ageOn(personnummer, new Date(year ?? 0, (month ?? 1) - 1, day ?? 1)) : null;
  if (age === null || age >= ADULT_AGE) return 'adult';
  return age >= FREE_BELOW_AGE ? 'child' : 'under6';
}

export type TBookingHeads = {
  /** The family members coming, by age group (member prices). */
  members: readonly TAgeGroup[];
  /** Guests and a visitor's own people (non-member prices; their children pay the child price). */
  nonMemberAdults: number;
  nonMemberChildren: number;
};

/** Öre, so sums of prices stay exact. */
const ore = (sek: number) => Math.round(sek * 100);

/** What one booking costs, in SEK with two decimals. */
export function bookingAmount(heads: TBookingHeads, prices: TSignupPrices): number {
  const memberOre = heads.members.reduce(
    (sum, group) =>
      sum + (group === 'adult' ? ore(prices.memberAdult) : group === 'child' ? ore(prices.memberChild) : 0),
    0,
  );
  const nonMemberOre =
    heads.nonMemberAdults * ore(prices.nonMemberAdult) + heads.nonMemberChildren * ore(prices.nonMemberChild);
  return (memberOre + nonMemberOre) / 100;
}

export function placesLeft(places: number | null, confirmedPeople: number): number | null {
  return places === null ? null : Math.max(0, places - confirmedPeople);
}

/** Sign-up (and changes) stay open through the last day, inclusive. */
export function isSignupOpen(closesOn: string, today: string): boolean {
  return today <= closesOn;
}

/**
 * Which waiting bookings move up when `free` places open: in arrival order, each one that fits
 * whole, skipping one that does not (a big booking does not block smaller ones behind it).
 * `free` null = unlimited: all move up.
 */
export function waitingThatFit<T extends { people: number }>(waiting: readonly T[], free: number | null): T[] {
  if (free === null) return [...waiting];
  const moved: T[] = [];
  let left = free;
  for (const booking of waiting) {
    if (booking.people <= left) {
      moved.push(booking);
      left -= booking.people;
    }
  }
  return moved;
}

export type TPricePart = {
  kind: 'memberAdult' | 'memberChild' | 'guestAdult' | 'guestChild';
  count: number;
  /** SEK per person. */
  price: number;
};

/**
 * What a booking's amount is made of, part by part (members at the member price, guests at the
 * visitor price), so a family sees why it pays what it pays. Parts nobody pays for are left out;
 * the parts add up to bookingAmount.
 */
export function bookingBreakdown(heads: TBookingHeads, prices: TSignupPrices): TPricePart[] {
  const parts: TPricePart[] = [
    { kind: 'memberAdult', count: heads.members.filter((g) => g === 'adult').length, price: prices.memberAdult },
    { kind: 'memberChild', count: heads.members.filter((g) => g === 'child').length, price: prices.memberChild },
    { kind: 'guestAdult', count: heads.nonMemberAdults, price: prices.nonMemberAdult },
    { kind: 'guestChild', count: heads.nonMemberChildren, price: prices.nonMemberChild },
  ];
  return parts.filter((part) => part.count > 0 && part.price > 0);
}
