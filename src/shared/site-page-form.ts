import { isLanguage, type TLanguage } from './languages.ts';
import { isSitePageSlug, type TSitePageSlug } from './site-pages.schema.ts';

/*
 * The board's page editor as typed, and what ZSitePageSave checks made from it: the editor does it in
 * the browser, and its post without the app on the server, so both check the same thing. The content
 * section names the tab, the page and the language it edits in its address
 * (`?tab=site-pages&page=about&lang=en`), so a post there names the page it saves and a refused one
 * renders that editor again.
 */

/** The content section's tab that holds the editor. */
export const SITE_PAGES_TAB = 'site-pages';

/** The editor's fields, by the names a post without the app sends. */
export const SITE_PAGE_FORM_FIELDS = ['body', 'effectiveDate'] as const;

export type TSitePageForm = Record<(typeof SITE_PAGE_FORM_FIELDS)[number], string>;

export type TSitePageAddress = { slug: TSitePageSlug; language: TLanguage };

/** Only the privacy policy has a date; an empty one is no date. */
export const pageHasDate = (slug: TSitePageSlug) => slug === 'privacy';

/**
 * What the schema checks: the text with its lines ended as a textarea ends them (a browser sends a
 * form's lines ended CR LF), and the date only for the page that has one, else left out (kept as it is).
 */
export function sitePageSaveOfForm(slug: TSitePageSlug, form: TSitePageForm): unknown {
  return {
    body: form.body.replace(/\r\n?/g, '\n'),
    ...(pageHasDate(slug) ? { effectiveDate: form.effectiveDate.trim() || null } : {}),
  };
}

/** The form's name when it is sent without the app (TFormPostState): one per page and language. */
export const sitePageFormName = ({ slug, language }: TSitePageAddress) => `site-page:${slug}:${language}`;

/** The section's query that opens the editor on a page in a language. */
export const sitePageQuery = ({ slug, language }: TSitePageAddress) =>
  `tab=${SITE_PAGES_TAB}&page=${slug}&lang=${language}`;

/** The page and language an address's query names for the editor; null when it names none or an unknown one. */
export function sitePageOfQuery(query: Readonly<Record<string, unknown>> | undefined): TSitePageAddress | null {
  if (!query || query['tab'] !== SITE_PAGES_TAB) return null;
  const slug = query['page'];
  const language = query['lang'];
  return isSitePageSlug(slug) && isLanguage(language) ? { slug, language } : null;
}
