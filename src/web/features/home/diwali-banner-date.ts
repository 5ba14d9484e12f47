/**
 * The home page's upcoming-event banner for Diwali Celebration 2024 shows until the day after the
 * event (shown until 2024-11-10), counted in the association's own time
 * zone: midnight at the start of 10 November 2024 in Europe/Stockholm, which is UTC+1 then (summer
 * time ended on 27 October 2024).
 */
export const DIWALI_BANNER_HIDDEN_FROM = new Date('2024-11-10T00:00:00+01:00');

export function isDiwaliBannerShown(now: Date): boolean {
  return now.getTime() < DIWALI_BANNER_HIDDEN_FROM.getTime();
}
