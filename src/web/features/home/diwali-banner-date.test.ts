import { describe, expect, it } from 'vitest';
import { DIWALI_BANNER_HIDDEN_FROM, isDiwaliBannerShown } from './diwali-banner-date.ts';

describe('isDiwaliBannerShown', () => {
  it('shows the banner until the last minute of 9 November 2024 in Stockholm', () => {
    expect(isDiwaliBannerShown(new Date('2024-11-09T23:59:00+01:00'))).toBe(true);
    expect(isDiwaliBannerShown(new Date('2024-11-09T23:59:59.999+01:00'))).toBe(true);
  });

  it('hides the banner from midnight at the start of 10 November 2024 in Stockholm', () => {
    expect(isDiwaliBannerShown(new Date('2024-11-10T00:00:00+01:00'))).toBe(false);
    expect(isDiwaliBannerShown(new Date('2024-11-10T00:00:01+01:00'))).toBe(false);
  });

  it('counts in Stockholm time, not UTC: 23:30 UTC on 9 November is already 10 November there', () => {
    expect(isDiwaliBannerShown(new Date('2024-11-09T22:59:59Z'))).toBe(true);
    expect(isDiwaliBannerShown(new Date('2024-11-09T23:30:00Z'))).toBe(false);
    expect(DIWALI_BANNER_HIDDEN_FROM.toISOString()).toBe('2024-11-09T23:00:00.000Z');
  });

  it('shows it well before the event and never again after it', () => {
    expect(isDiwaliBannerShown(new Date('2024-01-01T00:00:00+01:00'))).toBe(true);
    expect(isDiwaliBannerShown(new Date('2025-11-01T12:00:00+01:00'))).toBe(false);
  });
});
