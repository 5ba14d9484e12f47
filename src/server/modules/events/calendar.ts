/**
 * iCalendar (RFC 5545) for events: all-day events, so DTSTART and DTEND are dates and DTEND is the
 * day after the last day (the end is exclusive). Lines end in CRLF and are folded at 75 octets.
 */
export type TCalendarEvent = {
  id: number;
  name: string;
  nameTamil: string;
  startDate: string;
  endDate: string | null;
  updatedAt: Date;
};

export type TCalendarOptions = {
  /** PUBLIC_URL: its host makes the UIDs, and each event links to its page there. */
  publicUrl: string;
  /** The calendar's name (the association's). */
  calendarName: string;
  /** ta: the Tamil name as the summary and the English one in the description; otherwise the other way. */
  language: 'ta' | 'en' | 'sv';
};

/** TEXT values escape backslash, semicolon, comma and line breaks. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** Splits a content line into pieces of at most 75 octets, never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const pieces: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = Buffer.byteLength(character, 'utf8');
    // A continuation line starts with a space, which counts towards its 75.
    if (octets + size > 75) {
      pieces.push(current);
      current = ' ';
      octets = 1;
    }
    current += character;
    octets += size;
  }
  pieces.push(current);
  return pieces.join('\r\n');
}

const compactDay = (isoDay: string) => isoDay.replace(/-/g, '');

function dayAfter(isoDay: string): string {
  const [year, month, day] = isoDay.split('-').map(Number);
  const next = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, (day ?? 1) + 1));
  return next.toISOString().slice(0, 10);
}

function utcStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

function eventLines(event: TCalendarEvent, options: TCalendarOptions, host: string): string[] {
  const url = `${options.publicUrl}/events/${event.id}`;
  const [summary, other] =
    options.language === 'ta' ? [event.nameTamil || event.name, event.name] : [event.name, event.nameTamil];
  const description = other && other !== summary ? `${other}\n${url}` : url;
  return [
    'BEGIN:VEVENT',
    `UID:event-${event.id}@${host}`,
    `DTSTAMP:${utcStamp(event.updatedAt)}`,
    `DTSTART;VALUE=DATE:${compactDay(event.startDate)}`,
    `DTEND;VALUE=DATE:${compactDay(dayAfter(event.endDate ?? event.startDate))}`,
    `SUMMARY:${escapeText(summary)}`,
    `DESCRIPTION:${escapeText(description)}`,
    `URL;VALUE=URI:${url}`,
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
  ];
}

export function buildCalendar(calendarEvents: TCalendarEvent[], options: TCalendarOptions): string {
  const host = new URL(options.publicUrl).hostname;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeText(host)}//Events//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(options.calendarName)}`,
    ...calendarEvents.flatMap((event) => eventLines(event, options, host)),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
