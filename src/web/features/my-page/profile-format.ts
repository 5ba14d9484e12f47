import type { TFamilyMember, TFamilyProfile } from '../../../shared/profile.schema.ts';

/** `street, city, country - postalCode`, or null when there is no street address (SPEC section 2). */
export function formatAddress(address: TFamilyProfile['address']): string | null {
  if (!address.streetAddress) return null;
  const parts = [address.streetAddress, address.city, address.country].filter(Boolean).join(', ');
  return `${parts} - ${address.postalCode ?? ''}`.trim();
}

/** The birth date in long form in the chosen language, on the Swedish calendar. */
export function formatBirthDate(isoDate: string | null, language: string): string | null {
  if (!isoDate) return null;
  const date = new Date(`${isoDate}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'Europe/Stockholm' }).format(date);
}

export function isApprovedFor(member: Pick<TFamilyMember, 'memberships'>, year: number): boolean {
  return member.memberships.some((row) => row.year === year && row.status === 'Approved');
}

/** The financial years of approved memberships, newest first. */
export function approvedYears(member: Pick<TFamilyMember, 'memberships'>): number[] {
  return member.memberships
    .filter((row) => row.status === 'Approved')
    .map((row) => row.year)
    .sort((a, b) => b - a);
}

export function pendingYears(member: Pick<TFamilyMember, 'memberships'>): number[] {
  return member.memberships.filter((row) => row.status === 'Pending').map((row) => row.year);
}
