import { describe, expect, it } from 'vitest';
import { familyFee } from './family-fee.ts';

const onDate = new Date(2025, 5, 1);

describe('familyFee', () => {
  it('is null until a valid personnummer is typed', () => {
    expect(familyFee(['', '1990-01-01', '19900101-0018'], onDate)).toBeNull();
  });

  it('counts adults, kids 6 to 17 and free kids under 6 with the shared fee rules', () => {
    // 35 years, 10 years, 3 years old on 1 June 2025.
    expect(familyFee(['19900101-0017', '20150101-0001', '20220101-0002', ''], onDate)).toEqual({
      adults: 1,
      kids: 1,
      free: 1,
      totalSek: 150,
    });
  });
});
