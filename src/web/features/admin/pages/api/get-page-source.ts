import { useQuery } from '@tanstack/react-query';
import type { TLanguage } from '../../../../../shared/languages.ts';
import type { TSitePageSlug } from '../../../../../shared/site-pages.schema.ts';
import { apiRequest } from '../../../../lib/api-client.ts';
import { ADMIN_QUERY_KEY } from '../../admin-query-key.ts';

export const pageSourceKey = (slug: TSitePageSlug, language: TLanguage) =>
  [...ADMIN_QUERY_KEY, 'pages', slug, language] as const;

/** GET /api/admin/pages/:slug/:language (Bearer): the Markdown the board edits and its versions. */
export function usePageSource(slug: TSitePageSlug, language: TLanguage) {
  return useQuery({
    queryKey: pageSourceKey(slug, language),
    queryFn: () =>
      apiRequest(`/api/admin/pages/${slug}/${language}`, 'ZSitePageSource', { auth: true, showLoading: false }),
    retry: false,
  });
}
