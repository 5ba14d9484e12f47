import { ageOn } from './personnummer.ts';

/** Membership fees per person, by age on the day of the request. */
export const ADULT_FEE_SEK = 100;
export const KID_FEE_SEK = 50;
export const FREE_BELOW_AGE = 6;
export const ADULT_AGE = 18;

export function feeForAge(age: number): number {
  if (age >= ADULT_AGE) return ADULT_FEE_SEK;
  if (age >= FREE_BELOW_AGE) return KID_FEE_SEK;
  return 0;
}

/**
 * Throws on an invalid personnummer: the forms and the server validate it first, so reaching
 * here with one is a bug, and charging a guessed amount would be worse than failing.
 */
export function feeForPersonnummer(personnummer: string, onDate: Date): number {
  const age = ageOn(personnummer, onDate);
  if (age === null) throw new RangeError('Cannot compute a fee for an invalid personnummer');
  return feeForAge(age);
}

/** The fee for a whole family, every member aged on the same day. */
export function totalFee(personnummers: readonly string[], onDate: Date): number {
  return personnummers.reduce((sum, personnummer) => sum + feeForPersonnummer(personnummer, onDate), 0);
}

/** Swish wants the amount as `150,00`: a decimal comma, two decimals, no thousands separator. */
export function formatSwishAmount(sek: number): string {
  if (!Number.isFinite(sek) || sek < 0) throw new RangeError(`Not a payable amount: ${sek}`);
  return sek.toFixed(2).replace('.', ',');
}
