import type { TLanguage } from '../../../shared/languages.ts';

/** The board election 2024, as calendar days in Stockholm. */
export const ELECTION_DATES = {
  opens: '2024-03-08',
  closes: '2024-03-20',
  withdrawal: '2024-03-23',
  election: '2024-03-25',
} as const;

export type TElectionDateKey = keyof typeof ELECTION_DATES;

/** The rule says "before 24 March 2024": the first day on which a withdrawal is too late. */
export const WITHDRAWAL_TOO_LATE_FROM = '2024-03-24';

const LOCALES: Record<TLanguage, string> = { ta: 'ta-IN', en: 'en-GB', sv: 'sv-SE' };

/**
 * A calendar day (`YYYY-MM-DD`) written out in the language, e.g. "8 March 2024". Noon UTC is the
 * same day in Stockholm, and the fixed time zone makes the server and every browser write the same
 * text, whatever zone they are in, so hydration agrees.
 */
export function formatElectionDate(isoDate: string, language: TLanguage, withWeekday = false): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate)) throw new Error(`Not a calendar day: ${isoDate}`);
  return new Intl.DateTimeFormat(LOCALES[language], {
    weekday: withWeekday ? 'long' : undefined,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Stockholm',
  }).format(new Date(`${isoDate}T12:00:00Z`));
}
