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

// The stored form is the long one with a hyphen, as the product's rule states: YYYYMMDD-XXXX.
const FORMAT = /^(\d{4})(\d{2})(\d{2})-(\d{4})$/;
// What people type: 12 digits with or without the hyphen, or the 10-digit form whose separator
// tells the century: '-' (or none) under 100 years old, '+' for 100 and older.
const LONG_TYPED = /^(\d{8})-?(\d{4})$/;
const SHORT_TYPED = /^(\d{2})(\d{2})(\d{2})([-+]?)(\d{4})$/;
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

/**
 * The century of a 10-digit personnummer: the latest birth date with those YYMMDD that is not after
 * `today`, a hundred years earlier again for '+'. Comparing (month, day) as numbers needs no valid
 * date, so a typo still gets a century and then fails as a date.
 */
function centuryYear(yy: number, mm: number, writtenDay: number, plus: boolean, today: Date): number {
  const day = writtenDay > COORDINATION_DAY_OFFSET ? writtenDay - COORDINATION_DAY_OFFSET : writtenDay;
  const thisYear = today.getFullYear();
  let year = thisYear - (thisYear % 100) + yy;
  const todayKey = (today.getMonth() + 1) * 100 + today.getDate();
  if (year > thisYear || (year === thisYear && mm * 100 + day > todayKey)) year -= 100;
  return plus ? year - 100 : year;
}

/**
 * A typed personnummer in the stored form `YYYYMMDD-XXXX`, whatever its shape was (see LONG_TYPED
 * and SHORT_TYPED); the value itself when it has none of these shapes. Dates and the check digit are
 * not judged here: see personnummerProblem.
 */
export function normalisePersonnummer(value: string, today: Date): string {
  const trimmed = value.trim();
  const long = LONG_TYPED.exec(trimmed);
  if (long) return `${long[1]}-${long[2]}`;
  const short = SHORT_TYPED.exec(trimmed);
  if (!short) return trimmed;
  const [, yy = '', mm = '', dd = '', separator = '', serial = ''] = short;
  const year = centuryYear(Number(yy), Number(mm), Number(dd), separator === '+', today);
  return `${String(year).padStart(4, '0')}${mm}${dd}-${serial}`;
}

/** What is wrong with a typed personnummer: its shape or date ('format'), or only its check digit. */
export type TPersonnummerProblem = 'format' | 'checkDigit';

export function personnummerProblem(value: string, today: Date): TPersonnummerProblem | null {
  const normalised = normalisePersonnummer(value, today);
  if (parsePersonnummer(normalised)) return null;
  // Right shape and a real date, so only the last digit can be wrong: that is worth saying apart.
  const match = FORMAT.exec(normalised);
  if (!match) return 'format';
  const [, yyyy = '', mm = '', dd = '', serial = ''] = match;
  const withZero = `${yyyy}${mm}${dd}-${serial.slice(0, 3)}`;
  const someCheckDigitFits = [...'0123456789'].some((digit) => parsePersonnummer(withZero + digit) !== null);
  return someCheckDigitFits ? 'checkDigit' : 'format';
}

/** The birth date is after `today`: nobody can be registered before they are born. */
export function isBornAfter(personnummer: string, today: Date): boolean {
  const birth = birthDateOf(personnummer);
  if (!birth) return false;
  const birthKey = birth.year * 10_000 + birth.month * 100 + birth.day;
  return birthKey > today.getFullYear() * 10_000 + (today.getMonth() + 1) * 100 + today.getDate();
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

/**
 * The legal gender a personnummer records: the third digit of its last four is odd for a man and even
 * for a woman. Null when the value is not a valid personnummer. Used where no one was asked (an
 * imported register); a person's own answer always wins.
 */
export function genderOfPersonnummer(value: string): 'male' | 'female' | null {
  if (!parsePersonnummer(value)) return null;
  const genderDigit = Number(value.trim().slice(-2, -1));
  return genderDigit % 2 === 1 ? 'male' : 'female';
}
