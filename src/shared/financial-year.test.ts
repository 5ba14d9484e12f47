import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { financialYearCode, financialYearOf, financialYearOfYmd, financialYearRange } from './financial-year.ts';

describe('financialYearOfYmd', () => {
  it('starts the year in April', () => {
    expect(financialYearOfYmd(2024, 0)).toBe(2023);
    expect(financialYearOfYmd(2024, 2)).toBe(2023);
    expect(financialYearOfYmd(2024, 3)).toBe(2024);
    expect(financialYearOfYmd(2024, 11)).toBe(2024);
  });
});

describe('financialYearOf', () => {
  it('reads the local calendar around the boundaries', () => {
    expect(financialYearOf(new Date(2025, 2, 31, 23, 59, 59, 999))).toBe(2024);
    expect(financialYearOf(new Date(2025, 3, 1, 0, 0, 0, 0))).toBe(2025);
    expect(financialYearOf(new Date(2025, 0, 1))).toBe(2024);
    expect(financialYearOf(new Date(2024, 11, 31))).toBe(2024);
  });

  it('is always the date’s year or the one before', () => {
    fc.assert(
      fc.property(fc.date({ noInvalidDate: true }), (date) => {
        const year = financialYearOf(date);
        expect([date.getFullYear(), date.getFullYear() - 1]).toContain(year);
        expect(year === date.getFullYear()).toBe(date.getMonth() >= 3);
      }),
    );
  });

  it('falls inside the range of its own year', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date(1900, 0, 1), max: new Date(2200, 0, 1), noInvalidDate: true }), (date) => {
        const { start, end } = financialYearRange(financialYearOf(date));
        expect(start.getTime()).toBeLessThanOrEqual(date.getTime());
        expect(date.getTime()).toBeLessThanOrEqual(end.getTime());
      }),
    );
  });
});

describe('financialYearCode', () => {
  it('has no space', () => {
    expect(financialYearCode(2024)).toBe('FY2024');
  });
});

describe('financialYearRange', () => {
  it('runs from 1 April to the end of 31 March, local time', () => {
    const { start, end } = financialYearRange(2024);
    expect(start).toEqual(new Date(2024, 3, 1, 0, 0, 0, 0));
    expect(end).toEqual(new Date(2025, 2, 31, 23, 59, 59, 999));
  });

  it('handles two-digit years without the 1900 shift', () => {
    expect(financialYearRange(24).start.getFullYear()).toBe(24);
    expect(financialYearRange(24).end.getFullYear()).toBe(25);
  });
});
