/** A calendar date with a 1-based month, free of any timezone. */
export interface TBirthDate {
  year: number;
  month: number;
  day: number;
}

export interface TPersonnummer {
  birthDate: TBirthDate;
  /** Samordningsnummer: the day is written with 60 added, for people not registered in Sweden. */
  isCoordinationNumber: boolean;
}

// The spec (SPEC 5) asks for the long form with a hyphen; we do not guess centuries from YYMMDD.
const FORMAT = /^(\d{4})(\d{2})(\d{2})-(\d{4})$/;
const COORDINATION_DAY_OFFSET = 60;

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Luhn (mod 10) as Skatteverket uses it: weights 2,1,2,1,... from the left over the 10 digits. */
function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    const product = Number(digits[i]) * (i % 2 === 0 ? 2 : 1);
    sum += product > 9 ? product - 9 : product;
  }
  return sum % 10 === 0;
}

/** Surrounding whitespace is forgiven (pasted values); anything else must be exactly `YYYYMMDD-XXXX`. */
export function parsePersonnummer(value: string): TPersonnummer | null {
  const trimmed = value.trim();
  const match = FORMAT.exec(trimmed);
  if (!match) return null;
  const [, yyyy = '', mm = '', dd = '', serial = ''] = match;
  const year = Number(yyyy);
  const month = Number(mm);
  const writtenDay = Number(dd);
  const isCoordinationNumber = writtenDay > COORDINATION_DAY_OFFSET;
  const day = isCoordinationNumber ? writtenDay - COORDINATION_DAY_OFFSET : writtenDay;

  if (month < 1 || month > 12) return null;
  if (day < 1 || day > daysInMonth(year, month)) return null;
  // The checksum covers the short form YYMMDD + XXXX: the century is not part of it.
  if (!passesLuhn(yyyy.slice(2) + mm + dd + serial)) return null;

  return { birthDate: { year, month, day }, isCoordinationNumber };
}

export function isValidPersonnummer(value: string): boolean {
  return parsePersonnummer(value) !== null;
}

/**
 * Hides the four last digits for lists and logs. Something that does not even look like a
 * personnummer is masked completely, so a typo can never leak a full number.
 */
export function maskPersonnummer(value: string): string {
  const trimmed = value.trim();
  return FORMAT.test(trimmed) ? `${trimmed.slice(0, 9)}****` : '********-****';
}

/** The real birth date, with the samordningsnummer offset already removed. */
export function birthDateOf(value: string): TBirthDate | null {
  return parsePersonnummer(value)?.birthDate ?? null;
}

/**
 * Age in whole years on the given day, read from the date's local calendar fields (the
 * association and its server live in Sweden). Someone born on 29 February becomes a year
 * older on 1 March in other years. Null when the personnummer is not valid.
 */
export function ageOn(personnummer: string, date: Date): number | null {
  const birth = birthDateOf(personnummer);
  if (!birth) return null;
  const month = date.getMonth() + 1;
  const day = date.getDate();
  const birthdayPassed = month > birth.month || (month === birth.month && day >= birth.day);
  return date.getFullYear() - birth.year - (birthdayPassed ? 0 : 1);
}
