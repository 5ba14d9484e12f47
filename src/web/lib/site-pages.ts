import { useQuery } from '@tanstack/react-query';
import type { TLanguage } from '../../shared/languages.ts';
import type { TSitePage, TSitePageSlug } from '../../shared/site-pages.schema.ts';
import { apiRequest } from './api-client.ts';
import type { TRoutePrefetch } from './server-prefetch.ts';

/*
 * The pages the board writes (home introduction, about us, privacy policy, Diwali, election) come
 * from one public call. Several features show one, so the call lives here, not in a feature.
 */

export const sitePageKey = (slug: TSitePageSlug, language: TLanguage) => ['content', 'pages', slug, language] as const;

const sitePagePath = (slug: TSitePageSlug, language: TLanguage) => `/api/content/pages/${slug}/${language}`;

/** GET /api/content/pages/:slug/:language (public): the page as safe HTML, rendered on the server. */
export function useSitePage(slug: TSitePageSlug, language: TLanguage) {
  return useQuery({
    queryKey: sitePageKey(slug, language),
    queryFn: ({ signal }) => apiRequest(sitePagePath(slug, language), 'ZSitePage', { signal, showLoading: false }),
  });
}

/** Server only (docs/decisions/0003): the page arrives with its text in the HTML, no request at start. */
export function prefetchSitePage(slug: TSitePageSlug): TRoutePrefetch {
  return async (queryClient, _params, { language, fetchApi }) => {
    const answer = await fetchApi(sitePagePath(slug, language));
    if (answer.status === 200) queryClient.setQueryData(sitePageKey(slug, language), answer.data as TSitePage);
  };
}
