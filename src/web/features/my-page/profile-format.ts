import type { TFamilyMember, TFamilyProfile } from '../../../shared/profile.schema.ts';
import { localeOf } from '../../../shared/languages.ts';

/** `street, city, country - postalCode`, or null when there is no street address. */
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
  return new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'long', timeZone: 'Europe/Stockholm' }).format(date);
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

/**
 * Where each family member stands for the year: approved, asked for and waiting for the board
 * (pending: paying again would pay twice), or not asked for yet (may renew; a rejected request too).
 */
export type TRenewalState = { unrenewed: TFamilyMember[]; pending: TFamilyMember[]; someApproved: boolean };

export function renewalState(members: readonly TFamilyMember[], year: number): TRenewalState {
  const state: TRenewalState = { unrenewed: [], pending: [], someApproved: false };
  for (const member of members) {
    if (isApprovedFor(member, year)) state.someApproved = true;
    else if (member.memberships.some((row) => row.year === year && row.status === 'Pending'))
      state.pending.push(member);
    else state.unrenewed.push(member);
  }
  return state;
}

/** "Nila, Arun and Kavitha" in the reader's language. */
export function firstNames(members: readonly Pick<TFamilyMember, 'firstName'>[], language: string): string {
  return new Intl.ListFormat(language, { type: 'conjunction' }).format(members.map((member) => member.firstName));
}
