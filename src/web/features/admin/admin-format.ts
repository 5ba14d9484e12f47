/** Dates and amounts in the interface language (Tamil month names in Tamil, and so on). */

// Building a formatter costs far more than using one, and a table formats a date in every row.
const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function formatterFor<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, create: () => T): T {
  let formatter = formatters.get(key) as T | undefined;
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
  return formatterFor(`date ${language}`, () => new Intl.DateTimeFormat(language, { dateStyle: 'medium' })).format(
    date,
  );
}

export function formatDateTime(iso: string | null, language: string): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return formatterFor(
    `dateTime ${language}`,
    () => new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }),
  ).format(date);
}

export function formatSek(amount: number | null, language: string): string | null {
  if (amount === null) return null;
  return formatterFor(
    `sek ${language}`,
    () => new Intl.NumberFormat(language, { style: 'currency', currency: 'SEK', maximumFractionDigits: 0 }),
  ).format(amount);
}

export function fullName(person: { firstName: string; lastName: string }): string {
  return `${person.firstName} ${person.lastName}`.trim();
}
