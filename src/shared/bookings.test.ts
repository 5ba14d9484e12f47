import { describe, expect, it } from 'vitest';
import {
  ageGroupOn,
  bookingAmount,
  bookingBreakdown,
  isSignupOpen,
  placesLeft,
  waitingThatFit,
} from './booking-rules.ts';
import { ZCheckInInput, ZGuestBookingInput, ZMemberBookingInput, ZSignupSettings } from './bookings.ts';
import { VISITOR_MAX_PLACES_DEFAULT } from './booking-limits.ts';

const prices = { memberAdult: 100, memberChild: 50, nonMemberAdult: 150.5, nonMemberChild: 75.25 };

function firstError(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const issue = result.error?.issues[0];
  return issue ? `${issue.path.map(String).join('.')}:${issue.message}` : undefined;
}

describe('ageGroupOn', () => {
  it('uses the membership fee ages on the event day', () => {
    // Born 2008-06-15: 17 the day before the 18th birthday, adult on it.
    expect(ageGroupOn('20080615-0009', '2026-06-14')).toBe('child');
    expect(ageGroupOn('20080615-0009', '2026-06-15')).toBe('adult');
    expect(ageGroupOn('20200101-0004', '2026-01-01')).toBe('child');
    expect(ageGroupOn('20200101-0004', '2025-12-31')).toBe('under6');
  });
  it('counts someone without a personnummer as an adult', () => {
    expect(ageGroupOn(null, '2026-01-01')).toBe('adult');
    expect(ageGroupOn('nonsense', '2026-01-01')).toBe('adult');
  });
});

describe('bookingAmount', () => {
  it('charges member prices for the family, non-member prices for the others, nothing under 6', () => {
    expect(
      bookingAmount(
        { members: ['adult', 'adult', 'child', 'under6'], nonMemberAdults: 1, nonMemberChildren: 2 },
        prices,
      ),
    ).toBe(100 + 100 + 50 + 150.5 + 2 * 75.25);
  });
  it('is exact in öre', () => {
    const cents = { memberAdult: 0.1, memberChild: 0.2, nonMemberAdult: 0, nonMemberChild: 0 };
    expect(bookingAmount({ members: ['adult', 'child'], nonMemberAdults: 0, nonMemberChildren: 0 }, cents)).toBe(0.3);
  });
});

describe('bookingBreakdown', () => {
  it('names each part at its own price, leaves out what costs nothing, and adds up to the amount', () => {
    const heads = { members: ['adult', 'adult', 'under6'] as const, nonMemberAdults: 1, nonMemberChildren: 0 };
    const parts = bookingBreakdown({ ...heads, members: [...heads.members] }, prices);
    expect(parts).toEqual([
      { kind: 'memberAdult', count: 2, price: 100 },
      { kind: 'guestAdult', count: 1, price: 150.5 },
    ]);
    const sum = parts.reduce((total, part) => total + part.count * part.price, 0);
    expect(sum).toBe(bookingAmount({ ...heads, members: [...heads.members] }, prices));
  });
});

describe('places', () => {
  it('never answers below zero and null for unlimited', () => {
    expect(placesLeft(20, 25)).toBe(0);
    expect(placesLeft(20, 5)).toBe(15);
    expect(placesLeft(null, 5)).toBeNull();
  });
  it('keeps sign-up open through the last day', () => {
    expect(isSignupOpen('2026-01-10', '2026-01-10')).toBe(true);
    expect(isSignupOpen('2026-01-10', '2026-01-11')).toBe(false);
  });
  it('moves the first waiting bookings that fit, in order, past one that does not', () => {
    const waiting = [
      { id: 1, people: 4 },
      { id: 2, people: 2 },
      { id: 3, people: 1 },
      { id: 4, people: 1 },
    ];
    expect(waitingThatFit(waiting, 3).map((b) => b.id)).toEqual([2, 3]);
    expect(waitingThatFit(waiting, 4).map((b) => b.id)).toEqual([1]);
    expect(waitingThatFit(waiting, 0)).toEqual([]);
    expect(waitingThatFit(waiting, null)).toHaveLength(4);
  });
});

