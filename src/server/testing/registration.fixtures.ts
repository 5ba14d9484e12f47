import type { TDatabase } from '../db/client.ts';
import { families, memberships, outbox, users } from '../db/schema.ts';
import { isValidPersonnummer } from '../../shared/personnummer.ts';
import type { TRegistrationInput } from '../../shared/registration.schema.ts';
import { TERMS_VERSION } from '../../shared/registration-terms.ts';

/** A personnummer that passes the Luhn check: the check digit is found by trying all ten. */
export function personnummer(birthDate: string, serial = '123'): string {
  const valid = [...'0123456789'].map((digit) => `${birthDate}-${serial}${digit}`).find(isValidPersonnummer);
  if (!valid) throw new Error(`no valid personnummer for ${birthDate}`);
  return valid;
}

/**
 * A personnummer of someone `years` old today (real time, as the age rules read it), born
 * `daysAfterBirthday` days after their last birthday; a negative `years` is a birth in the future.
 */
export function personnummerAged(years: number, daysAfterBirthday = 10, serial = '123'): string {
  const today = new Date();
  const birth = new Date(today.getFullYear() - years, today.getMonth(), today.getDate() - daysAfterBirthday);
  const pad = (value: number) => String(value).padStart(2, '0');
  return personnummer(`${birth.getFullYear()}${pad(birth.getMonth() + 1)}${pad(birth.getDate())}`, serial);
}

let next = 0;

/** A valid registration with a unique e-mail; spread what a test needs on top. */
export function registrationPayload(overrides: Partial<TRegistrationInput> = {}): TRegistrationInput {
  next += 1;
  return {
    self: {
      firstName: 'Kavitha',
      lastName: 'Raman',
      personalNumber: personnummer('19800101'),
      gender: 'female',
      email: `kavitha.${next}.${process.pid}@example.org`,
      streetAddress: 'Testgatan 1',
      city: 'Teststad',
      postalCode: '111 11',
      country: 'Sweden',
      phoneNumber: '0701234567',
      accept: TERMS_VERSION,
    },
    language: 'en',
    ...overrides,
  };
}

/** A registration as the page's form posts it without the app: each field by its dotted name. */
export function registrationFormFields(payload: TRegistrationInput = registrationPayload()): Record<string, string> {
  const { self, spouse, kids = [], language } = payload;
  const { accept, ...selfText } = self;
  const named = (prefix: string, values: object) =>
    Object.entries(values)
      .filter(([, value]) => value !== undefined)
      .map(([name, value]) => [`${prefix}.${name}`, String(value)]);
  return Object.fromEntries([
    ...named('self', selfText),
    ...(accept ? [['self.accept', 'true']] : []),
    ...(spouse ? [['hasSpouse', 'true'], ...named('spouse', spouse)] : []),
    ...kids.flatMap((kid, index) => named(`kids.${index}`, kid)),
    ...(language ? [['language', language]] : []),
  ]);
}

export function spousePayload(email: string): NonNullable<TRegistrationInput['spouse']> {
  return { firstName: 'Arun', lastName: 'Raman', personalNumber: personnummer('19790202', '456'), email };
}

/** What a registration writes, counted: a refused one must leave every number as it was. */
export async function countRegistrationRows(db: TDatabase) {
  return {
    families: await db.$count(families),
    users: await db.$count(users),
    memberships: await db.$count(memberships),
    outbox: await db.$count(outbox),
  };
}
