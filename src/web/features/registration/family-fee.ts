import { ADULT_AGE, FREE_BELOW_AGE, feeForAge } from '../../../shared/fees.ts';
import { ageOn } from '../../../shared/personnummer.ts';

export type TFamilyFee = { adults: number; kids: number; free: number; totalSek: number };

/**
 * The yearly fee of the people whose personnummer is valid so far, aged on `onDate` with the
 * shared fee rules; null while none is valid yet.
 */
export function familyFee(personnummers: readonly string[], onDate: Date): TFamilyFee | null {
  const ages = personnummers.map((personnummer) => ageOn(personnummer, onDate)).filter((age) => age !== null);
  if (ages.length === 0) return null;
  return {
    adults: ages.filter((age) => age >= ADULT_AGE).length,
    kids: ages.filter((age) => age >= FREE_BELOW_AGE && age < ADULT_AGE).length,
    free: ages.filter((age) => age < FREE_BELOW_AGE).length,
    totalSek: ages.reduce((sum, age) => sum + feeForAge(age), 0),
  };
}
