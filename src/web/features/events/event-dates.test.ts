import { describe, expect, it } from 'vitest';
import { eventDates, isoDayToTimestamp, timestampToIsoDay } from './event-dates.ts';

describe('event dates', () => {
  it('shows one day or a range as DD/MM/YYYY', () => {
    expect(eventDates({ startDate: '2024-11-09', endDate: null })).toBe('09/11/2024');
    expect(eventDates({ startDate: '2024-11-09', endDate: '2024-11-09' })).toBe('09/11/2024');
    expect(eventDates({ startDate: '2024-12-31', endDate: '2025-01-02' })).toBe('31/12/2024 – 02/01/2025');
  });

  it('turns an ISO day into the picker’s local midnight and back', () => {
    const timestamp = isoDayToTimestamp('2025-03-30');
    expect(timestamp).toBe(new Date(2025, 2, 30).getTime());
    expect(timestampToIsoDay(timestamp)).toBe('2025-03-30');
    expect(timestampToIsoDay(new Date(2025, 9, 26, 23, 59).getTime())).toBe('2025-10-26');
    expect(isoDayToTimestamp(null)).toBeNull();
    expect(isoDayToTimestamp('30/03/2025')).toBeNull();
    expect(timestampToIsoDay(null)).toBe('');
  });
});
