import { describe, expect, it } from 'vitest';
import { isoWeekOf, lastWeekStarts, mondayOf, startOfHour, stockholmDate } from './analytics.weeks.ts';

describe('analytics weeks', () => {
  it('numbers weeks as ISO 8601 does, across year ends', () => {
    expect(isoWeekOf('2026-01-01')).toEqual({ isoYear: 2026, isoWeek: 1 });
    expect(isoWeekOf('2024-12-30')).toEqual({ isoYear: 2025, isoWeek: 1 });
    expect(isoWeekOf('2021-01-03')).toEqual({ isoYear: 2020, isoWeek: 53 });
    expect(isoWeekOf('2026-11-22')).toEqual({ isoYear: 2026, isoWeek: 47 });
  });

  it('starts a week on Monday', () => {
    expect(mondayOf('2026-11-22')).toBe('2026-11-16');
    expect(mondayOf('2026-11-16')).toBe('2026-11-16');
    expect(mondayOf('2026-03-01')).toBe('2026-02-23');
  });

  it('reads the day in Stockholm, not UTC', () => {
    expect(stockholmDate(new Date('2026-11-22T23:30:00Z'))).toBe('2026-11-23');
    expect(stockholmDate(new Date('2026-07-05T21:59:00Z'))).toBe('2026-07-05');
    expect(stockholmDate(new Date('2026-07-05T22:00:00Z'))).toBe('2026-07-06');
  });

  it('lists the last weeks oldest first, ending with this one', () => {
    expect(lastWeekStarts(new Date('2026-11-18T10:00:00Z'), 3)).toEqual(['2026-11-02', '2026-11-09', '2026-11-16']);
    expect(lastWeekStarts(new Date('2026-11-22T23:30:00Z'), 1)).toEqual(['2026-11-23']);
  });

  it('keeps only the hour of a view', () => {
    expect(startOfHour(new Date('2026-11-18T10:59:59.999Z')).toISOString()).toBe('2026-11-18T10:00:00.000Z');
  });
});
