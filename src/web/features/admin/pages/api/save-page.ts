import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TLanguage } from '../../../../../shared/languages.ts';
import type { TSitePageSave, TSitePageSlug } from '../../../../../shared/site-pages.schema.ts';
import { apiRequest } from '../../../../lib/api-client.ts';
import { sitePageKey } from '../../../../lib/site-pages.ts';
import { pageSourceKey } from './get-page-source.ts';

/** PUT /api/admin/pages/:slug/:language (Bearer): a new version, shown to visitors at once. */
export function useSavePage(slug: TSitePageSlug, language: TLanguage) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TSitePageSave) =>
      apiRequest(`/api/admin/pages/${slug}/${language}`, 'ZSitePageSource', { method: 'PUT', body: input, auth: true }),
    onSuccess: (source) => {
      queryClient.setQueryData(pageSourceKey(slug, language), source);
      return queryClient.invalidateQueries({ queryKey: sitePageKey(slug, language) });
    },
  });
}
