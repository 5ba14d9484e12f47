import { localeOf } from '../../../shared/languages.ts';

/*
 * Dates are local-midnight millisecond timestamps. All arithmetic goes through the Date
 * constructor's (year, month, day) form, so daylight-saving days (23 or 25 hours) cannot shift a date.
 */

export function dayOf(timestamp: number): number {
  const date = new Date(timestamp);
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}

export function addDays(timestamp: number, days: number): number {
  const date = new Date(timestamp);
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days).getTime();
}

/** Keeps the day of month where it exists, else the month's last day (31 Jan + 1 month = 29 Feb). */
export function addMonths(timestamp: number, months: number): number {
  const date = new Date(timestamp);
  const year = date.getFullYear();
  const month = date.getMonth() + months;
  const daysInMonth = new Date(year, month + 1, 0).getDate();
  return new Date(year, month, Math.min(date.getDate(), daysInMonth)).getTime();
}

/** Monday = 0 … Sunday = 6: Swedish weeks start on Monday. */
export function weekdayIndex(timestamp: number): number {
  return (new Date(timestamp).getDay() + 6) % 7;
}

/** Always 6 weeks × 7 days, so the popup does not change height from month to month. */
export function monthGrid(timestamp: number): number[][] {
  const date = new Date(timestamp);
  const firstOfMonth = new Date(date.getFullYear(), date.getMonth(), 1).getTime();
  const start = addDays(firstOfMonth, -weekdayIndex(firstOfMonth));
  return Array.from({ length: 6 }, (_, week) => Array.from({ length: 7 }, (_, day) => addDays(start, week * 7 + day)));
}

export function clamp(day: number, min: number | undefined, max: number | undefined): number {
  if (min !== undefined && day < dayOf(min)) return dayOf(min);
  if (max !== undefined && day > dayOf(max)) return dayOf(max);
  return day;
}

/**
 * "05/Mar/2024": the product's date format. The month abbreviation follows the interface language;
 * a trailing abbreviation dot (Swedish "jan.", Tamil "மார்.") is dropped so it does not sit before the slash.
 */
export function formatDisplayDate(timestamp: number, language: string): string {
  const date = new Date(timestamp);
  const day = String(date.getDate()).padStart(2, '0');
  const month = new Intl.DateTimeFormat(localeOf(language), { month: 'short' }).format(date).replace(/\.$/, '');
  const year = String(date.getFullYear()).padStart(4, '0');
  return `${day}/${month}/${year}`;
}

/**
 * The local midnight of a typed day: day, month and year in that order (as the site writes dates),
 * with / . - or spaces between, or YYYY-MM-DD; null when it is no day of the calendar (31/02/2026).
 */
export function parseTypedDay(text: string): number | null {
  const trimmed = text.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(trimmed);
  const written = /^(\d{1,2})[/.\-\s]+(\d{1,2})[/.\-\s]+(\d{4})$/.exec(trimmed);
  const [year, month, day] = iso
    ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
    : written
      ? [Number(written[3]), Number(written[2]), Number(written[1])]
      : [0, 0, 0];
  if (year === 0) return null;
  const date = new Date(year, month - 1, day);
  const same = date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
  return same ? date.getTime() : null;
}
