import { describe, expect, it } from 'vitest';
import { approvedYears, formatAddress, formatBirthDate, isApprovedFor, pendingYears } from './profile-format.ts';

describe('profile formatting', () => {
  it('writes the address as street, city, country - postal code', () => {
    expect(
      formatAddress({ streetAddress: 'Storgatan 1', city: 'Växjö', country: 'Sweden', postalCode: '352 30' }),
    ).toBe('Storgatan 1, Växjö, Sweden - 352 30');
    expect(formatAddress({ streetAddress: null, city: 'Växjö', country: null, postalCode: null })).toBeNull();
  });

  it('writes the birth date in long form per language', () => {
    expect(formatBirthDate('1980-01-01', 'en')).toBe('January 1, 1980');
    expect(formatBirthDate('1980-01-01', 'sv')).toBe('1 januari 1980');
    expect(formatBirthDate(null, 'en')).toBeNull();
  });

  it('lists approved and pending years', () => {
    const member = {
      memberships: [
        { id: 1, year: 2024, status: 'Approved' as const },
        { id: 2, year: 2025, status: 'Pending' as const },
      ],
    };
    expect(approvedYears(member)).toEqual([2024]);
    expect(pendingYears(member)).toEqual([2025]);
    expect(isApprovedFor(member, 2025)).toBe(false);
    expect(isApprovedFor(member, 2024)).toBe(true);
  });
});
