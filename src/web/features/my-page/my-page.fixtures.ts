import { ZFamilyProfile, type TFamilyMember, type TFamilyProfile } from '../../../shared/profile.schema.ts';

/**
 * A member of the Raman family for the member's page's tests: the given id's letter makes them self
 * (A), spouse (B) or a kid; no account, contact details or memberships unless the test says so.
 */
export function familyMember(
  givenId: string,
  firstName: string,
  overrides: Partial<TFamilyMember> = {},
): TFamilyMember {
  return {
    id: givenId.length,
    givenId,
    hasAccount: false,
    kind: givenId.endsWith('A') ? 'self' : givenId.endsWith('B') ? 'spouse' : 'kid',
    firstName,
    lastName: 'Raman',
    email: null,
    phoneNumber: null,
    gender: null,
    personalNumber: null,
    birthDate: null,
    feeSek: 100,
    memberships: [],
    ...overrides,
  };
}

/** Family 0042 in the financial year 2025 with these members: no address given, both kinds of mail wanted. */
export function familyProfileOf(members: TFamilyMember[]): TFamilyProfile {
  return ZFamilyProfile.parse({
    familyNumber: '0042',
    currentFinancialYear: 2025,
    address: { streetAddress: null, city: null, postalCode: null, country: null },
    members,
    preferences: { remindersEnabled: true, announcementsEnabled: true },
    closureRequestedAt: null,
  });
}
