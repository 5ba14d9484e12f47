// When a weekly activity meets: the days between its first and last day that fall on its weekday and
// are not days off, and how long a meeting lasts. Days are "YYYY-MM-DD" strings in local time.

export interface TActivitySchedule {
  /** ISO weekday: 1 is Monday, 7 is Sunday. */
  weekday: number;
  startsOn: string;
  endsOn: string;
  daysOff: readonly string[];
}

const DAY_MS = 24 * 60 * 60 * 1000;

function dayNumber(day: string): number {
  const [year, month, date] = day.split('-').map(Number);
  return Date.UTC(year ?? 0, (month ?? 1) - 1, date ?? 1) / DAY_MS;
}

function dayText(dayNo: number): string {
  return new Date(dayNo * DAY_MS).toISOString().slice(0, 10);
}

/** ISO weekday (1 = Monday) of a "YYYY-MM-DD" day. */
export function weekdayOf(day: string): number {
  const sundayZero = new Date(dayNumber(day) * DAY_MS).getUTCDay();
  return sundayZero === 0 ? 7 : sundayZero;
}

/**
 * The days the activity meets within [from, to] (both inclusive, each optional), in order. A day off
 * that is not a meeting day changes nothing.
 */
export function meetingDays(schedule: TActivitySchedule, from?: string, to?: string): string[] {
  const first = Math.max(dayNumber(schedule.startsOn), from ? dayNumber(from) : -Infinity);
  const last = Math.min(dayNumber(schedule.endsOn), to ? dayNumber(to) : Infinity);
  if (first > last) return [];
  const offset = (schedule.weekday - weekdayOf(dayText(first)) + 7) % 7;
  const off = new Set(schedule.daysOff);
  const days: string[] = [];
  for (let dayNo = first + offset; dayNo <= last; dayNo += 7) {
    const day = dayText(dayNo);
    if (!off.has(day)) days.push(day);
  }
  return days;
}

/** Whether the activity meets on this day. */
export function meetsOn(schedule: TActivitySchedule, day: string): boolean {
  return meetingDays(schedule, day, day).length === 1;
}

/** Minutes from "HH:MM" to "HH:MM" on the same day. */
export function minutesBetween(startTime: string, endTime: string): number {
  const minutes = (time: string) => {
    const [hours, mins] = time.split(':').map(Number);
    return (hours ?? 0) * 60 + (mins ?? 0);
  };
  return minutes(endTime) - minutes(startTime);
}
