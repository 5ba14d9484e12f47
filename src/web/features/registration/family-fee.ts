import { ADULT_AGE, FREE_BELOW_AGE, feeForAge } from '../../../shared/fees.ts';
import { ageOn, normalisePersonnummer, personnummerProblem } from '../../../shared/personnummer.ts';
import type { TValidationErrorKey } from '../../../shared/validation/rules.ts';
import { personAgeProblem } from '../../../shared/person-age.ts';
import type { TFamilyPerson } from './registration-form-state.ts';

export type TFeeBand = 'adult' | 'kid' | 'free';

/** One person's line in the fee box: their fee, or why it cannot be counted yet. */
export type TPersonFee =
  | (TFamilyPerson & { counted: true; band: TFeeBand; feeSek: number })
  | (TFamilyPerson & { counted: false; problem: TValidationErrorKey });

export type TFamilyFee = { people: TPersonFee[]; totalSek: number; allCounted: boolean };

function band(age: number): TFeeBand {
  if (age >= ADULT_AGE) return 'adult';
  return age >= FREE_BELOW_AGE ? 'kid' : 'free';
}

/** The problem the form would show for this person's personnummer, or the age (null when none). */
function judge(person: TFamilyPerson, onDate: Date): { problem: TValidationErrorKey } | { age: number } {
  if (person.personnummer.trim() === '') return { problem: 'mandatory' };
  const problem = personnummerProblem(person.personnummer, onDate);
  if (problem) return { problem: problem === 'checkDigit' ? 'personalNumberCheckDigit' : 'personalNumberInvalid' };
  const normalised = normalisePersonnummer(person.personnummer, onDate);
  const ageProblem = personAgeProblem(normalised, person.role, onDate);
  const age = ageOn(normalised, onDate);
  if (ageProblem || age === null) return { problem: ageProblem ?? 'personalNumberInvalid' };
  return { age };
}

/**
 * Every person's yearly fee with the shared fee rules, aged on `onDate`. Nobody is left out
 * silently: a person whose personnummer the form would refuse is listed as not counted, with the
 * reason, so a partial total can never pass for the family's fee.
 */
export function familyFee(people: readonly TFamilyPerson[], onDate: Date): TFamilyFee {
  const fees = people.map((person): TPersonFee => {
    const verdict = judge(person, onDate);
    if ('problem' in verdict) return { ...person, counted: false, problem: verdict.problem };
    return { ...person, counted: true, band: band(verdict.age), feeSek: feeForAge(verdict.age) };
  });
  return {
    people: fees,
    totalSek: fees.reduce((sum, fee) => sum + (fee.counted ? fee.feeSek : 0), 0),
    allCounted: fees.every((fee) => fee.counted),
  };
}
