/**
 * The association's financial year FY N runs from 1 April N to 31 March N+1.
 *
 * Dates are read through their local calendar fields (getFullYear, getMonth): the association,
 * its members and its server are in Sweden, so "local" is Swedish time, and a browser shows the
 * year its user sees on the calendar. Code that has a calendar date without a Date object can
 * use financialYearOfYmd and stay clear of timezones altogether.
 */

/** April, as a 0-based month index like Date.getMonth(). */
const FIRST_MONTH_INDEX = 3;

/** `monthIndex` is 0-based (0 = January), as Date.getMonth() returns it. */
export function financialYearOfYmd(year: number, monthIndex: number): number {
  return monthIndex >= FIRST_MONTH_INDEX ? year : year - 1;
}

export function financialYearOf(date: Date): number {
  return financialYearOfYmd(date.getFullYear(), date.getMonth());
}

/**
 * `FY2024`, no space: the year as the Swish payment message writes it, a fixed machine format.
 * People read a financial year through financialYearLabel (financial-year-label.ts), never this.
 */
export function financialYearCode(year: number): string {
  return `FY${year}`;
}

export interface TFinancialYearRange {
  /** Local midnight at the start of 1 April. */
  start: Date;
  /** The last local millisecond of 31 March, so `start <= d && d <= end` covers the whole year. */
  end: Date;
}

function localDate(year: number, monthIndex: number, day: number, endOfDay: boolean): Date {
  // setFullYear, because new Date(y, m, d) maps years 0..99 onto 1900..1999.
  const date = new Date(0);
  date.setFullYear(year, monthIndex, day);
  if (endOfDay) date.setHours(23, 59, 59, 999);
  else date.setHours(0, 0, 0, 0);
  return date;
}

export function financialYearRange(year: number): TFinancialYearRange {
  return {
    start: localDate(year, FIRST_MONTH_INDEX, 1, false),
    end: localDate(year + 1, FIRST_MONTH_INDEX - 1, 31, true),
  };
}
