import { localeOf } from '../../../shared/languages.ts';

/** Dates in the interface language (Tamil month names in Tamil, and so on). */

// Building a formatter costs far more than using one, and a table formats a date in every row.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(key: string, create: () => Intl.DateTimeFormat): Intl.DateTimeFormat {
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = create();
    formatters.set(key, formatter);
  }
  return formatter;
}

export function formatDate(iso: string | null, language: string): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return formatterFor(
    `date ${language}`,
    () => new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'medium' }),
  ).format(date);
}

export function formatDateTime(iso: string | null, language: string): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return formatterFor(
    `dateTime ${language}`,
    () => new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'medium', timeStyle: 'short' }),
  ).format(date);
}

export function fullName(person: { firstName: string; lastName: string }): string {
  return `${person.firstName} ${person.lastName}`.trim();
}
