import { describe, expect, it } from 'vitest';
import { familyFee } from './family-fee.ts';
import type { TFamilyPerson } from './registration-form-state.ts';

const onDate = new Date(2025, 5, 1);
const adult = (personnummer: string, who: 'self' | 'spouse' = 'self'): TFamilyPerson => ({
  who,
  role: 'adult',
  personnummer,
});
const kid = (personnummer: string, kidNumber: number): TFamilyPerson => ({
  who: 'kid',
  kidNumber,
  role: 'kid',
  personnummer,
});

describe('familyFee', () => {
  it('counts adults, kids 6 to 17 and free kids under 6 with the shared fee rules, in any typed form', () => {
    // 35 years, 37 years, 10 years, 3 years old on 1 June 2025.
    const fee = familyFee(
      [adult('19900101-0017'), adult('880515-0003', 'spouse'), kid('201501010001', 1), kid('20220101-0002', 2)],
      onDate,
    );
    expect(fee.people.map((person) => (person.counted ? [person.band, person.feeSek] : person.problem))).toEqual([
      ['adult', 100],
      ['adult', 100],
      ['kid', 50],
      ['free', 0],
    ]);
    expect(fee).toMatchObject({ totalSek: 250, allCounted: true });
  });

  it('lists every person: one with a missing, mistyped or out-of-rule number is marked, not dropped', () => {
    const fee = familyFee(
      [adult('19900101-0017'), adult('', 'spouse'), kid('20150101-0002', 1), kid('19900101-0017', 2)],
      onDate,
    );
    expect(fee.people).toHaveLength(4);
    expect(fee.people.map((person) => (person.counted ? person.feeSek : person.problem))).toEqual([
      100,
      'mandatory',
      'personalNumberCheckDigit',
      'kidAgeTooHigh',
    ]);
    expect(fee).toMatchObject({ totalSek: 100, allCounted: false });
    expect(familyFee([adult('1990-01-01')], onDate).people[0]).toMatchObject({ problem: 'personalNumberInvalid' });
  });
});
