import { ADULT_AGE } from '../fees.ts';
import { ageOn, isBornAfter, normalisePersonnummer } from '../personnummer.ts';
import type { TValidationErrorKey } from './rules.ts';
import { zRule } from './zod-rules.ts';

/** Membership is for adults; the spouse is the other adult of the family; kids are under 18. */
export type TPersonRole = 'adult' | 'kid';

/**
 * What the age rules say of a valid personnummer on `today`: nobody is born in the future, the
 * registrant and spouse are 18 or older, a kid is younger than 18. Undefined when it holds.
 */
export function personAgeProblem(
  personnummer: string,
  role: TPersonRole,
  today: Date,
): TValidationErrorKey | undefined {
  if (isBornAfter(personnummer, today)) return 'birthDateInFuture';
  const age = ageOn(personnummer, today);
  if (age === null) return undefined;
  if (role === 'adult' && age < ADULT_AGE) return 'adultAgeRequired';
  if (role === 'kid' && age >= ADULT_AGE) return 'kidAgeTooHigh';
  return undefined;
}

/**
 * A mandatory personnummer in any typed form, parsed to the stored form `YYYYMMDD-XXXX` and held to
 * the age rules of the person's role. "Today" is read at each parse, so a form left open overnight
 * and the server judge by the same day.
 */
export function zPersonalNumber(role: TPersonRole) {
  // The longest typed form is 13 characters (YYYYMMDD-XXXX); room for stray spaces.
  return zRule(['mandatory', 'personalnumber'], 20)
    .transform((value) => normalisePersonnummer(value, new Date()))
    .superRefine((value, ctx) => {
      const problem = personAgeProblem(value, role, new Date());
      if (problem !== undefined) ctx.addIssue({ code: 'custom', message: problem });
    });
}
