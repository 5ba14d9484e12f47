import { isIsoDay } from './events.ts';

/** The days one grant report covers, both inclusive (YYYY-MM-DD). */
export type TGrantPeriod = { from: string; to: string };

/** The longest period one report covers: two years, so a report stays a page the board can read. */
export const GRANT_PERIOD_MAX_DAYS = 731;

/** Each key of catalog `admin:grantReport.periodErrors` a period may break, and the day it is about. */
export type TGrantPeriodProblem = { key: 'date' | 'periodOrder' | 'periodTooLong'; field: keyof TGrantPeriod };

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

/**
 * What is wrong with a period, first problem first: a day that is not a date (each), else the end
 * before the start, else a period longer than a report covers. Empty when it holds.
 */
export function grantPeriodProblems(period: TGrantPeriod): TGrantPeriodProblem[] {
  const days = (['from', 'to'] as const).filter((field) => !isIsoDay(period[field]));
  if (days.length > 0) return days.map((field) => ({ key: 'date', field }));
  if (period.from > period.to) return [{ key: 'periodOrder', field: 'to' }];
  if (dayNumber(period.to) - dayNumber(period.from) >= GRANT_PERIOD_MAX_DAYS)
    return [{ key: 'periodTooLong', field: 'to' }];
  return [];
}

/** The calendar half-year: January to June (1) or July to December (2). */
export function halfYearPeriod(year: number, half: 1 | 2): TGrantPeriod {
  return half === 1 ? { from: `${year}-01-01`, to: `${year}-06-30` } : { from: `${year}-07-01`, to: `${year}-12-31` };
}
