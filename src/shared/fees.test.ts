import { describe, expect, it } from 'vitest';
import {
  ADULT_AGE,
  ADULT_FEE_SEK,
  FREE_BELOW_AGE,
  KID_FEE_SEK,
  feeForAge,
  feeForPersonnummer,
  formatSwishAmount,
  totalFee,
} from './fees.ts';

const requestDay = new Date(2024, 5, 15); // 15 June 2024

describe('constants', () => {
  it('match the spec', () => {
    expect([ADULT_FEE_SEK, KID_FEE_SEK, FREE_BELOW_AGE, ADULT_AGE]).toEqual([100, 50, 6, 18]);
  });
});

describe('feeForAge', () => {
  it('charges by age band', () => {
    expect(feeForAge(0)).toBe(0);
    expect(feeForAge(5)).toBe(0);
    expect(feeForAge(6)).toBe(50);
    expect(feeForAge(17)).toBe(50);
    expect(feeForAge(18)).toBe(100);
    expect(feeForAge(90)).toBe(100);
  });
});

describe('feeForPersonnummer', () => {
  it('uses the age on the day of the request', () => {
    expect(feeForPersonnummer('19121212-1212', requestDay)).toBe(100);
    expect(feeForPersonnummer('20180615-4561', requestDay)).toBe(50); // sixth birthday that very day
    expect(feeForPersonnummer('20180615-4561', new Date(2024, 5, 14))).toBe(0);
    expect(feeForPersonnummer('20060615-6487', requestDay)).toBe(100); // eighteenth birthday
    expect(feeForPersonnummer('20060615-6487', new Date(2024, 5, 14))).toBe(50);
  });

  it('throws on an invalid personnummer', () => {
    expect(() => feeForPersonnummer('20060615-6489', requestDay)).toThrow(RangeError);
  });
});

describe('totalFee', () => {
  it('adds up a family', () => {
    // Two adults, a child who turns 6 that day and a two-year-old.
    expect(totalFee(['19121212-1212', '19811218-9876', '20180615-4561', '20220101-1232'], requestDay)).toBe(250);
  });

  it('is zero for nobody', () => {
    expect(totalFee([], requestDay)).toBe(0);
  });
});

describe('formatSwishAmount', () => {
  it('uses a decimal comma and two decimals', () => {
    expect(formatSwishAmount(150)).toBe('150,00');
    expect(formatSwishAmount(0)).toBe('0,00');
    expect(formatSwishAmount(1250)).toBe('1250,00');
    expect(formatSwishAmount(49.5)).toBe('49,50');
  });

  it('refuses amounts nobody can pay', () => {
    expect(() => formatSwishAmount(-1)).toThrow(RangeError);
    expect(() => formatSwishAmount(Number.NaN)).toThrow(RangeError);
  });
});