describe('ZSignupSettings', () => {
  it('reads a form: empty places as unlimited, decimal commas, empty prices as free', () => {
    const parsed = ZSignupSettings.parse({
      places: '',
      signupClosesOn: '2026-02-01',
      openToNonMembers: 'true',
      memberAdult: '12,50',
      memberChild: '',
      nonMemberAdult: 20,
      nonMemberChild: '0',
    });
    expect(parsed).toEqual({
      places: null,
      signupClosesOn: '2026-02-01',
      openToNonMembers: true,
      memberAdult: 12.5,
      memberChild: 0,
      nonMemberAdult: 20,
      nonMemberChild: 0,
      // A form that leaves it out gets the small default: one visitor's booking cannot take an event.
      visitorMaxPlaces: VISITOR_MAX_PLACES_DEFAULT,
    });
  });
  it('refuses bad places, days and prices with the field keys', () => {
    const base = {
      places: 10,
      signupClosesOn: '2026-02-01',
      openToNonMembers: false,
      memberAdult: 0,
      memberChild: 0,
      nonMemberAdult: 0,
      nonMemberChild: 0,
    };
    expect(firstError(ZSignupSettings.safeParse({ ...base, places: 0 }))).toBe('places:numberOutOfRange');
    expect(firstError(ZSignupSettings.safeParse({ ...base, places: 1.5 }))).toBe('places:numberInvalid');
    expect(firstError(ZSignupSettings.safeParse({ ...base, signupClosesOn: '' }))).toBe('signupClosesOn:mandatory');
    expect(firstError(ZSignupSettings.safeParse({ ...base, signupClosesOn: '2026-02-30' }))).toBe(
      'signupClosesOn:dateInvalid',
    );
    expect(firstError(ZSignupSettings.safeParse({ ...base, memberAdult: -1 }))).toBe('memberAdult:numberOutOfRange');
    expect(firstError(ZSignupSettings.safeParse({ ...base, memberAdult: 1.234 }))).toBe('memberAdult:valueInvalid');
  });
});

describe('ZMemberBookingInput', () => {
  it('needs someone coming', () => {
    expect(firstError(ZMemberBookingInput.safeParse({ attendees: [], guestAdults: 0, guestChildren: 0 }))).toBe(
      'attendees:mandatory',
    );
    expect(ZMemberBookingInput.parse({ attendees: [], guestAdults: 1 })).toEqual({
      attendees: [],
      guestAdults: 1,
      guestChildren: 0,
      note: '',
    });
  });
  it('refuses long notes, repeated or malformed ids and too many guests', () => {
    expect(firstError(ZMemberBookingInput.safeParse({ attendees: ['0001A'], note: 'x'.repeat(501) }))).toBe(
      'note:tooLong',
    );
    expect(firstError(ZMemberBookingInput.safeParse({ attendees: ['0001A', '0001A'] }))).toBe('attendees:valueInvalid');
    expect(firstError(ZMemberBookingInput.safeParse({ attendees: ['x'] }))).toBe('attendees.0:valueInvalid');
    expect(firstError(ZMemberBookingInput.safeParse({ attendees: [], guestAdults: 21 }))).toBe(
      'guestAdults:numberOutOfRange',
    );
    expect(firstError(ZMemberBookingInput.safeParse({ attendees: ['0001A'], note: 'a\u0000b' }))).toBe(
      'note:invisibleCharacters',
    );
  });
});

describe('ZGuestBookingInput', () => {
  const visitor = {
    name: 'Anna Berg',
    email: ' Anna@Example.se ',
    phone: '0701234567',
    adults: 2,
    children: 1,
    language: 'sv',
  };
  it('normalises the address', () => {
    expect(ZGuestBookingInput.parse(visitor)).toMatchObject({ email: 'anna@example.se', note: '' });
  });
  it('needs a name, an address, a phone and at least one adult', () => {
    expect(firstError(ZGuestBookingInput.safeParse({ ...visitor, name: ' ' }))).toBe('name:mandatory');
    expect(firstError(ZGuestBookingInput.safeParse({ ...visitor, email: 'anna' }))).toBe('email:emailInvalid');
    expect(firstError(ZGuestBookingInput.safeParse({ ...visitor, phone: '12' }))).toBe('phone:phoneNumberInvalid');
    expect(firstError(ZGuestBookingInput.safeParse({ ...visitor, adults: 0 }))).toBe('adults:numberOutOfRange');
  });
});

describe('ZCheckInInput', () => {
  it('takes ids and a count', () => {
    expect(ZCheckInInput.parse({ arrived: ['0001A'], guestsArrived: 2 })).toEqual({
      arrived: ['0001A'],
      guestsArrived: 2,
    });
    expect(ZCheckInInput.safeParse({ arrived: [], guestsArrived: -1 }).success).toBe(false);
  });
});
