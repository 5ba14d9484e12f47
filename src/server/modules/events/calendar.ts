import type { TEventFacts } from '../../../shared/events.ts';

/**
 * iCalendar (RFC 5545) for events. An event without a start time is all-day: DTSTART and DTEND are
 * dates and DTEND is the day after the last day (the end is exclusive). A timed event is in the
 * association's time zone (Stockholm), described once in the calendar's VTIMEZONE; without an end
 * time it has no DTEND (it ends when it starts, as the standard reads). Lines end in CRLF and are
 * folded at 75 octets.
 */
export type TCalendarEvent = TEventFacts & { id: number; updatedAt: Date };

const TIME_ZONE = 'Europe/Stockholm';

/** Central European time and its summer time, by the EU's rules since 1996. */
const TIME_ZONE_LINES = [
  'BEGIN:VTIMEZONE',
  `TZID:${TIME_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

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

const localStamp = (isoDay: string, time: string) => `${compactDay(isoDay)}T${time.replace(':', '')}00`;

/** DTSTART and DTEND: whole days, or wall-clock times in the association's time zone. */
function timeLines(event: TCalendarEvent): string[] {
  if (!event.startTime) {
    return [
      `DTSTART;VALUE=DATE:${compactDay(event.startDate)}`,
      `DTEND;VALUE=DATE:${compactDay(dayAfter(event.endDate ?? event.startDate))}`,
    ];
  }
  const start = `DTSTART;TZID=${TIME_ZONE}:${localStamp(event.startDate, event.startTime)}`;
  if (!event.endTime) return [start];
  return [start, `DTEND;TZID=${TIME_ZONE}:${localStamp(event.endDate ?? event.startDate, event.endTime)}`];
}

function eventLines(event: TCalendarEvent, options: TCalendarOptions, host: string): string[] {
  const url = `${options.publicUrl}/events/${event.id}`;
  const tamil = options.language === 'ta';
  const [summary, other] = tamil ? [event.nameTamil || event.name, event.name] : [event.name, event.nameTamil];
  // The description in the reader's language, as the page shows it: Tamil for ta, English otherwise.
  const text = (
    tamil ? event.descriptionTamil || event.description : event.description || event.descriptionTamil
  ).trim();
  const description = [other && other !== summary ? other : '', text, url].filter(Boolean).join('\n');
  return [
    'BEGIN:VEVENT',
    `UID:event-${event.id}@${host}`,
    `DTSTAMP:${utcStamp(event.updatedAt)}`,
    ...timeLines(event),
    `SUMMARY:${escapeText(summary)}`,
    ...(event.place ? [`LOCATION:${escapeText(event.place)}`] : []),
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
    ...(calendarEvents.some((event) => event.startTime) ? TIME_ZONE_LINES : []),
    ...calendarEvents.flatMap((event) => eventLines(event, options, host)),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
