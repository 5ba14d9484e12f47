import { describe, expect, it } from 'vitest';
import type { TFamilyMember } from '../../../shared/profile.schema.ts';
import {
  approvedYears,
  firstNames,
  formatAddress,
  formatBirthDate,
  isApprovedFor,
  pendingYears,
  renewalState,
} from './profile-format.ts';

describe('profile formatting', () => {
  it('writes the address as street, city, country - postal code', () => {
    expect(
      formatAddress({ streetAddress: 'Storgatan 1', city: 'Växjö', country: 'Sweden', postalCode: '352 30' }),
    ).toBe('Storgatan 1, Växjö, Sweden - 352 30');
    expect(formatAddress({ streetAddress: null, city: 'Växjö', country: null, postalCode: null })).toBeNull();
  });

  it('writes the birth date in long form per language', () => {
    expect(formatBirthDate('1980-01-01', 'en')).toBe('1 January 1980');
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

  it('sorts the family into approved, pending and not yet renewed for a year', () => {
    const withRows = (firstName: string, rows: TFamilyMember['memberships']) =>
      ({ firstName, memberships: rows }) as TFamilyMember;
    const approved = withRows('Kavitha', [{ id: 1, year: 2025, status: 'Approved' }]);
    const pending = withRows('Arun', [{ id: 2, year: 2025, status: 'Pending' }]);
    const lastYearOnly = withRows('Nila', [{ id: 3, year: 2024, status: 'Approved' }]);
    const rejected = withRows('Yazhini', [{ id: 4, year: 2025, status: 'Rejected' }]);
    expect(renewalState([approved, pending, lastYearOnly, rejected], 2025)).toEqual({
      someApproved: true,
      pending: [pending],
      unrenewed: [lastYearOnly, rejected],
    });
    expect(renewalState([lastYearOnly], 2025).someApproved).toBe(false);
  });

  it('lists first names the way each language joins them', () => {
    const people = [{ firstName: 'Kavitha' }, { firstName: 'Arun' }, { firstName: 'Nila' }];
    expect(firstNames(people, 'en')).toBe('Kavitha, Arun, and Nila');
    expect(firstNames(people, 'sv')).toBe('Kavitha, Arun och Nila');
    expect(firstNames(people.slice(0, 1), 'ta')).toBe('Kavitha');
  });
});
