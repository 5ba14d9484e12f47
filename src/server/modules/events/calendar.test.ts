import { describe, expect, it } from 'vitest';
import { buildCalendar, escapeText, foldLine, type TCalendarEvent } from './calendar.ts';

const event = (overrides: Partial<TCalendarEvent> = {}): TCalendarEvent => ({
  id: 7,
  name: 'Diwali Celebration 2024',
  nameTamil: 'தீபாவளி கொண்டாட்டம் 2024',
  startDate: '2024-11-09',
  endDate: null,
  startTime: null,
  endTime: null,
  place: '',
  description: '',
  descriptionTamil: '',
  updatedAt: new Date('2024-10-01T12:30:45.123Z'),
  ...overrides,
});

const options = {
  publicUrl: 'https://tamil.example.se',
  calendarName: 'Sample Town Tamil Association',
  language: 'en' as const,
};

describe('iCalendar', () => {
  it('writes a valid calendar with CRLF line endings', () => {
    const text = buildCalendar([event()], options);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.split('\r\n').slice(0, 3)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//tamil.example.se//Events//EN',
    ]);
    // No bare LF or CR anywhere.
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = text.split('\r\n');
    expect(lines).toContain('UID:event-7@tamil.example.se');
    expect(lines).toContain('DTSTAMP:20241001T123045Z');
    expect(lines).toContain('DTSTART;VALUE=DATE:20241109');
    expect(lines).toContain('SUMMARY:Diwali Celebration 2024');
    expect(lines).toContain('URL;VALUE=URI:https://tamil.example.se/events/7');
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
  });

  it('ends the day after the last day (DTEND is exclusive), across months and years', () => {
    expect(buildCalendar([event()], options)).toContain('DTEND;VALUE=DATE:20241110\r\n');
    expect(buildCalendar([event({ startDate: '2024-12-30', endDate: '2024-12-31' })], options)).toContain(
      'DTEND;VALUE=DATE:20250101\r\n',
    );
    expect(buildCalendar([event({ startDate: '2024-02-27', endDate: '2024-02-29' })], options)).toContain(
      'DTEND;VALUE=DATE:20240301\r\n',
    );
  });

  it('uses the Tamil name as the summary for Tamil readers', () => {
    const text = buildCalendar([event()], { ...options, language: 'ta' });
    const unfolded = text.replace(/\r\n /g, '');
    expect(unfolded).toContain('SUMMARY:தீபாவளி கொண்டாட்டம் 2024\r\n');
    expect(unfolded).toContain('DESCRIPTION:Diwali Celebration 2024\\nhttps://tamil.example.se/events/7\r\n');
  });

  it('puts a timed event at its Stockholm wall-clock time, with the time zone described once', () => {
    const timed = event({ startTime: '18:30', endTime: '23:00', endDate: '2024-11-10' });
    const text = buildCalendar([timed, event({ id: 8, startTime: '10:00' })], options);
    const lines = text.split('\r\n');
    expect(lines).toContain('DTSTART;TZID=Europe/Stockholm:20241109T183000');
    expect(lines).toContain('DTEND;TZID=Europe/Stockholm:20241110T230000');
    expect(lines).toContain('DTSTART;TZID=Europe/Stockholm:20241109T100000');
    expect(lines.filter((line) => line === 'BEGIN:VTIMEZONE')).toHaveLength(1);
    expect(lines).toContain('TZID:Europe/Stockholm');
    // Without an end time the second event has no DTEND at all: two events, one DTEND.
    expect(lines.filter((line) => line.startsWith('DTEND'))).toHaveLength(1);
    expect(buildCalendar([event()], options)).not.toContain('VTIMEZONE');
  });

  it('says where, and describes the event in the reader’s language', () => {
    const described = event({
      place: 'Folkets hus, Storgatan 1',
      description: 'Lamps and sweets',
      descriptionTamil: 'விளக்குகளும் இனிப்புகளும்',
    });
    const en = buildCalendar([described], options).replace(/\r\n /g, '');
    expect(en).toContain('LOCATION:Folkets hus\\, Storgatan 1\r\n');
    expect(en).toContain('DESCRIPTION:தீபாவளி கொண்டாட்டம் 2024\\nLamps and sweets\\nhttps://tamil.example.se/events/7\r\n');
    const ta = buildCalendar([described], { ...options, language: 'ta' }).replace(/\r\n /g, '');
    expect(ta).toContain('DESCRIPTION:Diwali Celebration 2024\\nவிளக்குகளும் இனிப்புகளும்\\n');
    expect(buildCalendar([event()], options)).not.toContain('LOCATION');
  });

  it('escapes backslash, semicolon, comma and line breaks in text', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
    const text = buildCalendar([event({ name: 'Music; dance, food\nand fun' })], options);
    expect(text).toContain('SUMMARY:Music\\; dance\\, food\\nand fun\r\n');
  });

  it('folds lines longer than 75 octets without splitting a UTF-8 character', () => {
    const long = 'தமிழ்'.repeat(30);
    const folded = foldLine(`SUMMARY:${long}`);
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    for (const line of lines.slice(1)) expect(line.startsWith(' ')).toBe(true);
    expect(lines.map((line, index) => (index === 0 ? line : line.slice(1))).join('')).toBe(`SUMMARY:${long}`);
    expect(folded).not.toContain('\uFFFD');
  });

  it('leaves a line of exactly 75 octets alone', () => {
    const line = 'X'.repeat(75);
    expect(foldLine(line)).toBe(line);
    expect(foldLine(`${line}Y`)).toBe(`${line}\r\n Y`);
  });

  it('makes an empty calendar when there are no events', () => {
    const text = buildCalendar([], options);
    expect(text).not.toContain('BEGIN:VEVENT');
    expect(text).toContain('BEGIN:VCALENDAR\r\n');
  });
});
