import { localeOf, toLanguage } from '../../../shared/languages.ts';

/** An activity's name in the reader's language. */
export function nameIn(name: { ta: string; en: string; sv: string }, language: string): string {
  return name[toLanguage(language)];
}

/** A meeting day as the reader says it ("Sat 7 Mar"), read as a calendar day whatever the time zone. */
export function formatDay(day: string, language: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Intl.DateTimeFormat(localeOf(language), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, date ?? 1)));
}
