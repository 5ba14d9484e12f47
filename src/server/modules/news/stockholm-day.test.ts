import { describe, expect, it } from 'vitest';
import { startOfStockholmDay } from './stockholm-day.ts';

describe('startOfStockholmDay', () => {
  it('is midnight at UTC+1 in winter time', () => {
    expect(startOfStockholmDay('2024-11-10').toISOString()).toBe('2024-11-09T23:00:00.000Z');
  });

  it('is midnight at UTC+2 in summer time', () => {
    expect(startOfStockholmDay('2025-07-01').toISOString()).toBe('2025-06-30T22:00:00.000Z');
  });

  it('follows the change of the clocks on the days they change', () => {
    expect(startOfStockholmDay('2025-03-30').toISOString()).toBe('2025-03-29T23:00:00.000Z');
    expect(startOfStockholmDay('2025-10-26').toISOString()).toBe('2025-10-25T22:00:00.000Z');
  });
});
