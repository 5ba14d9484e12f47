import { formatEventDate, type TEventSummary } from '../../../shared/events.ts';

/** "14/01/2025" or "14/01/2025 – 15/01/2025" (dates are written DD/MM/YYYY). */
export function eventDates(event: Pick<TEventSummary, 'startDate' | 'endDate'>): string {
  const start = formatEventDate(event.startDate);
  if (!event.endDate || event.endDate === event.startDate) return start;
  return `${start} – ${formatEventDate(event.endDate)}`;
}

/** Local midnight of an ISO day, as the date picker holds dates. */
export function isoDayToTimestamp(isoDay: string | null): number | null {
  const match = isoDay ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDay) : null;
  if (!match) return null;
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])).getTime();
}

/** The picker's local day as YYYY-MM-DD (never through UTC, which would shift it near midnight). */
export function timestampToIsoDay(timestamp: number | null): string {
  if (timestamp === null) return '';
  const date = new Date(timestamp);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${String(date.getFullYear()).padStart(4, '0')}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** "18:30", or "18:30–22:00" (the end on the last day); null for an all-day event. */
export function eventTimes(event: Pick<TEventSummary, 'startTime' | 'endTime'>): string | null {
  if (!event.startTime) return null;
  return event.endTime ? `${event.startTime}–${event.endTime}` : event.startTime;
}
