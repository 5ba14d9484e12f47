/** The association's own time zone: a banner's last day and a post's publishing time are read in it. */
export const ASSOCIATION_TIME_ZONE = 'Europe/Stockholm';

const offsetFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: ASSOCIATION_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** How far Stockholm's wall clock is ahead of UTC at this instant, in milliseconds. */
function offsetAt(instant: number): number {
  const parts = Object.fromEntries(offsetFormat.formatToParts(new Date(instant)).map((p) => [p.type, p.value]));
  const wall = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return wall - (instant - (instant % 1000));
}

/**
 * The instant a day (YYYY-MM-DD) begins in Stockholm. Midnight is never skipped or doubled there
 * (the clocks change at 02:00 and 03:00), so the offset just after the guess is the offset of midnight.
 */
export function startOfStockholmDay(isoDay: string): Date {
  const utcMidnight = Date.parse(`${isoDay}T00:00:00Z`);
  const first = utcMidnight - offsetAt(utcMidnight);
  return new Date(utcMidnight - offsetAt(first));
}
