/** Calendar weeks as the association lives them: ISO weeks (Monday first) in Stockholm time. */
export const ANALYTICS_TIME_ZONE = 'Europe/Stockholm';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

const stockholmDay = new Intl.DateTimeFormat('en-GB', {
  timeZone: ANALYTICS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

function toUtcDay(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

function fromUtcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The calendar day in Stockholm at this instant, YYYY-MM-DD. */
export function stockholmDate(instant: Date): string {
  const parts = Object.fromEntries(stockholmDay.formatToParts(instant).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

export function addDays(day: string, days: number): string {
  return fromUtcDay(new Date(toUtcDay(day).getTime() + days * DAY_MS));
}

export function mondayOf(day: string): string {
  // getUTCDay: Sunday 0 … Saturday 6; a Monday-first week puts Sunday last.
  const weekday = (toUtcDay(day).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

/** ISO 8601 week number and week-year: the week belongs to the year of its Thursday. */
export function isoWeekOf(day: string): { isoYear: number; isoWeek: number } {
  const thursday = toUtcDay(addDays(mondayOf(day), 3));
  const isoYear = thursday.getUTCFullYear();
  const dayOfYear = Math.round((thursday.getTime() - Date.UTC(isoYear, 0, 1)) / DAY_MS);
  return { isoYear, isoWeek: Math.floor(dayOfYear / 7) + 1 };
}

/** The Mondays of the last `count` weeks up to and including this instant's week, oldest first. */
export function lastWeekStarts(instant: Date, count: number): string[] {
  const thisMonday = mondayOf(stockholmDate(instant));
  return Array.from({ length: count }, (_, index) => addDays(thisMonday, (index - count + 1) * 7));
}

/** A page view keeps only the hour it happened in: enough for weekly counts, less to tell visits apart. */
export function startOfHour(instant: Date): Date {
  return new Date(Math.floor(instant.getTime() / HOUR_MS) * HOUR_MS);
}
