import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TLanguage } from '../../shared/languages.ts';
import type { TSitePageSlug } from '../../shared/site-pages.schema.ts';
import { apiRequest } from './api-client.ts';

/*
 * The pages the board writes (home introduction, about us, privacy policy, Diwali, election) come
 * from one public call. Several features show one, so the call lives here, not in a feature.
 */

export const sitePageKey = (slug: TSitePageSlug, language: TLanguage) => ['content', 'pages', slug, language] as const;

const sitePagePath = (slug: TSitePageSlug, language: TLanguage) => `/api/content/pages/${slug}/${language}`;

/** GET /api/content/pages/:slug/:language (public): the page as safe HTML; the server embeds it in the page. */
export const sitePageQuery = (slug: TSitePageSlug, language: TLanguage) =>
  queryOptions({
    queryKey: sitePageKey(slug, language),
    queryFn: ({ signal }) => apiRequest(sitePagePath(slug, language), 'ZSitePage', { signal, showLoading: false }),
  });

export function useSitePage(slug: TSitePageSlug, language: TLanguage) {
  return useQuery(sitePageQuery(slug, language));
}
