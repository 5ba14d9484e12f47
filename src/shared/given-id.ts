/** A family lists at most five kids, K1..K5. */
export const MAX_KIDS = 5;

const FAMILY_NUMBER_DIGITS = 4;

export type TGivenIdRole = 'self' | 'spouse' | 'kid';

export type TParsedGivenId =
  { familyNumber: number; kind: 'self' | 'spouse' } | { familyNumber: number; kind: 'kid'; kidIndex: number };

// Four digits at least; a family number past 9999 simply grows a digit instead of breaking.
const GIVEN_ID = /^([0-9]{4,})(?:(A)|(B)|K([1-9][0-9]*))$/;

function assertFamilyNumber(familyNumber: number): void {
  if (!Number.isSafeInteger(familyNumber) || familyNumber < 1) {
    throw new RangeError(`Family number must be a positive integer, got ${familyNumber}`);
  }
}

function isKidIndex(kidIndex: number): boolean {
  return Number.isInteger(kidIndex) && kidIndex >= 1 && kidIndex <= MAX_KIDS;
}

/** `42` -> `'0042'`. */
export function formatFamilyNumber(familyNumber: number): string {
  assertFamilyNumber(familyNumber);
  return String(familyNumber).padStart(FAMILY_NUMBER_DIGITS, '0');
}

/**
 * The id printed on the member card: `0042A` for the registrant, `0042B` for the spouse,
 * `0042K1`..`0042K5` for the kids. Throws on numbers no card may carry: that is a bug upstream.
 */
export function givenIdFor(familyNumber: number, role: 'self' | 'spouse'): string;
export function givenIdFor(familyNumber: number, role: 'kid', kidIndex: number): string;
export function givenIdFor(familyNumber: number, role: TGivenIdRole, kidIndex?: number): string;
export function givenIdFor(familyNumber: number, role: TGivenIdRole, kidIndex?: number): string {
  const family = formatFamilyNumber(familyNumber);
  if (role === 'self') return `${family}A`;
  if (role === 'spouse') return `${family}B`;
  if (kidIndex === undefined || !isKidIndex(kidIndex)) {
    throw new RangeError(`Kid index must be 1..${MAX_KIDS}, got ${kidIndex}`);
  }
  return `${family}K${kidIndex}`;
}

/** Only the exact form givenIdFor writes is accepted, so each person has one spelling. */
export function parseGivenId(value: string): TParsedGivenId | null {
  const match = GIVEN_ID.exec(value);
  if (!match) return null;
  const [, digits = '', self, spouse, kid] = match;
  const familyNumber = Number(digits);
  if (!Number.isSafeInteger(familyNumber) || familyNumber < 1) return null;
  // "00042A" would be a second spelling of "0042A".
  if (formatFamilyNumber(familyNumber) !== digits) return null;
  if (self) return { familyNumber, kind: 'self' };
  if (spouse) return { familyNumber, kind: 'spouse' };
  const kidIndex = Number(kid);
  return isKidIndex(kidIndex) ? { familyNumber, kind: 'kid', kidIndex } : null;
}
