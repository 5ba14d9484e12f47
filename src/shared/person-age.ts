import { ADULT_AGE } from './fees.ts';
import { ageOn, isBornAfter } from './personnummer.ts';
import type { TValidationErrorKey } from './validation/rules.ts';

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
