import type { TLanguage } from '../../../shared/languages.ts';

/** Everything under this key is news as visitors read it. */
export const NEWS_QUERY_KEY = ['news'] as const;

export const newsListKey = (language: TLanguage, page: number) => [...NEWS_QUERY_KEY, 'list', language, page] as const;

export const newsPostKey = (language: TLanguage, slug: string) => [...NEWS_QUERY_KEY, 'post', language, slug] as const;

export const newsListPath = (language: TLanguage, page: number) => `/api/news?lang=${language}&page=${page}`;

export const newsPostPath = (language: TLanguage, slug: string) =>
  `/api/news/posts/${encodeURIComponent(slug)}?lang=${language}`;

/** A page number from the address (/news/page/2); anything else is the first page. */
export function pageFromParam(value: string | undefined): number {
  return value && /^\d{1,5}$/.test(value) && Number(value) >= 1 ? Number(value) : 1;
}

const stockholmDay = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' });

/** A post's publishing day as DD/MM/YYYY in Stockholm (as events show dates), the same on server and browser. */
export function publishedDay(instant: string): string {
  const [year, month, day] = stockholmDay.format(new Date(instant)).split('-');
  return `${day}/${month}/${year}`;
}
