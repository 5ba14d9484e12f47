import { describe, expect, it } from 'vitest';
import { GRANT_PERIOD_MAX_DAYS, grantPeriodProblems, halfYearPeriod } from './grant-period.ts';
import { ZGrantPeriod } from './grant-report.schema.ts';

describe('grantPeriodProblems', () => {
  it('holds for a half-year and for the longest period a report covers', () => {
    expect(grantPeriodProblems(halfYearPeriod(2026, 2))).toEqual([]);
    expect(grantPeriodProblems({ from: '2025-01-01', to: '2026-12-31' })).toEqual([]);
    expect(GRANT_PERIOD_MAX_DAYS).toBe(731);
  });

  it('names each day that is not a date, then the order, then the length', () => {
    expect(grantPeriodProblems({ from: '2026-02-30', to: 'soon' })).toEqual([
      { key: 'date', field: 'from' },
      { key: 'date', field: 'to' },
    ]);
    expect(grantPeriodProblems({ from: '2026-07-01', to: '2026-06-30' })).toEqual([
      { key: 'periodOrder', field: 'to' },
    ]);
    expect(grantPeriodProblems({ from: '2024-01-01', to: '2026-01-01' })).toEqual([
      { key: 'periodTooLong', field: 'to' },
    ]);
  });

  it('is what the API schema refuses, with the same keys at the same fields', () => {
    const refused = ZGrantPeriod.safeParse({ from: '2026-07-01', to: '2026-06-30' });
    expect(refused.error?.issues.map(({ message, path }) => ({ message, path }))).toEqual([
      { message: 'periodOrder', path: ['to'] },
    ]);
    expect(ZGrantPeriod.safeParse(halfYearPeriod(2026, 1)).success).toBe(true);
  });
});
