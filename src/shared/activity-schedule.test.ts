import { describe, expect, it } from 'vitest';
import { meetingDays, meetsOn, minutesBetween, weekdayOf } from './activity-schedule.ts';

const saturdayClass = { weekday: 6, startsOn: '2026-08-20', endsOn: '2026-09-30', daysOff: ['2026-09-05'] };

describe('activity schedule', () => {
  it('knows the weekday of a day', () => {
    expect(weekdayOf('2026-11-27')).toBe(5);
    expect(weekdayOf('2026-11-29')).toBe(7);
    expect(weekdayOf('2026-11-30')).toBe(1);
  });

  it('lists the meeting days between the first and last day, without days off', () => {
    expect(meetingDays(saturdayClass)).toEqual(['2026-08-22', '2026-08-29', '2026-09-12', '2026-09-19', '2026-09-26']);
  });

  it('keeps to a window inside the term', () => {
    expect(meetingDays(saturdayClass, '2026-09-01', '2026-09-19')).toEqual(['2026-09-12', '2026-09-19']);
    expect(meetingDays(saturdayClass, '2027-01-01')).toEqual([]);
  });

  it('counts a first day that is itself a meeting day', () => {
    expect(meetingDays({ weekday: 6, startsOn: '2026-08-22', endsOn: '2026-08-22', daysOff: [] })).toEqual([
      '2026-08-22',
    ]);
  });

  it('tells whether the activity meets on a day', () => {
    expect(meetsOn(saturdayClass, '2026-08-29')).toBe(true);
    expect(meetsOn(saturdayClass, '2026-09-05')).toBe(false);
    expect(meetsOn(saturdayClass, '2026-08-30')).toBe(false);
  });

  it('measures a meeting in minutes', () => {
    expect(minutesBetween('10:00', '11:30')).toBe(90);
  });
});
